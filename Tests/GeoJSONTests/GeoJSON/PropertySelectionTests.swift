import Foundation
import Testing

@testable import GeoJSON

/// Decoding with a `PropertySelection` keeps exactly the selected members of each feature's `properties` (as
/// `JSONObject` finds them: by `String` equality after unescaping), and finds exactly what the whole decode finds.
@Suite struct PropertySelectionTests {
    static let selection = PropertySelection(["name", "level_id", "K", "é"])

    /// The members of a whole decode's properties that the selection keeps.
    static func selected(_ properties: JSONObject?) -> [String]? {
        properties.map { $0.members.map(\.key).filter { Self.selection.names.contains($0) } }
    }

    static func features(_ document: GeoJSONDocument) -> [Feature<JSONObject?>] {
        if case .featureCollection(let collection)? = document.object { return collection.features }
        if case .feature(let feature)? = document.object { return [feature] }
        return []
    }

    static func expectSameAsWhole(_ bytes: [UInt8], _ name: String) {
        var selecting = GeoJSONDecoder()
        selecting.propertySelection = Self.selection
        let whole = Result { () throws(JSONSyntaxError) in try GeoJSONDecoder().decode(bytes, file: name) }
        let part = Result { () throws(JSONSyntaxError) in try selecting.decode(bytes, file: name) }
        switch (whole, part) {
        case (.success(let whole), .success(let part)):
            #expect(part.diagnostics == whole.diagnostics, "\(name)")
            let (wholeFeatures, partFeatures) = (Self.features(whole), Self.features(part))
            #expect(partFeatures.count == wholeFeatures.count, "\(name)")
            for (full, selected) in zip(wholeFeatures, partFeatures) {
                #expect(selected.properties.map { $0.members.map(\.key) } == Self.selected(full.properties), "\(name)")
                for member in selected.properties?.members ?? [] {
                    #expect(full.properties?[member.key] != nil, "\(name)")
                }
                #expect(selected.geometry == full.geometry && selected.id == full.id, "\(name)")
            }
        case (.failure(let expected), .failure(let error)):
            #expect(error.message == expected.message && error.offset == expected.offset, "\(name)")
        default:
            Issue.record("\(name): the two decodes disagree on whether it is JSON")
        }
    }

    @Test(arguments: [
        // Repeated names, selected and not, and inside a skipped value.
        #"{"type":"Feature","geometry":null,"properties":{"name":"a","x":{"y":1,"y":2},"x":3,"name":"b"}}"#,
        #"{"type":"Feature","geometry":null,"properties":{"x":1,"z":2,"x":3}}"#,
        // Escaped names (selected once unescaped), and names equal to a selected one only as strings.
        #"{"type":"Feature","geometry":null,"properties":{"n\u0061me":"a","level\u005fid":"L","\u212a":1,"e\u0301":2}}"#,
        "{\"type\":\"Feature\",\"geometry\":null,\"properties\":{\"\u{212A}\":1,\"e\u{301}\":2,\"é\":3}}",
        // Values of every kind skipped, and properties that are not an object.
        #"{"type":"FeatureCollection","features":[{"type":"Feature","geometry":null,"properties":{"a":[1,{"b":null}],"c":"d\n","e":true,"f":-1.5e3}},{"type":"Feature","geometry":null,"properties":[1]},{"type":"Feature","geometry":null,"properties":null}]}"#,
        // A syntax error inside a skipped value is the same error.
        #"{"type":"Feature","geometry":null,"properties":{"x":[1,2,}}"#,
    ])
    func selectedMembersAndTheSameFindings(text: String) {
        Self.expectSameAsWhole(Array(text.utf8), text)
    }

    @Test func everyKnownTextGetsTheSameFindings() throws {
        for url in try DiagnoseTests.corpus() {
            Self.expectSameAsWhole(Array(try Data(contentsOf: url)), url.lastPathComponent)
        }
    }
}
