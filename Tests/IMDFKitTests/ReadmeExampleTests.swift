import IMDFKit
import IMDFTestSupport
import Testing

/// The README's library example, kept compiling and true (it is the same code, with its output checked).
@Suite("README example")
struct ReadmeExampleTests {
    @Test func libraryExampleRuns() throws {
        let archive = try IMDF.Archive(contentsOf: TestData.sampleVenue("HarbourviewQuay.zip"))
        let report = Validator().validate(archive)
        #expect(report.count(of: .error) == 0)

        let graph = VenueGraph(archive)
        var lines: [String] = []
        for ordinal in graph.ordinals.reversed() {  // lift-panel order
            for level in graph.levels(withOrdinal: ordinal) {
                let name = graph[level].properties.shortName?.bestMatch(for: ["en"]) ?? "?"
                lines.append("\(ordinal) \(name) \(graph.units(on: level).count) units")
            }
        }
        #expect(lines.first?.hasPrefix("1 ") == true && lines.last == "-1 B1 12 units")

        let locator = Locator(graph: graph)  // build once, query many times
        let result = try locator.locate(
            Fix(latitude: 45.503136, longitude: -73.5507646, horizontalAccuracy: 5, floor: 0))
        let best = try #require(result.best)
        #expect(graph[best.unit].properties.name?.bestMatch(for: ["en"]) == "Café du Quai")
        #expect(best.occupants.map { graph[$0].properties.name?.bestMatch(for: ["en"]) ?? "?" } == ["Café du Quai"])
    }
}
