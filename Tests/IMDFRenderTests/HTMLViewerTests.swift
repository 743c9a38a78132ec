import Foundation
import GeoJSON
import Testing

@testable import IMDFKit
@testable import IMDFRender

/// The static viewer page: self-contained, one drawing per ordinal, a search index that parses.
@Suite struct HTMLViewerTests {
    @Test func onePickerButtonAndOneDrawingPerOrdinalHighestFirst() throws {
        let graph = try RenderFixture.graph()
        let html = try HTMLViewer(graph: graph).page()
        let sections = html.split(separator: "\n").filter { $0.contains("<section class=\"floor\"") }
        #expect(sections.compactMap { RenderFixture.attribute("data-ordinal", in: $0) } == ["1", "0", "-1"])
        #expect(sections.filter { !$0.contains("hidden=") }.count == 1)
        let buttons = html.split(separator: "\n").filter { $0.contains("<button type=\"button\" data-ordinal=") }
        #expect(buttons.compactMap { RenderFixture.attribute("data-ordinal", in: $0) } == ["1", "0", "-1"])
        // The drawings (the legend's copy has no xmlns).
        #expect(html.components(separatedBy: "<svg xmlns=").count - 1 == 3)
    }

    @Test func pageIsSelfContained() throws {
        let html = try HTMLViewer(graph: RenderFixture.graph()).page()
        #expect(!html.contains("src="))
        #expect(!html.contains("href="))
        #expect(!html.contains("http://") || html.components(separatedBy: "http://").count - 1 == 3)  // only SVG xmlns
        #expect(html.contains("window.onerror"))
        #expect(html.hasPrefix("<!DOCTYPE html>\n"))
    }

    @Test func searchIndexParsesAndCoversUnitsOccupantsAndAmenities() throws {
        let graph = try RenderFixture.graph()
        let viewer = HTMLViewer(graph: graph)
        let entries = viewer.searchEntries()
        #expect(Set(entries.map(\.kind)) == ["unit", "occupant", "amenity"])
        let unitIDs = Set(graph.archive.units.compactMap { $0.id?.description })
        #expect(entries.allSatisfy { unitIDs.contains($0.unitID) })
        let html = try viewer.page()
        let start = try #require(html.range(of: "<script type=\"application/json\" id=\"search-index\">"))
        let end = try #require(html[start.upperBound...].range(of: "</script>"))
        let json = try JSONReader().value(from: Array(html[start.upperBound..<end.lowerBound].utf8))
        guard case .array(let array) = json else {
            Issue.record("index is not an array")
            return
        }
        #expect(array.count == entries.count)
    }

    @Test func namesCannotBreakOutOfTheIndexScript() throws {
        let graph = try RenderFixture.graph(
            replacing: "\"en\": \"Café du Quai\"", with: #""en": "</script><b>x""#, in: "unit.geojson")
        let html = try HTMLViewer(graph: graph).page()
        #expect(!html.contains("</script><b>"))
        #expect(html.contains("\\u003c/script>\\u003cb>x"))
        #expect(html.contains("&lt;/script&gt;&lt;b&gt;x"))
    }

    @Test func fixIsDrawnOnItsOrdinalWhichIsShownFirst() throws {
        let html = try HTMLViewer(graph: RenderFixture.graph()).page(fix: RenderFixture.cafeFix)
        #expect(html.components(separatedBy: "class=\"fix-dot\"").count - 1 == 1)
        let visible = html.split(separator: "\n").filter {
            $0.contains("<section class=\"floor\"") && !$0.contains("hidden=")
        }
        #expect(visible.compactMap { RenderFixture.attribute("data-ordinal", in: $0) } == ["0"])
        #expect(html.contains("var initialOrdinal = 0;"))
    }
}
