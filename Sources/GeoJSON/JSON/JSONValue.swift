/// A JSON value: a lean tree with no source positions.
///
/// Positions are recovered on demand with ``SourceText/offset(of:in:)``, so the tree stays small.
public enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(JSONNumber)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)

    /// The string, when this is a string.
    public var stringValue: String? { if case .string(let value) = self { value } else { nil } }
    /// The boolean, when this is a boolean.
    public var boolValue: Bool? { if case .bool(let value) = self { value } else { nil } }
    /// The number, when this is a number.
    public var numberValue: JSONNumber? { if case .number(let value) = self { value } else { nil } }
    /// The number as a double, when this is a number.
    public var doubleValue: Double? { numberValue?.double }
    /// The number as an exact `Int64`, when this is an integral number in range.
    public var int64Value: Int64? { numberValue?.int64Value }
    /// The elements, when this is an array.
    public var arrayValue: [JSONValue]? { if case .array(let value) = self { value } else { nil } }
    /// The object, when this is an object.
    public var objectValue: JSONObject? { if case .object(let value) = self { value } else { nil } }
    /// Whether this is `null`.
    public var isNull: Bool { if case .null = self { true } else { false } }

    /// The JSON type name used in messages: `null`, `boolean`, `number`, `string`, `array`, `object`.
    public var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "boolean"
        case .number: "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }

    /// The member named `key` (the last one, for duplicates), when this is an object.
    public subscript(key: String) -> JSONValue? {
        if case .object(let object) = self { object[key] } else { nil }
    }

    /// The element at `index`, when this is an array and the index is in range.
    public subscript(index: Int) -> JSONValue? {
        if case .array(let array) = self, array.indices.contains(index) { array[index] } else { nil }
    }

    /// The value at a path, or `nil` when some step does not exist.
    public subscript(path: JSONPath) -> JSONValue? {
        var current: JSONValue? = self
        for component in path.components {
            switch component {
            case .key(let key): current = current?[key]
            case .index(let index): current = current?[index]
            }
        }
        return current
    }
}

extension JSONValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    public init(nilLiteral: ()) { self = .null }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(integerLiteral value: Int) { self = .number(JSONNumber(value)) }
    public init(floatLiteral value: Double) { self = .number(JSONNumber(value)) }
    public init(stringLiteral value: String) { self = .string(value) }
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(JSONObject(members: elements.map { JSONObject.Member(key: $0.0, value: $0.1) }))
    }
}
