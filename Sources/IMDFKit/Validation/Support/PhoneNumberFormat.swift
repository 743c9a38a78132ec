/// The PHONE designator (spec §1.4): an E.164 number written `+` then 1 to 15 digits, the first not 0.
enum PhoneNumberFormat {
    /// Why `text` is not an E.164 number, or nil when it is one.
    ///
    /// Checked: a leading `+`, only digits after it (spaces, dashes, dots and parentheses are reported as
    /// separators, and leading or trailing white space separately), 1 to 15 digits, first digit not 0.
    static func problem(with text: String) -> String? {
        if text.isEmpty { return "is empty" }
        if text.first?.isWhitespace == true || text.last?.isWhitespace == true {
            return "has leading or trailing white space"
        }
        guard text.hasPrefix("+") else { return "does not start with '+' and a country code" }
        let digits = text.dropFirst()
        if let other = digits.first(where: { !("0"..."9").contains($0) }) {
            return "contains '\(other)'; only digits may follow '+'"
        }
        if digits.isEmpty || digits.count > 15 { return "has \(digits.count) digits, not 1 to 15" }
        if digits.first == "0" { return "has a country code starting with 0" }
        return nil
    }
}
