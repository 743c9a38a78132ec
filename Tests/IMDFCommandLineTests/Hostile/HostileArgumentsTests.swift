import Foundation
import IMDFCommandLine
import IMDFKit
import Testing

/// Hostile command lines: every option without its value, repeated options, non-numbers where
/// numbers go, and archive paths that are not archives. Each gives one clear message naming the
/// option or path, and a documented exit code; nothing blocks, exits the process or traps.
@Suite struct HostileArgumentsTests {
    /// A command that opens its archive argument the way the real commands do.
    static let openCommand = Command(
        name: "open", abstract: "Open an archive.",
        options: [.value("lat", valueName: "degrees", help: "Latitude.", type: .number)],
        positionals: [.init("archive", help: "An IMDF archive.")]
    ) { arguments, context in
        let archive = try IMDF.Archive(contentsOf: arguments.positional("archive") ?? "")
        context.standardOutput.writeLine("units=\(archive.units.count)")
        return .success
    }

    static let tool = CommandLineTool(
        name: "imdf", version: "0", abstract: "Hostile input tests.",
        commands: [SampleTool.whereCommand, openCommand])

    static func run(_ arguments: [String]) -> (code: ExitCode, output: String, error: String) {
        let output = StringOutput()
        let error = StringOutput()
        let code = tool.run(arguments: arguments, environment: [:], standardOutput: output, standardError: error)
        return (code, output.text, error.text)
    }

    static let valueOptions = ["--lat", "--lon", "--ordinal", "--format", "--output", "-o", "--tag"]

    @Test(arguments: valueOptions)
    func optionWithoutItsValue(option: String) {
        let base = ["where", "--lat", "1", "--lon", "2", "venue"]
        // At the end of the line, and followed by another option.
        for arguments in [base + [option], ["where", option, "--strict", "--lat", "1", "--lon", "2", "venue"]] {
            let result = Self.run(arguments)
            #expect(result.code == .usageError, "\(arguments)")
            #expect(
                result.error.contains(option.hasPrefix("--") ? option : "-o"),
                "the message names the option: \(result.error)")
            #expect(result.output.isEmpty)
        }
    }

    @Test func repeatedOptions() {
        let repeated = Self.run(["where", "--lat", "1", "--lat", "2", "--lon", "2", "venue"])
        #expect(repeated.code == .usageError)
        #expect(repeated.error.contains("--lat"))
        let repeatable = Self.run(["where", "--lat", "1", "--lon", "2", "--tag", "a", "--tag", "b", "-vvv", "venue"])
        #expect(repeatable.code == .success)
        #expect(repeatable.output.contains("tags=a,b"))
    }

    @Test(arguments: ["abc", "NaN", "nan", "inf", "-Infinity", "1e999", "0x10", "", "1,5", "５"])
    func nonNumericLatitude(value: String) {
        let result = Self.run(["where", "--lat", value, "--lon", "2", "venue"])
        #expect(result.code == .usageError, "'\(value)' → \(result.code)")
        #expect(result.error.contains("--lat"))
    }

    @Test func archivePathThatIsAPlainFile() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(UUID().uuidString).txt")
        try Data("not an archive".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = Self.run(["open", file.path])
        #expect(result.code == .dataError)
        #expect(result.error.contains(file.path), "\(result.error)")
    }

    @Test func archivePathThatIsMissing() {
        let result = Self.run(["open", "/nonexistent/hostile/venue.zip"])
        #expect(result.code != .success)
        #expect(result.error.contains("/nonexistent/hostile/venue.zip"), "\(result.error)")
    }

    @Test func archivePathThatIsAFIFODoesNotBlock() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(UUID().uuidString).fifo")
            .path
        guard mkfifo(path, 0o600) == 0 else {
            Issue.record("mkfifo failed")
            return
        }
        defer { unlink(path) }
        let result = Self.run(["open", path])
        #expect(result.code != .success)
        #expect(result.error.contains(path), "\(result.error)")
    }

    @Test func archivePathThatIsUnreadable() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer {
            chmod(directory.path, 0o700)
            try? FileManager.default.removeItem(at: directory)
        }
        let file = directory.appendingPathComponent("venue.zip")
        try Data("PK".utf8).write(to: file)
        chmod(file.path, 0)
        let descriptor = open(file.path, O_RDONLY)
        guard descriptor < 0 else {
            close(descriptor)
            // Running as root: permissions do not stop reading, so there is nothing to test.
            print("skipping unreadable-archive check: this process can read a mode-000 file (root)")
            return
        }
        let result = Self.run(["open", file.path])
        #expect(result.code != .success)
        #expect(result.error.contains(file.path))
    }
}

@Suite struct HostileArchivePathTests {
    @Test func realCommandsMapArchivePathsToExitCodes() throws {
        let directory = try Samples.temporaryDirectory()
        let fifo = directory.appendingPathComponent("venue.fifo").path
        #expect(mkfifo(fifo, 0o644) == 0)
        let plain = try Samples.file(named: "notes.txt", "just text\n").path
        for command in ["validate", "levels"] {
            let missing = IMDFRun([command, directory.appendingPathComponent("missing.zip").path])
            #expect(missing.status == 66 && missing.standardError.contains("missing.zip"))
            let pipe = IMDFRun([command, fifo])
            #expect(pipe.status == 66 && pipe.standardError.contains("venue.fifo"))
            let text = IMDFRun([command, plain])
            #expect(text.status == 65 && text.standardError.contains("notes.txt"))
        }
        let whereRun = IMDFRun(["where", fifo, "--lat", "1", "--lon", "2"])
        #expect(whereRun.status == 66)
    }
}
