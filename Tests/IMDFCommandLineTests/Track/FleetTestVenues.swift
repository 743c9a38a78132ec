import Foundation

/// Small synthetic venues for `imdf track --venues` tests, written to a temporary directory.
///
/// Each venue is a rectangle `width` × `height` degrees with its south-west corner at (`west`, `south`),
/// one building and footprint, two stacked levels (ordinals 0 and 1), and on each level a West and an
/// East room splitting the rectangle in two: `"<name> West 0"`, `"<name> East 1"`, ….
///
/// The directory holds `Alpha/` (a folder), `Bravo.zip` (a zipped folder) and `Hall/` (a folder whose
/// venue lies inside Bravo's), plus a stray `notes.txt`.
enum FleetTestVenues {
    struct Venue {
        var name: String
        var west: Double
        var south: Double
        var width = 0.001
        var height = 0.001
        var number: Int

        /// A point in the West (or East) room.
        func point(east: Bool = false) -> (lat: Double, lon: Double) {
            (south + height / 2, west + width * (east ? 0.75 : 0.25))
        }
    }

    static let alpha = Venue(name: "Alpha", west: -73.600, south: 45.500, number: 1)
    static let bravo = Venue(name: "Bravo", west: -73.590, south: 45.500, number: 2)
    /// Inside Bravo's West half.
    static let hall = Venue(name: "Hall", west: -73.5899, south: 45.5002, width: 0.0002, height: 0.0002, number: 3)
    /// A point in no venue.
    static let nowhere = (lat: 45.6, lon: -73.7)

    static func id(_ venue: Venue, _ n: Int) -> String {
        String(format: "%08d-0000-4000-8000-%012d", venue.number, n)
    }

    static func rectangle(_ w: Double, _ s: Double, _ e: Double, _ n: Double) -> String {
        "{\"type\":\"Polygon\",\"coordinates\":[[[\(w),\(s)],[\(e),\(s)],[\(e),\(n)],[\(w),\(n)],[\(w),\(s)]]]}"
    }

    static func collection(_ features: [String]) -> String {
        "{\"type\":\"FeatureCollection\",\"features\":[\(features.joined(separator: ","))]}"
    }

    static func feature(_ id: String, _ type: String, _ geometry: String, _ properties: String) -> String {
        "{\"type\":\"Feature\",\"id\":\"\(id)\",\"feature_type\":\"\(type)\",\"geometry\":\(geometry),\"properties\":{\(properties)}}"
    }

    /// The files of a venue archive.
    static func files(of venue: Venue) -> [(name: String, text: String)] {
        let (w, s) = (venue.west, venue.south)
        let (e, n) = (w + venue.width, s + venue.height)
        let middle = w + venue.width / 2
        let whole = rectangle(w, s, e, n)
        let building = id(venue, 2)
        var levels: [String] = []
        var units: [String] = []
        for ordinal in 0...1 {
            let level = id(venue, 10 + ordinal)
            levels.append(
                feature(
                    level, "level", whole,
                    "\"category\":\"unspecified\",\"outdoor\":false,\"ordinal\":\(ordinal),\"name\":{\"en\":\"\(venue.name) \(ordinal)\"},\"short_name\":{\"en\":\"\(ordinal)\"},\"building_ids\":[\"\(building)\"]"
                ))
            for (side, rect) in [("West", rectangle(w, s, middle, n)), ("East", rectangle(middle, s, e, n))] {
                units.append(
                    feature(
                        id(venue, 100 + units.count), "unit", rect,
                        "\"category\":\"room\",\"name\":{\"en\":\"\(venue.name) \(side) \(ordinal)\"},\"level_id\":\"\(level)\""
                    ))
            }
        }
        return [
            ("manifest.json", "{\"version\":\"1.0.0\",\"created\":\"2026-11-01T09:00:00Z\",\"language\":\"en\"}"),
            (
                "venue.geojson",
                collection([
                    feature(
                        id(venue, 1), "venue", whole,
                        "\"category\":\"shoppingcenter\",\"name\":{\"en\":\"\(venue.name) Centre\"}")
                ])
            ),
            (
                "building.geojson",
                collection([
                    feature(
                        building, "building", "null",
                        "\"category\":\"unspecified\",\"name\":{\"en\":\"\(venue.name) Building\"}")
                ])
            ),
            (
                "footprint.geojson",
                collection([
                    feature(
                        id(venue, 3), "footprint", whole, "\"category\":\"ground\",\"building_ids\":[\"\(building)\"]")
                ])
            ),
            ("level.geojson", collection(levels)),
            ("unit.geojson", collection(units)),
        ]
    }

    /// Writes Alpha/, Bravo.zip, Hall/ and notes.txt into a new temporary directory.
    static func makeDirectory() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("imdf-fleet-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for venue in [alpha, hall] {
            let folder = root.appendingPathComponent(venue.name)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for file in files(of: venue) {
                try Data(file.text.utf8).write(to: folder.appendingPathComponent(file.name))
            }
        }
        let zip = StoredZip.bytes(files(of: bravo).map { ("Bravo/" + $0.name, Array($0.text.utf8)) })
        try Data(zip).write(to: root.appendingPathComponent("Bravo.zip"))
        try Data("not a venue\n".utf8).write(to: root.appendingPathComponent("notes.txt"))
        return root
    }

    /// An NDJSON fix line.
    static func fix(
        _ point: (lat: Double, lon: Double), device: String, id: Int, floor: Int? = nil, extra: String = ""
    ) -> String {
        "{\"fix_id\":\(id),\"device\":\"\(device)\",\"lat\":\(point.lat),\"lon\":\(point.lon)"
            + (floor.map { ",\"floor\":\($0)" } ?? "") + extra + "}"
    }
}
