extension Feature where Properties == JSONObject? {
    /// The same feature with its properties decoded as `type`.
    ///
    /// `null` properties decode as a JSON `null` (so `T` must accept it, e.g. be optional).
    ///
    /// - Parameters:
    ///   - type: The properties type.
    ///   - decoder: The decoder (its `userInfo` is passed on).
    ///   - path: The path of this feature in its document, to start error paths there.
    /// - Throws: `DecodingError` whose coding path runs from `path` through `properties`.
    public func decodingProperties<T: Decodable & Sendable>(
        as type: T.Type, using decoder: JSONValueDecoder = JSONValueDecoder(),
        at path: JSONPath = .root
    ) throws -> Feature<T> {
        let value: JSONValue = properties.map { .object($0) } ?? .null
        return replacingProperties(with: try decoder.decode(type, from: value, at: path.appending(key: "properties")))
    }
}

extension Feature where Properties: Encodable {
    /// The same feature with its properties encoded back to a JSON object (`nil` when they encode to `null`).
    ///
    /// - Throws: `EncodingError`, or `EncodingError.invalidValue` when the properties do not encode to an object or null.
    public func encodingProperties(using encoder: JSONValueEncoder = JSONValueEncoder()) throws -> Feature<JSONObject?>
    {
        switch try encoder.encode(properties) {
        case .null: return replacingProperties(with: nil)
        case .object(let object): return replacingProperties(with: object)
        case let other:
            throw EncodingError.invalidValue(
                properties,
                .init(
                    codingPath: [JSONPathKey(stringValue: "properties")],
                    debugDescription: "properties must encode to an object or null, not \(other.typeName)"))
        }
    }
}

extension FeatureCollection where Properties == JSONObject? {
    /// The same collection with every feature's properties decoded as `type`.
    ///
    /// - Throws: `DecodingError` for the first feature that fails, with a path like `features[3].properties.name`.
    public func decodingProperties<T: Decodable & Sendable>(
        as type: T.Type, using decoder: JSONValueDecoder = JSONValueDecoder()
    ) throws -> FeatureCollection<T> {
        var typed: [Feature<T>] = []
        typed.reserveCapacity(features.count)
        for (index, feature) in features.enumerated() {
            typed.append(
                try feature.decodingProperties(
                    as: type, using: decoder, at: JSONPath([.key("features"), .index(index)])))
        }
        return FeatureCollection<T>(
            features: typed, bbox: bbox, foreignMembers: foreignMembers, sourceRange: sourceRange)
    }
}

extension FeatureCollection where Properties: Encodable {
    /// The same collection with every feature's properties encoded back to JSON objects.
    public func encodingProperties(
        using encoder: JSONValueEncoder = JSONValueEncoder()
    ) throws -> FeatureCollection<JSONObject?> {
        FeatureCollection<JSONObject?>(
            features: try features.map { try $0.encodingProperties(using: encoder) },
            bbox: bbox, foreignMembers: foreignMembers, sourceRange: sourceRange)
    }
}
