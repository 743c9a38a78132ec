import Foundation
import GeoJSON
import Testing

@testable import IMDFCommandLine

/// Baselines: what identifies a finding, the file's form, and comparing with multiplicity.
@Suite struct BaselineTests {
    private func finding(
        _ rule: String, check: String? = nil, file: String? = "unit.geojson", line: Int? = 4,
        path: JSONPath? = ["features", 3, "properties", "name"], feature: String? = "f1"
    ) -> Diagnostic {
        Diagnostic(
            severity: .error, rule: rule, check: check, message: "m",
            location: .init(file: file, line: line, column: 9, path: path, featureID: feature))
    }

    @Test func anEntryIgnoresPositionsAndTheFeatureIndex() {
        let before = finding("LabelsMustBeObject")
        // The file reformatted, and a feature inserted before this one: same entry.
        let after = finding("LabelsMustBeObject", line: 120, path: ["features", 4, "properties", "name"])
        #expect(Baseline.Entry(before) == Baseline.Entry(after))
        #expect(Baseline.Entry(before).path == "properties.name")
        // Without a feature ID the whole path identifies the place.
        #expect(
            Baseline.Entry(finding("FeatureMustHaveId", path: ["features", 2], feature: nil)).path == "features[2]")
        // The feature itself.
        #expect(Baseline.Entry(finding("OrphanAnchor", path: ["features", 2])).path == "$")
        // A file-level finding.
        let fileLevel = Baseline.Entry(
            finding("ExtensionFileIgnored", file: "README.md", line: nil, path: nil, feature: nil))
        #expect(fileLevel == Baseline.Entry(rule: "ExtensionFileIgnored", file: "README.md"))
        // Checks tell findings of one rule apart.
        #expect(Baseline.Entry(finding("R", check: "a")) != Baseline.Entry(finding("R", check: "b")))
    }

    @Test func theFileIsSortedOneEntryPerLineAndStable() throws {
        let findings = [finding("B"), finding("A", check: "c"), finding("A", file: "level.geojson"), finding("B")]
        let text = try Baseline(findings).text()
        #expect(
            text == """
                {
                  "version": 1,
                  "tool": "imdf",
                  "findings": [
                    {"rule": "A", "file": "level.geojson", "feature": "f1", "path": "properties.name", "count": 1},
                    {"rule": "A", "check": "c", "file": "unit.geojson", "feature": "f1", "path": "properties.name", "count": 1},
                    {"rule": "B", "file": "unit.geojson", "feature": "f1", "path": "properties.name", "count": 2}
                  ]
                }

                """)
        #expect(try Baseline(findings.reversed()).text() == text)
        #expect(
            try Baseline([Diagnostic]()).text()
                == "{\n  \"version\": 1,\n  \"tool\": \"imdf\",\n  \"findings\": []\n}\n")
        // It reads back as written.
        let read = try Baseline(json: Array(text.utf8), name: "b.json")
        #expect(try read.text() == text)
    }

    @Test func comparingCountsEqualFindingsAndListsWhatIsFixed() throws {
        // Two features sharing an ID, each with the same finding: one entry counted twice.
        let baseline = Baseline([finding("Dup"), finding("Dup"), finding("Gone")])
        let comparison = baseline.compare([finding("Dup"), finding("Dup"), finding("Dup"), finding("New")])
        #expect(comparison.matched == 2)
        #expect(comparison.new.map(\.rule) == ["Dup", "New"])
        #expect(comparison.fixed.map(\.entry.rule) == ["Gone"])
        #expect(comparison.fixed.first?.count == 1)
        #expect(comparison.fixed.first?.entry.description == "[Gone] unit.geojson, feature f1, at properties.name")
    }

    @Test(arguments: [
        ("{", "is not JSON: 1:2:"),
        ("[]", "is not an imdf baseline: expected a JSON object"),
        (#"{"version": 2, "findings": []}"#, "has version 2; this imdf reads version 1"),
        (#"{"version": 1}"#, #"no "findings" array"#),
        (#"{"version": 1, "findings": [{"file": "x"}]}"#, #"findings[0] has no "rule" string"#),
        (
            #"{"version": 1, "findings": [{"rule": "R", "count": 0}]}"#,
            "findings[0].count is not a positive whole number"
        ),
        (#"{"version": 1, "findings": [{"rule": "R", "feature": 3}]}"#, "findings[0].feature is not a string"),
    ])
    func aFileThatIsNotABaselineIsADataError(text: String, message: String) {
        #expect {
            try Baseline(json: Array(text.utf8), name: "b.json")
        } throws: { error in
            guard let error = error as? CLIError else { return false }
            return error.kind == .data && error.message.contains(message)
        }
    }

    @Test func writingThenReadingShowsNothingAndExitsZero() throws {
        let file = try Samples.temporaryDirectory().appendingPathComponent("baseline.json").path
        let write = IMDFRun(["validate", "--write-baseline", file, Samples.mistakes])
        #expect(write.status == 0)
        #expect(write.standardOutput.isEmpty)
        #expect(write.standardError == "wrote baseline \(file): 10 findings in 10 entries\n")
        let compare = IMDFRun(["validate", "--baseline", file, Samples.mistakes])
        #expect(compare.status == 0)
        #expect(compare.standardOutput.isEmpty)
        #expect(
            compare.standardError
                == "baseline \(file): 10 findings match the baseline; 0 baseline entries fixed\n0 errors, 0 warnings, 0 infos\n"
        )
    }

    @Test func aNewFindingIsShownAndAGoneOneListedAsFixed() throws {
        let file = try Samples.temporaryDirectory().appendingPathComponent("baseline.json")
        _ = IMDFRun(["validate", "--write-baseline", file.path, Samples.mistakes])
        // Without its entry, the duplicate ID is new; an entry no finding matches is fixed.
        let text = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
            .filter { !$0.contains("\"FeatureIdMustBeUnique\"") }
            .map {
                $0 == "  \"findings\": ["
                    ? $0 + "\n    {\"rule\": \"OrphanAnchor\", \"file\": \"anchor.geojson\", \"feature\": \"gone\"},"
                    : String($0)
            }
            .joined(separator: "\n")
        try Data(text.utf8).write(to: file)
        let run = IMDFRun(["validate", "--baseline", file.path, Samples.mistakes])
        #expect(run.status == 1)
        #expect(run.standardOutput.hasPrefix("\(Samples.mistakes)/detail.geojson:4:31: error: [FeatureIdMustBeUnique]"))
        #expect(!run.standardOutput.contains("[LabelsMustBeObject]"))
        #expect(
            run.standardError == """
                baseline \(file.path): 9 findings match the baseline; 1 baseline entry fixed
                  fixed: [OrphanAnchor] anchor.geojson, feature gone
                1 error, 0 warnings, 0 infos

                """)
        // In JSON and SARIF too.
        let json = try #require(
            IMDFRun(["validate", "--format", "json", "--baseline", file.path, Samples.mistakes]).json as? [String: Any])
        let baseline = try #require((json["summary"] as? [String: Any])?["baseline"] as? [String: Any])
        #expect(baseline["matched"] as? Int == 9)
        #expect((baseline["fixed"] as? [[String: Any]])?.first?["feature"] as? String == "gone")
        let sarif = try #require(
            IMDFRun(["validate", "--format", "sarif", "--baseline", file.path, Samples.mistakes]).json as? [String: Any]
        )
        let results = try #require(((sarif["runs"] as? [[String: Any]])?.first)?["results"] as? [[String: Any]])
        #expect(results.count == 1)
        #expect(results.first?["baselineState"] as? String == "new")
    }

    @Test func missingOrMalformedBaselinesAndConflictingOptions() throws {
        #expect(IMDFRun(["validate", "--baseline", "/no/such/baseline.json", Samples.directory]).status == 66)
        let bad = try Samples.file(named: "baseline.json", "{}")
        #expect(IMDFRun(["validate", "--baseline", bad.path, Samples.directory]).status == 65)
        let both = IMDFRun(["validate", "--baseline", bad.path, "--write-baseline", bad.path, Samples.directory])
        #expect(both.status == 64)
        #expect(both.standardError.hasPrefix("error: --baseline and --write-baseline cannot be used together"))
    }
}
