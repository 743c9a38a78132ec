import Foundation
import Testing

@testable import IMDFCommandLine

/// `imdf where`: matches per level, occupants, nearby units, formats, and every exit code.
@Suite struct WhereCommandTests {
    let point = ["--lat", Samples.restaurant.latitude, "--lon", Samples.restaurant.longitude]

    @Test func findsTheRestaurantWithItsOccupantAndNearestOpening() {
        let run = IMDFRun(["where", Samples.zip] + point)
        #expect(run.status == 0)
        #expect(run.standardError.isEmpty)
        let text = run.standardOutput
        #expect(
            text.contains(
                "level G \"Museum Ground Floor\" (ordinal 0, 8503bfd6-607d-47e8-9340-61801e592ec7), building Harbourview Maritime Museum"
            ))
        #expect(text.contains("  unit \(Samples.restaurantUnitID) foodservice \"La Marée\"\n"))
        #expect(text.contains("    occupant La Marée (seafood), hours Tu-Sa 11:30-14:30,17:30-22:00; Su 11:00-15:00\n"))
        #expect(text.contains("    nearest opening "))
    }

    @Test func ordinalLimitsTheLevelsSearched() throws {
        let all = try #require(
            IMDFRun(["where", "--format", "json", Samples.directory] + point).json as? [String: Any])
        let allMatches = try #require(all["matches"] as? [[String: Any]])
        let ground = try #require(
            IMDFRun(["where", "--format", "json", "--ordinal", "0", Samples.directory] + point).json as? [String: Any])
        let groundMatches = try #require(ground["matches"] as? [[String: Any]])
        #expect(allMatches.count > groundMatches.count)
        #expect(groundMatches.allSatisfy { ($0["level"] as? [String: Any])?["ordinal"] as? Int == 0 })
        let level = IMDFRun(["where", "--level", "8503bfd6-607d-47e8-9340-61801e592ec7", Samples.directory] + point)
        #expect(level.status == 0)
        #expect(level.standardOutput.contains("La Marée"))
    }

    @Test func jsonShapeOfAMatch() throws {
        let object = try #require(
            IMDFRun(["where", "--format", "json", "--ordinal", "0", Samples.zip] + point).json as? [String: Any])
        #expect(object["found"] as? Bool == true)
        let match = try #require((object["matches"] as? [[String: Any]])?.first)
        let unit = try #require(match["unit"] as? [String: Any])
        #expect(unit["id"] as? String == Samples.restaurantUnitID)
        #expect(unit["category"] as? String == "foodservice")
        let occupants = try #require(match["occupants"] as? [[String: Any]])
        #expect(occupants.first?["name"] as? String == "La Marée")
        #expect(occupants.first?["hours"] as? String != nil)
        let opening = try #require(match["nearest_opening"] as? [String: Any])
        #expect((opening["distance_m"] as? Double ?? -1) > 0)
        #expect(match["location"] as? String == "inside")
        #expect((match["building"] as? [String: Any])?["name"] as? String == "Harbourview Maritime Museum")
    }

    @Test func accuracyListsNearbyUnitsWithDistances() throws {
        let object = try #require(
            IMDFRun(["where", "--format", "json", "--ordinal", "0", "--accuracy", "15", Samples.zip] + point).json
                as? [String: Any])
        let nearby = try #require(object["nearby"] as? [[String: Any]])
        #expect(!nearby.isEmpty)
        let distances = nearby.compactMap { $0["distance_m"] as? Double }
        #expect(distances == distances.sorted() && distances.allSatisfy { $0 > 0 && $0 <= 15 })
    }

    @Test func geojsonIsAFeatureCollectionOfThePointAndTheUnits() throws {
        let run = IMDFRun(["where", "--format", "geojson", "--ordinal", "0", Samples.zip] + point)
        #expect(run.status == 0)
        let object = try #require(run.json as? [String: Any])
        #expect(object["type"] as? String == "FeatureCollection")
        let features = try #require(object["features"] as? [[String: Any]])
        #expect((features[0]["geometry"] as? [String: Any])?["type"] as? String == "Point")
        #expect((features[0]["properties"] as? [String: Any])?["role"] as? String == "fix")
        let unit = try #require(features.dropFirst().first)
        #expect(unit["id"] as? String == Samples.restaurantUnitID)
        #expect((unit["geometry"] as? [String: Any])?["type"] as? String == "Polygon")
        #expect((unit["properties"] as? [String: Any])?["role"] as? String == "match")
    }

    @Test func nothingFoundNamesTheNearestUnitAndExitsOne() {
        let run = IMDFRun(["where", "--lat", "45.51", "--lon", "-73.55", Samples.zip])
        #expect(run.status == 1)
        // Said once: in the text, not again on standard error.
        #expect(run.standardOutput.contains("\nno unit contains the point; the nearest is unit "))
        #expect(run.standardOutput.hasSuffix(" m away\n"))
        #expect(run.standardError.isEmpty)
        // Beside JSON, on standard error only.
        let json = IMDFRun(["where", "--lat", "45.51", "--lon", "-73.55", "--format", "json", Samples.zip])
        #expect(json.status == 1)
        #expect(json.standardError.hasPrefix("no unit contains the point; the nearest is unit "))
        #expect(!json.standardOutput.contains("no unit contains"))
    }

    @Test(arguments: [
        (["--lat", "91", "--lon", "0"], "latitude 91.0 is outside [-90, 90] degrees"),
        (["--lat", "0", "--lon", "-181"], "longitude -181.0 is outside [-180, 180] degrees"),
        (["--lat", "0", "--lon", "0", "--accuracy", "-1"], "negative"),
        (["--lat", "nan", "--lon", "0"], "--lat expects a number"),
        (
            ["--lat", "0", "--lon", "0", "--ordinal", "0", "--level", "x"],
            "--ordinal and --level cannot be used together"
        ),
        (["--lat", "0", "--lon", "0", "--ordinal", "7"], "no level has ordinal 7"),
        (["--lat", "0", "--lon", "0", "--level", "nope"], "no level has ID 'nope'"),
    ])
    func badInvocationsAreUsageErrors(arguments: [String], message: String) {
        let run = IMDFRun(["where", Samples.zip] + arguments)
        #expect(run.status == 64)
        #expect(run.standardError.contains(message))
        #expect(run.standardOutput.isEmpty)
    }

    @Test func levelFileThatIsNotJSONIsADataError() throws {
        let venue = try Samples.directoryCopy(replacing: "level.geojson", with: "not json")
        let run = IMDFRun(["where", venue.path] + point)
        #expect(run.status == 65)
        #expect(run.standardError.contains("level.geojson is not valid JSON"))
    }
}
