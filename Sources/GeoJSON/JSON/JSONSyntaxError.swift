/// Input that is not JSON (RFC 8259): where, what was expected, what was found.
///
/// The message reads like `expected ',' or ']' after array element, found '}'`. Line and column
/// are not stored; compute them from ``offset`` with ``SourceText/lineColumn(at:)`` when reporting,
/// or turn the error into a ``Diagnostic`` with ``diagnostic(in:)``.
public struct JSONSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The byte offset of the offending byte (or of the end of input) from the start of the bytes.
    public var offset: Int
    /// What the grammar allowed here, e.g. `',' or ']' after array element`.
    public var expected: String
    /// What was there instead, e.g. `'}'`, `end of input`, `byte 0xC0`.
    public var found: String
    /// The path of the value being parsed when the error occurred.
    public var path: JSONPath

    /// Creates an error.
    public init(offset: Int, expected: String, found: String, path: JSONPath) {
        self.offset = offset
        self.expected = expected
        self.found = found
        self.path = path
    }

    /// `expected …, found …`.
    public var message: String { "expected \(expected), found \(found)" }

    /// The message with the byte offset and path.
    public var description: String { "\(message) (byte \(offset), at \(path))" }

    /// The error as a `json-syntax` diagnostic with file, line and column taken from `source`.
    public func diagnostic(in source: SourceText) -> Diagnostic {
        let position = source.lineColumn(at: offset)
        return Diagnostic(
            severity: .error, rule: "json-syntax", message: message,
            location: .init(file: source.fileName, line: position.line, column: position.column, path: path))
    }
}
