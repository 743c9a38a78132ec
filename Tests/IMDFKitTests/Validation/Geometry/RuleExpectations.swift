import GeoJSON
import Testing

@testable import IMDFKit

/// Checks for the rule tests of groups B and E: a rule's findings sit exactly at the fixture's ⚠️ markers.
enum RuleExpectations {
    /// Runs one rule on a fixture and expects one finding per marker in `file`, at the markers, with the
    /// given severity; returns the findings for further checks. Info notes about unreadable files (which
    /// carry no line) are not counted.
    @discardableResult
    static func expectFindings(
        of rule: any ValidationRule, in fixture: ArchiveFixture, file: String, severity: Diagnostic.Severity? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> [Diagnostic] {
        let findings = fixture.validate(rules: [rule]).diagnostics(of: rule.id)
            .filter { !($0.severity == .info && $0.location.line == nil) }  // "not fully checked" notes
        let expected = fixture.expectedPositions(in: file)
        #expect(findings.count == expected.count, "\(findings)", sourceLocation: sourceLocation)
        for (finding, position) in zip(findings, expected) {
            #expect(finding.location.file == file, "\(finding)", sourceLocation: sourceLocation)
            #expect(
                finding.location.line == position.line && finding.location.column == position.column,
                "expected \(position.line):\(position.column), got \(finding)", sourceLocation: sourceLocation)
            #expect(finding.severity == (severity ?? rule.severity), "\(finding)", sourceLocation: sourceLocation)
        }
        return findings
    }

    /// Runs rules on a fixture and expects no finding (of any severity) from them.
    static func expectNoFindings(
        of rules: [any ValidationRule], in fixture: ArchiveFixture, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let report = fixture.validate(rules: rules)
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)", sourceLocation: sourceLocation)
    }
}
