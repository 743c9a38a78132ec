import GeoJSON

@testable import IMDFKit

/// A small in-memory archive for rule tests, with expected diagnostic positions marked in the text.
///
/// Start from `ArchiveFixture.minimal` (a tiny venue that validates with no errors and no warnings), change
/// a file's text, and put the marker `⚠️` right before the character where a diagnostic is expected. The
/// markers are removed before parsing; `expectedPositions(in:)` gives their line:column, so positions are
/// never counted by hand.
///
/// ```swift
/// var fixture = ArchiveFixture.minimal
/// fixture.replace(in: "unit.geojson", "\"category\": \"room\"", with: "\"category\": ⚠️\"lab\"")
/// let report = fixture.validate()
/// ```
struct ArchiveFixture {
    static let marker = "⚠️"

    /// Path → text, markers included.
    var files: [String: String]

    /// The archive the files decode to (markers removed).
    func archive() -> IMDF.Archive {
        let archiveFiles = files.keys.sorted().map { path in
            ArchiveFile(path: path, bytes: Array(Self.stripped(files[path] ?? "").utf8))
        }
        // The fixture's paths are distinct by construction.
        guard let files = try? ArchiveFiles(root: "<fixture>", kind: .directory, files: archiveFiles) else {
            preconditionFailure("fixture files must have distinct paths")
        }
        return IMDF.Archive(files: files)
    }

    /// Validates the archive with every rule, or with the given rules.
    func validate(rules: [any ValidationRule] = Validator.allRules) -> ValidationReport {
        Validator(rules: rules).validate(archive())
    }

    /// The 1-based line:column of every marker in a file, in order (columns in Unicode scalars of the
    /// text without markers).
    func expectedPositions(in path: String) -> [(line: Int, column: Int)] {
        var positions: [(line: Int, column: Int)] = []
        var line = 1
        var column = 1
        var text = Substring(files[path] ?? "")
        while let first = text.unicodeScalars.first {
            if text.hasPrefix(Self.marker) {
                positions.append((line, column))
                text = text.dropFirst(Self.marker.count)
                continue
            }
            if first == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
            text = Substring(text.unicodeScalars.dropFirst())
        }
        return positions
    }

    /// Replaces the first occurrence of `target` in a file (the test fails loudly through a precondition
    /// when the fixture text does not contain it, which is a bug in the test).
    mutating func replace(in path: String, _ target: String, with replacement: String) {
        guard let text = files[path], let range = text.range(of: target) else {
            preconditionFailure("\(path) does not contain \(target)")
        }
        files[path] = text.replacingCharacters(in: range, with: replacement)
    }

    static func stripped(_ text: String) -> String { text.replacingOccurrences(of: marker, with: "") }
}

extension ArchiveFixture {
    // IDs of the minimal venue, for tests that reference them.
    static let venueID = "1b7d3a0e-0c8f-4d2a-9a51-2f1e7c3b9d01"
    static let addressID = "2c8e4b1f-1d90-4e3b-8b62-3a2f8d4c0e12"
    static let buildingID = "3d9f5c20-2ea1-4f4c-9c73-4b309e5d1f23"
    static let footprintID = "4ea06d31-3fb2-4a5d-8d84-5c41af6e2034"
    static let levelID = "5fb17e42-40c3-4b6e-9e95-6d52b07f3145"
    static let roomID = "60c28f53-51d4-4c7f-8fa6-7e63c1804256"
    static let hallID = "71d39064-62e5-4d80-90b7-8f74d2915367"
    static let openingID = "82e4a175-73f6-4e91-a1c8-9085e3a26478"
    static let anchorID = "93f5b286-8407-4fa2-b2d9-a196f4b37589"
    static let occupantID = "a406c397-9518-40b3-83ea-b2a705c4869a"
    static let amenityID = "b517d4a8-a629-41c4-94fb-c3b816d597ab"

