import GeoJSON
import IMDFKit
import Testing

@testable import IMDFCommandLine

/// `--severity`, `--only`, `--ignore`: which findings are shown, and the IDs accepted.
@Suite struct FindingFilterTests {
    private func finding(_ rule: String, check: String? = nil, _ severity: Diagnostic.Severity = .error) -> Diagnostic {
        Diagnostic(severity: severity, rule: rule, check: check, message: "m", location: .init(file: "unit.geojson"))
    }

    @Test func severityIsTheLeastSevereShown() {
        var filter = FindingFilter()
        filter.minimumSeverity = .warning
        #expect(filter.shows(finding("A", .error)))
        #expect(filter.shows(finding("A", .warning)))
        #expect(!filter.shows(finding("A", .info)))
    }

    @Test func anIDSelectsByRuleByRuleAndCheckOrByCheck() {
        let winding = finding("FileMustBeValidGeoJSON", check: "geojson-ring-winding", .warning)
        let unclosed = finding("FileMustBeValidGeoJSON", check: "geojson-ring-not-closed")
        for id in ["FileMustBeValidGeoJSON", "FileMustBeValidGeoJSON/geojson-ring-winding", "geojson-ring-winding"] {
            #expect(FindingFilter.id(id, selects: winding), "\(id)")
        }
        #expect(!FindingFilter.id("FileMustBeValidGeoJSON/geojson-ring-winding", selects: unclosed))
        #expect(!FindingFilter.id("geojson-ring-winding", selects: unclosed))
        #expect(
            !FindingFilter.id("FileMustBeValidGeoJSON/geojson-ring-winding", selects: finding("FileMustBeValidGeoJSON"))
        )
    }

    @Test func onlyAndIgnoreCombine() {
        var filter = FindingFilter()
        filter.only = ["FileMustBeValidGeoJSON"]
        filter.ignored = ["geojson-ring-winding"]
        #expect(filter.shows(finding("FileMustBeValidGeoJSON", check: "geojson-ring-not-closed")))
        #expect(!filter.shows(finding("FileMustBeValidGeoJSON", check: "geojson-ring-winding")))
        #expect(!filter.shows(finding("UnknownCategory")))
    }

    @Test func everyRuleAndCheckOfTheLibraryIsAccepted() {
        let ids = Set(FindingRules.validation.filterIDs)
        for rule in Validator.allRules {
            #expect(ids.contains(rule.id))
            for check in rule.checks {
                #expect(ids.contains(rule.id + "/" + check.id))
                #expect(ids.contains(check.id))
            }
        }
        #expect(ids.contains("not-fully-checked"))
        #expect(Set(FindingRules.lint.filterIDs) == Set(GeoJSONRule.all.map(\.id)))
    }

    @Test func unknownIDsAreUsageErrorsWithACloseMatch() {
        let run = IMDFRun(["validate", "--ignore", "OrphanAnchr", Samples.directory])
        #expect(run.status == 64)
        #expect(
            run.standardError.hasPrefix(
                "error: unknown rule 'OrphanAnchr' for --ignore (rule and check IDs are listed in Documentation/ValidationRules.md)\n"
            ))
        #expect(run.standardError.contains("did you mean 'OrphanAnchor'?"))
        let lint = IMDFRun(["lint", "--only", "geojson-ring-windng", Samples.directory + "/unit.geojson"])
        #expect(lint.status == 64)
        #expect(lint.standardError.contains("did you mean 'geojson-ring-winding'?"))
    }

    @Test func commaSeparatedAndRepeated() {
        let run = IMDFRun([
            "validate", "--only", "FileMustBeValidJSON, FeatureIdMustBeUnique", "--only", "OrphanAnchor",
            Samples.mistakes,
        ])
        let rules = Set(
            run.standardOutput.split(separator: "\n").compactMap { line -> String? in
                guard let open = line.firstIndex(of: "["), let close = line.firstIndex(of: "]"), line.contains(": ")
                else { return nil }
                return String(line[line.index(after: open)..<close]).split(separator: "/").first.map(String.init)
            })
        #expect(rules == ["FileMustBeValidJSON", "FeatureIdMustBeUnique", "OrphanAnchor"])
    }

    @Test func exitCodesFollowWhatIsShown() {
        // The mistakes sample has errors, but none are shown with --only OrphanAnchor (an info).
        #expect(IMDFRun(["validate", Samples.mistakes]).status == 1)
        let infos = IMDFRun(["validate", "--only", "OrphanAnchor", Samples.mistakes])
        #expect(infos.status == 0)
        #expect(
            infos.standardError.hasSuffix("0 errors, 0 warnings, 1 info (9 hidden by --severity, --only or --ignore)\n")
        )
        // --strict fails on the warning only while it is shown.
        #expect(
            IMDFRun(["validate", "--strict", "--only", "DisplayPointMustBeWithinFeature", Samples.mistakes]).status == 1
        )
        #expect(
            IMDFRun([
                "validate", "--strict", "--severity", "error", "--only", "DisplayPointMustBeWithinFeature",
                Samples.mistakes,
            ]).status == 0)
    }
}
