import GeoJSON
import Testing

@testable import IMDFKit

@Suite("Validation fixtures")
struct ArchiveFixtureTests {
    @Test func minimalFixtureDecodesCleanly() {
        let archive = ArchiveFixture.minimal.archive()
        #expect(archive.diagnostics.isEmpty, "\(archive.diagnostics)")
        #expect(archive.propertyFindings.isEmpty, "\(archive.propertyFindings)")
        #expect(archive.units.count == 2)
        let graph = VenueGraph(archive)
        #expect(graph.referenceProblems.isEmpty, "\(graph.referenceProblems)")
    }

    @Test func minimalFixtureValidatesWithoutErrorsOrWarnings() {
        let report = ArchiveFixture.minimal.validate()
        #expect(!report.hasErrors && !report.hasWarnings, "\(report.diagnostics)")
    }

    @Test func markersGivePositions() throws {
        var fixture = ArchiveFixture.minimal
        fixture.replace(
            in: "unit.geojson", "\"id\": \"\(ArchiveFixture.hallID)\"", with: "\"id\": ⚠️\"\(ArchiveFixture.roomID)\"")
        let positions = fixture.expectedPositions(in: "unit.geojson")
        #expect(positions.count == 1)
        let report = fixture.validate(rules: [FeatureIdMustBeUnique()])
        let found = report.diagnostics(of: "FeatureIdMustBeUnique")
        let duplicate = try #require(found.first)
        #expect(duplicate.location.file == "unit.geojson")
        #expect(duplicate.location.line == positions.first?.line)
        #expect(duplicate.location.column == positions.first?.column)
        #expect(duplicate.location.featureID == ArchiveFixture.roomID)
        #expect(duplicate.notes.count == 1)
    }
}
