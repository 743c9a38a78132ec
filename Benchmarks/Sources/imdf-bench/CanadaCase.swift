import Foundation
import GeoJSON

/// canada.json: one Polygon of 480 rings and 55,563 positions, decoded into typed geometry by
/// IMDFKit's GeoJSON decoder and by Foundation's JSONDecoder into equivalent Codable models.
enum CanadaCase {
    struct FoundationCollection: Decodable {
        var type: String
        var features: [FoundationFeature]
    }

    struct FoundationFeature: Decodable {
        var type: String
        var properties: [String: String]?
        var geometry: FoundationPolygon
    }

    struct FoundationPolygon: Decodable {
        var type: String
        var coordinates: [[[Double]]]
    }

    static let benchmark = BenchmarkCase(
        name: "canada", summary: "canada.json into typed geometry vs Foundation JSONDecoder"
    ) { options, report in
        let url = try sharedFile("bench/canada.json")
        let data = try Data(contentsOf: url)
        let bytes = Array(data)
        var checksum = 0.0
        let once = try GeoJSONDecoder().decodeFeatureCollection(bytes)
        print(
            "canada.json: \(bytes.count) bytes, \(once.diagnostics.count) diagnostics (\(once.diagnostics.count(of: .error)) errors)"
        )

        let foundation = try measure("Foundation JSONDecoder (Codable)", bytes: bytes.count, options: options) {
            let collection = try JSONDecoder().decode(FoundationCollection.self, from: data)
            checksum += collection.features.first?.geometry.coordinates.first?.first?.first ?? 0
        }
        let ours = try measure("GeoJSONDecoder (flat geometry)", bytes: bytes.count, options: options) {
            let result = try GeoJSONDecoder().decodeFeatureCollection(bytes)
            if case .polygon(let polygon)? = result.collection.features.first?.geometry { checksum += polygon.xy[0] }
        }
        let reader = try measure("JSONReader (JSONValue tree)", bytes: bytes.count, options: options) {
            let value = try JSONReader().value(from: bytes)
            if case .array? = value["features"] { checksum += 1 }
        }
        let baseline = (name: "JSONDecoder", median: foundation.median)
        report.add("1 decode canada", foundation, note: "baseline")
        report.add("1 decode canada", ours, versus: baseline)
        report.add("1 decode canada", reader, versus: baseline)
        for peer in Peer.run(["json", url.path], options: options) {
            report.add(
                "1 decode canada", peer, versus: baseline,
                note: "GeoJSONDecoder \(format(peer.median / ours.median, digits: 1))x faster")
        }
        if checksum.isNaN { print("checksum \(checksum)") }
    }
}

/// A file under the shared data folder (`../shared` beside the package root, or `/work/shared`).
func sharedFile(_ path: String) throws -> URL {
    let here = URL(fileURLWithPath: #filePath)
    let packageRoot = here.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    for base in [packageRoot.appendingPathComponent("../shared"), URL(fileURLWithPath: "/work/shared")] {
        let url = base.appendingPathComponent(path).standardized
        if FileManager.default.fileExists(atPath: url.path) { return url }
    }
    throw BenchmarkError(description: "cannot find \(path) in ../shared or /work/shared")
}

struct BenchmarkError: Error, CustomStringConvertible {
    var description: String
}
