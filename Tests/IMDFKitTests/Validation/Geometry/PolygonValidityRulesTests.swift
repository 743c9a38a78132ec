import GeoJSON
import Testing

@testable import IMDFKit

@Suite("Validation: polygon validity rules (group B)")
struct PolygonValidityRulesTests {
    typealias F = ArchiveFixture

    static let rules: [any ValidationRule] = [
        PolygonHoleMustBeInsideShell(), PolygonHolesMustNotNest(), PolygonRingsMustNotCross(),
        MultiPolygonPartsShouldNotOverlap(),
    ]

    /// The end of the level's exterior ring in the minimal fixture, where holes are appended.
    static let levelRingEnd = "[-73.5499, 45.50015], [-73.5499, 45.50005]]]"
    /// The end of the room's exterior ring.
    static let roomRingEnd = "[-73.5498, 45.50015], [-73.5499, 45.50015], [-73.5499, 45.50005]]]"
    /// The venue's Polygon geometry.
    static let venuePolygon =
        "{\"type\": \"Polygon\", \"coordinates\": [[[-73.5500, 45.5000], [-73.5496, 45.5000], [-73.5496, 45.5002], [-73.5500, 45.5002], [-73.5500, 45.5000]]]}"
    static let venuePart =
        "[[[-73.5500, 45.5000], [-73.5496, 45.5000], [-73.5496, 45.5002], [-73.5500, 45.5002], [-73.5500, 45.5000]]]"

    /// A hole in the middle of the level, clockwise, 8 m × 4 m.
    static let middleHole =
        "[[-73.54985, 45.50008], [-73.54985, 45.50012], [-73.54975, 45.50012], [-73.54975, 45.50008], [-73.54985, 45.50008]]"

    /// The minimal fixture with holes appended to the level's exterior ring (each hole text may carry a marker).
    static func level(withHoles holes: String...) -> ArchiveFixture {
        F.minimal.replacing(
            in: "level.geojson", levelRingEnd,
            with: "[-73.5499, 45.50015], [-73.5499, 45.50005]], " + holes.joined(separator: ", ") + "]")
    }

    /// The minimal fixture with the venue's geometry made a MultiPolygon of the given parts.
    static func venue(withParts parts: String...) -> ArchiveFixture {
        F.minimal.replacing(
            in: "venue.geojson", venuePolygon,
            with: "{\"type\": \"MultiPolygon\", \"coordinates\": [" + parts.joined(separator: ", ") + "]}")
    }

    @Test func cleanVenuesHaveNoFindings() {
        RuleExpectations.expectNoFindings(of: Self.rules, in: F.minimal)
        // A hole inside the level, a second hole touching it at a corner, and one with a vertex on the level's
        // edge; a venue of two parts sharing an edge and touching a third at a corner.
        let touching = Self.level(
            withHoles: Self.middleHole,
            "[[-73.54975, 45.50012], [-73.54972, 45.50012], [-73.54972, 45.50014], [-73.54975, 45.50014], [-73.54975, 45.50012]]",
            "[[-73.5498, 45.50005], [-73.54978, 45.50007], [-73.54982, 45.50007], [-73.5498, 45.50005]]")
        RuleExpectations.expectNoFindings(of: Self.rules, in: touching)
        let parts = Self.venue(
            withParts: Self.venuePart,
            "[[[-73.5496, 45.5000], [-73.5494, 45.5000], [-73.5494, 45.5002], [-73.5496, 45.5002], [-73.5496, 45.5000]]]",
            "[[[-73.5494, 45.5002], [-73.5493, 45.5002], [-73.5493, 45.5003], [-73.5494, 45.5003], [-73.5494, 45.5002]]]"
        )
        RuleExpectations.expectNoFindings(of: Self.rules, in: parts)
    }

    // MARK: PolygonHoleMustBeInsideShell

