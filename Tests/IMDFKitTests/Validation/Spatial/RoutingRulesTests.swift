import GeoJSON
import Testing

@testable import IMDFKit

/// The two spatial rules routing relies on: public units need an opening, and elevators, escalators and
/// stairs need a counterpart on an adjacent level.
@Suite("Validation: routing-related spatial rules")
struct RoutingRulesTests {
    typealias F = ArchiveFixture

    /// The start of the room's geometry as the minimal fixture writes it.
    static let roomGeometry =
        "\"geometry\": {\"type\": \"Polygon\", \"coordinates\": [[[-73.5499, 45.50005], [-73.5498, 45.50005]"
    /// The door on the wall between the room and the hall.
    static let door = "[[-73.5498, 45.50009], [-73.5498, 45.50011]]"

    // MARK: PublicUnitShouldHaveOpening

    @Test func aRoomWhoseOnlyDoorMovedAwayIsReported() {
        var fixture = F.minimal
        // The door now leads from the hall to the outside; the room has none.
        fixture.replace(in: "opening.geojson", Self.door, with: "[[-73.5497, 45.50009], [-73.5497, 45.50011]]")
        fixture.replace(
            in: "unit.geojson", Self.roomGeometry,
            with: Self.roomGeometry.replacingOccurrences(of: "\"geometry\": ", with: "\"geometry\": ⚠️"))
        let findings = RuleExpectations.expectFindings(
            of: PublicUnitShouldHaveOpening(), in: fixture, file: "unit.geojson")
        #expect(findings.first?.location.featureID == F.roomID)
        #expect(
            findings.first?.message.contains("public room unit has no opening on its boundary") == true, "\(findings)")
    }

    @Test func aDoorWithinHalfAMetreOfTheWallCounts() {
        var fixture = F.minimal
        // 0.000005° of longitude is about 0.39 m: a door drawn in the middle of a thick wall.
        fixture.replace(in: "opening.geojson", Self.door, with: "[[-73.549805, 45.50009], [-73.549805, 45.50011]]")
        RuleExpectations.expectNoFindings(of: [PublicUnitShouldHaveOpening()], in: fixture)
        var far = F.minimal
        // 0.00001° is about 0.78 m into the room: on neither unit's wall any more.
        far.replace(in: "opening.geojson", Self.door, with: "[[-73.54981, 45.50009], [-73.54981, 45.50011]]")
        let findings = far.validate(rules: [PublicUnitShouldHaveOpening()]).diagnostics(
            of: "PublicUnitShouldHaveOpening")
        #expect(findings.map(\.location.featureID) == [F.roomID, F.hallID])
    }

    @Test func restrictedAndNonPublicUnitsNeedNoOpening() {
        var fixture = F.minimal
        fixture.replace(in: "opening.geojson", Self.door, with: "[[-73.5497, 45.50009], [-73.5497, 45.50011]]")
        var restricted = fixture
        restricted.replace(
            in: "unit.geojson", "\"category\": \"room\", \"restriction\": null",
            with: "\"category\": \"room\", \"restriction\": \"employeesonly\"")
        RuleExpectations.expectNoFindings(of: [PublicUnitShouldHaveOpening()], in: restricted)
        var void = fixture
        void.replace(in: "unit.geojson", "\"category\": \"room\"", with: "\"category\": \"opentobelow\"")
        RuleExpectations.expectNoFindings(of: [PublicUnitShouldHaveOpening()], in: void)
    }

    @Test func aVenueWithoutOpeningsGetsOneFinding() {
        var fixture = F.minimal
        fixture.files["opening.geojson"] = F.collection("")
        let findings = fixture.validate(rules: [PublicUnitShouldHaveOpening()]).diagnostics(
            of: "PublicUnitShouldHaveOpening")
        #expect(findings.count == 1)
        #expect(findings.first?.severity == .warning)
        #expect(findings.first?.location.file == "opening.geojson")
        #expect(findings.first?.message.contains("none of its 2 public units can be entered") == true, "\(findings)")
    }

    /// The minimal venue with a second level over the same ground, without units, at `ordinal`, and the door
    /// drawn on it rather than on the units' level.
    static func doorOnAnotherLevel(ordinal: Int) -> ArchiveFixture {
        let otherLevelID = "e2b1c0d0-0000-4000-8000-0000000000a1"
        var fixture = F.minimal
        fixture.replace(
            in: "level.geojson", "\"features\": [\n",
            with: """
                "features": [
                {"type": "Feature", "id": "\(otherLevelID)", "feature_type": "level",
                 "geometry": {"type": "Polygon", "coordinates": [[[-73.5499, 45.50005], [-73.5497, 45.50005], [-73.5497, 45.50015], [-73.5499, 45.50015], [-73.5499, 45.50005]]]},
                 "properties": {"category": "unspecified", "restriction": null, "outdoor": true, "ordinal": \(ordinal),
                  "name": {"en": "Forecourt"}, "short_name": {"en": "F"}, "display_point": null, "address_id": null, "building_ids": null}},

                """)
        fixture.replace(
            in: "opening.geojson", "\"level_id\": \"\(F.levelID)\"", with: "\"level_id\": \"\(otherLevelID)\"")
        return fixture
    }

    @Test func aDoorOnAnotherLevelOfTheSameOrdinalOpensTheUnits() {
        // An entrance drawn on an outdoor level opens onto the floor of the same ordinal; the outdoor level has no
        // units, so where its door sits says nothing to `OpeningShouldLieOnUnitBoundary`.
        let rules: [any ValidationRule] = [PublicUnitShouldHaveOpening(), OpeningShouldLieOnUnitBoundary()]
        RuleExpectations.expectNoFindings(of: rules, in: Self.doorOnAnotherLevel(ordinal: 0))
        let report = Self.doorOnAnotherLevel(ordinal: 1).validate(rules: rules)
        let unopened = report.diagnostics(of: "PublicUnitShouldHaveOpening").map(\.location.featureID)
        #expect(unopened == [F.roomID, F.hallID])
        #expect(report.diagnostics(of: "OpeningShouldLieOnUnitBoundary").isEmpty)
    }

    // MARK: VerticalCirculationShouldHaveCounterpart

    static let upperLevelID = "c628e5b9-b73a-42d5-a5fc-d4c927e6a8bc"
    static let lowerStairsID = "d1a0b0c0-0000-4000-8000-000000000001"
    static let upperStairsID = "d1a0b0c0-0000-4000-8000-000000000002"

    /// The minimal venue with an upper level and a stairs unit in the hall's corner on each level; the upper
    /// one shifted east by `shift` degrees of longitude.
    static func stairs(
        category: String = "stairs", upperCategory: String = "stairs", shift: Double = 0,
        upperOrdinal: String = "1", marker: String = ""
    ) -> ArchiveFixture {
        var fixture = SpatialRulesTests.twoLevels(ordinal: upperOrdinal)
        func unit(_ id: String, _ category: String, level: String, west: Double, mark: String) -> String {
            let east = west + 0.00005
            return """
                ,
                {"type": "Feature", "id": "\(id)", "feature_type": "unit",
                 "geometry": \(mark){"type": "Polygon", "coordinates": [[[\(west), 45.50005], [\(east), 45.50005], [\(east), 45.5001], [\(west), 45.5001], [\(west), 45.50005]]]},
                 "properties": {"category": "\(category)", "restriction": null, "accessibility": null, "name": null, "alt_name": null,
                  "level_id": "\(level)", "display_point": null}}
                """
        }
        let units = F.stripped(fixture.files["unit.geojson"] ?? "")
        let end = units.range(of: "\n]}", options: .backwards)?.lowerBound ?? units.endIndex
        fixture.files["unit.geojson"] =
            String(units[..<end])
            + unit(lowerStairsID, category, level: F.levelID, west: -73.54975, mark: marker)
            + unit(upperStairsID, upperCategory, level: upperLevelID, west: -73.54975 + shift, mark: "")
            + String(units[end...])
        return fixture
    }

    @Test func stackedStairsAreFine() {
        RuleExpectations.expectNoFindings(of: [VerticalCirculationShouldHaveCounterpart()], in: Self.stairs())
        // Steps above stairs are the same kind of circulation.
        RuleExpectations.expectNoFindings(
            of: [VerticalCirculationShouldHaveCounterpart()], in: Self.stairs(upperCategory: "steps"))
    }

    @Test func stairsWithNothingAboveAreReported() {
        // The upper unit is moved 0.0001° (about 8 m) west, into the room's footprint: it overlaps nothing.
        let fixture = Self.stairs(shift: -0.0001, marker: "⚠️")
        let findings = fixture.validate(rules: [VerticalCirculationShouldHaveCounterpart()]).diagnostics(
            of: "VerticalCirculationShouldHaveCounterpart")
        #expect(Set(findings.map(\.location.featureID)) == [Self.lowerStairsID, Self.upperStairsID])
        #expect(findings.allSatisfy { $0.severity == .warning })
        let lower = findings.first { $0.location.featureID == Self.lowerStairsID }
        #expect(
            lower?.message
                == "stairs unit on ordinal 0 has no counterpart: no stairs unit overlaps it on ordinal 1 of its building, and no relationship links it, so it leads to no other level"
        )
        let position = fixture.expectedPositions(in: "unit.geojson").first
        #expect(lower?.location.line == position?.line && lower?.location.column == position?.column)
        // An elevator over stairs is no counterpart either.
        let mixed = Self.stairs(upperCategory: "elevator")
        #expect(
            mixed.validate(rules: [VerticalCirculationShouldHaveCounterpart()]).diagnostics(
                of: "VerticalCirculationShouldHaveCounterpart"
            ).count == 2)
    }

    @Test func aRelationshipIsACounterpart() {
        var fixture = Self.stairs(shift: -0.0001)
        fixture.files["relationship.geojson"] = F.collection(
            """
            {"type": "Feature", "id": "e1a0b0c0-0000-4000-8000-000000000001", "feature_type": "relationship", "geometry": null,
             "properties": {"category": "stairs", "direction": "undirected",
              "origin": {"id": "\(Self.lowerStairsID)", "feature_type": "unit"}, "intermediary": null,
              "destination": {"id": "\(Self.upperStairsID)", "feature_type": "unit"}, "hours": null}}
            """)
        RuleExpectations.expectNoFindings(of: [VerticalCirculationShouldHaveCounterpart()], in: fixture)
    }

    @Test func stepsAndRampsAndSingleLevelBuildingsAreNotChecked() {
        RuleExpectations.expectNoFindings(
            of: [VerticalCirculationShouldHaveCounterpart()],
            in: Self.stairs(category: "steps", upperCategory: "steps", shift: -0.0001))
        RuleExpectations.expectNoFindings(
            of: [VerticalCirculationShouldHaveCounterpart()],
            in: Self.stairs(category: "ramp", upperCategory: "ramp", shift: -0.0001))
        // Levels of other buildings are not adjacent: an upper level listing no building leaves none.
        var otherBuilding = Self.stairs(shift: -0.0001)
        otherBuilding.replace(
            in: "level.geojson",
            "\"short_name\": {\"en\": \"U\"},\n  \"display_point\": null, \"address_id\": null, \"building_ids\": [\"\(F.buildingID)\"]",
            with:
                "\"short_name\": {\"en\": \"U\"},\n  \"display_point\": null, \"address_id\": null, \"building_ids\": []"
        )
        let findings = otherBuilding.validate(rules: [VerticalCirculationShouldHaveCounterpart()]).diagnostics(
            of: "VerticalCirculationShouldHaveCounterpart")
        #expect(findings.isEmpty, "\(findings)")
    }

    @Test func overlapsAreFoundOnAdjacentOrdinalsOfOneBuilding() {
        let graph = VenueGraph(Self.stairs().archive())
        let overlaps = graph.verticalCirculationOverlaps()
        #expect(overlaps.count == 1)
        #expect(
            overlaps.first.map { graph.id(of: AnyFeatureHandle($0.lower, type: .unit))?.rawValue } == Self.lowerStairsID
        )
        // 0.00005° × 0.00005° at 45.5° N: about 3.9 m × 5.6 m.
        #expect(abs((overlaps.first?.overlapArea ?? 0) - 21.7) < 0.5, "\(overlaps)")
        #expect(VenueGraph(Self.stairs(upperOrdinal: "2").archive()).verticalCirculationOverlaps().count == 1)
        // 20 % overlap.
        #expect(VenueGraph(Self.stairs(shift: 0.00004).archive()).verticalCirculationOverlaps().count == 1)
        #expect(VenueGraph(Self.stairs(shift: 0.000047).archive()).verticalCirculationOverlaps().isEmpty)  // 6 %
    }
}
