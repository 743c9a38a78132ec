/// Writes one JSON document piece by piece and hands its bytes out as they are made, so a document with a
/// very long array (a report of a million findings) is never held whole.
///
/// The bytes are exactly those ``JSONWriter`` gives for the document built as one ``JSONValue``: open the
/// containers, write members and elements (``value(_:)`` takes a whole value), close them, and take the bytes
/// with ``takeBytes()`` whenever convenient, e.g. when ``pendingByteCount`` passes a buffer size.
///
/// ```swift
/// var stream = JSONStreamWriter(pretty: true)
/// stream.beginObject()
/// stream.key("results")
/// stream.beginArray()
/// for result in results { try stream.value(result); if stream.pendingByteCount > 1 << 16 { sink(stream.takeBytes()) } }
/// stream.endArray()
/// stream.endObject()
/// sink(stream.takeBytes())
/// ```
package struct JSONStreamWriter {
    private var output: JSONOutput

    /// A writer of compact or pretty (two-space indented) JSON.
    package init(pretty: Bool) { output = JSONOutput(pretty: pretty, capacity: 1 << 16) }

    /// Opens an object (as an element, as a member's value after ``key(_:)``, or as the document).
    package mutating func beginObject() { output.beginObject() }
    /// Closes the innermost object.
    package mutating func endObject() { output.endObject() }
    /// Opens an array.
    package mutating func beginArray() { output.beginArray() }
    /// Closes the innermost array.
    package mutating func endArray() { output.endArray() }
    /// Writes a member name; the next value written is its value.
    package mutating func key(_ key: String) { output.key(key) }

    /// Writes a whole value: an element, a member's value, or the document.
    ///
    /// - Throws: `JSONWriterError` for a non-finite number without kept text; its path is relative to `value`.
    package mutating func value(_ value: JSONValue) throws(JSONWriterError) {
        var path: [JSONPath.Component] = []
        try JSONWriter.write(value, to: &output, path: &path)
    }

    /// Writes JSON text written before (by ``JSONWriter`` or another stream writer) as one value, as it is: in a
    /// pretty document its lines keep their own indentation.
    package mutating func rawValue<Text: Collection<UInt8>>(_ text: Text) { output.raw(text) }

    /// Writes a member: its name, then its value.
    package mutating func member(_ key: String, _ value: JSONValue) throws(JSONWriterError) {
        output.key(key)
        try self.value(value)
    }

    /// How many bytes are written and not yet taken.
    package var pendingByteCount: Int { output.bytes.count }

    /// The bytes written since the last call, leaving the buffer (and its capacity) empty for what follows.
    package mutating func takeBytes() -> [UInt8] {
        let taken = output.bytes
        output.bytes.removeAll(keepingCapacity: true)
        return taken
    }
}
