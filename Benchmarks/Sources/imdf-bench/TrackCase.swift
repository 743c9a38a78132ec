import Foundation
import IMDFKit

/// Case 6: a stream of fixes through `imdf track`'s pipeline, NDJSON in, NDJSON out, on one core: parse each
/// line (`TrackReader`), locate it with level hysteresis (`TrackLocator`), encode the located record
/// (`TrackNDJSONEncoder`). The fixes are a deterministic random walk of about a metre per fix through the
/// sample venue, with a floor on every third fix, as a phone reports them.
enum TrackCase {
    /// 1,000,000, or `IMDF_BENCH_TRACK_FIXES` when set: a smaller walk for instruction counts under
    /// `valgrind --tool=callgrind`, where a million fixes four times over takes minutes.
    static let fixCount = ProcessInfo.processInfo.environment["IMDF_BENCH_TRACK_FIXES"].flatMap { Int($0) } ?? 1_000_000

    static let benchmark = BenchmarkCase(name: "track", summary: "1,000,000 NDJSON fixes located and written as NDJSON") { options, report in
        let archive = try IMDF.Archive(contentsOf: Workspace.root.appendingPathComponent("SampleVenues/HarbourviewQuay.zip").path)
        let locator = Locator(graph: VenueGraph(archive))
        let input = walk(count: fixCount)
        let encoder = TrackNDJSONEncoder(describer: TrackDescriber(graph: locator.graph))
        var written = 0
        let quick = BenchmarkOptions(warmUp: 1, runs: max(3, options.runs / 2), peers: options.peers)
        let result = try measure("NDJSON → locate → NDJSON, 1 core", bytes: input.count, items: fixCount, options: quick) {
            var reader = TrackReader(format: .ndjson)
            var tracker = TrackLocator(locator: locator)
            var records: [TrackRecord] = []
            var output: [UInt8] = []
            output.reserveCapacity(1 << 20)
            written = 0
            try input.withUnsafeBufferPointer { bytes in
                var start = 0
                // Feed the stream in 64 KiB chunks, as the command reads it.
                while start < bytes.count {
                    let end = min(start + 65_536, bytes.count)
                    reader.read(chunk: UnsafeBufferPointer(rebasing: bytes[start..<end]), into: &records)
                    for record in records {
                        try encoder.append(tracker.locate(record), to: &output)
                        if output.count >= 1 << 20 { written += output.count; output.removeAll(keepingCapacity: true) }
                    }
                    records.removeAll(keepingCapacity: true)
                    start = end
                }
            }
            reader.finish(into: &records)
            for record in records { try encoder.append(tracker.locate(record), to: &output) }
            written += output.count
        }
        print("wrote \(written) bytes of NDJSON")
        report.add("6 track 1M fixes", result, note: "target ≥ 1 M fixes/s")
    }

    /// A random walk of `count` fixes inside the sample venue (fixed seed), one NDJSON object per line.
    static func walk(count: Int) -> [UInt8] {
        var random = SplitMix64(state: 7)
        var latitude = 45.5031, longitude = -73.5505
        var text = ""
        text.reserveCapacity(count * 80)
        for index in 0..<count {
            let angle = Double.random(in: 0..<(2 * .pi), using: &random)
            latitude = min(max(latitude + sin(angle) * 0.000009, 45.5028), 45.5037)
            longitude = min(max(longitude + cos(angle) * 0.0000128, -73.5515), -73.5495)
            let floor = index % 3 == 0 ? ",\"floor\":0" : ""
            text += "{\"time\":\(1_793_523_600 + index),\"lat\":\(latitude),\"lon\":\(longitude),\"accuracy\":4\(floor)}\n"
        }
        return Array(text.utf8)
    }
}
