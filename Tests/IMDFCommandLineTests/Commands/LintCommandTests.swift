import Foundation
import Testing

@testable import IMDFCommandLine

/// `imdf lint`: compiler-style RFC 8259 / RFC 7946 findings and exit codes.
@Suite struct LintCommandTests {
    @Test func cleanFileExitsZeroWithNoFindings() throws {
        let run = IMDFRun(["lint", Samples.directory + "/unit.geojson"])
        #expect(run.status == 0)
        #expect(run.standardOutput.isEmpty)
        #expect(run.standardError.hasSuffix("unit.geojson: 0 errors, 0 warnings, 0 infos\n"))
    }

    @Test func syntaxErrorIsReportedAtItsPositionAndExitsOne() throws {
        let file = try Samples.file(named: "bad.geojson", "{\"type\": \"FeatureCollection\",\n  \"features\": [1,]}")
        let run = IMDFRun(["lint", file.path])
        #expect(run.status == 1)
        #expect(
            run.standardOutput.hasPrefix(
                "\(file.path):2:18: error: [json-syntax] expected a value after ',' (JSON allows no trailing comma), found ']'\n\n"
            ))
    }

    @Test func structureErrorsAndWarningsAreReported() throws {
        // An unclosed ring is an error; a clockwise exterior ring only a warning.
        let unclosed = try Samples.file(
            named: "ring.geojson",
            #"{"type": "Polygon", "coordinates": [[[0, 0], [1, 0], [1, 1], [0, 1]]]}"#)
        let run = IMDFRun(["lint", unclosed.path])
        #expect(run.status == 1)
        #expect(run.standardOutput.contains("error: [geojson-ring-not-closed]"))

        let clockwise = try Samples.file(
            named: "cw.geojson",
            #"{"type": "Polygon", "coordinates": [[[0, 0], [0, 1], [1, 1], [1, 0], [0, 0]]]}"#)
        let warningOnly = IMDFRun(["lint", clockwise.path])
        #expect(warningOnly.status == 0)
        #expect(warningOnly.standardOutput.contains("warning: [geojson-ring-winding]"))
    }

    @Test func jsonFormatPrintsOneDocumentWithAnObjectPerFile() throws {
        let bad = try Samples.file(named: "bad.json", "[1,")
        let run = IMDFRun(["lint", "--format", "json", bad.path, Samples.directory + "/unit.geojson"])
        #expect(run.status == 1)
        let document = try #require(run.json as? [String: Any])
        let files = try #require(document["files"] as? [[String: Any]])
        #expect(files.count == 2)
        #expect((document["summary"] as? [String: Any])?["errors"] as? Int == 1)
        let object = files[0]
        #expect(object["file"] as? String == bad.path)
        #expect((files[1]["diagnostics"] as? [Any])?.isEmpty == true)
        let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.count == 1)
        let first = diagnostics[0]
        #expect(first["rule"] as? String == "json-syntax")
        #expect(first["severity"] as? String == "error")
        #expect(first["line"] as? Int == 1)
        #expect(first["column"] as? Int == 4)
        #expect(first["path"] != nil && first["message"] != nil && first["file"] != nil)
        let summary = try #require(object["summary"] as? [String: Int])
        #expect(summary == ["errors": 1, "warnings": 0, "infos": 0])
    }

    @Test func missingFileExits66ButOthersAreStillChecked() throws {
        let bad = try Samples.file(named: "bad.json", "{")
        let run = IMDFRun(["lint", "/no/such/file.geojson", bad.path])
        #expect(run.status == 66)
        #expect(run.standardError.contains("error: no such file '/no/such/file.geojson'"))
        #expect(run.standardOutput.contains("[json-syntax]"))
    }

    @Test func helpNamesTheRules() {
        let run = IMDFRun(["lint", "--help"])
        #expect(run.status == 0)
        #expect(run.standardOutput.contains("geojson-ring-not-closed"))
    }
}
