import Testing

@testable import IMDFKit
@testable import IMDFTracks

@Suite("Track locator", .enabled(if: TrackTestSupport.locator != nil))
struct TrackLocatorTests {
    let locator = TrackTestSupport.locator!
    var graph: VenueGraph { locator.graph }

    // Display points of the sample venue (SampleVenues/HarbourviewQuay).
    /// Stairs A: the same outline on the Platform Level (-1), Ground Level (0) and Mezzanine (1).
    let stairs = (lon: -73.5511744, lat: 45.503244)
    /// The Interchange Lobby on the Ground Level, under the Mezzanine's open-to-below.
    let lobby = (lon: -73.5509439, lat: 45.5032979)
    /// The Forecourt Plaza: an outdoor level of ordinal 0, with no mezzanine above.
    let forecourt = (lon: -73.5505981, lat: 45.503163)

    func level(_ name: String) -> VenueGraph.LevelHandle? {
        graph.archive.levels.indices.first { graph.archive.levels[$0].properties.name?["en"] == name }.map(
            VenueGraph.LevelHandle.init)
    }

    func unitName(_ unit: VenueGraph.UnitHandle?) -> String? {
        unit.flatMap { graph.archive.units[$0.index].properties.name?["en"] }
    }

    func record(
        _ point: (lon: Double, lat: Double), floor: Int? = nil, status: TrackRecord.Status = .valid, line: Int = 1
    ) -> TrackRecord {
        TrackRecord(
            lines: line...line, status: status,
            fix: Fix(latitude: point.lat, longitude: point.lon, horizontalAccuracy: 5, floor: floor))
    }

    @Test func withoutFloorOrHistoryTheGroundLevelIsPreferred() {
        var tracker = TrackLocator(locator: locator)
        let located = tracker.locate(record(stairs))
        #expect(located.level == level("Ground Level"))
        #expect(unitName(located.unit) == "Stairs A")
        #expect(located.events == [.enteredUnit(located.unit!)])
        #expect(located.building != nil)
        #expect(located.nearestOpening != nil)
    }

