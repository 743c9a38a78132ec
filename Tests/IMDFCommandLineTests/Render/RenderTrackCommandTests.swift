import Foundation
import IMDFTestSupport
import Testing

@testable import IMDFCommandLine

/// `imdf render --track`: the drawn path, the level chosen, the summary, and exit codes.
@Suite struct RenderTrackCommandTests {
    static let tracks = URL(fileURLWithPath: RenderCommandTests.sample).deletingLastPathComponent()
        .appendingPathComponent("Tracks")
    static func track(_ name: String) -> String { tracks.appendingPathComponent(name).path }

    /// The number of points of every `track-path` polyline in an SVG.
    static func pathPoints(in svg: String) -> Int {
        svg.split(separator: "\n").filter { $0.contains("class=\"track-path\"") }.reduce(0) { total, line in
            guard let start = line.range(of: "points=\"") else { return total }
            let rest = line[start.upperBound...]
            return total + rest[..<(rest.firstIndex(of: "\"") ?? rest.endIndex)].split(separator: " ").count
        }
    }

    @Test(arguments: ["walk.csv", "walk.ndjson", "walk.nmea"])
    func drawsTheWalkOnTheOrdinalOfItsFirstFix(file: String) {
        let result = RenderCommandTests.run(["render", RenderCommandTests.sample, "--track", Self.track(file)])
        #expect(result.code == 0)
        #expect(
            result.standardOutput.contains(
                "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"imdf-level\" width=\"1024\" height=\"768\" viewBox=\"0 0 1024 768\" data-ordinal=\"0\">"
            ))
        #expect(result.standardOutput.contains("<g class=\"track\""))
        // The CSV and NDJSON walks go upstairs on a floor; NMEA has no floor, so every fix stays on the ground.
        let onGround = file == "walk.nmea" ? 110 : 84
        #expect(Self.pathPoints(in: result.standardOutput) == onGround)
        #expect(result.standardError.contains("110 records, 110 valid; \(onGround) drawn in 1 segment on ordinal 0"))
    }

    @Test func defaultDrawingIsTheLibrarySnapshot() throws {
        let snapshot = TestData.packageRoot.appendingPathComponent(
            "Tests/IMDFRenderTests/__Snapshots__/harbourview-walk-ordinal-0.svg")
        let expected = try String(contentsOf: snapshot, encoding: .utf8)
        let result = RenderCommandTests.run(["render", RenderCommandTests.sample, "--track", Self.track("walk.csv")])
        #expect(result.standardOutput == expected)
    }

    @Test func drawsTheUpperPartOnOrdinalOne() {
        let result = RenderCommandTests.run([
            "render", RenderCommandTests.sample, "--track", Self.track("walk.csv"), "--ordinal", "1",
        ])
        #expect(result.code == 0)
        #expect(Self.pathPoints(in: result.standardOutput) == 26)
    }

    @Test func inputFormatCanBeForced() {
        let forced = RenderCommandTests.run([
            "render", RenderCommandTests.sample, "--track", Self.track("walk.csv"), "--input", "csv",
        ])
        #expect(forced.code == 0)
        // Read as NMEA, the CSV lines are not sentences: no valid fix, a usage error naming the first problem.
        let wrong = RenderCommandTests.run([
            "render", RenderCommandTests.sample, "--track", Self.track("walk.csv"), "--input", "nmea",
        ])
        #expect(wrong.code == 64)
        #expect(wrong.standardError.contains("holds no valid fix"))
        #expect(wrong.standardError.contains("read as nmea"))
        #expect(wrong.standardOutput.isEmpty)
        let unknown = RenderCommandTests.run([
            "render", RenderCommandTests.sample, "--track", Self.track("walk.csv"), "--input", "gpx",
        ])
        #expect(unknown.code == 64)
        #expect(RenderCommandTests.run(["render", RenderCommandTests.sample, "--input", "csv"]).code == 64)
    }

    @Test func aFileThatIsNoTrackIsAUsageError() {
        let result = RenderCommandTests.run([
            "render", RenderCommandTests.sample, "--track",
            RenderCommandTests.sample + "/manifest.json",
        ])
        #expect(result.code == 64)
        #expect(result.standardError.contains("holds no valid fix"))
        #expect(result.standardError.contains("expected CSV, NDJSON or NMEA 0183"))
    }

    @Test func aMissingTrackIsNoInput() {
        let result = RenderCommandTests.run(["render", RenderCommandTests.sample, "--track", "/nonexistent/walk.csv"])
        #expect(result.code == 66)
        #expect(result.standardError.contains("cannot read track '/nonexistent/walk.csv'"))
        #expect(result.standardOutput.isEmpty)
    }

    @Test func malformedTracksDrawOnlyTheirValidFixes() {
        let result = RenderCommandTests.run([
            "render", RenderCommandTests.sample, "--track", Self.track("malformed.csv"),
        ])
        #expect(result.code == 0)
        #expect(result.standardError.contains("10 records, 3 valid;"))
        #expect(Self.pathPoints(in: result.standardOutput) <= 3)
    }

    @Test func viewerDrawsTheTrack() throws {
        let directory = try RenderCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = RenderCommandTests.run([
            "viewer", RenderCommandTests.sample, "-o", directory.path, "--track", Self.track("walk.ndjson"),
        ])
        #expect(result.code == 0)
        let html = try String(contentsOfFile: directory.appendingPathComponent("index.html").path, encoding: .utf8)
        #expect(Self.pathPoints(in: html) == 110)
        #expect(
            RenderCommandTests.run([
                "viewer", RenderCommandTests.sample, "-o", directory.path, "--track", "/nonexistent.csv",
            ]).code == 66)
        #expect(
            RenderCommandTests.run(["viewer", RenderCommandTests.sample, "-o", directory.path, "--input", "csv"]).code
                == 64)
        #expect(
            RenderCommandTests.run([
                "viewer", RenderCommandTests.sample, "-o", directory.path, "--track",
                RenderCommandTests.sample + "/manifest.json",
            ]).code == 64)
    }
}
