import Foundation
import Testing

@testable import IMDFCommandLine

/// `imdf levels`: the lift-panel table and its JSON.
@Suite struct LevelsCommandTests {
    @Test func tableListsLevelsHighestFirst() {
        let run = IMDFRun(["levels", Samples.zip])
        #expect(run.status == 0)
        let lines = run.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.count == 7)
        #expect(lines[0].hasPrefix("ORDINAL  SHORT  NAME"))
        #expect(lines[1].contains("Museum Upper Floor"))
        #expect(lines[6].contains("Platform Level") && lines[6].hasPrefix("     -1  B1"))
        #expect(lines.contains { $0.contains("Forecourt") && $0.contains(" yes ") })
        #expect(run.standardError == "6 levels\n")
    }

    @Test func langPicksTheLabelLanguage() {
        let run = IMDFRun(["levels", "--lang", "fr", Samples.directory])
        #expect(run.standardOutput.contains("Niveau des quais"))
        #expect(run.standardOutput.contains(" S1 "))
    }

    @Test func jsonHasTheDocumentedShape() throws {
        let run = IMDFRun(["levels", "--format", "json", Samples.directory])
        #expect(run.status == 0)
        let rows = try #require(run.json as? [[String: Any]])
        #expect(rows.map { $0["ordinal"] as? Int } == [1, 1, 0, 0, 0, -1])
        let platform = try #require(rows.last)
        #expect(platform["id"] as? String == "1f3963d3-50c6-4d34-b6e8-552d6096c851")
        #expect(platform["short_name"] as? String == "B1")
        #expect(platform["units"] as? Int == 12)
        #expect(platform["outdoor"] as? Bool == false)
        let buildings = try #require(platform["buildings"] as? [[String: Any]])
        #expect(buildings.first?["name"] as? String == "Harbourview Interchange")
        let bbox = try #require(platform["bbox"] as? [Double])
        // The level polygon as written (its units tile it exactly), not rounded through the projection.
        #expect(bbox == [-73.5512, 45.5031, -73.5506877, 45.5034599])
        let rect = try #require(platform["map_rect"] as? [String: Double])
        #expect((rect["width"] ?? 0) > 0 && (rect["height"] ?? 0) > 0)
    }

    @Test func unitFileThatIsNotJSONIsADataError() throws {
        let venue = try Samples.directoryCopy(
            replacing: "unit.geojson", with: "{\"type\": \"FeatureCollection\", \"features\": [}")
        let run = IMDFRun(["levels", venue.path])
        #expect(run.status == 65)
        #expect(run.standardError.contains("unit.geojson:1:"))
        #expect(run.standardError.contains("is not valid JSON"))
    }
}
