/// The WEBSITE designator (spec §1.4): an RFC 3986 URI with an `http` or `https` scheme.
enum WebsiteFormat {
    /// Why `text` is not an http(s) URI, or nil when it is one.
    ///
    /// Checked: the scheme (`http://` or `https://`, any case), a non-empty host, and no white space or
    /// other characters RFC 3986 never allows unescaped (`"`, `<`, `>`, `\`, `^`, `` ` ``, `{`, `|`, `}`).
    static func problem(with text: String) -> String? {
        let lower = text.lowercased()
        let rest: Substring
        if lower.hasPrefix("https://") {
            rest = text.dropFirst(8)
        } else if lower.hasPrefix("http://") {
            rest = text.dropFirst(7)
        } else {
            return "does not start with 'http://' or 'https://'"
        }
        if let bad = text.unicodeScalars.first(where: {
            $0.properties.isWhitespace || "\"<>\\^`{|}".unicodeScalars.contains($0)
        }) {
            return bad.properties.isWhitespace
                ? "contains white space" : "contains '\(bad)', which must be percent-encoded"
        }
        let host = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        if host.isEmpty || host == ":" { return "has no host" }
        return nil
    }
}
