import Foundation
import GeoJSON

/// A large generated venue's `unit.geojson` (50,000 units), decoded by IMDFKit's GeoJSON decoder and by
/// Foundation's JSONDecoder into equivalent Codable models of the unit feature.
enum VenueDecodeCase {
    struct FoundationCollection: Decodable {
        var type: String
        var features: [FoundationFeature]
    }

    struct FoundationFeature: Decodable {
        var type: String
        var id: String
        var feature_type: String
        var geometry: FoundationPolygon
        var properties: FoundationUnitProperties
    }

    struct FoundationPolygon: Decodable {
        var type: String
        var coordinates: [[[Double]]]
    }

    struct FoundationPoint: Decodable {
        var type: String
        var coordinates: [Double]
    }

    struct FoundationUnitProperties: Decodable {
        var category: String
        var restriction: String?
        var accessibility: [String]?
        var name: [String: String]?
        var alt_name: [String: String]?
        var level_id: String
        var display_point: FoundationPoint?
    }

    static let benchmark = BenchmarkCase(name: "venue-decode", summary: "a 50,000-unit unit.geojson vs Foundation JSONDecoder") { options, report in
        let directory = try Workspace.largeVenue(buildings: 4, levels: 5, units: 2500)
        let url = URL(fileURLWithPath: directory + "/unit.geojson")
        let data = try Data(contentsOf: url)
        let bytes = Array(data)
        var checksum = 0
        print("unit.geojson: \(bytes.count) bytes")
        let foundation = try measure("Foundation JSONDecoder (Codable)", bytes: bytes.count, options: options) {
            checksum &+= try JSONDecoder().decode(FoundationCollection.self, from: data).features.count
        }
        let ours = try measure("GeoJSONDecoder (Feature<JSONObject?>)", bytes: bytes.count, options: options) {
            checksum &+= try GeoJSONDecoder().decodeFeatureCollection(bytes).collection.features.count
        }
        let reader = try measure("JSONReader (JSONValue tree)", bytes: bytes.count, options: options) {
            if case .array(let features)? = try JSONReader().value(from: bytes)["features"] { checksum &+= features.count }
        }
        let baseline = (name: "JSONDecoder", median: foundation.median)
        report.add("1 decode unit.geojson", foundation, note: "baseline")
        report.add("1 decode unit.geojson", ours, versus: baseline)
        report.add("1 decode unit.geojson", reader, versus: baseline)
        for peer in Peer.run(["json", url.path], options: options) {
            report.add("1 decode unit.geojson", peer, versus: baseline, note: "GeoJSONDecoder \(format(peer.median / ours.median, digits: 1))x faster")
        }
        if checksum == 42 { print("checksum \(checksum)") }
    }
}
