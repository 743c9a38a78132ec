import Foundation
import IMDFCommandLine
import Testing

/// Buffering of the real output, observed through a temporary file.
@Suite struct FileDescriptorOutputTests {
    private func withTemporaryFile(_ body: (Int32, URL) throws -> Void) throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("imdf-output-\(UUID().uuidString)")
        #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
        let handle = try FileHandle(forWritingTo: url)
        defer {
            try? handle.close()
            try? FileManager.default.removeItem(at: url)
        }
        try body(handle.fileDescriptor, url)
    }

    private func contents(_ url: URL) throws -> String {
        String(decoding: try Data(contentsOf: url), as: UTF8.self)
    }

    @Test func lineBufferingWritesEachCompletedLine() throws {
        try withTemporaryFile { (descriptor: Int32, url: URL) throws in
            let output = FileDescriptorOutput(descriptor: descriptor, buffering: .line)
            #expect(!output.isTerminal)
            output.write("partial")
            #expect(try contents(url) == "")
            output.write(" line\nnext")
            #expect(try contents(url) == "partial line\nnext")
        }
    }

    @Test func fullBufferingWaitsForFlush() throws {
        try withTemporaryFile { (descriptor: Int32, url: URL) throws in
            let output = FileDescriptorOutput(descriptor: descriptor, buffering: .full)
            output.write("one\ntwo\n")
            #expect(try contents(url) == "")
            output.flush()
            #expect(try contents(url) == "one\ntwo\n")
        }
    }

    @Test func fullBufferingWritesLargeOutputInBlocks() throws {
        try withTemporaryFile { (descriptor: Int32, url: URL) throws in
            let output = FileDescriptorOutput(descriptor: descriptor, buffering: .full)
            let line = String(repeating: "x", count: 1023) + "\n"
            for _ in 0..<100 { output.write(line) }
            #expect(try contents(url).utf8.count >= 65_536)
            output.flush()
            #expect(try contents(url).utf8.count == 102_400)
        }
    }
}
