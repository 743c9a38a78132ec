/// The bytes of one JSON source and its file name, for turning byte offsets into positions.
///
/// Values parsed from a source carry no positions. When something must be reported, a byte
/// offset is turned into a 1-based line and column (``lineColumn(at:)``, columns counted in
/// Unicode scalars), and the offset of a value is found by re-scanning the bytes of one
/// feature along a path (``offset(of:in:)``).
public struct SourceText: Hashable, Sendable {
    /// The UTF-8 bytes as read.
    public let bytes: [UInt8]
    /// The file name used in diagnostics, if any.
    public let fileName: String?

    /// Creates a source from bytes and an optional file name.
    public init(bytes: [UInt8], fileName: String? = nil) {
        self.bytes = bytes
        self.fileName = fileName
    }

    /// The 1-based line and column (in Unicode scalars) of a byte offset.
    ///
    /// An offset at or past the end gives the position just after the last byte.
    /// Lines end at `\n`; a `\r` before it is counted as a column of the line.
    ///
    /// - Complexity: O(*offset*).
    public func lineColumn(at offset: Int) -> (line: Int, column: Int) {
        let end = min(max(offset, 0), bytes.count)
        var line = 1
        var lineStart = 0
        for position in 0..<end where bytes[position] == 0x0A {
            line += 1
            lineStart = position + 1
        }
        return (line, Self.scalarCount(bytes, from: lineStart, to: end) + 1)
    }

    /// The number of Unicode scalars (UTF-8 lead bytes) in `bytes[from..<to]`.
    static func scalarCount(_ bytes: [UInt8], from: Int, to: Int) -> Int {
        var count = 0
        for position in from..<to where bytes[position] & 0xC0 != 0x80 { count += 1 }
        return count
    }

    /// The byte offset of the value at `path`, searching inside the value that starts in `byteRange`.
    ///
    /// The path is relative to the value at `byteRange.lowerBound` (for example a feature's own
    /// range and `["properties", "name"]`). For duplicate member names the last one is found,
    /// as with ``JSONObject``'s subscript.
    ///
    /// - Returns: The offset of the first byte of the value, or `nil` when the path does not
    ///   exist or the bytes are not valid JSON.
    /// - Complexity: O(*n*) in the size of `byteRange`.
    public func offset(of path: JSONPath, in byteRange: Range<Int>) -> Int? {
        guard byteRange.lowerBound >= 0, byteRange.upperBound <= bytes.count else { return nil }
        return bytes.withUnsafeBufferPointer { whole in
            let buffer = UnsafeBufferPointer(rebasing: whole[..<byteRange.upperBound])
            var scanner = JSONScanner(bytes: buffer, start: byteRange.lowerBound)
            do throws(JSONSyntaxError) {
                for component in path.components {
                    guard let byte = scanner.peek() else { return nil }
                    switch component {
                    case .key(let key):
                        guard byte == UInt8(ascii: "{") else { return nil }
                        scanner.index += 1
                        var found: Int?
                        if try scanner.objectIsEmpty() { return nil }
                        repeat {
                            let name = try scanner.memberName()
                            let start = scanner.peek().map { _ in scanner.index }
                            if try scanner.string(from: name) == key { found = start }
                            try scanner.skipValue()
                        } while try scanner.objectContinues()
                        guard let found else { return nil }
                        scanner.index = found
                    case .index(let wanted):
                        guard byte == UInt8(ascii: "[") else { return nil }
                        scanner.index += 1
                        if try scanner.arrayIsEmpty() { return nil }
                        var position = 0
                        var found: Int?
                        repeat {
                            _ = scanner.peek()
                            if position == wanted { found = scanner.index; break }
                            try scanner.skipValue()
                            position += 1
                        } while try scanner.arrayContinues()
                        guard let found else { return nil }
                        scanner.index = found
                    }
                }
                return scanner.peek() == nil ? nil : scanner.index
            } catch {
                return nil
            }
        }
    }
}
