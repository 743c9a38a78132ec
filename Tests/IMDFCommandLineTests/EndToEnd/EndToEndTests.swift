import Foundation
import IMDFCommandLine
import IMDFTestSupport
import Testing

/// Runs of the built `imdf` executable as a separate process: the real entry point, real
/// streams, real exit status. Skipped (with a message) when the binary has not been built.
@Suite struct EndToEndTests {
    /// The built `imdf`, looked for beside the test bundle and in the package's `.build/debug`.
    static let executable: URL? = {
        var candidates: [URL] = []
        if let executable = Bundle.main.executableURL {
            candidates.append(executable.deletingLastPathComponent().appendingPathComponent("imdf"))
        }
        candidates.append(Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("imdf"))
        candidates.append(Bundle.main.bundleURL.appendingPathComponent("imdf"))
        candidates.append(packageRoot.appendingPathComponent(".build/debug/imdf"))
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// The package's root folder (this file is `Tests/IMDFCommandLineTests/EndToEnd/EndToEndTests.swift`).
    static let packageRoot = TestData.packageRoot

    struct Run {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    static func run(_ arguments: [String], environment: [String: String] = [:], directory: URL? = nil) throws -> Run {
        guard let executable else { throw SkipReason.missingBinary }
        return try launch(executable, arguments, environment: environment, directory: directory)
    }

    /// Runs a program to its end with both outputs captured.
    static func launch(
        _ program: URL, _ arguments: [String], environment: [String: String], directory: URL? = nil
    ) throws -> Run {
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        process.environment = environment
        if let directory { process.currentDirectoryURL = directory }
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        // Read before waiting, so a full pipe cannot block the child.
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus,
            standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData, as: UTF8.self))
    }

    enum SkipReason: Error { case missingBinary }

    static var isAvailable: Bool {
        if executable == nil { print("EndToEndTests: skipped, no built 'imdf' found (run `swift build` first)") }
        return executable != nil
    }

    @Test(.enabled(if: isAvailable, "the imdf binary is built"))
    func helpExitsZero() throws {
        let run = try Self.run(["--help"])
        #expect(run.status == 0)
        #expect(run.standardOutput.contains("EXIT CODES:"))
        #expect(run.standardError.isEmpty)
    }

    @Test(.enabled(if: isAvailable, "the imdf binary is built"))
    func versionExitsZero() throws {
        let run = try Self.run(["--version"])
        #expect(run.status == 0)
        #expect(run.standardOutput == IMDFCommand.version + "\n")
    }

    @Test(.enabled(if: isAvailable, "the imdf binary is built"))
    func unknownOptionExits64WithSuggestion() throws {
        let run = try Self.run(["--verison"])
        #expect(run.status == 64)
        #expect(run.standardOutput.isEmpty)
        #expect(
            run.standardError
                == "error: unknown option '--verison'\nUsage: imdf <command> [<arguments>] [--help]\ndid you mean '--version'?\n"
        )
    }

    @Test(.enabled(if: isAvailable, "the imdf binary is built"))
    func unknownCommandExits64AndNoColourIntoAPipe() throws {
        let run = try Self.run(["hlep"], environment: [:])
        #expect(run.status == 64)
        #expect(run.standardError.hasPrefix("error: unknown command 'hlep'\n"))
        #expect(!run.standardError.contains("\u{1B}["))
        let forced = try Self.run(["hlep", "--color=always"])
        #expect(forced.standardError.hasPrefix("\u{1B}[1;31merror:\u{1B}[0m"))
    }

    @Test(.enabled(if: isAvailable, "the imdf binary is built"))
    func routeExitsZeroWithARouteAndOneWithout() throws {
        let zip = Self.packageRoot.appendingPathComponent("SampleVenues/HarbourviewQuay.zip").path
        let found = try Self.run(["route", zip, "--from", "43649a89", "--to", "45.5031,-73.5510,-1", "--accessible"])
        #expect(found.status == 0)
        #expect(found.standardError.isEmpty)
        #expect(
            found.standardOutput.contains(
                "take Elevator A (elevator, relationship) down to level B1 \"Platform Level\""))
        #expect(found.standardOutput.contains("arrive in Platform 1"))
        let none = try Self.run(["route", zip, "--from", "45.6,-73.55", "--to", "43649a89", "--format", "json"])
        #expect(none.status == 1)
        #expect(none.standardError == "no route: the start lies in no unit a route can use\n")
        #expect(none.standardOutput.contains("\"reason\": \"start_outside_units\""))
    }
}
