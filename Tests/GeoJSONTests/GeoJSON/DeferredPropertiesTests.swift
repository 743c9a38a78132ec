import Foundation
import Testing

@testable import GeoJSON

/// `GeoJSONDecoder.decodeDeferringProperties` checks each feature's `properties` and steps over it: the
/// verdict (findings, or the syntax error) must be `decodeFeatureCollection`'s, and each feature's properties,
/// read when asked for, the ones that method builds.
@Suite("Properties read on demand")
struct DeferredPropertiesTests {
    /// The two decodes of one text: the same error, or the same findings and features once the deferred
    /// properties are read; and each member found by name and listed as the object has it.
    static func expectSameDecode(_ bytes: [UInt8], _ name: String, decoder: GeoJSONDecoder = GeoJSONDecoder()) {
        let eager = Result { () throws(JSONSyntaxError) in try decoder.decodeFeatureCollection(bytes, file: name) }
        let deferred = Result { () throws(JSONSyntaxError) in try decoder.decodeDeferringProperties(bytes, file: name) }
        switch (eager, deferred) {
        case (.failure(let a), .failure(let b)):
            #expect(a == b, "\(name): the same syntax error")
        case (.success(let a), .success(let b)):
            #expect(a.diagnostics == b.diagnostics, "\(name): the same findings")
            #expect(a.collection.features.count == b.collection.features.count, "\(name)")
            #expect(a.collection.foreignMembers == b.collection.foreignMembers, "\(name)")
            #expect(a.collection.bbox == b.collection.bbox, "\(name)")
            for (eagerFeature, deferredFeature) in zip(a.collection.features, b.collection.features) {
                #expect(deferredFeature.readingProperties == eagerFeature, "\(name): feature \(eagerFeature.id as Any)")
                #expect(deferredFeature.sourceRange == eagerFeature.sourceRange, "\(name)")
                guard let object = eagerFeature.properties, let properties = deferredFeature.properties else {
                    #expect((eagerFeature.properties == nil) == (deferredFeature.properties == nil), "\(name)")
                    continue
                }
                #expect(properties.keys == object.keys, "\(name)")
                for key in Set(object.keys) { #expect(properties[key] == object[key], "\(name): \(key)") }
                #expect(properties["no such member"] == nil)
            }
        default:
            Issue.record("\(name): one decode threw and the other did not: \(eager), \(deferred)")
        }
    }

    /// Every JSON and GeoJSON text of the package (fixtures, fuzz seeds, sample venues, the shared archives).
    @Test func everyTextDecodesTheSame() throws {
        let files = try DiagnoseTests.corpus()
        #expect(files.count > 50)
        for url in files {
            Self.expectSameDecode(Array(try Data(contentsOf: url)), url.lastPathComponent)
        }
    }

    /// What a deferred `properties` can meet: null, missing and invalid members, repeated names inside it (a
    /// warning each, the last one found by name), a repeated `properties` (read from its last occurrence),
    /// escaped names, nesting, a root Feature, and a `properties` that is a foreign member of a geometry.
    @Test(arguments: [
        #"{"type":"FeatureCollection","features":[{"type":"Feature","geometry":null,"properties":null}]}"#,
        #"{"type":"FeatureCollection","features":[{"type":"Feature","geometry":null}]}"#,
        #"{"type":"FeatureCollection","features":[{"type":"Feature","geometry":null,"properties":"x"}]}"#,
        #"{"type":"FeatureCollection","features":[{"type":"Feature","geometry":null,"properties":{"a":1,"b":{"a":[1,{"c":null}]},"a":2}}]}"#,
        #"{"type":"FeatureCollection","features":[{"type":"Feature","geometry":null,"properties":{"a":1},"properties":{"b":2}}]}"#,
        #"{"type":"FeatureCollection","features":[{"type":"Feature","geometry":null,"properties":{"\u0061":"é","a":"\ud83d\ude00"}}]}"#,
        #"{"type":"FeatureCollection","features":[{"geometry":null,"properties":{"x":[]},"type":"Feature"},{"type":"Feature","geometry":null,"properties":{}}]}"#,
        #"{"type":"Feature","geometry":null,"properties":{"k":true}}"#,
        #"{"type":"FeatureCollection","features":[{"type":"Point","coordinates":[1,2],"properties":{"k":1}}]}"#,
        #"{"type":"FeatureCollection","features":[{"type":"Feature","geometry":{"type":"Feature","geometry":null,"properties":{"inner":1}},"properties":{"outer":2}},{"type":"Feature","geometry":null,"properties":{"next":3}}]}"#,
        #"{"type":"FeatureCollection","features":[{"type":"Feature","geometry":{"type":"GeometryCollection","geometries":[{"type":"Feature","geometry":null,"properties":{"a":1}}]},"properties":{"b":2}},{"type":"Feature","geometry":null,"properties":{"c":3}}]}"#,
        #"{"type":"FeatureCollection","features":[{"type":"FeatureCollection","features":[{"type":"Feature","geometry":null,"properties":{"a":1}}]},{"type":"Feature","geometry":null,"properties":{"c":3}}]}"#,
        #"{"type":"FeatureCollection","features":[{"type":"Feature","geometry":null,"properties":{"k":[1,2,}}]}"#,
        #"{"type":"FeatureCollection","features":[{"type":"Feature","geometry":null,"properties":{"k":01}}]}"#,
    ])
    func edgeCasesDecodeTheSame(text: String) {
        Self.expectSameDecode(Array(text.utf8), "edge.geojson")
    }

    /// A long list read in parts on several threads: the same as on one, including findings in late parts.
    @Test(arguments: [1, 2, 4])
    func partsDecodeTheSame(threads: Int) throws {
        let bytes = FeatureListPartsTests.text((0..<1_500).map(FeatureListPartsTests.feature))
        let decoder = FeatureListPartsTests.decoder(threads: threads, partBytes: 4_096)
        Self.expectSameDecode(bytes, "parts.geojson", decoder: decoder)
        let deferred = try decoder.decodeDeferringProperties(bytes).collection
        #expect(deferred.features.allSatisfy { $0.properties != nil })
        #expect(deferred.features[1_234].properties?["level_id"] == "l-1")
        guard threads > 1 else { return }
        // The parts were read by helpers and taken over, their ranges with them.
        let (parts, ranges) = bytes.withUnsafeBufferPointer { buffer in
            var scanner = JSONScanner(bytes: buffer)
            scanner.checksMemberNames = true
            var parser = GeoJSONParser(scanner: scanner)
            parser.defersProperties = true
            parser.maximumConcurrency = threads
            parser.minimumPartBytes = 4_096
            parser.waitsForParts = true
            _ = try? parser.parseDocument()
            return (parser.featureListParts, parser.deferredProperties)
        }
        #expect(parts.takenOver > 0)
        #expect(ranges.map(\.feature) == deferred.features.compactMap(\.sourceRange?.lowerBound))
    }

    /// The example of `DecodingYourOwnProperties.md`, as written there.
    @Test func documentationExample() throws {
        let bytes = Array(
            #"{"type":"FeatureCollection","features":[{"type":"Feature","geometry":null,"properties":{"name":"Quay","shelter":true}},{"type":"Feature","geometry":null,"properties":{"name":"Pier","shelter":false}}]}"#
                .utf8)
        var names: [String] = []
        let (stops, _) = try GeoJSONDecoder().decodeDeferringProperties(bytes, file: "stops.geojson")
        for stop in stops.features {
            if stop.properties?["shelter"] == true {  // reads only this member's value
                let properties = stop.properties?.object  // the whole object, as decodeFeatureCollection gives it
                names.append(properties?["name"]?.stringValue ?? "-")
            }
        }
        let full = stops.features.map(\.readingProperties)  // Feature<JSONObject?>, for decodingProperties(as:)
        #expect(names == ["Quay"])
        #expect(full == (try GeoJSONDecoder().decodeFeatureCollection(bytes)).collection.features)
    }

    /// The properties' text is the decoded text's own bytes; equality is the object's, spacing aside.
    @Test func textAndEquality() throws {
        let bytes = Array(
            #"{"type":"FeatureCollection","features":[{"type":"Feature","geometry":null,"properties":{ "a" : [1, 2] }},{"type":"Feature","geometry":null,"properties":{"a":[1,2]}}]}"#
                .utf8)
        let features = try GeoJSONDecoder().decodeDeferringProperties(bytes).collection.features
        let (first, second) = (try #require(features[0].properties), try #require(features[1].properties))
        #expect(String(decoding: first.text, as: UTF8.self) == #"{ "a" : [1, 2] }"#)
        #expect(first == second)
        #expect(first.hashValue == second.hashValue)
        #expect(Set([first, second]).count == 1)
        #expect(first.object == ["a": [1, 2]])
    }
}
