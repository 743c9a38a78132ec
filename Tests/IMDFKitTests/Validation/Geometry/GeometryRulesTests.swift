import GeoJSON
import Testing

@testable import IMDFKit

@Suite("Validation: geometry rules (group B)")
struct GeometryRulesTests {
    typealias F = ArchiveFixture

    @Test func minimalFixtureHasNoGeometryFindings() {
        RuleExpectations.expectNoFindings(of: Validator.geometryRules, in: F.minimal)
    }

    // MARK: GeometryMustMatchFeatureType

    @Test func unlocatedBuildingWithPolygonIsReported() {
        var fixture = F.minimal
        fixture.replace(
            in: "building.geojson", "\"geometry\": null",
            with: "\"geometry\": ⚠️{\"type\": \"Polygon\", \"coordinates\": [[[0, 1], [1, 1], [1, 2], [0, 1]]]}")
        let findings = RuleExpectations.expectFindings(
            of: GeometryMustMatchFeatureType(), in: fixture, file: "building.geojson")
        #expect(findings.first?.message.contains("must be null, found a Polygon") == true)
        #expect(findings.first?.location.featureID == F.buildingID)
    }

    @Test func multiLineStringOpeningIsReported() {
        var fixture = F.minimal
        fixture.replace(
            in: "opening.geojson",
            "{\"type\": \"LineString\", \"coordinates\": [[-73.5498, 45.50009], [-73.5498, 45.50011]]}",
            with: "{\"type\": ⚠️\"MultiLineString\", \"coordinates\": [[[-73.5498, 45.50009], [-73.5498, 45.50011]]]}")
        let findings = RuleExpectations.expectFindings(
            of: GeometryMustMatchFeatureType(), in: fixture, file: "opening.geojson")
        #expect(findings.first?.message.contains("expected a single LineString") == true)
    }

