import Foundation
import Testing

@testable import IMDFKit

/// The package's one read loop (`POSIXFileSystem.read`, `readToEnd`): archive files, command inputs and track
/// streams all go through it, so its edges are checked here once.
@Suite("POSIX file reading")
struct POSIXFileSystemTests {
    private static func temporaryFile(_ bytes: [UInt8]) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("posix-\(UUID().uuidString)").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    private static func pattern(_ count: Int) -> [UInt8] { (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31) } }

    /// A regular file is read whole whatever its size against the hint, and `maxCount` stops the read.
    @Test(arguments: [0, 1, 65_535, 65_536, 200_003])
    func regularFileIsReadWholeOrUpToTheMaximum(size: Int) throws {
        let bytes = Self.pattern(size)
        let path = try Self.temporaryFile(bytes)
        defer { try? FileManager.default.removeItem(atPath: path) }
        for (hint, maxCount) in [
            (size, Int.max), (0, Int.max), (size / 2, Int.max), (size * 2 + 5, Int.max), (size, size / 3),
        ] {
            let descriptor = try POSIXFileSystem.openForReading(path, blocking: false)
            defer { POSIXFileSystem.close(descriptor) }
            let read = try POSIXFileSystem.readToEnd(descriptor, maxCount: maxCount, sizeHint: hint)
            #expect(read == Array(bytes.prefix(maxCount)), "hint \(hint), max \(maxCount)")
        }
        #expect(try POSIXFileSystem.readFile(at: path) == bytes)
        #expect(try POSIXFileSystem.readFile(at: path, limit: 7) == Array(bytes.prefix(7)))
    }

    /// A pipe is read as a stream: chunks as they come, waiting on a non-blocking end with nothing yet, to the
    /// end of file.
    @Test func pipeIsReadAsAStreamUntilItsWriterCloses() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        let (reader, writer) = (ends[0], ends[1])
        defer { close(reader) }
        // Non-blocking, as standard input can be: `read` must wait instead of failing with EAGAIN.
        #expect(fcntl(reader, F_SETFL, fcntl(reader, F_GETFL) | O_NONBLOCK) == 0)
        let bytes = Self.pattern(300_001)
        let thread = Thread {
            Thread.sleep(forTimeInterval: 0.05)  // the reader is waiting before anything arrives
            bytes.withUnsafeBytes { buffer in
                var written = 0
                while written < buffer.count {
                    let count = write(writer, buffer.baseAddress! + written, min(4096, buffer.count - written))
                    if count > 0 { written += count }
                }
            }
            close(writer)
        }
        thread.start()
        #expect(try POSIXFileSystem.kind(ofDescriptor: reader) == .special("a FIFO"))
        let read = try POSIXFileSystem.readToEnd(reader, maxCount: Int.max, sizeHint: 0)
        #expect(read == bytes)
    }

    @Test func failuresNameTheCallAndTheReason() throws {
        do {
            _ = try POSIXFileSystem.openForReading("/nonexistent/posix-test", blocking: false)
            Issue.record("opening a missing file succeeded")
        } catch {
            #expect(error.call == "open" && error.isNotFound && error.reason == "No such file or directory")
        }
        var buffer = [UInt8](repeating: 0, count: 16)
        do {
            _ = try POSIXFileSystem.read(-1, into: &buffer)
            Issue.record("reading descriptor -1 succeeded")
        } catch {
            #expect(error.call == "read" && error.code == EBADF && !error.isNotFound)
        }
    }
}
