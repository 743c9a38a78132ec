/// The keyed container over a JSON object (lookups return the last duplicate, as ``JSONObject`` does).
struct KeyedValueContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let object: JSONObject
    let decoder: ValueDecoder

    var codingPath: [any CodingKey] { decoder.codingPath }
    var allKeys: [Key] {
        var seen = Set<String>()
        return object.members.compactMap { member in
            seen.insert(member.key).inserted ? Key(stringValue: member.key) : nil
        }
    }

    func contains(_ key: Key) -> Bool { object.contains(key: key.stringValue) }

    func child(_ key: Key) throws -> ValueDecoder {
        guard let value = object[key.stringValue] else {
            let path = JSONPath(codingPath: codingPath)
            throw DecodingError.keyNotFound(
                key, .init(codingPath: codingPath, debugDescription: "missing member '\(key.stringValue)' at \(path)"))
        }
        return decoder.child(value, key: key)
    }

    func decodeNil(forKey key: Key) throws -> Bool { try child(key).value.isNull }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try child(key).decode(type) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try child(key).decode(type) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try child(key).decode(type) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try child(key).decode(type) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try child(key).decode(type) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try child(key).decode(type) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try child(key).decode(type) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try child(key).decode(type) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try child(key).decode(type) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try child(key).decode(type) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try child(key).decode(type) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try child(key).decode(type) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try child(key).decode(type) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try child(key).decode(type) }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try child(key).decodeValue(type) }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try child(key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try child(key).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        decoder.child(object["super"] ?? .null, key: JSONPathKey(stringValue: "super"))
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        decoder.child(object[key.stringValue] ?? .null, key: key)
    }
}

/// The unkeyed container over a JSON array.
struct UnkeyedValueContainer: UnkeyedDecodingContainer {
    let elements: [JSONValue]
    let decoder: ValueDecoder
    var currentIndex = 0

    init(elements: [JSONValue], decoder: ValueDecoder) {
        self.elements = elements
        self.decoder = decoder
    }

    var codingPath: [any CodingKey] { decoder.codingPath }
    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    mutating func next(_ type: Any.Type) throws -> ValueDecoder {
        guard !isAtEnd else {
            let path = JSONPath(codingPath: codingPath)
            throw DecodingError.valueNotFound(
                type,
                .init(
                    codingPath: codingPath + [JSONPathKey(intValue: currentIndex)],
                    debugDescription: "array at \(path) has only \(elements.count) elements"))
        }
        let child = decoder.child(elements[currentIndex], key: JSONPathKey(intValue: currentIndex))
        currentIndex += 1
        return child
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, elements[currentIndex].isNull else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try next(type).decode(type) }
    mutating func decode(_ type: String.Type) throws -> String { try next(type).decode(type) }
    mutating func decode(_ type: Double.Type) throws -> Double { try next(type).decode(type) }
    mutating func decode(_ type: Float.Type) throws -> Float { try next(type).decode(type) }
    mutating func decode(_ type: Int.Type) throws -> Int { try next(type).decode(type) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try next(type).decode(type) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try next(type).decode(type) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try next(type).decode(type) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try next(type).decode(type) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try next(type).decode(type) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try next(type).decode(type) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try next(type).decode(type) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try next(type).decode(type) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try next(type).decode(type) }
    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try next(type).decodeValue(type) }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try next(JSONObject.self).container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try next([JSONValue].self).unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder { try next(JSONValue.self) }
}
