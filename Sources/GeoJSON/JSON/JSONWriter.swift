/// Writes ``JSONValue``s as UTF-8 JSON, compact or pretty.
///
/// Strings are escaped as RFC 8259 requires (quote, backslash, control characters; everything
/// else written as UTF-8). Numbers are written so that they read back bit-identical: the kept
/// exact text when a ``JSONNumber`` has one, otherwise the shortest round-trip form of the double
/// (integral values below 2^53 without a fraction, `-0` for negative zero). Non-finite numbers
/// without kept text cannot be written and throw. Member order and duplicate names are kept.
public struct JSONWriter: Sendable {
    /// Whether to write newlines and two-space indentation.
    public var pretty: Bool

    /// Creates a writer.
    ///
    /// - Parameter pretty: `true` for indented output; `false` (the default) for compact output.
    public init(pretty: Bool = false) {
        self.pretty = pretty
    }

    /// The JSON text of a value.
    ///
    /// - Throws: ``JSONWriterError`` for a non-finite number without kept text.
    public func bytes(for value: JSONValue) throws(JSONWriterError) -> [UInt8] {
        var output = JSONOutput(pretty: pretty)
        var path: [JSONPath.Component] = []
        try Self.write(value, to: &output, path: &path)
        return output.bytes
    }

    /// The JSON text of a value, as a string.
    ///
    /// - Throws: ``JSONWriterError`` for a non-finite number without kept text.
    public func string(for value: JSONValue) throws(JSONWriterError) -> String {
        String(decoding: try bytes(for: value), as: UTF8.self)
    }

    static func write(
        _ value: JSONValue, to output: inout JSONOutput, path: inout [JSONPath.Component]
    ) throws(JSONWriterError) {
        switch value {
        case .null: output.null()
        case .bool(let flag): output.bool(flag)
        case .string(let text): output.string(text)
        case .number(let number):
            guard output.number(number) else { throw JSONWriterError(value: number.double, path: JSONPath(path)) }
        case .array(let elements):
            output.beginArray()
            for (index, element) in elements.enumerated() {
                path.append(.index(index))
                try write(element, to: &output, path: &path)
                path.removeLast()
            }
            output.endArray()
        case .object(let object):
            output.beginObject()
            for member in object.members {
                output.key(member.key)
                path.append(.key(member.key))
                try write(member.value, to: &output, path: &path)
                path.removeLast()
            }
            output.endObject()
        }
    }
}
