import GeoJSON
import Testing

@testable import IMDFCommandLine

/// The per-rule table after the findings, and `--summary`.
@Suite struct RuleSummaryTests {
    private func finding(_ rule: String, check: String? = nil, _ severity: Diagnostic.Severity, line: Int) -> Diagnostic
    {
        Diagnostic(
            severity: severity, rule: rule, check: check, message: "m",
            location: .init(file: "unit.geojson", line: line, column: 1))
    }

    @Test func oneRowPerRuleAndSeverityErrorsFirstThenByCount() {
        let summary = RuleSummary([
            finding("Info", .info, line: 1), finding("Few", .error, line: 2), finding("Many", .error, line: 3),
            finding("Many", .error, line: 4), finding("UUID", check: "not-version-4", .warning, line: 5),
            finding("UUID", check: "not-uuid", .error, line: 6),
        ])
        #expect(
            summary.text(paths: FindingPaths(archive: "venue")) == """
                RULE                SEVERITY  COUNT  FIRST
                Many                error         2  venue/unit.geojson:3:1
                Few                 error         1  venue/unit.geojson:2:1
                UUID/not-uuid       error         1  venue/unit.geojson:6:1
                UUID/not-version-4  warning       1  venue/unit.geojson:5:1
                Info                info          1  venue/unit.geojson:1:1

                """)
        #expect(RuleSummary([Diagnostic]()).text(paths: .asGiven).isEmpty)
    }

    @Test func findingsThenTheTableThenTheTotals() {
        let run = IMDFRun(["validate", Samples.mistakes])
        let parts = run.standardOutput.components(separatedBy: "\n\n")
        #expect(parts.count == 2)
        #expect(parts[1].hasPrefix("RULE "))
        let row = parts[1].split(separator: "\n").first { $0.hasPrefix("ReferencedFeatureIDMustBeResolvable ") }
        #expect(row?.hasSuffix(" error         2  \(Samples.mistakes)/anchor.geojson:4:215") == true)
        #expect(run.standardError == "6 errors, 1 warning, 3 infos\n")
        // --quiet: the findings alone.
        let quiet = IMDFRun(["validate", "--quiet", Samples.mistakes])
        #expect(quiet.standardOutput == parts[0] + "\n")
        #expect(quiet.standardError.isEmpty)
        #expect(quiet.status == 1)
    }

    @Test func summaryPrintsOnlyTheTableAndTheTotals() {
        let run = IMDFRun(["validate", "--summary", Samples.mistakes])
        #expect(run.status == 1)
        #expect(run.standardOutput.hasPrefix("RULE "))
        #expect(run.standardOutput.hasSuffix("\n\n6 errors, 1 warning, 3 infos\n"))
        #expect(!run.standardOutput.contains(": error: ["))
        #expect(run.standardError.isEmpty)
        #expect(
            IMDFRun(["validate", "--summary", Samples.directory]).standardOutput == "0 errors, 0 warnings, 0 infos\n")
        #expect(IMDFRun(["validate", "--summary", "--format", "json", Samples.directory]).status == 64)
        #expect(IMDFRun(["validate", "--summary", "--quiet", Samples.directory]).status == 64)
    }

    @Test func jsonHasTheTableInTheSummary() throws {
        let object = try #require(IMDFRun(["validate", "--format", "json", Samples.mistakes]).json as? [String: Any])
        let summary = try #require(object["summary"] as? [String: Any])
        #expect(
            Array((summary.keys).sorted()) == ["baseline", "errors", "hidden", "infos", "passed", "rules", "warnings"])
        let rules = try #require(summary["rules"] as? [[String: Any]])
        #expect(rules.first?["rule"] as? String == "ReferencedFeatureIDMustBeResolvable")
        #expect(rules.first?["count"] as? Int == 2)
        let first = try #require(rules.first?["first"] as? [String: Any])
        #expect(first["file"] as? String == "anchor.geojson")
        #expect(first["file_path"] as? String == Samples.mistakes + "/anchor.geojson")
        #expect(first["line"] as? Int == 4)
    }
}
