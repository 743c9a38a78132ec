/// Finds the known value closest to a misspelt one, for "did you mean" suggestions.
enum NearestValue {
    /// The candidate with the smallest edit distance to `value` (ties broken alphabetically), when that
    /// distance is small enough to be a plausible slip: at most a third of the value's length, and at
    /// most 3. Case and `_`/`-`/space differences count as no distance.
    ///
    /// - Complexity: O(candidates × length²), on short strings.
    static func suggestion(for value: String, among candidates: some Sequence<String>) -> String? {
        let normalized = normalize(value)
        let limit = min(3, max(1, normalized.count / 3))
        var best: (distance: Int, candidate: String)?
        for candidate in candidates.sorted() {
            let other = normalize(candidate)
            // The distance is at least the difference in length: skip the table for hopeless candidates.
            guard abs(other.count - normalized.count) <= limit else { continue }
            let distance = editDistance(normalized, other)
            if distance <= limit, distance < (best?.distance ?? Int.max) { best = (distance, candidate) }
        }
        return best?.candidate
    }

    private static func normalize(_ text: String) -> [Character] {
        Array(text.lowercased().filter { $0 != "_" && $0 != "-" && $0 != " " })
    }

    /// The edit distance between two character arrays, counting an insertion, a deletion, a substitution
    /// or a swap of two neighbours as one edit (the "optimal string alignment" distance).
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var beforePrevious = Array(repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = Array(repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }
}
