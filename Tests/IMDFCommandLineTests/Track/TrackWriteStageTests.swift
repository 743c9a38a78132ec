import Foundation
import IMDFTestSupport
import Testing

/// `imdf track` on a track file writes on a thread of its own (`TrackWriteStage`) while it locates the next
/// fixes; fed the same fixes through a pipe it writes them one by one on one thread. Both must give the
/// same bytes, the same messages and the same status, over many batches and with a full queue.
@Suite("imdf track write stage", .enabled(if: EndToEndTests.isAvailable, "the imdf binary is built"))
struct TrackWriteStageTests {
    /// 40 copies of the sample walk (4,400 fixes: 17 batches, more than the 8 the queue holds), with the
    /// malformed track's bad lines, over seven devices.
    static func track(in directory: URL) throws -> URL {
        let tracks = URL(fileURLWithPath: Samples.directory).deletingLastPathComponent().appendingPathComponent(
            "Tracks")
        let walk = try String(contentsOf: tracks.appendingPathComponent("walk.ndjson"), encoding: .utf8)
        let malformed = try String(contentsOf: tracks.appendingPathComponent("malformed.ndjson"), encoding: .utf8)
        var lines: [String] = []
        for copy in 0..<40 {
            for (number, line) in walk.split(separator: "\n").enumerated() {
                lines.append(line.replacingOccurrences(of: "walker-1", with: "walker-\((copy + number) % 7)"))
            }
            if copy % 10 == 0 { lines += malformed.split(separator: "\n").map(String.init) }
        }
        let url = directory.appendingPathComponent("fleet.ndjson")
        try (lines.joined(separator: "\n") + "\n").write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    @Test(arguments: [
        "", "--format csv", "--format geojson --lang fr", "--device-field device --max-devices 3",
    ])
    func aFileIsWrittenAsAPipeIs(options: String) throws {
        let directory = try Samples.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try Self.track(in: directory)
        let file = try ChildProcess.shell(
            #""$IMDF" track \#(options) "$SAMPLE" fleet.ndjson > out.txt; echo "status $?" >> out.txt; cat out.txt"#,
            in: directory)
        let piped = try ChildProcess.shell(
            #"cat fleet.ndjson | "$IMDF" track \#(options) "$SAMPLE" - > out.txt; echo "status $?" >> out.txt; cat out.txt"#,
            in: directory)
        #expect(file.standardOutput.hasSuffix("status 0\n"), "\(file.standardError)")
        #expect(file.standardOutput.utf8.count > 1_000_000)
        #expect(file.standardOutput == piped.standardOutput)
        #expect(file.standardError == piped.standardError)
        if options.contains("max-devices") { #expect(file.standardError.contains("warning: more than 3 devices")) }
    }

    @Test func aFullDiskStopsTheFileWithExit74() throws {
        let directory = try Samples.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try Self.track(in: directory)
        let run = try ChildProcess.shell(#""$IMDF" track "$SAMPLE" fleet.ndjson > /dev/full"#, in: directory)
        #expect(run.status == 74)
        #expect(
            run.standardError == "error: cannot write to standard output: No space left on device\n",
            "\(run.standardError)")
    }

    @Test func aClosedPipeEndsTheFileQuietly() throws {
        let directory = try Samples.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try Self.track(in: directory)
        let run = try ChildProcess.shell(
            #""$IMDF" track "$SAMPLE" fleet.ndjson 2>err.txt | head -c 10 > /dev/null; cat err.txt"#, in: directory)
        #expect(run.standardOutput.isEmpty, "nothing on standard error: \(run.standardOutput)")
        // With SIGPIPE ignored the process is not killed: the writing fails with EPIPE, the stage stops, and the
        // reader stops at its next batch, long before the end of a file of 44,000 fixes, and ends with status 0.
        let ignored = try ChildProcess.shell(
            #"for copy in 1 2 3 4 5 6 7 8 9 10; do cat fleet.ndjson; done > ten.ndjson; wc -l < ten.ndjson >&2; trap '' PIPE; ( "$IMDF" track "$SAMPLE" ten.ndjson; echo "status $?" >&2 ) 2>err.txt | head -c 10 > /dev/null; cat err.txt"#,
            in: directory)
        let lines = ignored.standardOutput.split(separator: "\n")
        let total = try #require(Int(ignored.standardError.trimmingCharacters(in: .whitespacesAndNewlines)))
        let read = try #require(lines.first.flatMap { Int($0.prefix { $0 != " " }) }, "\(ignored.standardOutput)")
        #expect(lines.last == "status 0", "\(ignored.standardOutput)")
        #expect(read < total / 2, "read \(read) of \(total) records after the pipe closed")
        #expect(!ignored.standardOutput.contains("error:"), "\(ignored.standardOutput)")
    }
}
