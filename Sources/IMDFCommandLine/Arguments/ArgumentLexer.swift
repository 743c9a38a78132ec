/// One command-line argument, classified by its shape alone.
///
/// The lexer does not know which options take values; the parser decides whether a
/// ``positional(_:)`` token that follows an option is its value. Shapes:
///
/// - `--name` and `--name=value` are ``long(name:value:)``;
/// - `-abc` is ``short(_:)`` (letters after the dash, possibly a cluster or an attached value);
/// - `-`, anything not starting with a dash, and negative numbers (`-1`, `-33.9`, `-.5`) are
///   ``positional(_:)``, so `--lat -33.9` and `--ordinal -1` need no special casing;
/// - `--` is ``terminator``, and every argument after it is ``positional(_:)``.
enum ArgumentToken: Hashable, Sendable {
    case long(name: String, value: String?)
    case short(String)
    case positional(String)
    case terminator
}

/// Splits command-line arguments into ``ArgumentToken``s.
enum ArgumentLexer {
    /// Classifies each argument.
    ///
    /// - Complexity: O(*n*) in the total length of the arguments.
    static func tokens<S: Sequence<String>>(_ arguments: S) -> [ArgumentToken] {
        var tokens: [ArgumentToken] = []
        var afterTerminator = false
        for argument in arguments {
            if afterTerminator {
                tokens.append(.positional(argument))
            } else if argument == "--" {
                tokens.append(.terminator)
                afterTerminator = true
            } else if argument.hasPrefix("--") {
                let body = argument.dropFirst(2)
                if let equals = body.firstIndex(of: "=") {
                    tokens.append(
                        .long(name: String(body[..<equals]), value: String(body[body.index(after: equals)...])))
                } else {
                    tokens.append(.long(name: String(body), value: nil))
                }
            } else if argument.hasPrefix("-") && argument != "-" && !isNegativeNumber(argument) {
                tokens.append(.short(String(argument.dropFirst())))
            } else {
                tokens.append(.positional(argument))
            }
        }
        return tokens
    }

    /// Whether an argument reads as a negative decimal number: a minus, digits with at most one
    /// point, and an optional exponent (`-1`, `-33.9`, `-.5`, `-1e-3`).
    static func isNegativeNumber(_ argument: String) -> Bool {
        guard argument.hasPrefix("-"), argument.count > 1 else { return false }
        var sawDigit = false
        var sawPoint = false
        var bytes = argument.utf8.dropFirst()[...]
        while let byte = bytes.first, byte != UInt8(ascii: "e"), byte != UInt8(ascii: "E") {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): sawDigit = true
            case UInt8(ascii: ".") where !sawPoint: sawPoint = true
            default: return false
            }
            bytes = bytes.dropFirst()
        }
        guard sawDigit else { return false }
        guard !bytes.isEmpty else { return true }
        bytes = bytes.dropFirst()
        if let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
        return !bytes.isEmpty && bytes.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }
}
