import GeoJSON

extension JSONValue {
    /// A number, or `null` when it is not finite (JSON has no NaN or infinity).
    static func number(_ value: Double) -> JSONValue { value.isFinite ? .number(JSONNumber(value)) : .null }

    /// An integer.
    static func integer(_ value: Int) -> JSONValue { .number(JSONNumber(value)) }

    /// A string, or `null`.
    static func string(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }

    /// A boolean, or `null`.
    static func bool(_ value: Bool?) -> JSONValue { value.map(JSONValue.bool) ?? .null }

    /// An integer, or `null`.
    static func integer(_ value: Int?) -> JSONValue { value.map { .number(JSONNumber($0)) } ?? .null }

}

extension OutputWriter {
    /// Writes a JSON value, pretty-printed, and a newline.
    ///
    /// - Throws: `JSONWriterError` if the value holds a non-finite number (a bug: builders use
    ///   ``JSONValue/number(_:)``, which writes `null` for those).
    func writeJSON(_ value: JSONValue) throws {
        writeLine(try JSONWriter(pretty: true).string(for: value))
    }
}

/// A JSON document written to an output as it is made: the bytes of ``OutputWriter/writeJSON(_:)`` for the same
/// document built whole (pretty-printed, then a newline), or of `JSONWriter()` with `pretty` false, without ever
/// holding the document or its text whole. For documents whose arrays grow with the input (a finding per feature
/// of a broken file, a point per fix of a track).
struct StreamedJSON {
    let output: OutputWriter
    private var stream: JSONStreamWriter

    /// How many bytes gather before they go to the output.
    private static let chunkSize = 1 << 16

    init(to output: OutputWriter, pretty: Bool = true) {
        self.output = output
        stream = JSONStreamWriter(pretty: pretty)
    }

    mutating func beginObject() { stream.beginObject() }
    mutating func endObject() { stream.endObject() }
    mutating func beginArray() { stream.beginArray() }
    mutating func endArray() { stream.endArray() }
    mutating func key(_ key: String) { stream.key(key) }

    /// Writes a whole value (an element, or a member's value after ``key(_:)``). Bytes go out only after a whole
    /// value, so a chunk never ends inside a character (``StringOutput`` decodes each chunk).
    mutating func value(_ value: JSONValue) throws {
        try stream.value(value)
        if stream.pendingByteCount >= Self.chunkSize { output.write(utf8: stream.takeBytes()) }
    }

    /// Writes JSON text written before as one value (see `JSONStreamWriter.rawValue(_:)`).
    mutating func rawValue(_ text: [UInt8]) {
        stream.rawValue(text)
        if stream.pendingByteCount >= Self.chunkSize { output.write(utf8: stream.takeBytes()) }
    }

    /// Writes a member.
    mutating func member(_ key: String, _ value: JSONValue) throws {
        stream.key(key)
        try self.value(value)
    }

    /// Writes what is left and the newline that ends the document, and flushes the output (what the command
    /// then writes to standard error follows the document when both go to one file).
    mutating func finish() {
        output.write(utf8: stream.takeBytes())
        output.write("\n")
        output.flush()
    }
}
