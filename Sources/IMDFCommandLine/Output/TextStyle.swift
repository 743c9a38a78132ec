/// An ANSI text style (SGR escape sequence) for terminal output.
public struct TextStyle: Hashable, Sendable {
    /// The SGR parameters, such as `"1;31"` for bold red.
    public var parameters: String

    /// Creates a style from SGR parameters.
    public init(parameters: String) { self.parameters = parameters }

    /// Bold.
    public static let bold = TextStyle(parameters: "1")
    /// Bold red, for errors.
    public static let error = TextStyle(parameters: "1;31")
    /// Bold yellow, for warnings.
    public static let warning = TextStyle(parameters: "1;33")
    /// Bold cyan, for infos.
    public static let info = TextStyle(parameters: "1;36")
    /// Bold grey-ish (bright black), for notes.
    public static let note = TextStyle(parameters: "1;90")
    /// Green, for success.
    public static let success = TextStyle(parameters: "32")

    /// The text wrapped in this style and a reset.
    public func apply(to text: String) -> String { "\u{1B}[\(parameters)m\(text)\u{1B}[0m" }
}
