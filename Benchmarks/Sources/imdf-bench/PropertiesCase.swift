import Foundation
import GeoJSON

/// Case 9 (issue 20): property-heavy GeoJSON, as real IMDF files are (names in several languages, hours,
/// phone, website, accessibility lists), decoded by `GeoJSONDecoder` and `JSONReader` against
/// `orjson.loads` in the same run. Target: `GeoJSONDecoder` ≥ 3x orjson.
///
/// The file is generated (fixed seed) into `.build/imdf-large/properties-heavy.geojson`: 20,000 point
/// features of ~100 properties each, strings (a third of them non-ASCII: accents, Cyrillic, CJK, emoji),
/// integers, decimals, nulls, booleans, label objects and string arrays, ≥ 50 MB in all.
enum PropertiesCase {
    static let benchmark = BenchmarkCase(
        name: "properties", summary: "a ≥ 50 MB collection of ~100 mixed properties per feature vs orjson"
    ) { options, report in
        let url = Workspace.generated.appendingPathComponent("properties-heavy.geojson")
        if !FileManager.default.fileExists(atPath: url.path) {
            try FileManager.default.createDirectory(at: Workspace.generated, withIntermediateDirectories: true)
            try Data(generate(features: 20_000)).write(to: url)
        }
        let data = try Data(contentsOf: url)
        let bytes = Array(data)
        print("properties-heavy.geojson: \(bytes.count) bytes")
        var checksum = 0
        let foundation = try measure("Foundation JSONSerialization", bytes: bytes.count, options: options) {
            if let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] { checksum &+= object.count }
        }
        let ours = try measure("GeoJSONDecoder (Feature<JSONObject?>)", bytes: bytes.count, options: options) {
            checksum &+= try GeoJSONDecoder().decodeFeatureCollection(bytes).collection.features.count
        }
        var oneThread = GeoJSONDecoder()
        oneThread.maximumConcurrency = 1
        let serial = try measure("GeoJSONDecoder, one thread", bytes: bytes.count, options: options) {
            checksum &+= try oneThread.decodeFeatureCollection(bytes).collection.features.count
        }
        // Each feature's `properties` checked and stepped over, read when asked for (`DeferredProperties`).
        let deferred = try measure("GeoJSONDecoder, properties on demand", bytes: bytes.count, options: options) {
            checksum &+= try GeoJSONDecoder().decodeDeferringProperties(bytes).collection.features.count
        }
        let reader = try measure("JSONReader (JSONValue tree)", bytes: bytes.count, options: options) {
            if case .array(let features)? = try JSONReader().value(from: bytes)["features"] {
                checksum &+= features.count
            }
        }
        let baseline = (name: "JSONSerialization", median: foundation.median)
        report.add("9 decode property-heavy", foundation, note: "baseline")
        report.add("9 decode property-heavy", ours, versus: baseline)
        report.add("9 decode property-heavy", serial, versus: baseline)
        report.add("9 decode property-heavy", deferred, versus: baseline)
        report.add("9 decode property-heavy", reader, versus: baseline)
        for peer in Peer.run(["json", url.path], options: options) {
            report.add(
                "9 decode property-heavy", peer, versus: baseline,
                note:
                    "GeoJSONDecoder \(format(peer.median / ours.median, digits: 2))x faster (target ≥ 3x), "
                    + "one thread \(format(peer.median / serial.median, digits: 2))x")
        }
        if checksum == 42 { print("checksum \(checksum)") }
    }

    /// The generated collection's bytes.
    static func generate(features: Int) -> [UInt8] {
        var random = SplitMix64(state: 20)
        let words = [
            "Café", "Straße", "Žluťoučký", "Москва", "Санкт-Петербург", "東京駅", "서울", "Zürich", "São Paulo",
            "naïve", "Ωmega", "🙂 welcome", "entrée", "Kraków", "İstanbul", "Reykjavík", "harbour", "gallery",
            "restroom", "ticketing", "level", "north wing", "platform", "concourse",
        ]
        func text(_ count: Int) -> String {
            (0..<count).map { _ in words[Int(random.next() % UInt64(words.count))] }.joined(separator: " ")
        }
        func escaped(_ string: String) -> String {
            string.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        }
        var output = "{\"type\": \"FeatureCollection\", \"features\": [\n"
        output.reserveCapacity(features * 2_800)
        for index in 0..<features {
            var members: [String] = []
            for property in 0..<100 {
                let name = "p\(property)"
                let value: String
                switch property % 10 {
                case 0, 1, 2: value = "\"\(escaped(text(1 + Int(random.next() % 4))))\""
                case 3: value = "\(Int(random.next() % 1_000_000))"
                case 4: value = "\(Double(random.next() % 10_000_000) / 1000)"
                case 5: value = "null"
                case 6: value = random.next() % 2 == 0 ? "true" : "false"
                case 7:
                    value =
                        "{\"en\": \"\(escaped(text(2)))\", \"fr\": \"\(escaped(text(2)))\", \"ja\": \"\(escaped(text(1)))\"}"
                case 8: value = "[\"\(escaped(text(1)))\", \"\(escaped(text(1)))\", \"\(escaped(text(1)))\"]"
                default: value = "\"+1-555-\(1000 + Int(random.next() % 9000))\""
                }
                members.append("\"\(name)\": \(value)")
            }
            let longitude = -73.55 + Double(random.next() % 100_000) / 10_000_000
            let latitude = 45.50 + Double(random.next() % 100_000) / 10_000_000
            output +=
                "{\"type\": \"Feature\", \"id\": \"f\(index)\", \"geometry\": {\"type\": \"Point\", \"coordinates\": [\(longitude), \(latitude)]}, "
                + "\"properties\": {\(members.joined(separator: ", "))}}" + (index + 1 < features ? ",\n" : "\n")
        }
        output += "]}\n"
        return Array(output.utf8)
    }
}
