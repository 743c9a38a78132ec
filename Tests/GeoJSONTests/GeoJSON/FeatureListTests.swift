import Testing

@testable import GeoJSON

/// A `features` array is read into a list reserved after a sample of features (see
/// `GeoJSONParser.parseFeatureList()`). Whatever the guess, the list must hold every feature in order,
/// and never keep much more room than it uses.
@Suite("Feature list reservation")
struct FeatureListTests {
    static func feature(_ index: Int, positions: Int = 5) -> String {
        guard positions > 0 else {
            return #"{"type":"Feature","id":\#(index),"geometry":null,"properties":{"n":\#(index)}}"#
        }
        var line = (0..<(positions - 1)).map { step in "[\(index).\(step),\(step)]" }
        line.append(line[0])
        let geometry = #"{"type":"LineString","coordinates":["# + line.joined(separator: ",") + "]}"
        return #"{"type":"Feature","id":\#(index),"geometry":\#(geometry),"properties":{"n":\#(index)}}"#
    }

    static func decode(
        _ features: [String], header: String = ""
    ) throws -> (FeatureCollection<JSONObject?>, [Diagnostic]) {
        let text = #"{"type":"FeatureCollection",\#(header)"features":["# + features.joined(separator: ",\n") + "]}"
        return try GeoJSONDecoder().decodeFeatureCollection(Array(text.utf8))
    }

    static func ids(_ collection: FeatureCollection<JSONObject?>) -> [FeatureIdentifier?] {
        collection.features.map(\.id)
    }

    @Test(arguments: [0, 1, 255, 256, 257, 1_000, 5_000])
    func uniformFeaturesAreAllReadInOrderWithLittleSpareRoom(count: Int) throws {
        let (collection, diagnostics) = try Self.decode((0..<count).map { Self.feature($0) })
        #expect(diagnostics.isEmpty)
        #expect(Self.ids(collection) == (0..<count).map { .number(JSONNumber($0)) })
        #expect(collection.features.capacity <= collection.features.count + collection.features.count / 4 + 64)
    }

    @Test func aLongHeaderDoesNotSkewTheGuess() throws {
        let header = #""name":""# + String(repeating: "x", count: 500_000) + #"","#
        let (collection, _) = try Self.decode((0..<2_000).map { Self.feature($0) }, header: header)
        #expect(collection.features.count == 2_000)
        #expect(collection.foreignMembers["name"]?.stringValue?.count == 500_000)
        #expect(collection.features.capacity <= 2_000 + 2_000 / 4 + 64)
    }

    @Test func smallFeaturesThenLargeOnesAreTrimmedToSize() throws {
        // The sample is 256 features without geometry, so the guess counts the large ones' bytes as
        // thousands of small features: far too much room, given back at the end.
        let features =
            (0..<300).map { Self.feature($0, positions: 0) } + (300..<320).map { Self.feature($0, positions: 2_000) }
        let (collection, diagnostics) = try Self.decode(features)
        #expect(diagnostics.isEmpty)
        #expect(Self.ids(collection) == (0..<320).map { .number(JSONNumber($0)) })
        #expect(collection.features[319].geometry.map { $0.allXY.count } == 4_000)
        #expect(collection.features.capacity <= 320 + 320 / 4 + 64)
    }

    @Test func largeFeaturesThenSmallOnesGrowPastTheGuess() throws {
        let features =
            (0..<300).map { Self.feature($0, positions: 200) } + (300..<20_000).map { Self.feature($0, positions: 0) }
        let (collection, _) = try Self.decode(features)
        #expect(Self.ids(collection) == (0..<20_000).map { .number(JSONNumber($0)) })
    }

    @Test func elementsThatAreNotObjectsAfterTheSampleAreDiagnosedAndLeftOut() throws {
        var features = (0..<600).map { Self.feature($0) }
        features[400] = "42"
        features[500] = "null"
        let (collection, diagnostics) = try Self.decode(features)
        #expect(collection.features.count == 598)
        #expect(diagnostics.map(\.rule) == [GeoJSONRule.notObject, GeoJSONRule.notObject])
        #expect(
            diagnostics.map(\.location.path) == [[.key("features"), .index(400)], [.key("features"), .index(500)]])
        #expect(!Self.ids(collection).contains(.number(JSONNumber(400))))
    }

    @Test func theEstimateExtrapolatesTheSampleWithSpareRoom() {
        #expect(
            GeoJSONParser.estimatedFeatureCount(sampled: 256, sampledBytes: 25_600, remainingBytes: 1_600_000) == 256
                + 16_000 + 1_000 + 16)
        #expect(GeoJSONParser.estimatedFeatureCount(sampled: 256, sampledBytes: 25_600, remainingBytes: 0) == 256 + 16)
        // Degenerate samples never divide by zero.
        #expect(GeoJSONParser.estimatedFeatureCount(sampled: 0, sampledBytes: 0, remainingBytes: 10) == 10 + 0 + 16)
    }
}
