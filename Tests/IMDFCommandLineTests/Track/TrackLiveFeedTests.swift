import Foundation
import IMDFTestSupport
import Synchronization
import Testing

/// `imdf track` on a live feed through pipes, with the built executable: a record comes out while the
/// input is still open, because output to a pipe is flushed per record.
@Suite("imdf track live feed", .enabled(if: liveFeedExecutable != nil))
struct TrackLiveFeedTests {
    static let packageRoot = liveFeedPackageRoot
    static let executable = liveFeedExecutable

    @Test func aRecordIsWrittenBeforeTheInputEnds() throws {
        let process = Process()
        process.executableURL = try #require(Self.executable)
        process.arguments = [
            "track", Self.packageRoot.appendingPathComponent("SampleVenues/HarbourviewQuay").path, "-",
        ]
        let input = Pipe()
        let output = Pipe()
        let messages = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = messages
        try process.run()
        defer {
            try? input.fileHandleForWriting.close()
            process.waitUntilExit()
        }
        let walk = try String(
            contentsOf: Self.packageRoot.appendingPathComponent("SampleVenues/Tracks/walk.nmea"), encoding: .utf8)
        let firstPair = walk.split(separator: "\n").prefix(2).joined(separator: "\n") + "\n"
        // A third sentence of a later epoch completes the first fix (its RMC partner has arrived).
        let third = walk.split(separator: "\n")[3] + "\n"
        input.fileHandleForWriting.write(Data((firstPair + third).utf8))

        // Read until the first newline; the input stays open meanwhile. A liveness bound, not a timing
        // assertion: without per-record flushing nothing would ever arrive.
        let received = LockedBuffer()
        let arrived = DispatchSemaphore(value: 0)
        output.fileHandleForReading.readabilityHandler = { handle in
            let data = handle.availableData
            if received.append(data) { arrived.signal() }
        }
        let result = arrived.wait(timeout: .now() + 60)
        output.fileHandleForReading.readabilityHandler = nil
        #expect(result == .success, "no record arrived while the feed was open")
        #expect(received.text.hasPrefix("{\"line\":2,"))
        #expect(received.text.contains("\"unit_name\":\"Waiting Room\""))
    }
}

private let liveFeedPackageRoot = TestData.packageRoot

/// The built `imdf` in the package's `.build/debug`, if there is one.
private let liveFeedExecutable: URL? = {
    let candidate = liveFeedPackageRoot.appendingPathComponent(".build/debug/imdf")
    return FileManager.default.isExecutableFile(atPath: candidate.path) ? candidate : nil
}()

/// Bytes collected from a pipe on another thread.
final class LockedBuffer: Sendable {
    private let storage = Mutex(Data())

    /// Appends data; returns whether a complete line has arrived.
    func append(_ data: Data) -> Bool {
        storage.withLock { buffer in
            buffer.append(data)
            return buffer.contains(0x0A)
        }
    }

    var text: String { storage.withLock { String(decoding: $0, as: UTF8.self) } }
}
