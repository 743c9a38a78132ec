import Foundation
import GeoJSON
import IMDFTestSupport
import Testing

@testable import IMDFCommandLine

/// `imdf track`, run in-process on the sample venue and its sample tracks.
@Suite("imdf track")
struct TrackCommandTests {
    static let packageRoot = TestData.packageRoot
    static let venue = packageRoot.appendingPathComponent("SampleVenues/HarbourviewQuay").path
    static func track(_ name: String) -> String {
        packageRoot.appendingPathComponent("SampleVenues/Tracks/\(name)").path
    }

    struct Run {
        var status: Int32
        var output: String
        var error: String
        var lines: [Substring] { output.split(separator: "\n") }
    }

    static func run(_ arguments: [String]) -> Run {
        let output = StringOutput()
        let error = StringOutput()
        let status = IMDFCommand.run(arguments: arguments, standardOutput: output, standardError: error)
        return Run(status: status, output: output.text, error: error.text)
    }

    static func object(_ line: Substring) throws -> JSONObject {
        try #require(try JSONReader().value(from: String(line)).objectValue)
    }

    @Test(arguments: ["walk.csv", "walk.ndjson", "walk.nmea"])
    func ndjsonHasOneRecordPerFixInOrder(name: String) throws {
        let run = Self.run(["track", Self.venue, Self.track(name)])
        #expect(run.status == 0)
        #expect(run.lines.count == 110)
        let records = try run.lines.map(Self.object)
        let lines = records.compactMap { $0["line"]?.int64Value }
        #expect(lines == lines.sorted() && Set(lines).count == 110)
        #expect(records.allSatisfy { $0["valid"] == .bool(true) })
        #expect(records.first?["unit_name"] == "Waiting Room")
        #expect(records.first?["level_name"] == "Ground Level")
        #expect(records.first?["building_name"] == "Harbourview Interchange")
        #expect(records.first?["time"] == "2026-11-01T09:00:00Z")
        #expect(records.first?["opening_id"]?.stringValue != nil)
        #expect((records.first?["opening_distance"]?.doubleValue ?? -1) >= 0)
        let messages = records.flatMap { $0["events"]?.arrayValue ?? [] }.compactMap { $0["message"]?.stringValue }
        #expect(messages.first == "entered unit Waiting Room")
        #expect(messages.contains("entered unit Café du Quai"))
        if name != "walk.nmea" {
            #expect(messages.contains("changed level from Ground Level (0) to Mezzanine (1)"))
            #expect(records.last?["unit_name"] == "Passenger Lounge")
            #expect(records.first?["device"] == "walker-1", "extra input fields pass through")
        } else {
            #expect(records.first?["satellites"] == 9)
        }
        #expect(
            run.error
                == "110 records: 110 valid, 0 invalid, 0 unreadable lines, \(name == "walk.nmea" ? 22 : 0) ignored sentences\n"
        )
    }

    @Test func namesFollowTheLanguage() throws {
        let run = Self.run(["track", Self.venue, Self.track("walk.csv"), "--lang", "fr"])
        let first = try Self.object(try #require(run.lines.first))
        #expect(first["level_name"] == "Rez-de-chaussée")
        let messages = try run.lines.map(Self.object).flatMap { $0["events"]?.arrayValue ?? [] }.compactMap {
            $0["message"]?.stringValue
        }
        #expect(messages.contains("changed level from Rez-de-chaussée (0) to Mezzanine (1)"))
    }

    @Test func csvHasAHeaderAndOneRowPerFix() throws {
        let run = Self.run(["track", Self.venue, Self.track("walk.ndjson"), "--format", "csv"])
        #expect(run.status == 0)
        let lines = run.lines
        #expect(lines.count == 111)
        #expect(
            lines.first?.hasPrefix(
                "line,time,lat,lon,accuracy,course,speed,altitude,floor,valid,reason,unit_id,unit_name") == true)
        #expect(lines.first?.hasSuffix(",events,device") == true)
        #expect(lines[1].contains(",Waiting Room,waitingroom,"))
        #expect(lines[1].hasSuffix(",entered unit Waiting Room,walker-1"))
        #expect(lines.allSatisfy { !$0.contains("\"") || $0.contains("\"\"") || $0.contains(",\"") })
    }

    @Test func geojsonIsOneFeatureCollectionWithAPathPerLevel() throws {
        let run = Self.run(["track", Self.venue, Self.track("walk.csv"), "--format", "geojson"])
        #expect(run.status == 0)
        let collection = try JSONReader().value(from: run.output)
        #expect(collection["type"] == "FeatureCollection")
        let features = try #require(collection["features"]?.arrayValue)
        let paths = features.filter { $0["properties"]?["kind"] == "path" }
        #expect(paths.map { $0["properties"]?["level_name"] } == ["Ground Level", "Mezzanine"])
        #expect(paths.allSatisfy { $0["geometry"]?["type"] == "LineString" })
        let points = features.filter { $0["geometry"]?["type"] == "Point" }
        #expect(points.count == 110)
        let pathPositions = paths.compactMap { $0["geometry"]?["coordinates"]?.arrayValue?.count }.reduce(0, +)
        #expect(pathPositions == 110)
        #expect(points.first?["properties"]?["unit_name"] == "Waiting Room")
    }

    @Test func malformedLinesAreRecordsAndTheExitIsZero() throws {
        let run = Self.run(["track", Self.venue, Self.track("malformed.nmea")])
        #expect(run.status == 0)
        let records = try run.lines.map(Self.object)
        #expect(records.count == 10)
        #expect(records.filter { $0["valid"] == .bool(true) }.count == 2)
        #expect(records.allSatisfy { $0["valid"] == .bool(true) || $0["reason"]?.stringValue?.isEmpty == false })
        #expect(records.contains { $0["reason"]?.stringValue?.hasPrefix("NMEA checksum mismatch") == true })
        #expect(run.error == ("10 records: 2 valid, 4 invalid, 4 unreadable lines, 1 ignored sentence\n"))
    }

    @Test func theInputFormatCanBeForced() throws {
        // A CSV read as NDJSON: every line is unreadable. Each is still written as a record, but a track without
        // one valid fix is not what the command expects (exit 64, as for render --track).
        let run = Self.run(["track", Self.venue, Self.track("walk.csv"), "--input", "ndjson"])
        #expect(run.status == 64)
        #expect(try run.lines.map(Self.object).allSatisfy { $0["valid"] == .bool(false) })
        #expect(run.error.contains("holds no valid fix (111 records: 0 valid, 0 invalid, 111 unreadable lines"))
    }

    @Test func missingFilesAndBadArchivesHaveTheirExitCodes() {
        let missingArchive = Self.run(["track", "/nonexistent/venue", Self.track("walk.csv")])
        #expect(missingArchive.status == 66)
        #expect(missingArchive.error.hasPrefix("error: "))
        let missingTrack = Self.run(["track", Self.venue, "/nonexistent/walk.csv"])
        #expect(missingTrack.status == 66)
        #expect(missingTrack.error.contains("cannot read track '/nonexistent/walk.csv'"))
        let notAnArchive = Self.run(["track", Self.track("walk.csv"), Self.track("walk.csv")])
        #expect(notAnArchive.status == 65)
        let badFormat = Self.run(["track", Self.venue, Self.track("walk.csv"), "--format", "xml"])
        #expect(badFormat.status == 64)
        let directoryAsTrack = Self.run([
            "track", Self.venue, Self.packageRoot.appendingPathComponent("SampleVenues").path,
        ])
        #expect(directoryAsTrack.status == 66)
    }
}