    @Test func nullAndPointGeometryOfPolygonalUnitAreReported() {
        var fixture = F.minimal
        fixture.replace(
            in: "unit.geojson",
            "\"geometry\": {\"type\": \"Polygon\", \"coordinates\": [[[-73.5499, 45.50005], [-73.5498, 45.50005], [-73.5498, 45.50015], [-73.5499, 45.50015], [-73.5499, 45.50005]]]}",
            with: "\"geometry\": ⚠️null")
        fixture.replace(
            in: "unit.geojson",
            "{\"type\": \"Polygon\", \"coordinates\": [[[-73.5498, 45.50005]",
            with: "{\"type\": ⚠️\"Point\", \"coordinates\": [-73.5498, 45.50005], \"x\": [[[-73.5498, 45.50005]")
        let findings = RuleExpectations.expectFindings(
            of: GeometryMustMatchFeatureType(), in: fixture, file: "unit.geojson")
        #expect(
            findings.map(\.message) == [
                "unit geometry is null; expected a Polygon or MultiPolygon",
                "unit geometry is a Point; expected a Polygon or MultiPolygon",
            ])
    }

    @Test func relationshipAcceptsAnyGeometryAndDetailAcceptsMultiLineString() {
        var fixture = F.minimal
        fixture.files["detail.geojson"] = F.collection(
            """
            {"type": "Feature", "id": "c1a2b3c4-d5e6-4f70-8a91-b2c3d4e5f607", "feature_type": "detail",
             "geometry": {"type": "MultiLineString", "coordinates": [[[-73.5499, 45.5001], [-73.5498, 45.5001]]]},
             "properties": {"level_id": "\(F.levelID)"}}
            """)
        fixture.files["relationship.geojson"] = F.collection(
            """
            {"type": "Feature", "id": "d1a2b3c4-d5e6-4f70-8a91-b2c3d4e5f608", "feature_type": "relationship",
             "geometry": {"type": "Point", "coordinates": [-73.5498, 45.5001]},
             "properties": {"category": "traversal", "direction": "undirected", "origin": null, "intermediary": null,
              "destination": null, "hours": null}}
            """)
        RuleExpectations.expectNoFindings(of: [GeometryMustMatchFeatureType()], in: fixture)
    }

    // MARK: Positions

    @Test func latitudeOutOfRangeIsAnErrorAtThePosition() {
        var fixture = F.minimal
        fixture.replace(
            in: "anchor.geojson", "\"coordinates\": [-73.54985, 45.50012]", with: "\"coordinates\": ⚠️[-73.54985, 95.5]")
        let findings = RuleExpectations.expectFindings(of: PositionMustBeInRange(), in: fixture, file: "anchor.geojson")
        #expect(findings.first?.message.contains("latitude 95.5 is outside [-90, 90]") == true)
    }

    @Test func longitudeOutOfRangeInARingCountsTheOthers() {
        var fixture = F.minimal
        fixture.replace(
            in: "unit.geojson", "[-73.5498, 45.50005], [-73.5498, 45.50015]",
            with: "⚠️[-273.5498, 45.50005], [-273.5498, 45.50015]")
        let findings = RuleExpectations.expectFindings(of: PositionMustBeInRange(), in: fixture, file: "unit.geojson")
        #expect(findings.first?.message.contains("and 1 more position") == true)
        #expect(findings.first?.location.path == ["features", 0, "geometry", "coordinates", 0, 1])
    }

    @Test func displayPointOutOfRangeIsReported() {
        var fixture = F.minimal
        fixture.replace(
            in: "level.geojson", "\"coordinates\": [-73.5498, 45.5001]", with: "\"coordinates\": ⚠️[-193.5498, 45.5001]")
        RuleExpectations.expectFindings(of: PositionMustBeInRange(), in: fixture, file: "level.geojson")
    }

    @Test func altitudeIsAWarningAtTheFirstPositionWithOne() {
        var fixture = F.minimal
        fixture.replace(
            in: "footprint.geojson", "[-73.5497, 45.50015], [-73.5499, 45.50015]",
            with: "⚠️[-73.5497, 45.50015, 12.5], [-73.5499, 45.50015, 12.5]")
        let findings = RuleExpectations.expectFindings(
            of: PositionShouldNotHaveAltitude(), in: fixture, file: "footprint.geojson")
        #expect(findings.first?.message.contains("(12.5)") == true)
        #expect(findings.first?.message.contains("2 positions") == true)
    }

    @Test func zeroZeroIsAWarning() {
        var fixture = F.minimal
        fixture.replace(
            in: "amenity.geojson", "\"coordinates\": [-73.54975, 45.50008]", with: "\"coordinates\": ⚠️[0, 0.0]")
        RuleExpectations.expectFindings(of: PositionShouldNotBeZeroZero(), in: fixture, file: "amenity.geojson")
        // Zero in one coordinate only is a real place.
        var equator = F.minimal
        equator.replace(
            in: "amenity.geojson", "\"coordinates\": [-73.54975, 45.50008]", with: "\"coordinates\": [-73.54975, 0]")
        RuleExpectations.expectNoFindings(of: [PositionShouldNotBeZeroZero()], in: equator)
    }

    @Test func swappedPointFarFromTheVenueIsAWarning() {
        var fixture = F.minimal
        fixture.replace(
            in: "anchor.geojson", "\"coordinates\": [-73.54985, 45.50012]",
            with: "\"coordinates\": ⚠️[45.50012, -73.54985]")
        let findings = RuleExpectations.expectFindings(
            of: CoordinatesShouldNotBeSwapped(), in: fixture, file: "anchor.geojson")
        #expect(findings.first?.message.contains("swapped it would lie 4 m from it") == true, "\(findings)")
    }

    @Test func swappedLatitudeBeyondNinetyIsAWarning() {
        var fixture = F.minimal
        fixture.replace(
            in: "amenity.geojson", "\"coordinates\": [-73.54975, 45.50008]",
            with: "\"coordinates\": ⚠️[45.50008, -173.54975]")
        RuleExpectations.expectFindings(of: CoordinatesShouldNotBeSwapped(), in: fixture, file: "amenity.geojson")
    }

    @Test func distantButUnswappableFeatureIsNotCalledSwapped() {
        var fixture = F.minimal
        // 30 km away, but swapping would not bring it near the venue either.
        fixture.replace(
            in: "anchor.geojson", "\"coordinates\": [-73.54985, 45.50012]", with: "\"coordinates\": [-73.2, 45.6]")
        RuleExpectations.expectNoFindings(of: [CoordinatesShouldNotBeSwapped()], in: fixture)
    }

    // MARK: RingMustNotSelfIntersect

    @Test func bowTieRingIsReportedAtTheLaterCrossingSegment() {
        var fixture = F.minimal
        fixture.replace(
            in: "unit.geojson",
            "[[-73.5499, 45.50005], [-73.5498, 45.50005], [-73.5498, 45.50015], [-73.5499, 45.50015], [-73.5499, 45.50005]]",
            with:
                "[[-73.5499, 45.50005], [-73.5498, 45.50005], [-73.5499, 45.50015], ⚠️[-73.5498, 45.50015], [-73.5499, 45.50005]]"
        )
        let findings = RuleExpectations.expectFindings(
            of: RingMustNotSelfIntersect(), in: fixture, file: "unit.geojson")
        #expect(findings.first?.message.contains("segment 3 crosses segment 1") == true)
        #expect(findings.first?.notes.first?.location.path == ["features", 0, "geometry", "coordinates", 0, 1])
    }

    @Test func spikeInAHoleOfAMultiPolygonIsReported() {
        var fixture = F.minimal
        // A MultiPolygon venue whose second part has a hole that doubles back on itself.
        fixture.replace(
            in: "venue.geojson",
            "{\"type\": \"Polygon\", \"coordinates\": [[[-73.5500, 45.5000], [-73.5496, 45.5000], [-73.5496, 45.5002], [-73.5500, 45.5002], [-73.5500, 45.5000]]]}",
            with: """
                {"type": "MultiPolygon", "coordinates": [[[[-73.5500, 45.5000], [-73.5496, 45.5000], [-73.5496, 45.5002], [-73.5500, 45.5002], [-73.5500, 45.5000]]],
                 [[[-73.5490, 45.5000], [-73.5480, 45.5000], [-73.5480, 45.5010], [-73.5490, 45.5010], [-73.5490, 45.5000]],
                  [[-73.5488, 45.5002], [-73.5488, 45.5008], ⚠️[-73.5486, 45.5008], [-73.5488, 45.5008], [-73.5488, 45.5002]]]]}
                """)
        let findings = RuleExpectations.expectFindings(
            of: RingMustNotSelfIntersect(), in: fixture, file: "venue.geojson")
        #expect(findings.first?.message.hasPrefix("hole 1 intersects itself: segment 2 touches segment 0") == true)
        #expect(findings.first?.location.path == ["features", 0, "geometry", "coordinates", 1, 1, 2])
    }

    @Test func clockwiseAndUnclosedRingsAreNotThisRulesBusiness() {
        var fixture = F.minimal
        // Clockwise exterior (the GeoJSON layer warns about winding) and an unclosed ring (the GeoJSON layer
        // reports it): neither is a self-intersection.
        fixture.replace(
            in: "footprint.geojson",
            "[[-73.5499, 45.50005], [-73.5497, 45.50005], [-73.5497, 45.50015], [-73.5499, 45.50015], [-73.5499, 45.50005]]",
            with:
                "[[-73.5499, 45.50005], [-73.5499, 45.50015], [-73.5497, 45.50015], [-73.5497, 45.50005], [-73.5499, 45.50005]]"
        )
        fixture.replace(
            in: "level.geojson",
            "[[-73.5499, 45.50005], [-73.5497, 45.50005], [-73.5497, 45.50015], [-73.5499, 45.50015], [-73.5499, 45.50005]]",
            with:
                "[[-73.5499, 45.50005], [-73.5497, 45.50005], [-73.5497, 45.50015], [-73.5499, 45.50015], [-73.5498, 45.5]]"
        )
        RuleExpectations.expectNoFindings(of: [RingMustNotSelfIntersect()], in: fixture)
    }
}
