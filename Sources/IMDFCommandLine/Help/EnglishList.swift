/// Joins words the way messages read them (`text or json`, `a, b or c`) and counts nouns (`1 error`, `2 errors`).
enum EnglishList {
    /// The words joined with commas and a final `or`.
    static func or(_ words: [String]) -> String { join(words, last: "or") }

    private static func join(_ words: [String], last: String) -> String {
        switch words.count {
        case 0: return ""
        case 1: return words[0]
        default: return words.dropLast().joined(separator: ", ") + " \(last) " + words[words.count - 1]
        }
    }

    /// `1 error`, `2 errors`, `0 infos`.
    static func count(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
