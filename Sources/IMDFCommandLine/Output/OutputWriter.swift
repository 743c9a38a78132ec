/// Writes a command's text to one stream, colouring it only when colour is on.
///
/// A command writes results through `context.standardOutput` and messages through
/// `context.standardError`; neither knows whether it is a terminal, a pipe or a test string.
public struct OutputWriter {
    /// Where the text goes.
    public let output: any TextOutput
    /// Whether ``styled(_:_:)`` adds escape sequences.
    public let usesColor: Bool

    /// Creates a writer.
    public init(output: any TextOutput, usesColor: Bool) {
        self.output = output
        self.usesColor = usesColor
    }

    /// Whether the stream is an interactive terminal (for progress lines, say); colour is
    /// decided separately, by ``usesColor``.
    public var isTerminal: Bool { output.isTerminal }

    /// Writes text as given.
    public func write(_ text: String) { output.write(text) }

    /// Writes UTF-8 bytes as given, without making a string of them first.
    public func write(utf8 bytes: [UInt8]) { output.write(utf8: bytes) }

    /// Writes text and a newline.
    public func writeLine(_ text: String = "") { output.write(text + "\n") }

    /// The text in a style when colour is on, unchanged otherwise.
    public func styled(_ text: String, _ style: TextStyle) -> String {
        usesColor ? style.apply(to: text) : text
    }

    /// Sends buffered text on; streaming commands call this after each result.
    public func flush() { output.flush() }
}
