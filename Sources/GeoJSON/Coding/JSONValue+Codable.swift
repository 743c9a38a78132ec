/// `JSONValue` with any `Decoder`/`Encoder`; ``JSONValueDecoder`` and ``JSONValueEncoder`` hand
/// values through unchanged instead (keeping number texts and duplicate members).
extension JSONValue: Codable {
    private struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// Decodes whatever JSON value the decoder holds.
    public init(from decoder: any Decoder) throws {
        if let keyed = try? decoder.container(keyedBy: AnyKey.self) {
            var object = JSONObject()
            for key in keyed.allKeys {
                object.append(key: key.stringValue, value: try keyed.decode(JSONValue.self, forKey: key))
            }
            self = .object(object)
            return
        }
        if var unkeyed = try? decoder.unkeyedContainer() {
            var elements: [JSONValue] = []
            while !unkeyed.isAtEnd { elements.append(try unkeyed.decode(JSONValue.self)) }
            self = .array(elements)
            return
        }
        let single = try decoder.singleValueContainer()
        if single.decodeNil() {
            self = .null
        } else if let flag = try? single.decode(Bool.self) {
            self = .bool(flag)
        } else if let integer = try? single.decode(Int64.self) {
            self = .number(JSONNumber(integer))
        } else if let number = try? single.decode(Double.self) {
            self = .number(JSONNumber(number))
        } else {
            self = .string(try single.decode(String.self))
        }
    }

    /// Encodes the value with any encoder (number texts are lost outside ``JSONValueEncoder``).
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .null:
            var single = encoder.singleValueContainer()
            try single.encodeNil()
        case .bool(let flag):
            var single = encoder.singleValueContainer()
            try single.encode(flag)
        case .number(let number):
            var single = encoder.singleValueContainer()
            if let integer = number.int64Value, number.text != nil || abs(number.double) < 9_007_199_254_740_992 {
                try single.encode(integer)
            } else {
                try single.encode(number.double)
            }
        case .string(let text):
            var single = encoder.singleValueContainer()
            try single.encode(text)
        case .array(let elements):
            var unkeyed = encoder.unkeyedContainer()
            for element in elements { try unkeyed.encode(element) }
        case .object(let object):
            var keyed = encoder.container(keyedBy: AnyKey.self)
            for member in object.members { try keyed.encode(member.value, forKey: AnyKey(stringValue: member.key)) }
        }
    }
}