    @Test func holeOutsideTheLevelIsAnErrorAtTheHole() {
        let fixture = Self.level(
            withHoles: Self.middleHole,
            "⚠️[[-73.5496, 45.50008], [-73.5496, 45.50012], [-73.5495, 45.50012], [-73.5495, 45.50008], [-73.5496, 45.50008]]"
        )
        let findings = RuleExpectations.expectFindings(
            of: PolygonHoleMustBeInsideShell(), in: fixture, file: "level.geojson")
        let finding = findings.first
        #expect(finding?.rule == "PolygonHoleMustBeInsideShell")
        #expect(finding?.message.hasPrefix("hole 2 lies outside the exterior ring") == true, "\(findings)")
        #expect(finding?.location.path == ["features", 0, "geometry", "coordinates", 2])
        #expect(finding?.location.featureID == F.levelID)
        #expect(finding?.notes.first?.message == "the exterior ring is here")
        #expect(finding?.notes.first?.location.path == ["features", 0, "geometry", "coordinates", 0])
        // Only that rule speaks.
        #expect(fixture.validate(rules: Self.rules).diagnostics.count == 1)
    }

    // MARK: PolygonRingsMustNotCross

    @Test func holePartlyOutsideTheRoomIsReportedOnceAsACrossing() {
        let fixture = F.minimal.replacing(
            in: "unit.geojson", Self.roomRingEnd,
            with: """
                [-73.5498, 45.50015], [-73.5499, 45.50015], [-73.5499, 45.50005]], ⚠️[[-73.54985, 45.50008], [-73.54975, 45.50008], [-73.54975, 45.50012], [-73.54985, 45.50012], [-73.54985, 45.50008]]]
                """)
        let findings = RuleExpectations.expectFindings(
            of: PolygonRingsMustNotCross(), in: fixture, file: "unit.geojson")
        #expect(
            findings.first?.message.hasPrefix(
                "the exterior ring and hole 1 cross at [-73.5498, 45.50008], so part of the hole lies outside the polygon"
            ) == true, "\(findings)")
        #expect(findings.first?.location.path == ["features", 0, "geometry", "coordinates", 1])
        #expect(findings.first?.location.featureID == F.roomID)
        #expect(findings.first?.notes.first?.location.path == ["features", 0, "geometry", "coordinates", 0])
        // One defect, one finding: the hole is not also called "outside".
        #expect(fixture.validate(rules: Self.rules).diagnostics.count == 1)
    }

    @Test func holesCrossingEachOther() {
        let fixture = Self.level(
            withHoles: Self.middleHole,
            "⚠️[[-73.5498, 45.5001], [-73.54972, 45.5001], [-73.54972, 45.50014], [-73.5498, 45.50014], [-73.5498, 45.5001]]"
        )
        let findings = RuleExpectations.expectFindings(
            of: PolygonRingsMustNotCross(), in: fixture, file: "level.geojson")
        #expect(
            findings.first?.message.hasPrefix("hole 1 and hole 2 cross at [-73.5498, 45.50012]") == true, "\(findings)")
        #expect(findings.first?.notes.first?.message == "hole 1 is here")
    }

    @Test func holesSharingAnEdge() {
        let fixture = Self.level(
            withHoles: Self.middleHole,
            "⚠️[[-73.54975, 45.50008], [-73.54975, 45.50012], [-73.54972, 45.50012], [-73.54972, 45.50008], [-73.54975, 45.50008]]"
        )
        let findings = RuleExpectations.expectFindings(
            of: PolygonRingsMustNotCross(), in: fixture, file: "level.geojson")
        #expect(
            findings.first?.message.hasPrefix(
                "hole 1 and hole 2 share a stretch of boundary from [-73.54975, 45.50008]") == true, "\(findings)")
    }

    // MARK: PolygonHolesMustNotNest

    @Test func holeInsideAnotherHole() {
        let fixture = Self.level(
            withHoles:
                "[[-73.54988, 45.50006], [-73.54988, 45.50014], [-73.54972, 45.50014], [-73.54972, 45.50006], [-73.54988, 45.50006]]",
            "⚠️" + Self.middleHole)
        let findings = RuleExpectations.expectFindings(
            of: PolygonHolesMustNotNest(), in: fixture, file: "level.geojson")
        #expect(
            findings.first?.message.hasPrefix("hole 2 lies inside hole 1; holes of one polygon must not nest") == true,
            "\(findings)")
        #expect(findings.first?.location.path == ["features", 0, "geometry", "coordinates", 2])
        #expect(findings.first?.location.featureID == F.levelID)
        #expect(findings.first?.notes.first?.location.path == ["features", 0, "geometry", "coordinates", 1])
        #expect(fixture.validate(rules: Self.rules).diagnostics.count == 1)
    }

    // MARK: MultiPolygonPartsShouldNotOverlap

    @Test func repeatedVenuePartIsAWarning() {
        let fixture = Self.venue(withParts: Self.venuePart, "⚠️" + Self.venuePart)
        let findings = RuleExpectations.expectFindings(
            of: MultiPolygonPartsShouldNotOverlap(), in: fixture, file: "venue.geojson")
        #expect(findings.first?.severity == .warning)
        #expect(
            findings.first?.message.hasPrefix("parts 0 and 1 overlap; part 1 repeats part 0") == true, "\(findings)")
        #expect(findings.first?.location.path == ["features", 0, "geometry", "coordinates", 1])
        #expect(findings.first?.location.featureID == F.venueID)
        #expect(findings.first?.notes.first?.location.path == ["features", 0, "geometry", "coordinates", 0])
    }

    @Test func venuePartsOverlappingOrInsideEachOther() {
        let fixture = Self.venue(
            withParts: Self.venuePart,
            "⚠️[[[-73.5497, 45.5001], [-73.5494, 45.5001], [-73.5494, 45.5003], [-73.5497, 45.5003], [-73.5497, 45.5001]]]",
            "⚠️[[[-73.5499, 45.50005], [-73.5498, 45.50005], [-73.5498, 45.50015], [-73.5499, 45.50015], [-73.5499, 45.50005]]]"
        )
        let findings = RuleExpectations.expectFindings(
            of: MultiPolygonPartsShouldNotOverlap(), in: fixture, file: "venue.geojson")
        #expect(
            findings.map(\.message).map { $0.components(separatedBy: ";").prefix(2).joined(separator: ";") } == [
                "parts 0 and 1 overlap; their boundaries cross at [-73.5496, 45.5001]",
                "parts 0 and 2 overlap; the exterior ring of part 2 lies inside part 0",
            ])
    }

    // MARK: Rings of the parts of a MultiPolygon

    @Test func crossingHoleInTheSecondPartOfAVenue() {
        let fixture = Self.venue(
            withParts: Self.venuePart,
            """
            [[[-73.5490, 45.5000], [-73.5480, 45.5000], [-73.5480, 45.5010], [-73.5490, 45.5010], [-73.5490, 45.5000]],
             ⚠️[[-73.5485, 45.5002], [-73.5485, 45.5012], [-73.5484, 45.5012], [-73.5484, 45.5002], [-73.5485, 45.5002]]]
            """)
        let findings = RuleExpectations.expectFindings(
            of: PolygonRingsMustNotCross(), in: fixture, file: "venue.geojson")
        #expect(
            findings.first?.message.hasPrefix("part 1: the exterior ring and hole 1 cross at") == true, "\(findings)")
        #expect(findings.first?.location.path == ["features", 0, "geometry", "coordinates", 1, 1])
        #expect(findings.first?.notes.first?.location.path == ["features", 0, "geometry", "coordinates", 1, 0])
    }

    // MARK: What is left to others

    @Test func unclosedRingsAndExtensionFilesAreNotExamined() {
        // The hole outside the level is not closed: the GeoJSON layer reports it.
        let unclosed = Self.level(
            withHoles:
                "[[-73.5496, 45.50008], [-73.5496, 45.50012], [-73.5495, 45.50012], [-73.5495, 45.50008], [-73.5496, 45.50009]]"
        )
        RuleExpectations.expectNoFindings(of: Self.rules, in: unclosed)
        // An extension file is ignored, whatever its polygons.
        var extended = F.minimal
        extended.files["attraction.geojson"] = F.collection(
            """
            {"type": "Feature", "id": "e1a2b3c4-d5e6-4f70-8a91-b2c3d4e5f609", "feature_type": "attraction",
             "geometry": {"type": "MultiPolygon", "coordinates": [\(Self.venuePart), \(Self.venuePart)]}, "properties": {}}
            """)
        RuleExpectations.expectNoFindings(of: Self.rules, in: extended)
    }
}
