import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A long stream keeps memory flat: the built `imdf track` reading 200,000 fixes peaks at about the same
/// resident memory as reading 20,000.
///
/// Measured in a child process (its own peak RSS, from `/proc`), not in the test process: tests run
/// concurrently, so the test process's resident memory also moves with whatever the other tests allocate.
@Suite("Track memory, end to end", .enabled(if: EndToEndTests.isAvailable, "the imdf binary is built"))
struct TrackMemoryEndToEndTests {
    @Test func peakMemoryDoesNotGrowWithTheStream() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("imdf-track-memory-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let short = try peakResidentKiB(fixes: 20_000, in: directory)
        let long = try peakResidentKiB(fixes: 200_000, in: directory)
        #expect(short > 1 << 10, "the child's memory must have been read (\(short) KiB)")
        // 180,000 more records of ~1 KB of output each would need ~180 MB if anything accumulated.
        #expect(long - short < 16 << 10, "peak RSS \(short) KiB for 20,000 fixes, \(long) KiB for 200,000")
    }

    /// `--format geojson` writes its FeatureCollection at the end, so it keeps one point feature per fix: as its
    /// compact JSON, about its share of the output (740 bytes here), not as a tree of values (3.2 KB a fix
    /// before, 640 MB for 200,000 fixes in release). Asserted: under 1.5 KiB a fix more.
    @Test func geoJSONKeepsEachPointAsItsBytes() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("imdf-track-geojson-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let short = try peakResidentKiB(fixes: 20_000, in: directory, format: "geojson")
        let long = try peakResidentKiB(fixes: 200_000, in: directory, format: "geojson")
        #expect(long - short < 180_000 * 3 / 2, "peak RSS \(short) KiB for 20,000 fixes, \(long) KiB for 200,000")
    }

    /// Writes a walk of `fixes` NDJSON fixes across the sample venue's Ground Level and Mezzanine (a floor
    /// every third fix), runs `imdf track` on it with its output discarded, and returns the child's peak RSS.
    private func peakResidentKiB(fixes: Int, in directory: URL, format: String = "ndjson") throws -> Int {
        var text = ""
        text.reserveCapacity(fixes * 90)
        for i in 0..<fixes {
            let t = Double(i % 400) / 400
            let floor = i % 3 == 0 ? ",\"floor\":\(i / 400 % 2)" : ""
            text +=
                "{\"time\":\(1_793_523_600 + i),\"lat\":\(45.50315 + 0.00012 * t),\"lon\":\(-73.55112 + 0.0004 * t),\"accuracy\":5\(floor),\"id\":\(i)}\n"
        }
        let input = directory.appendingPathComponent("walk-\(fixes).ndjson")
        try Data(text.utf8).write(to: input)
        let executable = try #require(EndToEndTests.executable)
        let venue = EndToEndTests.packageRoot.appendingPathComponent("SampleVenues/HarbourviewQuay.zip")
        let arguments = [executable.path, "track", venue.path, input.path, "--format", format]

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable.path, &actions, nil, &argv, environ)
        try #require(spawned == 0, "posix_spawn failed: \(spawned)")
        // The child's own high-water mark, read from /proc while it runs (its last reading before it exits).
        // Not `wait4`'s `ru_maxrss`: posix_spawn starts the child in the parent's address space, and Linux
        // carries that address space's peak into the child's across `exec`.
        var peak = 0
        var status: Int32 = 0
        while true {
            if let reading = Self.highWaterKiB(of: pid) { peak = max(peak, reading) }
            let waited = waitpid(pid, &status, WNOHANG)
            if waited == pid { break }
            if waited < 0 && errno != EINTR { break }
            usleep(2_000)
        }
        #expect(status == 0, "imdf track exited with wait status \(status)")
        return peak
    }

    /// `VmHWM` of a running process, in KiB, or `nil` once it has gone.
    private static func highWaterKiB(of pid: pid_t) -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
            let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
        else { return nil }
        return Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "")
    }
}
