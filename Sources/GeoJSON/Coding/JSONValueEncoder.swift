/// Encodes `Encodable` values into a ``JSONValue``, keeping the order in which keys were encoded.
///
/// Non-finite floating-point values throw `EncodingError.invalidValue` with the coding path.
/// Integers beyond ±2^53 keep their exact digits (``JSONNumber/text``). ``JSONValue``,
/// ``JSONObject`` and ``JSONNumber`` values are stored as they are.
public struct JSONValueEncoder: Sendable {
    /// Contextual information for the types being encoded.
    public var userInfo: [CodingUserInfoKey: any Sendable]

    /// Creates an encoder.
    public init(userInfo: [CodingUserInfoKey: any Sendable] = [:]) {
        self.userInfo = userInfo
    }

    /// The JSON value of `value`.
    ///
    /// - Throws: `EncodingError.invalidValue` for a non-finite number or a value that encodes nothing.
    public func encode<T: Encodable>(_ value: T) throws -> JSONValue {
        var info: [CodingUserInfoKey: Any] = [:]
        for (key, item) in userInfo { info[key] = item }
        let node = EncodingNode()
        try ValueEncoder(node: node, codingPath: [], userInfo: info).encodeValue(value)
        guard let result = node.jsonValue else {
            throw EncodingError.invalidValue(
                value, .init(codingPath: [], debugDescription: "\(T.self) encoded no value"))
        }
        return result
    }
}

/// A value under construction. A reference, because containers hand out children that are filled later.
final class EncodingNode {
    enum Content {
        case unset
        case value(JSONValue)
        case array([EncodingNode])
        case object([(key: String, node: EncodingNode)])
    }

    var content: Content = .unset

    /// The finished value; `nil` when nothing was encoded.
    var jsonValue: JSONValue? {
        switch content {
        case .unset: nil
        case .value(let value): value
        case .array(let nodes): .array(nodes.map { $0.jsonValue ?? .null })
        case .object(let members):
            .object(
                JSONObject(members: members.map { JSONObject.Member(key: $0.key, value: $0.node.jsonValue ?? .null) }))
        }
    }

    /// A child stored under `key` (replacing an earlier one with that key).
    func child(forKey key: String) -> EncodingNode {
        let node = EncodingNode()
        if case .object(var members) = content {
            if let index = members.firstIndex(where: { $0.key == key }) {
                members[index].node = node
            } else {
                members.append((key, node))
            }
            content = .object(members)
        } else {
            content = .object([(key, node)])
        }
        return node
    }

    /// A new last element.
    func appendChild() -> EncodingNode {
        let node = EncodingNode()
        if case .array(var nodes) = content {
            nodes.append(node)
            content = .array(nodes)
        } else {
            content = .array([node])
        }
        return node
    }

    var arrayCount: Int { if case .array(let nodes) = content { nodes.count } else { 0 } }
}

/// The `Encoder` writing into one node.
struct ValueEncoder: Encoder {
    let node: EncodingNode
    let codingPath: [any CodingKey]
    let userInfo: [CodingUserInfoKey: Any]

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if case .object = node.content {} else { node.content = .object([]) }
        return KeyedEncodingContainer(KeyedValueEncodingContainer<Key>(encoder: self))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if case .array = node.content {} else { node.content = .array([]) }
        return UnkeyedValueEncodingContainer(encoder: self)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { self }

    func child(_ node: EncodingNode, key: any CodingKey) -> ValueEncoder {
        ValueEncoder(node: node, codingPath: codingPath + [key], userInfo: userInfo)
    }

    func encodeValue<T: Encodable>(_ value: T) throws {
        if let json = value as? JSONValue {
            node.content = .value(json)
            return
        }
        if let object = value as? JSONObject {
            node.content = .value(.object(object))
            return
        }
        if let number = value as? JSONNumber {
            node.content = .value(.number(number))
            return
        }
        try value.encode(to: self)
    }

    func double(_ value: Double) throws {
        guard value.isFinite else {
            throw EncodingError.invalidValue(
                value,
                .init(
                    codingPath: codingPath,
                    debugDescription:
                        "non-finite number \(value) at \(JSONPath(codingPath: codingPath)) cannot be written as JSON"))
        }
        node.content = .value(.number(JSONNumber(value)))
    }
}

extension ValueEncoder: SingleValueEncodingContainer {
    func encodeNil() { node.content = .value(.null) }
    func encode(_ value: Bool) { node.content = .value(.bool(value)) }
    func encode(_ value: String) { node.content = .value(.string(value)) }
    func encode(_ value: Double) throws { try double(value) }
    func encode(_ value: Float) throws { try double(Double(value)) }
    func encode(_ value: Int) { node.content = .value(.number(JSONNumber(Int64(value)))) }
    func encode(_ value: Int8) { node.content = .value(.number(JSONNumber(Int64(value)))) }
    func encode(_ value: Int16) { node.content = .value(.number(JSONNumber(Int64(value)))) }
    func encode(_ value: Int32) { node.content = .value(.number(JSONNumber(Int64(value)))) }
    func encode(_ value: Int64) { node.content = .value(.number(JSONNumber(value))) }
    func encode(_ value: UInt) { encode(UInt64(value)) }
    func encode(_ value: UInt8) { node.content = .value(.number(JSONNumber(Int64(value)))) }
    func encode(_ value: UInt16) { node.content = .value(.number(JSONNumber(Int64(value)))) }
    func encode(_ value: UInt32) { node.content = .value(.number(JSONNumber(Int64(value)))) }
    func encode(_ value: UInt64) {
        if let small = Int64(exactly: value) {
            node.content = .value(.number(JSONNumber(small)))
        } else {
            node.content = .value(.number(JSONNumber(Double(value), text: String(value))))
        }
    }
    func encode<T: Encodable>(_ value: T) throws { try encodeValue(value) }
}
