import Foundation
import GeoJSON
import Testing

@testable import IMDFCommandLine

/// `imdf track --venues DIR`, run in-process on the synthetic venues of ``FleetTestVenues``.
@Suite("imdf track --venues")
struct TrackVenuesCommandTests {
    typealias V = FleetTestVenues

    let venues: URL

    init() throws {
        venues = try V.makeDirectory()
    }

    /// Runs `imdf track --venues <venues> <file> <arguments>` on the lines given.
    func run(
        _ lines: [String], _ arguments: [String] = [], name: String = "fixes.ndjson"
    ) throws -> TrackCommandTests.Run {
        let file = venues.deletingLastPathComponent().appendingPathComponent("\(UUID().uuidString)-\(name)")
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        return TrackCommandTests.run(["track", "--venues", venues.path, file.path] + arguments)
    }

    func records(_ run: TrackCommandTests.Run) throws -> [JSONObject] {
        try run.lines.map(TrackCommandTests.object)
    }

    static func events(_ record: JSONObject) -> [String] {
        (record["events"]?.arrayValue ?? []).compactMap { $0["event"]?.stringValue }
    }

    @Test func picksTheVenueContainingEachFix() throws {
        let run = try run(
            [
                V.fix(V.alpha.point(), device: "a", id: 1),
                V.fix(V.bravo.point(east: true), device: "b", id: 2),  // Bravo is a zipped folder
                V.fix(V.hall.point(), device: "c", id: 3),  // inside both Bravo and Hall: the smaller wins
            ], ["--device-field", "device"])
        #expect(run.status == 0)
        let records = try records(run)
        #expect(records.map { $0["venue"] } == ["Alpha", "Bravo", "Hall"])
        #expect(records.map { $0["venue_name"] } == ["Alpha Centre", "Bravo Centre", "Hall Centre"])
        #expect(records[0]["venue_id"] == .string(V.id(V.alpha, 1)))
        #expect(records.map { $0["unit_name"] } == ["Alpha West 0", "Bravo East 0", "Hall West 0"])
        #expect(records.allSatisfy { Self.events($0) == ["entered-venue", "entered-unit"] })
        #expect(run.error.contains("note: skipped notes.txt"))
        #expect(
            run.error.contains(
                "3 records: 3 valid, 0 invalid, 0 unreadable lines, 0 ignored sentences; 0 in no venue; 3 venues indexed"
            ))
    }

    @Test func aDeviceStaysInItsVenueWhereVenuesOverlap() throws {
        let records = try records(
            run(
                [
                    V.fix(V.bravo.point(), device: "a", id: 1),
                    V.fix(V.hall.point(), device: "a", id: 2),
                ], ["--device-field", "device"]))
        #expect(records.map { $0["venue"] } == ["Bravo", "Bravo"])
    }

    @Test func aFixInNoVenueGetsARecordSayingSo() throws {
        let records = try records(
            run(
                [
                    V.fix(V.alpha.point(), device: "a", id: 1),
                    V.fix(V.nowhere, device: "a", id: 2),
                    V.fix(V.bravo.point(), device: "a", id: 3),
                ], ["--device-field", "device"]))
        #expect(records.count == 3)
        let outside = records[1]
        #expect(outside["valid"] == .bool(true))
        #expect(
            outside["venue"] == .null && outside["venue_id"] == .null && outside["unit_id"] == .null
                && outside["level_id"] == .null)
        #expect(outside["lat"]?.doubleValue == V.nowhere.lat)
        #expect(Self.events(outside) == ["left-venue"])
        #expect(outside["events"]?.arrayValue?.first?["message"] == "left venue Alpha Centre")
        #expect(Self.events(records[2]) == ["entered-venue", "entered-unit"])
    }

    @Test func everyInputFieldThatIsNotPartOfTheFixPassesThrough() throws {
        let run = try run([
            V.fix(
                V.alpha.point(), device: "a", id: 7,
                extra: #","session":{"app":"x","v":[1,2]},"note":null,"venue":"mine""#),
            "not json",
        ])
        let records = try records(run)
        #expect(records[0]["fix_id"] == 7)
        #expect(records[0]["device"] == "a")
        #expect(records[0]["session"] == .object(["app": "x", "v": [1, 2]]))
        #expect(records[0]["note"] == .null)
        #expect(records[0]["venue"] == "Alpha", "the venue key is the located venue")
        #expect(records[0]["input_venue"] == "mine", "an input field named like an output key is renamed")
        #expect(records[1]["valid"] == .bool(false) && records[1]["venue"] == .null)

        // CSV columns pass through too, as strings.
        let csv = try self.run(
            ["fix_id,device,lat,lon,shift", "7,a,\(V.alpha.point().lat),\(V.alpha.point().lon),night"],
            name: "fixes.csv")
        let row = try #require(try self.records(csv).first)
        #expect(row["fix_id"] == "7" && row["device"] == "a" && row["shift"] == "night" && row["venue"] == "Alpha")
    }

    /// `--max-devices 2`: a third device makes the least recently seen one be forgotten, so its next fix
    /// starts afresh (entered-venue and entered-unit again, level 0 again without floor), with a warning once
    /// and the count in the summary. A device seen since keeps its memory.
    @Test func beyondMaxDevicesTheLeastRecentlySeenIsForgotten() throws {
        let lines = [
            V.fix(V.alpha.point(), device: "a", id: 1, floor: 1),
            V.fix(V.alpha.point(), device: "b", id: 2, floor: 1),
            V.fix(V.alpha.point(), device: "b", id: 3),
            V.fix(V.alpha.point(), device: "c", id: 4),  // a, seen least recently, is forgotten
            V.fix(V.alpha.point(), device: "a", id: 5),  // a starts afresh: level 0 without floor
            V.fix(V.alpha.point(), device: "c", id: 6),  // b was forgotten for a; c was not
        ]
        let capped = try run(lines, ["--device-field", "device", "--max-devices", "2"])
        #expect(capped.status == 0)
        let records = try records(capped)
        #expect(records.map { $0["ordinal"] } == [1, 1, 1, 0, 0, 0])
        #expect(
            records.map(Self.events) == [
                ["entered-venue", "entered-unit"], ["entered-venue", "entered-unit"], [],
                ["entered-venue", "entered-unit"], ["entered-venue", "entered-unit"], [],
            ])
        let warnings = capped.error.split(separator: "\n").filter { $0.hasPrefix("warning: more than 2 devices") }
        #expect(warnings.count == 1, "\(capped.error)")
        #expect(capped.error.contains("; 4 devices, 2 forgotten to keep at most 2"), "\(capped.error)")

        // Under the default bound nothing is forgotten: a's fifth fix keeps level 1 and has no event.
        let uncapped = try run(lines, ["--device-field", "device"])
        #expect(try self.records(uncapped).map { $0["ordinal"] } == [1, 1, 1, 0, 1, 0])
        #expect(!uncapped.error.contains("forgotten") && !uncapped.error.contains("warning"))
        #expect(try run(lines, ["--device-field", "device", "--max-devices", "0"]).status == 64)

        // With one archive instead of --venues: the same memories, without venue events.
        let file = venues.deletingLastPathComponent().appendingPathComponent("\(UUID().uuidString)-fixes.ndjson")
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let alpha = venues.appendingPathComponent("Alpha").path
        let single = TrackCommandTests.run(
            ["track", alpha, file.path, "--device-field", "device", "--max-devices", "2"])
        #expect(single.status == 0)
        let singleRecords = try self.records(single)
        #expect(singleRecords.map { $0["ordinal"] } == [1, 1, 1, 0, 0, 0])
        #expect(
            singleRecords.map(Self.events) == [
                ["entered-unit"], ["entered-unit"], [], ["entered-unit"], ["entered-unit"], [],
            ])
        #expect(single.error.split(separator: "\n").filter { $0.hasPrefix("warning: more than 2 devices") }.count == 1)
        #expect(single.error.contains("; 4 devices, 2 forgotten to keep at most 2"), "\(single.error)")
    }

    @Test func hysteresisAndEventsArePerDevice() throws {
        // Device a climbs to level 1 (floor given), then goes on without floor: it stays on level 1.
        // Device b, interleaved, is at the same spot without floor: it starts from the ground, level 0.
        let lines = [
            V.fix(V.alpha.point(), device: "a", id: 1, floor: 1),
            V.fix(V.alpha.point(), device: "b", id: 2),
            V.fix(V.alpha.point(), device: "a", id: 3),
            V.fix(V.alpha.point(east: true), device: "b", id: 4),
            V.fix(V.alpha.point(east: true), device: "a", id: 5),
        ]
        let records = try records(run(lines, ["--device-field", "device"]))
        #expect(records.map { $0["ordinal"] } == [1, 0, 1, 0, 1])
        #expect(
            records.map(Self.events) == [
                ["entered-venue", "entered-unit"], ["entered-venue", "entered-unit"], [],
                ["left-unit", "entered-unit"], ["left-unit", "entered-unit"],
            ])
        // Each device's records are what it gets alone: interleaving does not matter (what Spark relies on).
        for device in ["a", "b"] {
            let alone = try self.records(
                run(lines.filter { $0.contains("\"device\":\"\(device)\"") }, ["--device-field", "device"]))
            let together = records.filter { $0["device"] == .string(device) }
            #expect(alone.map(Self.withoutLine) == together.map(Self.withoutLine))
        }
        // Without --device-field the fixes are one walker's: b's fixes inherit a's level.
        let shared = try self.records(run(lines))
        #expect(shared.map { $0["ordinal"] } == [1, 1, 1, 1, 1])
    }

    @Test func deviceFieldWorksWithOneArchiveToo() throws {
        let folder = venues.appendingPathComponent("Alpha").path
        let file = venues.appendingPathComponent("interleaved.ndjson")
        try Data(
            [
                V.fix(V.alpha.point(), device: "a", id: 1, floor: 1), V.fix(V.alpha.point(), device: "b", id: 2),
            ].joined(separator: "\n").utf8
        ).write(to: file)
        let records = try TrackCommandTests.run(["track", folder, file.path, "--device-field", "device"]).lines.map(
            TrackCommandTests.object)
        #expect(records.map { $0["ordinal"] } == [1, 0])
        #expect(records.first?["venue"] == nil, "one archive: no venue keys")
    }

    @Test func oneRecordPerInputLineInInputOrder() throws {
        var lines: [String] = []
        for i in 0..<300 {
            switch i % 5 {
            case 0: lines.append(V.fix(V.alpha.point(), device: "d\(i % 7)", id: i))
            case 1: lines.append(V.fix(V.bravo.point(east: true), device: "d\(i % 7)", id: i))
            case 2: lines.append(V.fix(V.nowhere, device: "d\(i % 7)", id: i))
            case 3: lines.append(#"{"fix_id":\#(i),"lat":"north","lon":1}"#)
            default: lines.append(V.fix(V.hall.point(), device: "d\(i % 7)", id: i))
            }
        }
        lines.append(#"{"fix_id":300,"lat":1"#)
        let run = try run(lines, ["--device-field", "device"])
        let records = try records(run)
        #expect(records.count == 301)
        #expect(records.map { $0["line"] } == (1...301).map { .number(JSONNumber($0)) })
        // A line whose fix cannot be read keeps its other fields; a line that is not JSON has none to keep.
        let expectedIDs: [JSONValue?] = (0..<300).map { .number(JSONNumber($0)) } + [nil]
        #expect(records.map { $0["fix_id"] } == expectedIDs)
        #expect(
            run.error.contains(
                "301 records: 240 valid, 0 invalid, 61 unreadable lines, 0 ignored sentences; 60 in no venue"))
        #expect(run.error.contains("; 7 devices"))
    }

    @Test func theCacheHoldsAtMostMaxOpenVenuesAndDoesNotChangeRecords() throws {
        var lines: [String] = []
        for i in 0..<12 {
            lines.append(V.fix([V.alpha, V.bravo, V.hall][i % 3].point(), device: "d\(i % 4)", id: i))
        }
        let bounded = try run(lines, ["--device-field", "device", "--max-open-venues", "1"])
        let roomy = try run(lines, ["--device-field", "device", "--max-open-venues", "3"])
        #expect(bounded.output == roomy.output)
        // With room for one venue, each record in another venue than the one before opens it again.
        let venues = try records(bounded).map { $0["venue"] }
        let switches = 1 + zip(venues, venues.dropFirst()).filter { $0 != $1 }.count
        #expect(switches > 6)
        #expect(
            bounded.error.contains(
                "3 venues indexed, opened \(switches) times, closed \(switches - 1) times to keep at most 1 open"))
        #expect(roomy.error.contains("3 venues indexed, opened 3 times, closed 0 times to keep at most 3 open"))
    }

    @Test func csvOutputHasTheVenueColumns() throws {
        let run = try run([V.fix(V.alpha.point(), device: "a", id: 1)], ["--format", "csv"])
        let header = try #require(run.lines.first)
        #expect(
            header.hasPrefix(
                "line,time,lat,lon,accuracy,course,speed,altitude,floor,valid,reason,venue,venue_id,venue_name,unit_id,"
            ))
        #expect(header.hasSuffix(",events,fix_id,device"))
        #expect(run.lines[1].contains(",Alpha,\(V.id(V.alpha, 1)),Alpha Centre,"))
    }

    @Test func usageAndInputErrors() throws {
        let file = venues.appendingPathComponent("empty.ndjson")
        try Data().write(to: file)
        let empty = TrackCommandTests.run(["track", "--venues", venues.path, file.path])
        #expect(empty.status == 0, "an empty stream (an empty Spark partition) is not an error")
        #expect(empty.output.isEmpty)
        #expect(TrackCommandTests.run(["track", "--venues", venues.path, "archive", file.path]).status == 64)
        #expect(
            TrackCommandTests.run(["track", "--venues", venues.path, file.path, "--format", "geojson"]).status == 64)
        #expect(
            TrackCommandTests.run(["track", "--venues", venues.path, file.path, "--max-open-venues", "0"]).status == 64)
        #expect(TrackCommandTests.run(["track", "--venues", venues.path + "/missing", file.path]).status == 66)
        #expect(TrackCommandTests.run(["track"]).status == 64)
    }

    static func withoutLine(_ object: JSONObject) -> JSONObject {
        JSONObject(members: object.members.filter { $0.key != "line" })
    }
}
