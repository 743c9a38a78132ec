import GeoJSON
import Testing

@testable import IMDFKit

/// Group D rules on the minimal fixture: each orphan is reported at its feature, and the clean fixture
/// (where everything is referenced) triggers nothing.
@Suite("Validation rules: references")
struct ReferenceRuleTests {
    typealias F = ArchiveFixture
    let minimal = ArchiveFixture.minimal

    @Test(arguments: Validator.referenceRules.map(\.id))
    func cleanFixtureTriggersNothing(rule: String) throws {
        let rule = try #require(Validator.referenceRules.first { $0.id == rule })
        #expect(minimal.findings(of: rule).isEmpty)
    }

    /// The minimal fixture with one more feature appended to a file (`⚠️` marks where it starts).
    func adding(_ feature: String, to path: String) -> ArchiveFixture {
        minimal.replacing(in: path, "\n]}\n", with: ",\n⚠️" + feature + "\n]}\n")
    }

    @Test func unreferencedAddress() {
        adding(
            "{\"type\": \"Feature\", \"id\": \"d3a8e5f0-1b2c-4d3e-8f40-5a6b7c8d9e01\", \"feature_type\": \"address\", \"geometry\": null, \"properties\": {\"address\": \"2 Quay\", \"locality\": \"Montreal\", \"country\": \"CA\"}}",
            to: "address.geojson"
        )
        .expectFindings(of: OrphanAddress(), in: "address.geojson", severity: .info)
    }

    @Test func unusedAnchor() {
        adding(
            "{\"type\": \"Feature\", \"id\": \"e4b9f6a1-2c3d-4e4f-9051-6b7c8d9e0f12\", \"feature_type\": \"anchor\", \"geometry\": {\"type\": \"Point\", \"coordinates\": [-73.54985, 45.5001]}, \"properties\": {\"address_id\": null, \"unit_id\": \"\(F.roomID)\"}}",
            to: "anchor.geojson"
        )
        .expectFindings(of: OrphanAnchor(), in: "anchor.geojson", severity: .info)
    }

    @Test func unusedAnchorIsStillListedWhenAFileIsUnreadable() {
        var fixture = adding(
            "{\"type\": \"Feature\", \"id\": \"e4b9f6a1-2c3d-4e4f-9051-6b7c8d9e0f12\", \"feature_type\": \"anchor\", \"geometry\": {\"type\": \"Point\", \"coordinates\": [-73.54985, 45.5001]}, \"properties\": {\"address_id\": null, \"unit_id\": \"\(F.roomID)\"}}",
            to: "anchor.geojson")
        fixture.files["kiosk.geojson"] = "{\"type\": \"FeatureCollection\", \"features\": [,]}"
        let found = fixture.findings(of: OrphanAnchor())
        #expect(found.count == 1)
        #expect(found.first?.notes.first?.location.file == "kiosk.geojson")
    }

    @Test func buildingWithoutFootprintOrLevel() {
        let fixture = adding(
            "{\"type\": \"Feature\", \"id\": \"f5c0a7b2-3d4e-4f50-a162-7c8d9e0f1a23\", \"feature_type\": \"building\", \"geometry\": null, \"properties\": {\"name\": null, \"category\": \"parking\", \"address_id\": null}}",
            to: "building.geojson")
        fixture.expectFindings(of: BuildingWithoutFootprint(), in: "building.geojson", severity: .info)
        fixture.expectFindings(of: BuildingWithoutLevel(), in: "building.geojson", severity: .info)
    }

    @Test func levelWithoutUnits() {
        adding(
            "{\"type\": \"Feature\", \"id\": \"a6d1b8c3-4e5f-4061-b273-8d9e0f1a2b34\", \"feature_type\": \"level\", \"geometry\": {\"type\": \"Polygon\", \"coordinates\": [[[-73.5499, 45.50005], [-73.5497, 45.50005], [-73.5497, 45.50015], [-73.5499, 45.50005]]]}, \"properties\": {\"category\": \"unspecified\", \"outdoor\": false, \"ordinal\": 1, \"name\": {\"en\": \"Upper\"}, \"short_name\": {\"en\": \"1\"}, \"building_ids\": [\"\(F.buildingID)\"]}}",
            to: "level.geojson"
        )
        .expectFindings(of: LevelWithoutUnits(), in: "level.geojson", severity: .info)
    }

    @Test func noUnitQualifiedAddress() {
        let found = minimal.replacing(in: "address.geojson", "\"unit\": \"2A\"", with: "\"unit\": null")
            .findings(of: ZeroCountOfUnitQualifiedAddresses())
        #expect(found.count == 1)
        #expect(found.first?.severity == .info && found.first?.location.file == "address.geojson")
    }
}
