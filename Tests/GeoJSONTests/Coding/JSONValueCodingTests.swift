import Testing

@testable import GeoJSON

@Suite("JSONValue decoder and encoder")
struct JSONValueCodingTests {
    struct Properties: Codable, Equatable, Sendable {
        var name: String
        var level: Int8
        var height: Double?
        var tags: [String]
        var extra: JSONValue?
    }

    static let key = CodingUserInfoKey(rawValue: "marker")!

    struct NeedsUserInfo: Decodable, Sendable {
        var marker: String
        init(from decoder: any Decoder) throws {
            marker = decoder.userInfo[JSONValueCodingTests.key] as? String ?? "missing"
        }
    }

    @Test func decodesTypedPropertiesAndEncodesThemBackInOrder() throws {
        let value: JSONValue = ["name": "Lobby", "level": 2.0, "height": 3, "tags": ["a"], "extra": ["x": [1, nil]]]
        let decoded = try JSONValueDecoder().decode(Properties.self, from: value)
        #expect(decoded == Properties(name: "Lobby", level: 2, height: 3, tags: ["a"], extra: ["x": [1, nil]]))
        let encoded = try JSONValueEncoder().encode(decoded)
        #expect(encoded.objectValue?.keys == ["name", "level", "height", "tags", "extra"])
        #expect(try JSONValueDecoder().decode(Properties.self, from: encoded) == decoded)
    }

    @Test func nullAndMissingAreDistinguished() throws {
        struct Required: Decodable { var height: Double }
        let missing = try #require(throws: DecodingError.self) {
            try JSONValueDecoder().decode(Required.self, from: [:])
        }
        guard case .keyNotFound = missing else {
            Issue.record("expected keyNotFound, got \(missing)")
            return
        }
        let null = try #require(throws: DecodingError.self) {
            try JSONValueDecoder().decode(Required.self, from: ["height": nil])
        }
        guard case .valueNotFound = null else {
            Issue.record("expected valueNotFound, got \(null)")
            return
        }
    }

    @Test func integersAreExactAndRangeChecked() throws {
        #expect(try JSONValueDecoder().decode(Int.self, from: 3) == 3)
        #expect(
            try JSONValueDecoder().decode(
                UInt64.self, from: .number(JSONNumber(1.8446744073709552e19, text: "18446744073709551615"))) == .max)
        #expect(throws: DecodingError.self) { try JSONValueDecoder().decode(Int.self, from: 3.5) }
        #expect(throws: DecodingError.self) { try JSONValueDecoder().decode(UInt8.self, from: 300) }
        #expect(throws: DecodingError.self) { try JSONValueDecoder().decode(UInt.self, from: -1) }
        #expect(try JSONValueDecoder().decode(Double.self, from: 7) == 7)
    }

    @Test func errorsCarryTheFullPath() throws {
        let collection = FeatureCollection<JSONObject?>(features: [
            Feature(geometry: nil, properties: ["name": "ok", "level": 1, "tags": []]),
            Feature(geometry: nil, properties: ["name": "bad", "level": 1, "tags": ["a", 5]]),
        ])
        let error = try #require(throws: DecodingError.self) { try collection.decodingProperties(as: Properties.self) }
        guard case .typeMismatch(_, let context) = error else {
            Issue.record("expected typeMismatch, got \(error)")
            return
        }
        #expect(
            JSONPath(codingPath: context.codingPath) == [
                .key("features"), .index(1), .key("properties"), .key("tags"), .index(1),
            ])
        #expect(context.debugDescription.contains("features[1].properties.tags[1]"))
    }

    @Test func userInfoIsPassedOn() throws {
        let decoder = JSONValueDecoder(userInfo: [Self.key: "here"])
        #expect(try decoder.decode(NeedsUserInfo.self, from: [:]).marker == "here")
    }

    @Test func encoderRefusesNonFiniteNumbers() throws {
        #expect(throws: EncodingError.self) { try JSONValueEncoder().encode(["a": Double.nan]) }
    }

    @Test func featurePropertiesRoundTrip() throws {
        let feature = Feature<JSONObject?>(
            id: .string("u1"), geometry: .point(Point(Position(1, 2))),
            properties: ["name": "A", "level": 1, "tags": ["t"]])
        let typed = try feature.decodingProperties(as: Properties.self)
        #expect(typed.properties.name == "A")
        #expect(
            try typed.encodingProperties()
                == feature.replacingProperties(with: ["name": "A", "level": 1, "tags": ["t"]] as JSONObject?))
    }
}
