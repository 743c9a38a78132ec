import Foundation
import GeoJSON
import IMDFKit
import IMDFTestSupport
import Testing

@testable import IMDFCommandLine

/// `imdf levels` counts units, openings, amenities and occupants and bounds each level from skims of the five
/// files that hold them (`LevelCensus`), decoding none of them: its rows must be the whole archive's graph's,
/// byte for byte, on every archive, and on venues written to exercise every way a reference can resolve or not.
/// Where a file cannot be read with certainty there is no census, and the command decodes instead.
@Suite struct LevelCensusTests {
    /// The rows of `levels --format json` and of the text table, from a graph of `files` and the census when
    /// given.
    static func rows(_ files: ArchiveFiles, census: LevelCensus?) throws -> String {
        let archive = IMDF.Archive(files: census?.files ?? files)
        let graph = VenueGraph(archive)
        let language = LabelLanguage(preferred: [], defaultLanguage: archive.defaultLanguage)
        let summaries = census?.levelSummaries(in: graph) ?? graph.levelSummaries()
        let json = try JSONWriter(pretty: true).string(
            for: .array(summaries.map { LevelsJSON.value(of: $0, graph: graph, language: language) }))
        let ids = summaries.map { graph.id(of: AnyFeatureHandle($0.level, type: .level))?.rawValue ?? "-" }
        return json + ids.joined(separator: "\n")
    }

    @Test(arguments: PartialDecodeTests.archives)
    func theCensusIsTheWholeArchives(path: String) throws {
        let files = try ArchiveSource.open(path: path)
        guard let census = LevelCensus(files: files) else {
            // Only roomfinder's files cannot be skimmed (trailing commas); ours always can.
            #expect(path.hasSuffix("roomfinder-seamans"), "\(path): no census")
            return
        }
        #expect(try Self.rows(files, census: census) == Self.rows(files, census: nil), "\(path)")
        #expect(!census.files.paths.contains("unit.geojson"))
    }

    @Test func theLargeVenueIsCountedWhole() throws {
        let path = Samples.packageRoot.appendingPathComponent(".build/imdf-large/Large-1x2x10000-s1").path
        guard FileManager.default.fileExists(atPath: path) else { return }
        let files = try ArchiveSource.open(path: path)
        let census = try #require(LevelCensus(files: files))
        #expect(try Self.rows(files, census: census) == Self.rows(files, census: nil))
    }

    /// The sample with its features edited (JSON objects by file), the other files as they are.
    static func sample(editing edit: (String, inout [[String: Any]]) throws -> Void) throws -> ArchiveFiles {
        let files = try ArchiveSource.open(path: Samples.directory)
        let edited = try files.files.map { file -> ArchiveFile in
            guard file.path.hasSuffix(".geojson") else { return file }
            var collection = try #require(try JSONSerialization.jsonObject(with: Data(file.bytes)) as? [String: Any])
            var features = try #require(collection["features"] as? [[String: Any]])
            try edit(String(file.path.dropLast(".geojson".count)), &features)
            collection["features"] = features
            let data = try JSONSerialization.data(withJSONObject: collection, options: [.sortedKeys])
            return ArchiveFile(path: file.path, bytes: Array(data))
        }
        return try ArchiveFiles(root: "edited", kind: .directory, files: edited)
    }

    static func properties(_ feature: [String: Any]) -> [String: Any] { feature["properties"] as? [String: Any] ?? [:] }

