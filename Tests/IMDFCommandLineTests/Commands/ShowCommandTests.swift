import Foundation
import Testing

@testable import IMDFCommandLine

/// `imdf show`: one feature with its properties and links.
@Suite struct ShowCommandTests {
    @Test func unitShowsItsLevelAmenitiesAnchorsOccupantsAndBuilding() {
        let run = IMDFRun(["show", Samples.zip, Samples.restaurantUnitID])
        #expect(run.status == 0)
        let text = run.standardOutput
        #expect(text.hasPrefix("unit \(Samples.restaurantUnitID) foodservice \"La Marée\"\n  defined at unit.geojson:"))
        #expect(text.contains("  level_id → level 8503bfd6-607d-47e8-9340-61801e592ec7"))
        #expect(text.contains("  anchor e8caa2a5-f281-4e6d-8443-bc87a904bd7f (unit_id)"))
        #expect(
            text.contains("occupant 07c6e3bd-f255-43fd-a1dd-a4b8ce6bd9a2 seafood \"La Marée\" (via anchor → anchor_id)")
        )
        #expect(text.contains("\"Harbourview Maritime Museum\" (via level_id → building_ids)"))
        #expect(text.contains("    \"category\": \"foodservice\""))
    }

    @Test func occupantShowsItsAnchorUnitAndLevel() throws {
        let run = IMDFRun(["show", "--format", "json", Samples.directory, "07c6e3bd-f255-43fd-a1dd-a4b8ce6bd9a2"])
        #expect(run.status == 0)
        let object = try #require(run.json as? [String: Any])
        #expect(object["type"] as? String == "occupant")
        #expect(object["file"] as? String == "occupant.geojson")
        #expect((object["properties"] as? [String: Any])?["hours"] as? String != nil)
        let outgoing = try #require(object["outgoing"] as? [[String: Any]])
        #expect(outgoing.map { $0["property"] as? String } == ["anchor_id"])
        #expect(outgoing.first?["resolved"] as? Bool == true)
        let indirect = try #require(object["indirect"] as? [[String: Any]])
        let types = indirect.compactMap { ($0["feature"] as? [String: Any])?["type"] as? String }
        #expect(types == ["unit", "level", "building"])
    }

    @Test func levelGetsItsSummary() throws {
        let object = try #require(
            IMDFRun(["show", "--format", "json", Samples.zip, "1f3963d3"]).json as? [String: Any])
        let summary = try #require(object["level_summary"] as? [String: Any])
        #expect(summary["units"] as? Int == 12)
        let incoming = try #require(object["incoming"] as? [[String: Any]])
        #expect(incoming.count >= 12)
    }

    @Test func danglingReferenceIsListedAsUnresolved() throws {
        let object = try #require(
            IMDFRun(["show", "--format", "json", Samples.mistakes, "05e5da24-130b-48e1-9139-1b24531cc5f7"]).json
                as? [String: Any])
        let outgoing = try #require(object["outgoing"] as? [[String: Any]])
        let unit = try #require(outgoing.first { $0["property"] as? String == "unit_id" })
        #expect(unit["resolved"] as? Bool == false)
        #expect((unit["feature"] as? [String: Any])?["id"] as? String == "0d2392e7-1c40-458a-8a92-fc89c7abd472")
    }

    @Test func unknownOrAmbiguousIDExitsOne() {
        let unknown = IMDFRun(["show", Samples.zip, "ffffffff-0000"])
        #expect(unknown.status == 1)
        #expect(unknown.standardError == "error: no feature has ID 'ffffffff-0000'\n")
        // A short prefix is not looked up at all, and the message says how long one must be.
        let short = IMDFRun(["show", Samples.zip, "8c1"])
        #expect(short.status == 64)
        #expect(
            short.standardError.hasPrefix(
                "error: no feature has ID '8c1', and an ID prefix needs at least 4 characters (got 3)\n"))
    }
}
