/// Finds the candidate a user probably meant when a command, option or value is unknown.
///
/// A candidate matches when, compared case-insensitively, one is a prefix of the other
/// (`--form` for `--format`) or their edit distance is small for their length
/// (`--lta` for `--lat`: one transposition). The closest match wins; ties go to the earlier
/// candidate, so declaration order decides.
public enum Suggestion {
    /// The best close match, or `nil` when nothing is close.
    ///
    /// - Parameters:
    ///   - input: What the user typed, such as `--lta`.
    ///   - candidates: What was accepted, such as every option spelling.
    /// - Returns: One candidate, as spelled in `candidates`.
    /// - Complexity: O(*k* × *n* × *m*) for *k* candidates of length *m* and an input of length *n*.
    public static func closest(to input: String, among candidates: [String]) -> String? {
        let typed = Array(input.lowercased())
        let bare = typed.drop { $0 == "-" }
        guard !bare.isEmpty else { return nil }
        var best: (candidate: String, score: Int)?
        for candidate in candidates {
            let known = Array(candidate.lowercased())
            let distance = editDistance(typed, known)
            let isPrefix =
                known.starts(with: typed)
                || (typed.starts(with: known) && known.count > known.prefix { $0 == "-" }.count)
            // One- and two-letter inputs are too short for a typo to be recognisable.
            let threshold = bare.count < 3 ? 0 : max(1, min(bare.count, known.count) / 3)
            guard isPrefix || distance <= threshold else { continue }
            // Prefix matches rank as if one edit away, so a near-typo and a prefix compete fairly.
            let score = isPrefix ? min(distance, 1) : distance
            if let current = best, current.score <= score { continue }
            best = (candidate, score)
        }
        return best?.candidate
    }

    /// The optimal-string-alignment distance: insertions, deletions, substitutions and
    /// transpositions of neighbours each cost one.
    ///
    /// - Complexity: O(*n* × *m*) time, O(*m*) space.
    public static func editDistance<C: Collection>(_ a: C, _ b: C) -> Int where C.Element: Equatable {
        let a = Array(a)
        let b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previousPrevious[j - 2] + 1)
                }
                current[j] = value
            }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count]
    }
}