    /// Every way a reference resolves or not, and every kind of geometry a unit can have.
    @Test func everyKindOfLinkAndGeometryIsCountedAsTheGraphCountsIt() throws {
        let files = try Self.sample { type, features in
            func set(_ index: Int, _ key: String, _ value: Any) {
                var properties = Self.properties(features[index])
                properties[key] = value
                features[index]["properties"] = properties
            }
            switch type {
            case "level":
                // Two levels with one ID: references go to the first.
                features.append(features[1])
                features[features.count - 1]["id"] = features[2]["id"]
            case "unit":
                let unitID = features[0]["id"]!
                features[3]["id"] = unitID  // a later unit with the first one's ID
                features[4].removeValue(forKey: "id")
                set(5, "level_id", "no-such-level")
                set(6, "level_id", NSNull())
                features[7]["geometry"] = NSNull()
                features[8]["geometry"] = ["type": "Point", "coordinates": [-73.55, 45.5032]]
                var boxed = features[9]["geometry"] as! [String: Any]
                boxed["bbox"] = [-80, 40, -70, 50]  // wider than the unit: the decoded extent ignores it
                features[9]["geometry"] = boxed
                var long = features[10]["geometry"] as! [String: Any]
                long["coordinates"] = (long["coordinates"] as! [[[Double]]]).map { ring in ring.map { $0 + [0, 7] } }
                features[10]["geometry"] = long
                features[11]["geometry"] = try JSONSerialization.jsonObject(
                    with: Data(#"{"type":"Polygon","coordinates":[[[-73.55,45.5],[-73.5,"x"]]]}"#.utf8))
                features.append(features[12])  // the same unit twice: both counted
            case "opening":
                features[0]["id"] = features[1]["id"]
                set(2, "level_id", "no-such-level")
            case "anchor":
                set(0, "unit_id", "no-such-unit")
                features.append(features[1])  // a second anchor with an ID already taken
                set(features.count - 1, "unit_id", "no-such-unit")
            case "amenity":
                set(0, "unit_ids", [String]())
                set(1, "unit_ids", NSNull())
                let units = Self.properties(features[2])["unit_ids"] as! [String]
                set(3, "unit_ids", units + units + ["no-such-unit"])
            case "occupant":
                set(0, "anchor_id", "no-such-anchor")
            default:
                break
            }
        }
        let census = try #require(LevelCensus(files: files))
        #expect(try Self.rows(files, census: census) == Self.rows(files, census: nil))
    }

    /// References of another shape, IDs that are not plain ASCII, and features that are not plainly features
    /// leave no census (the command then decodes).
    @Test(arguments: [
        ("unit", "level_id", "array"), ("anchor", "unit_id", "array"), ("amenity", "unit_ids", "string"),
        ("occupant", "anchor_id", "number"), ("unit", "id", "accented"), ("anchor", "id", "number"),
        ("opening", "type", "Point"),
    ])
    func whatCannotBeReadWithCertaintyLeavesNoCensus(type: String, key: String, change: String) throws {
        let files = try Self.sample { fileType, features in
            guard fileType == type else { return }
            if key == "id" {
                features[0]["id"] = change == "number" ? 7 as Any : "unité"
            } else if key == "type" {
                features[0]["type"] = change
            } else {
                var properties = Self.properties(features[0])
                let value = properties[key] ?? "x"
                switch change {
                case "array": properties[key] = [value]
                case "string": properties[key] = "x"
                default: properties[key] = 7
                }
                features[0]["properties"] = properties
            }
        }
        #expect(LevelCensus(files: files) == nil)
    }

    @Test func aFileThatIsNotAPlainCollectionLeavesNoCensus() throws {
        let files = try ArchiveSource.open(path: Samples.directory)
        for (path, text) in [
            ("opening.geojson", #"{"features":[]}"#),
            ("amenity.geojson", #"{"type":"FeatureCollection","features":[1,]}"#),
            ("anchor.geojson", "not JSON"),
        ] {
            let replaced = try ArchiveFiles(
                root: "replaced", kind: .directory,
                files: files.files.map { $0.path == path ? ArchiveFile(path: path, bytes: Array(text.utf8)) : $0 })
            #expect(LevelCensus(files: replaced) == nil, "\(path)")
        }
        // Absent files are counted as empty, as the graph has none of their features.
        let without = try ArchiveFiles(
            root: "without", kind: .directory, files: files.files.filter { $0.path != "occupant.geojson" })
        let census = try #require(LevelCensus(files: without))
        #expect(try Self.rows(without, census: census) == Self.rows(without, census: nil))
    }
}
