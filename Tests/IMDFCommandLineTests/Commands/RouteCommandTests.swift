import Foundation
import Testing

@testable import IMDFCommandLine

/// `imdf route`: directions, the options, the three formats, and every exit code.
@Suite struct RouteCommandTests {
    /// Gallery 4 on the museum's upper floor, and Platform 2 two levels down in the interchange.
    static let gallery = "43649a89"
    static let platform = "3de5ebf7-5e28-4f48-8a9a-5dc5f80a6b19"

    @Test func textDirectionsTakeTheStairsAndNameEachStep() {
        let run = IMDFRun(["route", Samples.zip, "--from", Self.gallery, "--to", Self.platform])
        #expect(run.status == 0)
        #expect(run.standardError.isEmpty)
        let lines = run.standardOutput.split(separator: "\n").map(String.init)
        #expect(
            lines.first
                == "route from unit 43649a89-9a8d-4659-96f6-e95f76d811ff room \"Gallery 4: The Harbour\" to unit "
                + "3de5ebf7-5e28-4f48-8a9a-5dc5f80a6b19 platform \"Platform 2\"")
        #expect(lines.dropFirst().first == "  1. start in Gallery 4: The Harbour, level 1 \"Museum Upper Floor\"")
        #expect(
            lines.contains {
                $0.contains("take Stairs B (stairs, relationship) down to level G \"Museum Ground Floor\"")
            })
        #expect(
            lines.contains { $0.contains("take Stairs A (stairs, stacked units) down to level B1 \"Platform Level\"") })
        #expect(lines.contains { $0.contains("through Museum Entrance to Forecourt Plaza (level G \"Forecourt\")") })
        #expect(lines.dropLast().last?.hasSuffix("arrive in Platform 2, 15 m") == true)
        #expect(lines.last?.hasSuffix("(walking at 1.3 m/s; 2 level changes)") == true)
    }

    @Test func accessibleTakesTheElevators() {
        let run = IMDFRun(["route", Samples.zip, "--from", Self.gallery, "--to", Self.platform, "--accessible"])
        #expect(run.status == 0)
        #expect(run.standardOutput.contains("take Elevator B (elevator, relationship) down to level G"))
        #expect(run.standardOutput.contains("take Elevator A (elevator, relationship) down to level B1"))
        #expect(!run.standardOutput.contains("Stairs"))
    }

    @Test func jsonShape() throws {
        let object = try #require(
            IMDFRun([
                "route", Samples.directory, "--from", Self.gallery, "--to", Self.platform,
                "--format", "json",
            ]).json as? [String: Any])
        #expect(object["found"] as? Bool == true)
        let from = try #require(object["from"] as? [String: Any])
        #expect(from["input"] as? String == Self.gallery)
        #expect(from["type"] as? String == "feature")
        #expect((from["feature"] as? [String: Any])?["name"] as? String == "Gallery 4: The Harbour")
        #expect((object["options"] as? [String: Any])?["accessible"] as? Bool == false)
        let legs = try #require(object["legs"] as? [[String: Any]])
        #expect(legs.map { $0["ordinal"] as? Int } == [1, 0, 0, 0, -1])
        for leg in legs {
            let coordinates = try #require(leg["coordinates"] as? [[Double]])
            #expect(coordinates.allSatisfy { $0.count == 2 && abs($0[0] + 73.55) < 0.01 && abs($0[1] - 45.503) < 0.01 })
            #expect((leg["length_m"] as? Double ?? -1) >= 0)
            #expect((leg["level"] as? [String: Any])?["id"] is String)
        }
        let transitions = try #require(object["transitions"] as? [[String: Any]])
        #expect(transitions.map { $0["mode"] as? String } == ["stairs", "stairs"])
        #expect(transitions.map { $0["ordinals"] as? [Int] } == [[1, 0], [0, -1]])
        let sources = transitions.compactMap { ($0["sources"] as? [[String: Any]])?.first?["type"] as? String }
        #expect(sources == ["relationship", "overlapping_units"])
        let steps = try #require(object["steps"] as? [[String: Any]])
        #expect(steps.first?["kind"] as? String == "start")
        #expect(steps.last?["kind"] as? String == "arrive")
        #expect(steps.filter { $0["kind"] as? String == "transition" }.count == 2)
        let walked = steps.compactMap { $0["distance_m"] as? Double }.reduce(0, +)
        #expect(abs(walked - (object["distance_m"] as? Double ?? 0)) < 0.01)
        #expect((object["duration_s"] as? Double ?? 0) > walked / 1.3)
    }

    @Test func geojsonHasALineStringPerLegAndPointsForTransitions() throws {
        let run = IMDFRun(["route", Samples.zip, "--from", Self.gallery, "--to", Self.platform, "--format", "geojson"])
        #expect(run.status == 0)
        let object = try #require(run.json as? [String: Any])
        #expect(object["type"] as? String == "FeatureCollection")
        let features = try #require(object["features"] as? [[String: Any]])
        let legs = features.filter { ($0["properties"] as? [String: Any])?["role"] as? String == "leg" }
        #expect(legs.count == 5)
        for leg in legs {
            #expect((leg["geometry"] as? [String: Any])?["type"] as? String == "LineString")
            let properties = try #require(leg["properties"] as? [String: Any])
            #expect(properties["level_id"] is String)
            #expect(properties["ordinal"] is Int)
            #expect(properties["length_m"] is Double)
        }
        let transitions = features.filter { ($0["properties"] as? [String: Any])?["role"] as? String == "transition" }
        #expect(transitions.count == 2)
        #expect(transitions.allSatisfy { ($0["geometry"] as? [String: Any])?["type"] as? String == "Point" })
        #expect(
            transitions.compactMap { ($0["properties"] as? [String: Any])?["mode"] as? String } == ["stairs", "stairs"])
        #expect(features.contains { ($0["properties"] as? [String: Any])?["role"] as? String == "start" })
        #expect(features.contains { ($0["properties"] as? [String: Any])?["role"] as? String == "end" })
    }

    @Test func placesCanBePointsOccupantsAndPrefixes() {
        // From a point on the platform level (located as `where` locates it) to La Marée's occupant.
        let run = IMDFRun(["route", Samples.zip, "--from", "45.5031,-73.5510,-1", "--to", "07c6e3bd"])
        #expect(run.status == 0)
        #expect(run.standardOutput.hasPrefix("route from point 45.5031, -73.551 on ordinal -1 to occupant 07c6e3bd"))
        #expect(run.standardOutput.contains("arrive in La Marée"))
    }

    @Test func noRouteExitsOneWithTheReason() throws {
        let outside = IMDFRun(["route", Samples.zip, "--from", "45.6,-73.55", "--to", Self.platform])
        #expect(outside.status == 1)
        #expect(outside.standardError == "no route: the start lies in no unit a route can use\n")
        // Bicycle Parking opens only onto the Quay Steps.
        let steps = IMDFRun([
            "route", Samples.zip, "--from", Self.platform, "--to", "3653ac9e", "--accessible", "--format", "json",
        ])
        #expect(steps.status == 1)
        #expect(steps.standardError.hasPrefix("no accessible route"))
        let object = try #require(steps.json as? [String: Any])
        #expect(object["found"] as? Bool == false)
        #expect(object["reason"] as? String == "only_inaccessible")
        #expect(object["legs"] == nil)
        let geojson = IMDFRun([
            "route", Samples.zip, "--from", Self.platform, "--to", "3653ac9e", "--accessible", "--format", "geojson",
        ])
        #expect(geojson.status == 1)
        #expect(((geojson.json as? [String: Any])?["features"] as? [Any])?.isEmpty == true)
    }

    @Test(arguments: [
        (["--from", "45.5,abc", "--to", "43649a89"], "--from expects LAT,LON[,ORDINAL]"),
        (["--from", "95,-73.55", "--to", "43649a89"], "invalid point for --from"),
        (["--from", "45.5031,-73.551,7", "--to", "43649a89"], "--from: no level has ordinal 7"),
        (["--from", "43649a89", "--to", "ffffffff"], "--to: no feature has ID 'ffffffff'"),
        (
            ["--from", "43649a89", "--to", "a9ea5567-e2d9-410c-a329-ae6e0cca1845"],
            "is a level; a route starts or ends at"
        ),
        (["--from", "43649a89"], "--to"),
    ])
    func badPlacesAreUsageErrors(arguments: [String], message: String) {
        let run = IMDFRun(["route", Samples.zip] + arguments)
        #expect(run.status == 64)
        #expect(run.standardOutput.isEmpty)
        #expect(run.standardError.contains(message), "\(run.standardError)")
    }

    @Test func missingArchiveAndUnreadableUnitsUseTheirCodes() throws {
        #expect(
            IMDFRun(["route", "/nonexistent/venue.zip", "--from", Self.gallery, "--to", Self.platform]).status == 66)
        let broken = try Samples.directoryCopy(replacing: "unit.geojson", with: "{\"type\": ")
        #expect(IMDFRun(["route", broken.path, "--from", Self.gallery, "--to", Self.platform]).status == 65)
    }

    @Test func helpDescribesPlacesAndExitCodes() {
        let run = IMDFRun(["route", "--help"])
        #expect(run.status == 0)
        #expect(run.standardOutput.contains("LAT,LON[,ORDINAL]"))
        #expect(run.standardOutput.contains("Exit status: 0 with a route; 1 without one"))
    }
}
