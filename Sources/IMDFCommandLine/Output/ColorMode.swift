/// When to colour output, as chosen with `--color`.
public enum ColorMode: String, Sendable, CaseIterable {
    /// Colour a stream only if it is a terminal and `NO_COLOR` is not set.
    case auto
    /// Always colour, even into a pipe and despite `NO_COLOR` (an explicit choice wins).
    case always
    /// Never colour.
    case never

    /// Whether to colour one stream.
    ///
    /// Following <https://no-color.org>, `NO_COLOR` turns colour off in `auto` mode; this tool
    /// honours it whatever its value, even empty, so that setting it at all is enough.
    ///
    /// - Parameters:
    ///   - isTerminal: Whether the stream is a terminal.
    ///   - environment: The process environment.
    public func usesColor(isTerminal: Bool, environment: [String: String]) -> Bool {
        switch self {
        case .always: true
        case .never: false
        case .auto: isTerminal && environment["NO_COLOR"] == nil
        }
    }
}
