import Foundation
import Testing

@testable import GeoJSON

/// `GeoJSONDecoder.diagnose` (what `imdf lint` runs) gives exactly the findings `decode` gives, or the same
/// syntax error, without keeping the document; so does a decode that hands each feature over as it is read
/// (what `IMDF.Archive` types properties from).
@Suite("Diagnosing without decoding")
struct DiagnoseTests {
    /// Every JSON and GeoJSON text the package has: the fixtures, the fuzz seeds, the sample venues, and the
    /// shared archives when present.
    static func corpus() throws -> [URL] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        var folders = ["json/pass", "json/fail", "geojson/pass", "geojson/fail"].compactMap {
            TestSupport.fixturesURL?.appendingPathComponent($0)
        }
        folders += ["Fuzz/Corpus/geojson", "Fuzz/Corpus/json", "Fuzz/Corpus/properties", "SampleVenues"].map {
            root.appendingPathComponent($0)
        }
        if let shared = TestSupport.sharedFolder { folders.append(shared.appendingPathComponent("imdf-data")) }
        var files: [URL] = []
        for folder in folders {
            guard let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
                continue
            }
            for case let url as URL in walk where ["json", "geojson"].contains(url.pathExtension) { files.append(url) }
        }
        return files
    }

    /// The three ways over one text: equal findings, or equal errors; and the features handed over one by
    /// one are the decoded collection's, in order, with their source ranges.
    static func expectSameVerdict(_ bytes: [UInt8], _ name: String) {
        let decoded = Result { () throws(JSONSyntaxError) in try GeoJSONDecoder().decode(bytes, file: name) }
        let diagnosed = Result { () throws(JSONSyntaxError) in try GeoJSONDecoder().diagnose(bytes, file: name) }
        var received: [Feature<JSONObject?>] = []
        let receiving = Result { () throws(JSONSyntaxError) in
            try GeoJSONDecoder().decode(
                bytes, file: name,
                receivingFeatures: { feature, index in
                    #expect(index == received.count, "\(name)")
                    received.append(feature)
                }, restart: { received.removeAll() })
        }
        if case .success(let document) = decoded {
            if case .success(let handedOver) = receiving {
                #expect(handedOver.diagnostics == document.diagnostics, "\(name)")
                if case .featureCollection(let collection)? = document.object {
                    #expect(received == collection.features, "\(name)")
                    #expect(received.map(\.sourceRange) == collection.features.map(\.sourceRange), "\(name)")
                    var emptied = collection
                    emptied.features = []
                    #expect(handedOver.object == .featureCollection(emptied), "\(name)")
                } else {
                    #expect(handedOver.object == document.object, "\(name)")
                }
            } else {
                Issue.record("\(name): decode and a decode handing features over disagree on whether it is JSON")
            }
        }
        switch (decoded, diagnosed) {
        case (.success(let document), .success(let findings)):
            #expect(findings == document.diagnostics, "\(name)")
        case (.failure(let expected), .failure(let error)):
            #expect(error.message == expected.message && error.offset == expected.offset, "\(name)")
            #expect(error.path == expected.path, "\(name)")
        default:
            Issue.record("\(name): decode and diagnose disagree on whether it is JSON")
        }
    }

    @Test func everyKnownTextGetsTheSameFindings() throws {
        let files = try Self.corpus()
        #expect(files.count > 100)
        for url in files {
            Self.expectSameVerdict(Array(try Data(contentsOf: url)), url.lastPathComponent)
        }
    }

    /// The cases where diagnosing takes a path of its own: values stood in for, a `bbox` read only when it
    /// can be a box, a collection's box after its features, IDs of features holding repeated names.
    @Test(arguments: [
        // Properties and foreign members of every JSON type, and one that is not an object.
        #"{"type":"FeatureCollection","x":[1,{"a":1}],"features":[{"type":"Feature","geometry":null,"properties":{"a":[1,2,{"b":null}],"c":"d"},"f":true},{"type":"Feature","geometry":null,"properties":[1,2]},{"type":"Feature","geometry":null,"properties":"s"}]}"#,
        // Repeated names inside skipped values, with and without an ID, escaped and not.
        #"{"type":"FeatureCollection","features":[{"type":"Feature","id":"a","geometry":null,"properties":{"n":1,"n":2}},{"type":"Feature","geometry":null,"properties":{"m":{"k":1,"\u006b":2}}},{"type":"Feature","id":7,"geometry":null,"properties":null,"x":{"y":1,"y":1}}]}"#,
        // An ID of the wrong type, and a repeated one.
        #"{"type":"Feature","id":[1,2],"geometry":null,"properties":null}"#,
        #"{"type":"Feature","id":{"a":1,"a":2},"id":"b","geometry":null,"properties":null}"#,
        // Boxes: too many numbers, a non-number, an object, the right count of numbers, south above north.
        #"{"type":"Point","coordinates":[0,0],"bbox":[0,0,1,1,2,2,3]}"#,
        #"{"type":"Point","coordinates":[0,0],"bbox":[0,"0",1,1]}"#,
        #"{"type":"Point","coordinates":[0,0],"bbox":{"a":1,"a":2}}"#,
        #"{"type":"Point","coordinates":[5,5],"bbox":[0,0,1,1]}"#,
        #"{"type":"Point","coordinates":[0,0],"bbox":[0,1,1,0]}"#,
        #"{"type":"Point","coordinates":[0,0],"bbox":[-0.5e0,-1,1E0,1,0,0]}"#,
        // A collection's box before and after its features, holding them or not, and repeated.
        #"{"type":"FeatureCollection","bbox":[0,0,1,1],"features":[{"type":"Feature","geometry":{"type":"Point","coordinates":[5,5]},"properties":null}]}"#,
        #"{"type":"FeatureCollection","features":[{"type":"Feature","geometry":{"type":"Point","coordinates":[5,5]},"properties":null}],"bbox":[0,0,1,1]}"#,
        #"{"type":"FeatureCollection","features":[{"type":"Feature","geometry":{"type":"Point","coordinates":[0.5,0.5]},"properties":null}],"bbox":[0,0,1,1]}"#,
        #"{"type":"FeatureCollection","bbox":[0,0,1,1],"features":[{"type":"Feature","geometry":{"type":"Point","coordinates":[5,5]},"properties":null}],"bbox":[0,0,9,9]}"#,
        #"{"type":"FeatureCollection","bbox":[170,-10,-170,10],"features":[{"type":"Feature","geometry":{"type":"MultiPoint","coordinates":[[175,0],[0,0]]},"properties":null}]}"#,
        // Members put back as foreign members: a Feature's `features`, a Geometry's `properties`, an invalid geometry.
        #"{"features":[{"type":"Feature","geometry":null,"properties":{"a":1}}],"type":"Feature","geometry":null,"properties":null}"#,
        #"{"type":"Point","coordinates":[0,0],"properties":{"a":[1,2]},"geometry":{"x":1}}"#,
        #"{"type":"Feature","geometry":{"type":"Polygon","coordinates":[[0,0],[1,1]]},"properties":null}"#,
        // A `type` and `coordinates` of the wrong JSON type; repeated GeoJSON members read again with a plan.
        #"{"type":{"a":1,"a":2},"coordinates":{"b":[]}}"#,
        #"{"type":"FeatureCollection","features":"x","features":[{"type":"Feature","geometry":null,"properties":{"p":1,"p":2},"properties":null}]}"#,
        // `features` twice: a decode handing them over numbers both lists' in one sequence, then restarts.
        #"{"type":"FeatureCollection","features":[{"type":"Feature","id":1,"geometry":null,"properties":null}],"features":[{"type":"Feature","id":2,"geometry":null,"properties":null},{"type":"Feature","id":3,"geometry":null,"properties":null}]}"#,
        // Syntax errors inside values that are stood in for, and too deep a nesting.
        #"{"type":"Feature","geometry":null,"properties":{"a":[1,2,}}"#,
        #"{"type":"Feature","geometry":null,"properties":null,"bbox":[0,0,1,1,]}"#,
        #"{"type":"Feature","geometry":null,"properties":{"a":"# + String(repeating: "[", count: 600),
    ])
    func takesItsOwnPath(text: String) {
        Self.expectSameVerdict(Array(text.utf8), "case.geojson")
    }

    /// A property holding a large array of numbers is checked, not built: the findings are the decode's,
    /// and the diagnosing pass keeps no feature (its spans only for features with an ID).
    @Test func largeArraysInPropertiesAreCheckedNotBuilt() throws {
        let zeros = Array(repeating: "0", count: 10_000).joined(separator: ",")
        var text = #"{"type":"FeatureCollection","features":["#
        for index in 0..<20 {
            if index > 0 { text += "," }
            text += #"{"type":"Feature","id":"f\#(index)","geometry":null,"properties":{"z":[\#(zeros)],"z":1}}"#
        }
        text += "]}"
        let bytes = Array(text.utf8)
        Self.expectSameVerdict(bytes, "zeros.geojson")
        let findings = try GeoJSONDecoder().diagnose(bytes, file: "zeros.geojson")
        #expect(findings.count == 20)
        #expect(findings.map(\.location.featureID) == (0..<20).map { "f\($0)" })
    }
}
