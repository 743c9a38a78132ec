/// The keyed container writing object members in encoding order.
struct KeyedValueEncodingContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: ValueEncoder
    var codingPath: [any CodingKey] { encoder.codingPath }

    func child(_ key: Key) -> ValueEncoder { encoder.child(encoder.node.child(forKey: key.stringValue), key: key) }

    mutating func encodeNil(forKey key: Key) { child(key).encodeNil() }
    mutating func encode(_ value: Bool, forKey key: Key) { child(key).encode(value) }
    mutating func encode(_ value: String, forKey key: Key) { child(key).encode(value) }
    mutating func encode(_ value: Double, forKey key: Key) throws { try child(key).encode(value) }
    mutating func encode(_ value: Float, forKey key: Key) throws { try child(key).encode(value) }
    mutating func encode(_ value: Int, forKey key: Key) { child(key).encode(value) }
    mutating func encode(_ value: Int8, forKey key: Key) { child(key).encode(value) }
    mutating func encode(_ value: Int16, forKey key: Key) { child(key).encode(value) }
    mutating func encode(_ value: Int32, forKey key: Key) { child(key).encode(value) }
    mutating func encode(_ value: Int64, forKey key: Key) { child(key).encode(value) }
    mutating func encode(_ value: UInt, forKey key: Key) { child(key).encode(value) }
    mutating func encode(_ value: UInt8, forKey key: Key) { child(key).encode(value) }
    mutating func encode(_ value: UInt16, forKey key: Key) { child(key).encode(value) }
    mutating func encode(_ value: UInt32, forKey key: Key) { child(key).encode(value) }
    mutating func encode(_ value: UInt64, forKey key: Key) { child(key).encode(value) }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { try child(key).encodeValue(value) }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        child(key).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        child(key).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        encoder.child(encoder.node.child(forKey: "super"), key: JSONPathKey(stringValue: "super"))
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder { child(key) }
}

/// The unkeyed container writing array elements.
struct UnkeyedValueEncodingContainer: UnkeyedEncodingContainer {
    let encoder: ValueEncoder
    var codingPath: [any CodingKey] { encoder.codingPath }
    var count: Int { encoder.node.arrayCount }

    func next() -> ValueEncoder {
        let index = encoder.node.arrayCount
        return encoder.child(encoder.node.appendChild(), key: JSONPathKey(intValue: index))
    }

    mutating func encodeNil() { next().encodeNil() }
    mutating func encode(_ value: Bool) { next().encode(value) }
    mutating func encode(_ value: String) { next().encode(value) }
    mutating func encode(_ value: Double) throws { try next().encode(value) }
    mutating func encode(_ value: Float) throws { try next().encode(value) }
    mutating func encode(_ value: Int) { next().encode(value) }
    mutating func encode(_ value: Int8) { next().encode(value) }
    mutating func encode(_ value: Int16) { next().encode(value) }
    mutating func encode(_ value: Int32) { next().encode(value) }
    mutating func encode(_ value: Int64) { next().encode(value) }
    mutating func encode(_ value: UInt) { next().encode(value) }
    mutating func encode(_ value: UInt8) { next().encode(value) }
    mutating func encode(_ value: UInt16) { next().encode(value) }
    mutating func encode(_ value: UInt32) { next().encode(value) }
    mutating func encode(_ value: UInt64) { next().encode(value) }
    mutating func encode<T: Encodable>(_ value: T) throws { try next().encodeValue(value) }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type
    ) -> KeyedEncodingContainer<NestedKey> {
        next().container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { next().unkeyedContainer() }

    mutating func superEncoder() -> any Encoder { next() }
}
