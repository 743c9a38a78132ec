import GeoJSON
import Testing

@testable import IMDFCommandLine

@Suite struct DiagnosticFormatterTests {
    private let unresolved = Diagnostic(
        severity: .error, rule: "FeatureReferenceMustResolve", message: "level_id names no level",
        location: .init(file: "unit.geojson", line: 214, column: 9, featureID: "1f0c"),
        notes: [.init(message: "level defined here", location: .init(file: "level.geojson", line: 3, column: 5))])

    @Test func compilerStyleLineAndNotes() {
        let text = DiagnosticFormatter().format(unresolved)
        #expect(
            text == """
                unit.geojson:214:9: error: [FeatureReferenceMustResolve] level_id names no level (feature 1f0c)
                  note: level defined here (level.geojson:3:5)
                """)
    }

    @Test func partialLocations() {
        let formatter = DiagnosticFormatter()
        let noLine = Diagnostic(
            severity: .warning, rule: "r", message: "m", location: .init(file: "manifest.json"),
            notes: [
                .init(message: "elsewhere", location: .init(featureID: "abc")),
                .init(message: "nowhere", location: .init()),
            ])
        #expect(
            formatter.format(noLine)
                == "manifest.json: warning: [r] m\n  note: elsewhere (feature abc)\n  note: nowhere")
        let nothing = Diagnostic(severity: .info, rule: "r", message: "m", location: .init())
        #expect(formatter.format(nothing) == "<input>: info: [r] m")
    }

    @Test func severityIsColouredOnlyWhenAsked() {
        let coloured = DiagnosticFormatter(usesColor: true).format(unresolved)
        #expect(coloured.contains(TextStyle.error.apply(to: "error:")))
        #expect(coloured.contains(TextStyle.bold.apply(to: "unit.geojson:214:9:")))
        let warning = Diagnostic(severity: .warning, rule: "r", message: "m", location: .init(file: "f"))
        #expect(DiagnosticFormatter(usesColor: true).format(warning).contains(TextStyle.warning.apply(to: "warning:")))
        #expect(!DiagnosticFormatter().format(unresolved).contains("\u{1B}"))
    }

    @Test func summaryCountsWithPlurals() {
        #expect(DiagnosticFormatter.summary(errors: 3, warnings: 1, infos: 2) == "3 errors, 1 warning, 2 infos")
        #expect(DiagnosticFormatter.summary(errors: 1, warnings: 0, infos: 1) == "1 error, 0 warnings, 1 info")
        let diagnostics = [
            unresolved, unresolved,
            Diagnostic(severity: .warning, rule: "r", message: "m", location: .init()),
        ]
        #expect(DiagnosticFormatter().summary(of: diagnostics) == "2 errors, 1 warning, 0 infos")
    }

    @Test func formatsAListOneLineEach() {
        let text = DiagnosticFormatter().format([unresolved, unresolved])
        #expect(text.split(separator: "\n").count == 4)
        #expect(text.hasSuffix("\n"))
    }
}
