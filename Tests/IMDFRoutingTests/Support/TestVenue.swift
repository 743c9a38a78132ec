import Foundation
import IMDFKit

/// A hand-made venue for routing tests, drawn on a metre grid (x east, y north) and written as IMDF
/// GeoJSON text in memory.
///
/// Every coordinate is computed from its metre value by one formula, so walls shared by two units and
/// openings drawn on them have bit-identical coordinates: the geometry is exact, as a careful author's is.
///
/// ```swift
/// var venue = TestVenue()
/// let ground = venue.level(ordinal: 0)
/// let hall = venue.rectangle("walkway", on: ground, 0, 0, 20, 10, name: "Hall")
/// venue.opening(on: ground, (20, 4), (20, 5))
/// let graph = venue.graph()
/// ```
struct TestVenue {
    static let origin = PlanarPoint(x: -73.55, y: 45.5)
    static let projection = LocalProjection(origin: origin)

    private var counter = 0
    private var levels: [String] = []
    private var units: [String] = []
    private var openings: [String] = []
    private var relationships: [String] = []
    private var buildings: [String] = []
    private var amenities: [String] = []
    /// Unit names by ID, for lookups in tests.
    private(set) var unitIDs: [String: String] = [:]

    /// A deterministic version-4-shaped UUID.
    private mutating func nextID() -> String {
        counter += 1
        let digits = String(counter)
        return "00000000-0000-4000-8000-" + String(repeating: "0", count: 12 - digits.count) + digits
    }

    /// The point of a metre position.
    static func point(_ x: Double, _ y: Double) -> PlanarPoint {
        projection.unproject(PlanarPoint(x: x, y: y))
    }

    private static func position(_ x: Double, _ y: Double) -> String {
        let point = point(x, y)
        return "[\(point.x), \(point.y)]"
    }

    private static func ring(_ points: [(Double, Double)]) -> String {
        "[" + (points + [points[0]]).map { position($0.0, $0.1) }.joined(separator: ", ") + "]"
    }

    private static func labels(_ name: String?) -> String {
        name.map { "{\"en\": \"\($0)\"}" } ?? "null"
    }

    /// Adds a building and returns its ID.
    mutating func building(_ name: String) -> String {
        let id = nextID()
        buildings.append(
            """
            {"type": "Feature", "id": "\(id)", "feature_type": "building", "geometry": null, "properties": \
            {"name": \(Self.labels(name)), "alt_name": null, "category": "unspecified", "restriction": null, \
            "display_point": null, "address_id": null}}
            """)
        return id
    }

    /// Adds a level (its geometry is a large square around the grid) and returns its ID.
    mutating func level(ordinal: Int, building: String? = nil, name: String? = nil) -> String {
        let id = nextID()
        let buildingIDs = building.map { "[\"\($0)\"]" } ?? "[]"
        levels.append(
            """
            {"type": "Feature", "id": "\(id)", "feature_type": "level", "geometry": {"type": "Polygon", "coordinates": \
            [\(Self.ring([(-50, -50), (150, -50), (150, 150), (-50, 150)]))]}, "properties": {"category": "unspecified", \
            "restriction": null, "outdoor": false, "ordinal": \(ordinal), "name": \(Self.labels(name ?? "Level \(ordinal)")), \
            "short_name": \(Self.labels(String(ordinal))), "display_point": null, "address_id": null, "building_ids": \(buildingIDs)}}
            """)
        return id
    }

    /// Adds a unit with a polygon given as rings of metre positions (exterior first) and returns its ID.
    @discardableResult
    mutating func unit(
        _ category: String, on level: String, rings: [[(Double, Double)]], name: String? = nil,
        restriction: String? = nil
    ) -> String {
        let id = nextID()
        let coordinates = "[" + rings.map(Self.ring).joined(separator: ", ") + "]"
        let restrictionText = restriction.map { "\"\($0)\"" } ?? "null"
        units.append(
            """
            {"type": "Feature", "id": "\(id)", "feature_type": "unit", "geometry": {"type": "Polygon", "coordinates": \
            \(coordinates)}, "properties": {"category": "\(category)", "restriction": \(restrictionText), \
            "accessibility": null, "name": \(Self.labels(name)), "alt_name": null, "level_id": "\(level)", "display_point": null}}
            """)
        if let name { unitIDs[name] = id }
        return id
    }

    /// Adds a rectangular unit from (x0, y0) to (x1, y1) and returns its ID.
    @discardableResult
    mutating func rectangle(
        _ category: String, on level: String, _ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double,
        name: String? = nil, restriction: String? = nil
    ) -> String {
        unit(
            category, on: level, rings: [[(x0, y0), (x1, y0), (x1, y1), (x0, y1)]], name: name, restriction: restriction
        )
    }

