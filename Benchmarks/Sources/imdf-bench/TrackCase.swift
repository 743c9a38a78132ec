import Foundation
import IMDFKit
import IMDFTracks

/// Case 6: a stream of fixes through `imdf track`'s pipeline on one core. In process: parse each NDJSON
/// line (`TrackReader`) and locate it with level hysteresis (`TrackLocator`). As a process: the release
/// `imdf track` reading the same walk from a file and writing NDJSON to /dev/null, which adds start-up, the
/// describer and the NDJSON encoder (both internal to the command line since the modules split). The fixes
/// are a deterministic random walk of about a metre per fix through the sample venue, with a floor on every
/// third fix, as a phone reports them. Then issue 20's fleet case: fixes in a different unit every fix on
/// the 50,000-unit venue, whole process, against the in-process open + link of that venue
/// (``changingUnits(tool:options:report:)``).
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
        try changingUnits(tool: tool, options: quick, report: &report)
    }

    /// How many fixes the changing-unit track has: 200,000, or `IMDF_BENCH_TRACK_CHANGING_FIXES`.
    static let changingFixCount =
        ProcessInfo.processInfo.environment["IMDF_BENCH_TRACK_CHANGING_FIXES"].flatMap { Int($0) } ?? 200_000

    /// Issue 20: `imdf track` on the 50,000-unit venue with fixes that land in a different unit every fix
    /// (a fleet of 1,000 devices across a huge venue, `--device-field device`). Whole process on one fix (start-up) and on
    /// ``changingFixCount`` fixes, against opening and linking the same venue in process
    /// (`VenueGraph(try IMDF.Archive(contentsOf:))`) measured in the same run; fixes per second after
    /// start-up are N / (time(N fixes) − time(1 fix)). Targets: start-up ≤ 1.2× open + link, ≥ 1 M fixes/s.
    static func changingUnits(tool: String, options: BenchmarkOptions, report: inout Report) throws {
        let venue = try Workspace.largeVenue(buildings: 4, levels: 5, units: 2500)
        let graph = VenueGraph(try IMDF.Archive(contentsOf: venue))
        let count = changingFixCount
        let directory = FileManager.default.temporaryDirectory
        let manyFile = directory.appendingPathComponent("imdf-bench-changing-\(getpid()).ndjson")
        let oneFile = directory.appendingPathComponent("imdf-bench-changing-one-\(getpid()).ndjson")
        let input = changingUnitFixes(count: count, in: graph)
        try Data(input).write(to: manyFile)
        try Data(input.prefix { $0 != 0x0A } + [0x0A]).write(to: oneFile)
        defer {
            try? FileManager.default.removeItem(at: manyFile)
            try? FileManager.default.removeItem(at: oneFile)
        }
        let baseline = try measure("open + link (in process)", bytes: Workspace.size(of: venue), options: options) {
            _ = VenueGraph(try IMDF.Archive(contentsOf: venue))
        }
        report.add("6 track changing units", baseline, note: "baseline: VenueGraph(try IMDF.Archive(contentsOf:))")
        let one = try measure("imdf track, 1 fix (start-up)", bytes: 0, items: 1, options: options) {
            guard try CommandLineCase.spawn(tool, ["track", "--device-field", "device", venue, oneFile.path]) == 0
            else {
                throw BenchmarkError(description: "imdf track failed on one fix")
            }
        }
        report.add(
            "6 track changing units", one,
            note: "\(format(one.median / baseline.median, digits: 2))x open + link; target ≤ 1.2x")
        let many = try measure(
            "imdf track, \(count) changing-unit fixes", bytes: input.count, items: count, options: options
        ) {
            guard try CommandLineCase.spawn(tool, ["track", "--device-field", "device", venue, manyFile.path]) == 0
            else {
                throw BenchmarkError(description: "imdf track failed on the changing-unit fixes")
            }
        }
        report.add("6 track changing units", many, note: "whole process")
        let perSecond = Double(count) / max(many.median - one.median, 1e-9)
        report.add(
            ReportRow(
                benchmark: "6 track changing units", name: "fixes/s after start-up",
                median: many.median - one.median, minimum: many.minimum - one.minimum,
                throughput: format(perSecond / 1_000_000, digits: 2) + " M/s",
                comparison: "N / (time(N) − time(1)); target ≥ 1 M fixes/s"
            ))
    }

    /// `count` fixes, each at the centre of the bounding box of a randomly chosen unit (fixed seed) that
    /// contains it, never the unit of the fix before: a fleet of 1,000 devices (`"device"`) across the venue,
    /// each fix with its level's ordinal as `floor`. One NDJSON object per line.
    static func changingUnitFixes(count: Int, in graph: VenueGraph) -> [UInt8] {
        // The units with a shape that contains its box's centre (rooms of the generated venue all do).
        var points: [(longitude: Double, latitude: Double, floor: Int)] = []
        for index in graph.archive.units.indices {
            guard let shape = graph.archive.units[index].geometry?.planarArea,
                let level = graph.level(of: VenueGraph.UnitHandle(index)),
                let ordinal = graph.archive.levels[level.index].properties.ordinal
            else { continue }
            let box = shape.bounds
            let centre = PlanarPoint(x: (box.minX + box.maxX) / 2, y: (box.minY + box.maxY) / 2)
            guard shape.location(of: centre) == .inside else { continue }
            points.append((centre.x, centre.y, ordinal))
        }
        guard points.count > 1 else { return [] }
        var random = SplitMix64(state: 20)
        var text = ""
        text.reserveCapacity(count * 110)
        var previous = -1
        for index in 0..<count {
            var pick = Int.random(in: 0..<points.count, using: &random)
            while pick == previous { pick = Int.random(in: 0..<points.count, using: &random) }
            previous = pick
            let point = points[pick]
            text +=
                "{\"time\":\(1_793_523_600 + index),\"lat\":\(point.latitude),\"lon\":\(point.longitude),\"accuracy\":4,\"floor\":\(point.floor),\"device\":\"device-\(index % 1000)\"}\n"
        }
        return Array(text.utf8)
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
