import Foundation
import IMDFKit
import IMDFTracks

/// Case 6: a stream of fixes through `imdf track`'s pipeline on one core. In process: parse each NDJSON
/// line (`TrackReader`) and locate it with level hysteresis (`TrackLocator`). As a process: the release
/// `imdf track` reading the same walk from a file and writing NDJSON to /dev/null, which adds start-up, the
/// describer and the NDJSON encoder (both internal to the command line since the modules split). The fixes
/// are a deterministic random walk of about a metre per fix through the sample venue, with a floor on every
/// third fix, as a phone reports them.
enum TrackCase {
    /// 1,000,000, or `IMDF_BENCH_TRACK_FIXES` when set: a smaller walk for instruction counts under
    /// `valgrind --tool=callgrind`, where a million fixes four times over takes minutes.
    static let fixCount = ProcessInfo.processInfo.environment["IMDF_BENCH_TRACK_FIXES"].flatMap { Int($0) } ?? 1_000_000

    static let benchmark = BenchmarkCase(
        name: "track", summary: "1,000,000 NDJSON fixes located, in process and through `imdf track`"
    ) { options, report in
        let sample = Workspace.root.appendingPathComponent("SampleVenues/HarbourviewQuay.zip").path
        let locator = Locator(graph: VenueGraph(try IMDF.Archive(contentsOf: sample)))
        let input = walk(count: fixCount)
        var located = 0
        let quick = BenchmarkOptions(warmUp: 1, runs: max(3, options.runs / 2), peers: options.peers)
        let result = try measure("NDJSON → locate, 1 core", bytes: input.count, items: fixCount, options: quick) {
            var reader = TrackReader(format: .ndjson)
            var tracker = TrackLocator(locator: locator)
            var records: [TrackRecord] = []
            located = 0
            input.withUnsafeBufferPointer { bytes in
                var start = 0
                // Feed the stream in 64 KiB chunks, as the command reads it.
                while start < bytes.count {
                    let end = min(start + 65_536, bytes.count)
                    reader.read(chunk: UnsafeBufferPointer(rebasing: bytes[start..<end]), into: &records)
                    for record in records where tracker.locate(record).unit != nil { located += 1 }
                    records.removeAll(keepingCapacity: true)
                    start = end
                }
            }
            reader.finish(into: &records)
            for record in records where tracker.locate(record).unit != nil { located += 1 }
        }
        print("located \(located) of \(fixCount) fixes in a unit")
        report.add("6 track 1M fixes", result, note: "target ≥ 1 M fixes/s")

        let tool = Workspace.root.appendingPathComponent(".build/release/imdf").path
        guard FileManager.default.isExecutableFile(atPath: tool) else {
            print("skipped `imdf track` as a process: build it first with swift build -c release --product imdf")
            return
        }
        let walkFile = FileManager.default.temporaryDirectory.appendingPathComponent(
            "imdf-bench-walk-\(getpid()).ndjson")
        try Data(input).write(to: walkFile)
        defer { try? FileManager.default.removeItem(at: walkFile) }
        let arguments = ["track", "--input", "ndjson", sample, walkFile.path]
        guard try CommandLineCase.spawn(tool, arguments) == 0 else {
            throw BenchmarkError(description: "imdf track failed")
        }
        let process = try measure(
            "imdf track (process, NDJSON out)", bytes: input.count, items: fixCount, options: quick
        ) {
            _ = try CommandLineCase.spawn(tool, arguments)
        }
        report.add("6 track 1M fixes", process, note: "whole process, output encoded")
    }

    /// A random walk of `count` fixes inside the sample venue (fixed seed), one NDJSON object per line.
    static func walk(count: Int) -> [UInt8] {
        var random = SplitMix64(state: 7)
        var latitude = 45.5031
        var longitude = -73.5505
        var text = ""
        text.reserveCapacity(count * 80)
        for index in 0..<count {
            let angle = Double.random(in: 0..<(2 * .pi), using: &random)
            latitude = min(max(latitude + sin(angle) * 0.000009, 45.5028), 45.5037)
            longitude = min(max(longitude + cos(angle) * 0.0000128, -73.5515), -73.5495)
            let floor = index % 3 == 0 ? ",\"floor\":0" : ""
            text +=
                "{\"time\":\(1_793_523_600 + index),\"lat\":\(latitude),\"lon\":\(longitude),\"accuracy\":4\(floor)}\n"
        }
        return Array(text.utf8)
    }
}
