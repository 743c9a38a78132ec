/// Where a command's text goes: a file descriptor in the real tool, a string in tests.
///
/// Outputs are reference types because one stream is shared by everything a command writes.
public protocol TextOutput: AnyObject {
    /// Whether the output is an interactive terminal, which allows colour.
    var isTerminal: Bool { get }
    /// Appends text as given (no newline is added).
    func write(_ text: String)
    /// Appends UTF-8 bytes as given, for streams that build their lines as bytes (`imdf track`).
    func write(utf8 bytes: [UInt8])
    /// Sends anything buffered to its destination.
    func flush()
}

extension TextOutput {
    /// Appends the bytes as text (invalid UTF-8 is repaired with U+FFFD, as `String(decoding:)` does).
    public func write(utf8 bytes: [UInt8]) { write(String(decoding: bytes, as: UTF8.self)) }
}

/// An output that collects everything written into a string, for in-process tests.
public final class StringOutput: TextOutput {
    /// Everything written so far.
    public private(set) var text = ""
    /// Whether to pretend to be a terminal, to test colour.
    public let isTerminal: Bool

    /// Creates an empty output.
    ///
    /// - Parameter isTerminal: Whether to report being a terminal.
    public init(isTerminal: Bool = false) { self.isTerminal = isTerminal }

    /// Appends the text.
    public func write(_ text: String) { self.text += text }

    /// Does nothing: the text is always up to date.
    public func flush() {}
}