    /// A tiny clean venue: one building with one level of 20 m × 10 m holding two units (a room and a
    /// walkway sharing a wall), a door between them, an anchor with an occupant, an amenity, an address.
    /// Rings are counter-clockwise, every key of every property table is present, and every reference
    /// resolves.
    static let minimal = ArchiveFixture(files: [
        "manifest.json": """
        {"version": "1.0.0", "created": "2026-11-01T09:00:00Z", "generated_by": "IMDFKit tests", "language": "en", "extensions": null}
        """,
        "address.geojson": collection(
            """
            {"type": "Feature", "id": "\(addressID)", "feature_type": "address", "geometry": null,
             "properties": {"address": "1 Test Quay", "unit": "2A", "locality": "Montreal", "province": "CA-QC", "country": "CA",
              "postal_code": "H2Y 1A1", "postal_code_ext": null, "postal_code_vanity": null}}
            """),
        "venue.geojson": collection(
            """
            {"type": "Feature", "id": "\(venueID)", "feature_type": "venue",
             "geometry": {"type": "Polygon", "coordinates": [[[-73.5500, 45.5000], [-73.5496, 45.5000], [-73.5496, 45.5002], [-73.5500, 45.5002], [-73.5500, 45.5000]]]},
             "properties": {"category": "museum", "restriction": null, "name": {"en": "Test Museum", "fr": "Musée d'essai"}, "alt_name": null,
              "hours": "Mo-Su 09:00-17:00", "phone": "+15145550100", "website": "https://example.org",
              "display_point": {"type": "Point", "coordinates": [-73.5498, 45.5001]}, "address_id": "\(addressID)"}}
            """),
        "building.geojson": collection(
            """
            {"type": "Feature", "id": "\(buildingID)", "feature_type": "building", "geometry": null,
             "properties": {"name": {"en": "Main hall"}, "alt_name": null, "category": "unspecified", "restriction": null,
              "display_point": {"type": "Point", "coordinates": [-73.5498, 45.5001]}, "address_id": "\(addressID)"}}
            """),
        "footprint.geojson": collection(
            """
            {"type": "Feature", "id": "\(footprintID)", "feature_type": "footprint",
             "geometry": {"type": "Polygon", "coordinates": [[[-73.5499, 45.50005], [-73.5497, 45.50005], [-73.5497, 45.50015], [-73.5499, 45.50015], [-73.5499, 45.50005]]]},
             "properties": {"category": "ground", "name": null, "building_ids": ["\(buildingID)"]}}
            """),
        "level.geojson": collection(
            """
            {"type": "Feature", "id": "\(levelID)", "feature_type": "level",
             "geometry": {"type": "Polygon", "coordinates": [[[-73.5499, 45.50005], [-73.5497, 45.50005], [-73.5497, 45.50015], [-73.5499, 45.50015], [-73.5499, 45.50005]]]},
             "properties": {"category": "unspecified", "restriction": null, "outdoor": false, "ordinal": 0,
              "name": {"en": "Ground floor"}, "short_name": {"en": "0"},
              "display_point": {"type": "Point", "coordinates": [-73.5498, 45.5001]}, "address_id": null, "building_ids": ["\(buildingID)"]}}
            """),
        "unit.geojson": collection(
            """
            {"type": "Feature", "id": "\(roomID)", "feature_type": "unit",
             "geometry": {"type": "Polygon", "coordinates": [[[-73.5499, 45.50005], [-73.5498, 45.50005], [-73.5498, 45.50015], [-73.5499, 45.50015], [-73.5499, 45.50005]]]},
             "properties": {"category": "room", "restriction": null, "accessibility": null, "name": {"en": "Gallery"}, "alt_name": null,
              "level_id": "\(levelID)", "display_point": {"type": "Point", "coordinates": [-73.54985, 45.5001]}}},
            {"type": "Feature", "id": "\(hallID)", "feature_type": "unit",
             "geometry": {"type": "Polygon", "coordinates": [[[-73.5498, 45.50005], [-73.5497, 45.50005], [-73.5497, 45.50015], [-73.5498, 45.50015], [-73.5498, 45.50005]]]},
             "properties": {"category": "walkway", "restriction": null, "accessibility": ["wheelchair"], "name": {"en": "Hall"}, "alt_name": null,
              "level_id": "\(levelID)", "display_point": {"type": "Point", "coordinates": [-73.54975, 45.5001]}}}
            """),
        "opening.geojson": collection(
            """
            {"type": "Feature", "id": "\(openingID)", "feature_type": "opening",
             "geometry": {"type": "LineString", "coordinates": [[-73.5498, 45.50009], [-73.5498, 45.50011]]},
             "properties": {"category": "pedestrian", "accessibility": null, "access_control": null,
              "door": {"type": "swinging", "automatic": false, "material": "wood"}, "name": null, "alt_name": null,
              "display_point": null, "level_id": "\(levelID)"}}
            """),
        "anchor.geojson": collection(
            """
            {"type": "Feature", "id": "\(anchorID)", "feature_type": "anchor",
             "geometry": {"type": "Point", "coordinates": [-73.54985, 45.50012]},
             "properties": {"address_id": null, "unit_id": "\(roomID)"}}
            """),
        "occupant.geojson": collection(
            """
            {"type": "Feature", "id": "\(occupantID)", "feature_type": "occupant", "geometry": null,
             "properties": {"name": {"en": "Gallery Café"}, "category": "cafe", "anchor_id": "\(anchorID)",
              "hours": "Mo-Fr 08:00-18:00", "phone": "+15145550101", "website": "https://example.org/cafe",
              "validity": {"start": "2026-01-01T00:00:00-05:00", "end": null, "modified": null}, "correlation_id": null}}
            """),
        "amenity.geojson": collection(
            """
            {"type": "Feature", "id": "\(amenityID)", "feature_type": "amenity",
             "geometry": {"type": "Point", "coordinates": [-73.54975, 45.50008]},
             "properties": {"category": "information", "accessibility": null, "name": {"en": "Information"}, "alt_name": null,
              "hours": null, "phone": null, "website": null, "unit_ids": ["\(hallID)"], "address_id": null, "correlation_id": null}}
            """),
    ])

    /// A FeatureCollection text around feature texts.
    static func collection(_ features: String) -> String {
        "{\"type\": \"FeatureCollection\", \"features\": [\n" + features + "\n]}\n"
    }
}