    /// Adds an opening from one metre position to another and returns its ID.
    @discardableResult
    mutating func opening(
        on level: String, _ from: (Double, Double), _ to: (Double, Double), category: String = "pedestrian",
        door: String? = nil, accessControl: [String]? = nil, name: String? = nil
    ) -> String {
        let id = nextID()
        let doorText = door.map { "{\"type\": \"\($0)\", \"automatic\": false, \"material\": null}" } ?? "null"
        let control = accessControl.map { "[" + $0.map { "\"\($0)\"" }.joined(separator: ", ") + "]" } ?? "null"
        openings.append(
            """
            {"type": "Feature", "id": "\(id)", "feature_type": "opening", "geometry": {"type": "LineString", "coordinates": \
            [\(Self.position(from.0, from.1)), \(Self.position(to.0, to.1))]}, "properties": {"category": "\(category)", \
            "accessibility": null, "access_control": \(control), "door": \(doorText), "name": \(Self.labels(name)), \
            "alt_name": null, "display_point": null, "level_id": "\(level)"}}
            """)
        return id
    }

    /// Adds a relationship between units (or openings: pass `("opening", id)`) and returns its ID.
    @discardableResult
    mutating func relationship(
        _ category: String, directed: Bool = false, _ ends: [(type: String, id: String)]
    ) -> String {
        let id = nextID()
        func reference(_ end: (type: String, id: String)) -> String {
            "{\"id\": \"\(end.id)\", \"feature_type\": \"\(end.type)\"}"
        }
        let middle = ends.dropFirst().dropLast()
        let intermediary = middle.isEmpty ? "null" : "[" + middle.map(reference).joined(separator: ", ") + "]"
        relationships.append(
            """
            {"type": "Feature", "id": "\(id)", "feature_type": "relationship", "geometry": null, "properties": \
            {"category": "\(category)", "direction": "\(directed ? "directed" : "undirected")", \
            "origin": \(reference(ends[0])), "intermediary": \(intermediary), "destination": \(reference(ends[ends.count - 1])), \
            "hours": null}}
            """)
        return id
    }

    /// Adds an amenity at a metre position in the given units and returns its ID.
    @discardableResult
    mutating func amenity(_ category: String, at x: Double, _ y: Double, units: [String]) -> String {
        let id = nextID()
        amenities.append(
            """
            {"type": "Feature", "id": "\(id)", "feature_type": "amenity", "geometry": {"type": "Point", "coordinates": \
            \(Self.position(x, y))}, "properties": {"category": "\(category)", "accessibility": null, "name": null, \
            "alt_name": null, "hours": null, "phone": null, "website": null, "unit_ids": [\(units.map { "\"\($0)\"" }.joined(separator: ", "))], \
            "address_id": null, "correlation_id": null}}
            """)
        return id
    }

    private static func collection(_ features: [String]) -> String {
        "{\"type\": \"FeatureCollection\", \"features\": [\n" + features.joined(separator: ",\n") + "\n]}\n"
    }

    /// The archive: manifest, levels, buildings, units, openings, relationships, amenities.
    func archive() -> IMDF.Archive {
        let texts: [String: String] = [
            "manifest.json": "{\"version\": \"1.0.0\", \"created\": \"2026-11-01T09:00:00Z\", \"language\": \"en\"}",
            "level.geojson": Self.collection(levels), "building.geojson": Self.collection(buildings),
            "unit.geojson": Self.collection(units), "opening.geojson": Self.collection(openings),
            "relationship.geojson": Self.collection(relationships), "amenity.geojson": Self.collection(amenities),
        ]
        let files = texts.keys.sorted().map { ArchiveFile(path: $0, bytes: Array(texts[$0, default: ""].utf8)) }
        guard let archiveFiles = try? ArchiveFiles(root: "<test venue>", kind: .directory, files: files) else {
            preconditionFailure("test venue files have distinct paths")
        }
        return IMDF.Archive(files: archiveFiles)
    }

    /// The linked venue.
    func graph() -> VenueGraph { VenueGraph(archive()) }
}

extension VenueGraph {
    /// The unit with this ID (a test precondition: it exists).
    func unitHandle(_ id: String) -> UnitHandle {
        guard let handle = handle(for: FeatureID(id), as: IMDF.UnitProperties.self) else {
            preconditionFailure("no unit \(id)")
        }
        return handle
    }

    /// The opening with this ID.
    func openingHandle(_ id: String) -> OpeningHandle {
        guard let handle = handle(for: FeatureID(id), as: IMDF.OpeningProperties.self) else {
            preconditionFailure("no opening \(id)")
        }
        return handle
    }
}