    @Test func aFloorRestrictsTheSearchAndChangesLevel() throws {
        var tracker = TrackLocator(locator: locator)
        let ground = tracker.locate(record(stairs))
        let up = tracker.locate(record(stairs, floor: 1))
        let mezzanine = try #require(level("Mezzanine"))
        #expect(up.level == mezzanine)
        #expect(unitName(up.unit) == "Stairs A")
        #expect(
            up.events == [
                .leftUnit(ground.unit!), .changedLevel(from: ground.level!, to: mezzanine), .enteredUnit(up.unit!),
            ])
        let down = tracker.locate(record(stairs, floor: -1))
        #expect(down.level == level("Platform Level"))
    }

    @Test func hysteresisKeepsTheLevelOfTheLastFix() throws {
        var fresh = TrackLocator(locator: locator)
        #expect(fresh.locate(record(lobby)).level == level("Ground Level"), "alone, the lobby point is on the ground")

        var tracker = TrackLocator(locator: locator)
        _ = tracker.locate(record(stairs, floor: 1))
        let next = tracker.locate(record(lobby))
        #expect(next.level == level("Mezzanine"), "without a floor the walker stays on the mezzanine")
        #expect(next.unit != nil)
        #expect(!next.events.contains { if case .changedLevel = $0 { true } else { false } })
    }

    @Test func hysteresisYieldsWhenTheLastLevelHasNoUnitThere() throws {
        var tracker = TrackLocator(locator: locator)
        let up = tracker.locate(record(stairs, floor: 1))
        let out = tracker.locate(record(forecourt))
        let forecourtLevel = try #require(level("Forecourt"))
        #expect(out.level == forecourtLevel)
        #expect(unitName(out.unit) == "Forecourt Plaza")
        #expect(
            out.events == [
                .leftUnit(up.unit!), .changedLevel(from: up.level!, to: forecourtLevel), .enteredUnit(out.unit!),
            ])
    }

    @Test func invalidRecordsAreNotLocatedAndChangeNothing() {
        var tracker = TrackLocator(locator: locator)
        let first = tracker.locate(record(stairs))
        let invalid = tracker.locate(
            TrackRecord(
                lines: 2...2, status: .invalid, fix: Fix(latitude: forecourt.lat, longitude: forecourt.lon),
                reason: "GGA fix quality 0: no satellite fix"))
        #expect(invalid.unit == nil && invalid.level == nil && invalid.events.isEmpty && !invalid.isValid)
        #expect(tracker.currentUnit == first.unit)
        let unparsable = tracker.locate(.unparsable(line: 3, "lat 'x' is not a number"))
        #expect(unparsable.events.isEmpty && unparsable.nearestOpening == nil)
        let again = tracker.locate(record(stairs))
        #expect(again.events.isEmpty, "the same unit as the last valid fix")
    }

    @Test func aFixInNoUnitLeavesTheUnitButRemembersTheLevel() throws {
        var tracker = TrackLocator(locator: locator)
        let up = tracker.locate(record(stairs, floor: 1))
        let away = tracker.locate(record((lon: -73.54, lat: 45.51)))
        #expect(away.unit == nil && away.level == nil)
        #expect(away.events == [.leftUnit(up.unit!)])
        #expect(away.nearestOpening?.level == up.level, "the nearest opening is looked up on the remembered level")
        #expect(tracker.currentLevel == up.level)
        #expect(tracker.locate(record(lobby)).level == level("Mezzanine"))
    }

    @Test func theSampleWalkClimbsToTheMezzanineOnce() throws {
        for name in ["walk.csv", "walk.ndjson"] {
            let located = try TrackLocator.locatedFixes(inFileAt: TrackTestSupport.sampleTrack(name), locator: locator)
            #expect(located.count == 110, "\(name)")
            #expect(located.allSatisfy { $0.isValid }, "\(name)")
            let changes = located.flatMap(\.events).filter { if case .changedLevel = $0 { true } else { false } }
            #expect(changes == [.changedLevel(from: level("Ground Level")!, to: level("Mezzanine")!)], "\(name)")
            #expect(unitName(located.first?.unit) == "Waiting Room", "\(name)")
            #expect(unitName(located.last?.unit) == "Passenger Lounge", "\(name)")
            #expect(located.last?.level == level("Mezzanine"), "\(name)")
            // Fixes after the stairs have no floor until the last four: hysteresis keeps them upstairs.
            let afterStairs = located.drop { $0.level != level("Mezzanine") }
            #expect(afterStairs.allSatisfy { $0.level == level("Mezzanine") }, "\(name)")
            #expect(afterStairs.contains { $0.record.fix?.floor == nil }, "\(name)")
        }
    }

    @Test func csvAndNDJSONWalksLocateAlike() throws {
        let csv = try TrackLocator.locatedFixes(inFileAt: TrackTestSupport.sampleTrack("walk.csv"), locator: locator)
        let ndjson = try TrackLocator.locatedFixes(
            inFileAt: TrackTestSupport.sampleTrack("walk.ndjson"), locator: locator)
        #expect(csv.map(\.unit) == ndjson.map(\.unit))
        #expect(csv.map(\.events) == ndjson.map(\.events))
        #expect(csv.map(\.record.fix) == ndjson.map(\.record.fix))
    }

    @Test func theNMEAWalkHasNoFloorsAndStaysOnTheGround() throws {
        let located = try TrackLocator.locatedFixes(
            inFileAt: TrackTestSupport.sampleTrack("walk.nmea"), locator: locator)
        let fixes = located.filter { $0.record.status != .ignored }
        #expect(fixes.count == 110)
        #expect(fixes.allSatisfy { $0.isValid })
        #expect(fixes.allSatisfy { $0.level == level("Ground Level") })
        #expect(unitName(fixes.first?.unit) == "Waiting Room")
        #expect(fixes.allSatisfy { $0.record.lines.count == 2 }, "every fix merges a GGA and an RMC")
    }

    @Test func theNearestOpeningFromTheHintMatchesTheFullSearch() throws {
        for name in ["walk.csv", "walk.nmea"] {
            let located = try TrackLocator.locatedFixes(inFileAt: TrackTestSupport.sampleTrack(name), locator: locator)
            for fix in located where fix.isValid {
                let found = try #require(fix.nearestOpening)
                let point = PlanarPoint(x: fix.record.fix!.longitude, y: fix.record.fix!.latitude)
                let full = try #require(locator.nearestOpening(to: point, on: found.level))
                #expect(abs(full.distance - found.distance) < 1e-3, "\(name):\(fix.record.lines)")
            }
        }
    }
}
