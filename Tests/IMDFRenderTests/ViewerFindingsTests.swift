import Foundation
import GeoJSON
import IMDFTestSupport
import Testing

@testable import IMDFKit
@testable import IMDFRender

/// Findings on the map, and the drawing's title and legend.
@Suite struct ViewerFindingsTests {
    static func mistakes() throws -> VenueGraph {
        VenueGraph(try IMDF.Archive(contentsOf: TestData.sampleVenue("HarbourviewQuayWithMistakes")))
    }

    @Test func everyFindingIsEmbeddedAndThoseAtAFeatureOnALevelAreMarked() throws {
        let graph = try Self.mistakes()
        let diagnostics = Validator().validate(graph.archive).diagnostics
        let findings = FindingMarker.markers(for: diagnostics, in: graph)
        #expect(findings.count == diagnostics.count)
        #expect(findings.contains { $0.coordinate != nil && $0.level != nil })
        for finding in findings where finding.coordinate != nil {
            #expect(finding.featureID != nil)
            #expect(!finding.location.isEmpty)
        }
        let html = try HTMLViewer(graph: graph).page(findings: findings)
        let start = try #require(html.range(of: "<script type=\"application/json\" id=\"findings-data\">"))
        let end = try #require(html[start.upperBound...].range(of: "</script>"))
        let json = try JSONReader().value(from: Array(html[start.upperBound..<end.lowerBound].utf8))
        guard case .array(let entries) = json else {
            Issue.record("findings-data is not an array")
            return
        }
        #expect(entries.count == findings.count)
        let placed = findings.filter {
            $0.coordinate != nil && $0.level.flatMap { graph[$0].properties.ordinal } != nil
        }.count
        #expect(html.components(separatedBy: "<circle class=\"finding finding-").count - 1 == placed)
        #expect(html.contains("id=\"finding-list\""))
        #expect(html.contains("Findings (\(findings.count)"))
        for case .object(let entry) in entries {
            #expect(entry["rule"]?.stringValue != nil && entry["location"] != nil && entry["severity"] != nil)
        }
    }

    @Test func aFindingNamesItsFileLineAndColumn() throws {
        let graph = try RenderFixture.graph()
        let diagnostic = Diagnostic(
            severity: .warning, rule: "TestRule", message: "a <test> finding",
            location: Diagnostic.Location(file: "unit.geojson", line: 12, column: 5, featureID: RenderFixture.cafeID))
        let finding = try #require(FindingMarker.markers(for: [diagnostic], in: graph).first)
        #expect(finding.location == "unit.geojson:12:5")
        #expect(finding.featureID == RenderFixture.cafeID)
        #expect(finding.level.flatMap { graph[$0].properties.ordinal } == 0)
        let cafe = try #require(graph.handle(for: FeatureID(RenderFixture.cafeID), as: IMDF.UnitProperties.self))
        let display = try #require(graph[cafe].properties.displayPoint)
        #expect(finding.coordinate == Coordinate(latitude: display.latitude, longitude: display.longitude))
        let html = try HTMLViewer(graph: graph).page(findings: [finding])
        #expect(html.contains("a \\u003ctest> finding"))
        #expect(!html.contains("a <test> finding"))
    }

    @Test func theTitleNamesVenueBuildingLevelAndOrdinal() throws {
        let graph = try RenderFixture.graph()
        let svg = try SVGRenderer(graph: graph).render(.level(RenderFixture.groundLevel)).svg
        let title = try #require(RenderFixture.tags(withClass: "map-title", in: svg).first)
        #expect(title.contains(">Harbourview Quay · Harbourview Interchange: Ground Level · ordinal 0</text>"))
    }

    @Test func theLegendListsEveryKindPresentAndNoOther() throws {
        let graph = try RenderFixture.graph()
        let svg = try SVGRenderer(graph: graph).render(.ordinal(0)).svg
        for entry in ["Rooms", "Doors", "Fixtures", "Kiosks", "Restroom amenities", "Other amenities"] {
            #expect(svg.contains(">\(entry)</text>"), "\(entry) missing")
        }
        for entry in ["Position (fix)", "Track", "Route", "Finding: error"] {
            #expect(!svg.contains(">\(entry)</text>"), "\(entry) present")
        }
        let withFix = try SVGRenderer(graph: graph).render(.automatic, fix: RenderFixture.cafeFix).svg
        #expect(withFix.contains(">Position (fix)</text>"))
        #expect(RenderFixture.tags(withClass: "fix-dot", in: withFix).count == 1)  // the legend's symbol is a swatch
        var options = RenderOptions()
        options.showsAmenities = false
        let bare = try SVGRenderer(graph: graph, options: options).render(.ordinal(0)).svg
        #expect(!bare.contains("amenities</text>"))
    }
}
