import Foundation
import GeoJSON
import IMDFKit

/// A large generated venue's `unit.geojson` (50,000 units), decoded by IMDFKit's GeoJSON decoder (raw
/// `JSONObject` properties, and typed as the archive types them) and by Foundation's JSONDecoder into
/// equivalent Codable models of the unit feature.
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

    static let benchmark = BenchmarkCase(
        name: "venue-decode", summary: "a 50,000-unit unit.geojson vs Foundation JSONDecoder"
    ) { options, report in
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
        // The same on the calling thread only: what the decode costs in CPU, and what a caller that decodes
        // several files at once (as the archive does) gets per file.
        var oneThread = GeoJSONDecoder()
        oneThread.maximumConcurrency = 1
        let serial = try measure("GeoJSONDecoder, one thread", bytes: bytes.count, options: options) {
            checksum &+= try oneThread.decodeFeatureCollection(bytes).collection.features.count
        }
        // Each feature's `properties` checked and stepped over, read when asked for (`DeferredProperties`): what a
        // reader that needs a few properties, or those of a few features, pays for the file.
        let deferred = try measure(
            "GeoJSONDecoder, properties on demand", bytes: bytes.count, options: options
        ) {
            checksum &+= try GeoJSONDecoder().decodeDeferringProperties(bytes).collection.features.count
        }
        // The typed models JSONDecoder builds, as the archive builds them: each feature's properties typed as
        // it is read (`IMDF.UnitProperties`, tolerant, with located findings) and its JSON tree dropped.
        let unitFile = try ArchiveFiles(
            root: directory, kind: .directory, files: [ArchiveFile(path: "unit.geojson", bytes: bytes)])
        let typed = try measure("IMDF.Archive of unit.geojson (typed as read)", bytes: bytes.count, options: options) {
            checksum &+= IMDF.Archive(files: unitFile).units.count
        }
        let reader = try measure("JSONReader (JSONValue tree)", bytes: bytes.count, options: options) {
            if case .array(let features)? = try JSONReader().value(from: bytes)["features"] {
                checksum &+= features.count
            }
        }
        let baseline = (name: "JSONDecoder", median: foundation.median)
        report.add("1 decode unit.geojson", foundation, note: "baseline")
        report.add("1 decode unit.geojson", ours, versus: baseline)
        report.add("1 decode unit.geojson", serial, versus: baseline)
        report.add("1 decode unit.geojson", deferred, versus: baseline)
        report.add("1 decode unit.geojson", typed, versus: baseline)
        report.add("1 decode unit.geojson", reader, versus: baseline)
        for peer in Peer.run(["json", url.path], options: options) {
            report.add(
                "1 decode unit.geojson", peer, versus: baseline,
                note:
                    "GeoJSONDecoder \(format(peer.median / ours.median, digits: 1))x faster, "
                    + "one thread \(format(peer.median / serial.median, digits: 1))x")
        }
        if checksum == 42 { print("checksum \(checksum)") }
    }

    /// `imdf-bench --split-decode FILE [RUNS [THREADS]]`: decodes FILE with `GeoJSONDecoder` (on at most THREADS
    /// threads, by default every processor) RUNS times, timing the decode and the teardown of its result apart
    /// and counting the minor page faults of each run.
    ///
    /// Why: a benchmark run is a decode plus the release of the previous result, and glibc may give the
    /// freed heap back to the kernel (trimming) or keep it. Runs of one process settle either way, so a
    /// decode either reuses warm memory or faults all of it in again (about a quarter slower on the 50,000-unit
    /// `unit.geojson`). The fault column tells which; `GLIBC_TUNABLES=glibc.malloc.trim_threshold=4000000000`
    /// keeps every run warm for comparisons between builds.
    static func split(path: String, runs: Int, threads: Int? = nil) throws {
        var decoder = GeoJSONDecoder()
        if let threads { decoder.maximumConcurrency = threads }
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        let clock = ContinuousClock()
        func milliseconds(_ duration: Duration) -> Double {
            Double(duration.components.seconds) * 1_000 + Double(duration.components.attoseconds) / 1e15
        }
        func minorFaults() -> Int {
            var usage = rusage()
            getrusage(RUSAGE_SELF.rawValue, &usage)
            return usage.ru_minflt
        }
        var decodes: [Double] = []
        var teardowns: [Double] = []
        for run in 1...max(runs, 1) {
            let faults = minorFaults()
            var result: FeatureCollection<JSONObject?>?
            let decode = try clock.measure { result = try decoder.decodeFeatureCollection(bytes).collection }
            let features = result?.features.count ?? 0
            let teardown = clock.measure { result = nil }
            decodes.append(milliseconds(decode))
            teardowns.append(milliseconds(teardown))
            print(
                "run \(run): decode \(format(milliseconds(decode), digits: 1)) ms, teardown \(format(milliseconds(teardown), digits: 1)) ms, "
                    + "\(minorFaults() - faults) page faults, \(features) features")
        }
        func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
        print(
            "median: decode \(format(median(decodes), digits: 1)) ms, teardown \(format(median(teardowns), digits: 1)) ms"
        )
    }
}
