/// The LANGUAGE-TAG designator (spec §1.4): a BCP 47 (RFC 5646) language tag.
///
/// This checks well-formedness against the RFC 5646 syntax (`langtag`, `privateuse`, and the irregular
/// grandfathered tags), case-insensitively; it does not look subtags up in the IANA registry.
/// Accepted: `en`, `en-US`, `ja-JP`, `zh-Hant`, `zh-Hant-TW`, `sr-Latn-RS`, `es-419`, `de-CH-1996`,
/// `en-US-x-twain`, `x-whatever`. Rejected: `english`, `en_US`, `e`, `en-`, `123`.
enum LanguageTagFormat {
    private static let grandfathered: Set<String> = [
        "en-gb-oed", "i-ami", "i-bnn", "i-default", "i-enochian", "i-hak", "i-klingon", "i-lux", "i-mingo",
        "i-navajo", "i-pwn", "i-tao", "i-tay", "i-tsu", "sgn-be-fr", "sgn-be-nl", "sgn-ch-de",
        "art-lojban", "cel-gaulish", "no-bok", "no-nyn", "zh-guoyu", "zh-hakka", "zh-min", "zh-min-nan", "zh-xiang",
    ]

    /// Whether `text` is a well-formed BCP 47 tag.
    static func isWellFormed(_ text: String) -> Bool {
        let lower = text.lowercased()
        if grandfathered.contains(lower) { return true }
        let subtags = lower.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        guard subtags.allSatisfy({ !$0.isEmpty && $0.count <= 8 && $0.unicodeScalars.allSatisfy(isAlphanumeric) }) else {
            return false
        }
        if subtags[0] == "x" { return subtags.count > 1 }
        var index = 0
        // language: 2–3 letters (+ up to three 3-letter extlangs), or 4, or 5–8 letters.
        guard isAlpha(subtags[0]), (2...8).contains(subtags[0].count) else { return false }
        index = 1
        if subtags[0].count <= 3 {
            var extlangs = 0
            while index < subtags.count, extlangs < 3, subtags[index].count == 3, isAlpha(subtags[index]) {
                index += 1
                extlangs += 1
            }
        }
        // script: 4 letters.
        if index < subtags.count, subtags[index].count == 4, isAlpha(subtags[index]) { index += 1 }
        // region: 2 letters or 3 digits.
        if index < subtags.count,
           (subtags[index].count == 2 && isAlpha(subtags[index])) || (subtags[index].count == 3 && isDigits(subtags[index])) {
            index += 1
        }
        // variants: 5–8 alphanumerics, or a digit and 3 alphanumerics.
        while index < subtags.count,
              subtags[index].count >= 5 || (subtags[index].count == 4 && subtags[index].first?.isNumber == true) {
            index += 1
        }
        // extensions: a singleton (not x) and one or more 2–8 subtags.
        while index < subtags.count, subtags[index].count == 1, subtags[index] != "x" {
            index += 1
            let start = index
            while index < subtags.count, subtags[index].count >= 2 { index += 1 }
            guard index > start else { return false }
        }
        // private use: x and one or more 1–8 subtags.
        if index < subtags.count, subtags[index] == "x" {
            return index + 1 < subtags.count
        }
        return index == subtags.count
    }

    private static func isAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar)
    }
    private static func isAlpha(_ text: String) -> Bool { text.unicodeScalars.allSatisfy { ("a"..."z").contains($0) } }
    private static func isDigits(_ text: String) -> Bool { text.unicodeScalars.allSatisfy { ("0"..."9").contains($0) } }
}
