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
