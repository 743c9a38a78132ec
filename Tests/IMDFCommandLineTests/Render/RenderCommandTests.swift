import Foundation
import IMDFTestSupport
import Testing

@testable import IMDFCommandLine

/// `imdf render` and `imdf viewer` run in-process: output, files written, and exit codes.
@Suite struct RenderCommandTests {
    static let sample = TestData.packageRoot.appendingPathComponent("SampleVenues/HarbourviewQuay").path

    struct Result {
        var code: Int32
        var standardOutput: String
        var standardError: String
    }

    static func run(_ arguments: [String]) -> Result {
        let output = StringOutput()
        let error = StringOutput()
        let code = IMDFCommand.run(arguments: arguments, standardOutput: output, standardError: error)
        return Result(code: code, standardOutput: output.text, standardError: error.text)
    }

    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "imdf-render-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func rendersTheDefaultOrdinalToStandardOutput() {
        let result = Self.run(["render", Self.sample])
        #expect(result.code == 0)
        #expect(result.standardError.isEmpty)
        #expect(result.standardOutput.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(result.standardOutput.contains("data-ordinal=\"0\""))
        #expect(result.standardOutput.hasSuffix("</svg>\n"))
    }

    @Test func outputDashIsStandardOutputNotAFileNamedDash() {
        let dash = FileManager.default.currentDirectoryPath + "/-"
        let existed = FileManager.default.fileExists(atPath: dash)
        let result = Self.run(["render", "-o", "-", Self.sample])
        #expect(result.code == 0)
        #expect(result.standardOutput == Self.run(["render", Self.sample]).standardOutput)
        #expect(
            FileManager.default.fileExists(atPath: dash) == existed, "wrote a file named '-' instead of standard output"
        )
    }

    @Test func writesTheFileNamedByOutputWithTheGivenSize() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("level.svg").path
        let result = Self.run([
            "render", Self.sample, "--ordinal", "1", "--width", "400", "--height", "300",
            "--lang", "fr", "--fix", "45.503136,-73.5507902,6,30", "-o", file,
        ])
        #expect(result.code == 0)
        #expect(result.standardOutput.isEmpty)
        let svg = try String(contentsOfFile: file, encoding: .utf8)
        #expect(svg.contains("viewBox=\"0 0 400 300\""))
        #expect(svg.contains("data-ordinal=\"1\""))
        #expect(svg.contains("<title>Musée, étage · Mezzanine</title>"))
        #expect(svg.contains("class=\"fix-dot\""))
    }

    @Test func invalidFixesAreUsageErrors() {
        for fix in ["45.5,-73.5,-1", "95,-73.5", "45.5,-190", "45.5", "a,b", "45.5,-73.5,5,400", "1,2,3,4,5"] {
            let result = Self.run(["render", Self.sample, "--fix", fix])
            #expect(result.code == 64, "--fix \(fix)")
            #expect(result.standardError.contains("--fix"), "--fix \(fix)")
            #expect(result.standardOutput.isEmpty)
        }
    }

    @Test func selectionsNamingNothingAreUsageErrors() {
        let ordinal = Self.run(["render", Self.sample, "--ordinal", "7"])
        #expect(ordinal.code == 64)
        #expect(ordinal.standardError.contains("no level has ordinal 7 (ordinals: -1, 0, 1)"))
        let level = Self.run(["render", Self.sample, "--level", "no-such-level"])
        #expect(level.code == 64)
        #expect(level.standardError.contains("no level has id 'no-such-level'"))
        #expect(Self.run(["render", Self.sample, "--ordinal", "0", "--level", "x"]).code == 64)
        #expect(Self.run(["render", Self.sample, "--width", "0"]).code == 64)
        #expect(Self.run(["render"]).code == 64)
    }

    @Test func missingArchiveIsNoInput() {
        let result = Self.run(["render", "/nonexistent/venue.zip"])
        #expect(result.code == 66)
        #expect(result.standardOutput.isEmpty)
    }

    @Test func unwritableOutputIsAnOutputError() {
        let result = Self.run(["render", Self.sample, "-o", "/nonexistent-directory/level.svg"])
        #expect(result.code == 74)
        #expect(result.standardError.contains("/nonexistent-directory/level.svg"))
    }

    @Test func viewerWritesASelfContainedPage() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let target = directory.appendingPathComponent("viewer").path
        let result = Self.run(["viewer", Self.sample, "-o", target, "--fix", "45.503136,-73.5507902,6"])
        #expect(result.code == 0)
        let html = try String(contentsOfFile: target + "/index.html", encoding: .utf8)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.components(separatedBy: "<section class=\"floor\"").count - 1 == 3)
        #expect(html.contains("class=\"fix-dot\""))
    }

    @Test func viewerNeedsAnOutputDirectoryAndAValidFix() {
        #expect(Self.run(["viewer", Self.sample]).code == 64)
        #expect(Self.run(["viewer", Self.sample, "-o", "/tmp/unused-imdf-viewer", "--fix", "45,-73,-5"]).code == 64)
        #expect(Self.run(["viewer", "/nonexistent", "-o", "/tmp/unused-imdf-viewer"]).code == 66)
    }
}
