/// A light sanity check of the HOURS designator (spec §1.4: OpenStreetMap `opening_hours` syntax).
///
/// This is not a full opening_hours parser. It catches what is obviously malformed and accepts
/// anything plausible. A value is split into rules at `;`, `,` and `||`, and each rule into tokens at
/// spaces. Each token must be one of: the words `24/7`, `off`, `closed`, `open`, `unknown`, `PH`, `SH`,
/// `easter`, `sunrise`, `sunset`, `dawn`, `dusk`; a weekday `Mo Tu We Th Fr Sa Su`, alone or in a range
/// (`Mo-Fr`) with an optional `[n]` suffix; a month `Jan`…`Dec` or a range of months, optionally with a
/// day number; a year (`2024`, `2024-2026`); a week spec (`week`, `01-53`); a time span
/// `hh:mm-hh:mm` (hours up to 48, minutes below 60, optional `+`) or a list of them; a quoted comment;
/// or a number (a day of a month, as in `Dec 25`). Empty rules (`;;`, a trailing `;`) are malformed.
enum OpeningHoursFormat {
    static let words: Set<String> = [
        "24/7", "off", "closed", "open", "unknown", "PH", "SH", "easter",
        "sunrise", "sunset", "dawn", "dusk", "week",
    ]
    static let weekdays: Set<String> = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"]
    static let months: Set<String> = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ]

    /// Why `text` is obviously not opening_hours, or nil when it looks plausible.
    static func problem(with text: String) -> String? {
        let trimmed = text.trimmingSpaces
        if trimmed.isEmpty { return "is empty" }
        var withoutComments = ""
        var inComment = false
        for character in trimmed {
            if character == "\"" {
                inComment.toggle()
                continue
            }
            if !inComment { withoutComments.append(character) }
        }
        if inComment { return "has an unterminated comment" }
        let rules = withoutComments.replacingAll("||", with: ";").split(
            separator: ";", omittingEmptySubsequences: false)
        for (number, rule) in rules.enumerated() {
            let rule = String(rule).trimmingSpaces
            if rule.isEmpty {
                // A single trailing ';' is common enough to tolerate only when it is the last separator.
                if number == rules.count - 1, number > 0 { continue }
                return "has an empty rule (two separators in a row)"
            }
            for token in rule.split(whereSeparator: { $0 == " " || $0 == "," }) {
                if !isValidToken(String(token)) {
                    return "has '\(token)', which is not a day, month, time span or keyword"
                }
            }
        }
        return nil
    }

    private static func isValidToken(_ token: String) -> Bool {
        let bare = token.hasSuffix(":") ? String(token.dropLast()) : token
        if words.contains(bare) || weekdays.contains(bare) || months.contains(bare) { return true }
        if isNumberish(bare) { return true }
        if let bracket = bare.firstIndex(of: "["), bare.hasSuffix("]") {
            return isValidToken(String(bare[..<bracket]))
        }
        let parts = bare.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        if parts.count == 2,
            parts.allSatisfy({
                weekdays.contains($0) || months.contains($0) || isNumberish($0) || words.contains($0) || $0 == "PH"
            })
        {
            return true
        }
        if bare.contains(":") { return isTimeSpan(bare) }
        return false
    }

    private static func isNumberish(_ text: String) -> Bool {
        !text.isEmpty && text.allSatisfy { ("0"..."9").contains($0) || $0 == "/" }
    }

    /// `hh:mm-hh:mm`, `hh:mm+`, `hh:mm-hh:mm/…` or `sunrise-sunset`-like spans with times.
    private static func isTimeSpan(_ text: String) -> Bool {
        let span = text.hasSuffix("+") ? String(text.dropLast()) : text
        let ends = span.split(separator: "-", omittingEmptySubsequences: false)
        guard (1...2).contains(ends.count) else { return false }
        return ends.allSatisfy { end in
            let end = end.split(separator: "/").first.map(String.init) ?? ""
            if words.contains(end) { return true }
            let pieces = end.split(separator: ":", omittingEmptySubsequences: false)
            guard pieces.count == 2, let hours = Int(pieces[0]), let minutes = Int(pieces[1]),
                pieces[0].count <= 2, pieces[1].count == 2
            else { return false }
            return (0...48).contains(hours) && (0..<60).contains(minutes)
        }
    }
}

extension String {
    /// The text without leading and trailing white space (Foundation-free); used by the validator and the
    /// track parsers.
    package var trimmingSpaces: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[first...last])
    }

    /// Every occurrence of `target` replaced (Foundation-free).
    func replacingAll(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        var result = ""
        var rest = Substring(self)
        while let range = rest.firstRange(of: target) {
            result += rest[..<range.lowerBound]
            result += replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}
