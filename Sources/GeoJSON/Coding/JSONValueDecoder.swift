/// Decodes `Decodable` values from an already parsed ``JSONValue``.
///
/// Used for typed feature properties (``Feature/decodingProperties(as:using:at:)``). Errors are
/// `DecodingError`s whose coding path is the full path from the document root, and whose
/// description names it as a ``JSONPath`` (`features[3].properties.name`).
///
/// - `null` and a missing member are distinguished: `decodeIfPresent` gives `nil` for both,
///   `decode` throws `valueNotFound` for `null` and `keyNotFound` for a missing member.
/// - Integers decode exactly and range-checked: `3.0` decodes as `Int`, `3.5` and `300` as
///   `UInt8` throw `dataCorrupted`. Doubles decode from integers too.
/// - A property of type ``JSONValue``, ``JSONObject`` or ``JSONNumber`` receives the value as is.
public struct JSONValueDecoder: Sendable {
    /// Contextual information for the types being decoded.
    public var userInfo: [CodingUserInfoKey: any Sendable]

    /// Creates a decoder.
    public init(userInfo: [CodingUserInfoKey: any Sendable] = [:]) {
        self.userInfo = userInfo
    }

    /// Decodes a value of `type` from `value`.
    ///
    /// - Parameters:
    ///   - type: The type to decode.
    ///   - value: The JSON value.
    ///   - path: Where `value` is in its document, to start coding paths there.
    /// - Throws: `DecodingError` with the path of the offending value.
    public func decode<T: Decodable>(_ type: T.Type, from value: JSONValue, at path: JSONPath = .root) throws -> T {
        var info: [CodingUserInfoKey: Any] = [:]
        for (key, item) in userInfo { info[key] = item }
        return try ValueDecoder(value: value, codingPath: path.codingKeys, userInfo: info).decodeValue(type)
    }
}

/// The `Decoder` over one JSON value.
struct ValueDecoder: Decoder {
    let value: JSONValue
    let codingPath: [any CodingKey]
    let userInfo: [CodingUserInfoKey: Any]

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let object) = value else { throw mismatch(JSONObject.self, "an object") }
        return KeyedDecodingContainer(KeyedValueContainer<Key>(object: object, decoder: self))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let elements) = value else { throw mismatch([JSONValue].self, "an array") }
        return UnkeyedValueContainer(elements: elements, decoder: self)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

    func child(_ value: JSONValue, key: any CodingKey) -> ValueDecoder {
        ValueDecoder(value: value, codingPath: codingPath + [key], userInfo: userInfo)
    }

    func mismatch(_ type: Any.Type, _ expected: String) -> DecodingError {
        if case .null = value {
            return .valueNotFound(
                type,
                .init(
                    codingPath: codingPath,
                    debugDescription: "expected \(expected) at \(JSONPath(codingPath: codingPath)), found null"))
        }
        return .typeMismatch(
            type,
            .init(
                codingPath: codingPath,
                debugDescription: "expected \(expected) at \(JSONPath(codingPath: codingPath)), found \(value.typeName)"
            ))
    }

    func corrupted(_ message: String) -> DecodingError {
        .dataCorrupted(
            .init(codingPath: codingPath, debugDescription: "\(message) at \(JSONPath(codingPath: codingPath))"))
    }

    /// Decodes any `Decodable`, handing JSON values through unchanged and primitives directly.
    func decodeValue<T: Decodable>(_ type: T.Type) throws -> T {
        if T.self == JSONValue.self, let result = value as? T { return result }
        if T.self == JSONObject.self {
            guard case .object(let object) = value, let result = object as? T else { throw mismatch(type, "an object") }
            return result
        }
        if T.self == JSONNumber.self {
            guard case .number(let number) = value, let result = number as? T else { throw mismatch(type, "a number") }
            return result
        }
        return try T(from: self)
    }

    func integer<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
        guard case .number(let number) = value else { throw mismatch(type, "an integer") }
        if T.isSigned {
            guard let exact = number.int64Value else {
                throw corrupted("number \(number) is not an integer that fits in \(T.self)")
            }
            guard let result = T(exactly: exact) else { throw corrupted("number \(number) does not fit in \(T.self)") }
            return result
        }
        guard let exact = number.uint64Value else {
            throw corrupted("number \(number) is not an integer that fits in \(T.self)")
        }
        guard let result = T(exactly: exact) else { throw corrupted("number \(number) does not fit in \(T.self)") }
        return result
    }
}

extension ValueDecoder: SingleValueDecodingContainer {
    func decodeNil() -> Bool { value.isNull }

    func decode(_ type: Bool.Type) throws -> Bool {
        guard case .bool(let flag) = value else { throw mismatch(type, "a boolean") }
        return flag
    }

    func decode(_ type: String.Type) throws -> String {
        guard case .string(let text) = value else { throw mismatch(type, "a string") }
        return text
    }

    func decode(_ type: Double.Type) throws -> Double {
        guard case .number(let number) = value else { throw mismatch(type, "a number") }
        return number.double
    }

    func decode(_ type: Float.Type) throws -> Float {
        guard case .number(let number) = value else { throw mismatch(type, "a number") }
        let result = Float(number.double)
        if result.isInfinite && number.double.isFinite { throw corrupted("number \(number) does not fit in Float") }
        return result
    }

    func decode(_ type: Int.Type) throws -> Int { try integer(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }

    func decode<T: Decodable>(_ type: T.Type) throws -> T { try decodeValue(type) }
}
