/// Reads strict RFC 8259 JSON from UTF-8 bytes into a ``JSONValue``.
///
/// A UTF-8 byte order mark is accepted and skipped. Everything else the RFC does not allow is
/// rejected with a ``JSONSyntaxError``: comments, trailing commas, leading zeros, `NaN` and
/// `Infinity`, invalid escapes, lone surrogates in `\u` escapes, unescaped control characters,
/// invalid UTF-8 (overlong forms, encoded surrogates, truncated sequences, scalars past U+10FFFF)
/// and anything but whitespace after the top-level value.
///
/// Nesting deeper than ``maximumDepth`` (512 by default) is an error, never a stack overflow.
///
/// ```swift
/// let value = try JSONReader().value(from: Array(#"{"a": [1, 2.5]}"#.utf8))
/// value["a"]?[1]?.doubleValue // 2.5
/// ```
public struct JSONReader: Sendable {
    /// The deepest nesting of arrays and objects accepted.
    public var maximumDepth: Int

    /// Creates a reader.
    ///
    /// - Parameter maximumDepth: The deepest nesting accepted; 512 by default.
    public init(maximumDepth: Int = 512) {
        self.maximumDepth = maximumDepth
    }

    /// Parses a complete JSON text.
    ///
    /// - Parameter bytes: UTF-8 bytes, optionally starting with a byte order mark.
    /// - Returns: The top-level value.
    /// - Throws: ``JSONSyntaxError`` at the first violation of RFC 8259.
    /// - Complexity: O(*n*) in the byte count.
    public func value(from bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
        try withBuffer(bytes) { buffer throws(JSONSyntaxError) in try value(from: buffer) }
    }

    /// Parses a complete JSON text from a buffer of UTF-8 bytes.
    public func value(from buffer: UnsafeBufferPointer<UInt8>) throws(JSONSyntaxError) -> JSONValue {
        var scanner = JSONScanner(bytes: buffer, maximumDepth: maximumDepth)
        scanner.skipByteOrderMark()
        let value = try scanner.parseValue()
        try scanner.expectEnd()
        return value
    }

    /// Checks that `bytes` are one complete JSON text, building nothing: the same verdict and the same
    /// ``JSONSyntaxError`` as ``value(from:)-([UInt8])``, in memory that does not grow with the input (only
    /// the nesting depth is tracked). For a caller that needs to know whether a text is valid, not what it
    /// holds, such as a repair checking its result.
    ///
    /// - Complexity: O(*n*) in the byte count.
    public func checkSyntax(of bytes: [UInt8]) throws(JSONSyntaxError) {
        try withBuffer(bytes) { buffer throws(JSONSyntaxError) in
            var scanner = JSONScanner(bytes: buffer, maximumDepth: maximumDepth)
            scanner.skipByteOrderMark()
            try scanner.skipValue()
            try scanner.expectEnd()
        }
    }

    /// Parses a complete JSON text given as a string.
    public func value(from text: String) throws(JSONSyntaxError) -> JSONValue {
        try value(from: Array(text.utf8))
    }
}

/// Calls `body` with the contiguous storage of `bytes`, keeping the typed error.
func withBuffer<Result>(
    _ bytes: [UInt8], _ body: (UnsafeBufferPointer<UInt8>) throws(JSONSyntaxError) -> Result
) throws(JSONSyntaxError) -> Result {
    let outcome: Swift.Result<Result, JSONSyntaxError> = bytes.withUnsafeBufferPointer { buffer in
        do throws(JSONSyntaxError) { return .success(try body(buffer)) } catch { return .failure(error) }
    }
    return try outcome.get()
}
