/// The syntax of a BCP 47 (RFC 5646) language tag: whether a tag is well-formed (RFC 5646 §2.1, §2.2.9),
/// and its subtags by kind. Whether the subtags are registered is `LanguageTagValidity`'s question.
///
/// Case-insensitive, as BCP 47 is. Well-formed: `en`, `en-US`, `ja-JP`, `zh-Hant`, `zh-Hant-TW`,
/// `sr-Latn-RS`, `es-419`, `de-CH-1996`, `en-US-x-twain`, `x-whatever`, `i-klingon`, and also `english`
/// and `xx` (the syntax allows 2–8 letters). Not well-formed: `en_US`, `e`, `en-`, `123`, `English (UK)`.
enum LanguageTagFormat {
    /// A well-formed tag split into its subtags, all lower-cased.
    struct Components: Equatable {
        /// The primary language subtag (empty for a tag that is private use only, `x-…`).
        var language = ""
        var extlangs: [String] = []
        var script: String?
        var region: String?
        var variants: [String] = []
        /// Each extension's singleton, e.g. `u` for `u-ca-buddhist`.
        var extensionSingletons: [String] = []
        /// The subtags after `x`, if any.
        var privateUse: [String] = []
        /// Whether the whole tag is one of the grandfathered tags of RFC 5646's ABNF (`i-klingon`,
        /// `zh-min-nan`), which are taken as a whole and not split.
        var isGrandfathered = false
    }

    /// The grandfathered tags of RFC 5646 §2.1 (`irregular` and `regular`), a closed list.
    private static let grandfathered: Set<String> = [
        "en-gb-oed", "i-ami", "i-bnn", "i-default", "i-enochian", "i-hak", "i-klingon", "i-lux", "i-mingo",
        "i-navajo", "i-pwn", "i-tao", "i-tay", "i-tsu", "sgn-be-fr", "sgn-be-nl", "sgn-ch-de",
        "art-lojban", "cel-gaulish", "no-bok", "no-nyn", "zh-guoyu", "zh-hakka", "zh-min", "zh-min-nan", "zh-xiang",
    ]

    /// Whether `text` is a well-formed BCP 47 tag.
    static func isWellFormed(_ text: String) -> Bool { components(of: text) != nil }

    /// The subtags of `text`, or nil when it is not a well-formed BCP 47 tag.
    static func components(of text: String) -> Components? {
        // ASCII first: lower-casing would turn some other letters into ASCII ones (U+212A KELVIN SIGN → k).
        guard text.unicodeScalars.allSatisfy(\.isASCII) else { return nil }
        let lower = text.lowercased()
        var result = Components()
        if grandfathered.contains(lower) {
            result.isGrandfathered = true
            return result
        }
        let subtags = lower.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        guard subtags.allSatisfy({ !$0.isEmpty && $0.count <= 8 && $0.unicodeScalars.allSatisfy(isAlphanumeric) })
        else {
            return nil
        }
        var index = 0
        if subtags[0] == "x" {
            result.privateUse = Array(subtags.dropFirst())
            return subtags.count > 1 ? result : nil
        }
        // language: 2–3 letters (+ up to three 3-letter extlangs), or 4, or 5–8 letters.
        guard isAlpha(subtags[0]), (2...8).contains(subtags[0].count) else { return nil }
        result.language = subtags[0]
        index = 1
        if subtags[0].count <= 3 {
            while index < subtags.count, result.extlangs.count < 3, subtags[index].count == 3, isAlpha(subtags[index]) {
                result.extlangs.append(subtags[index])
                index += 1
            }
        }
        // script: 4 letters.
        if index < subtags.count, subtags[index].count == 4, isAlpha(subtags[index]) {
            result.script = subtags[index]
            index += 1
        }
        // region: 2 letters or 3 digits.
        if index < subtags.count,
            (subtags[index].count == 2 && isAlpha(subtags[index]))
                || (subtags[index].count == 3 && isDigits(subtags[index]))
        {
            result.region = subtags[index]
            index += 1
        }
        // variants: 5–8 alphanumerics, or a digit and 3 alphanumerics.
        while index < subtags.count,
            subtags[index].count >= 5 || (subtags[index].count == 4 && subtags[index].first?.isNumber == true)
        {
            result.variants.append(subtags[index])
            index += 1
        }
        // extensions: a singleton (not x) and one or more 2–8 subtags.
        while index < subtags.count, subtags[index].count == 1, subtags[index] != "x" {
            result.extensionSingletons.append(subtags[index])
            index += 1
            let start = index
            while index < subtags.count, subtags[index].count >= 2 { index += 1 }
            guard index > start else { return nil }
        }
        // private use: x and one or more 1–8 subtags.
        if index < subtags.count, subtags[index] == "x" {
            result.privateUse = Array(subtags[(index + 1)...])
            return result.privateUse.isEmpty ? nil : result
        }
        return index == subtags.count ? result : nil
    }

    private static func isAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar)
    }
    private static func isAlpha(_ text: String) -> Bool { text.unicodeScalars.allSatisfy { ("a"..."z").contains($0) } }
    private static func isDigits(_ text: String) -> Bool { text.unicodeScalars.allSatisfy { ("0"..."9").contains($0) } }
}
