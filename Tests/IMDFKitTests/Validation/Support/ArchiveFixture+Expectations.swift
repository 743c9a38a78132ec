import GeoJSON
import Testing

@testable import IMDFKit

extension ArchiveFixture {
    /// The diagnostics one rule reports on this fixture.
    func findings(of rule: any ValidationRule) -> [Diagnostic] {
        validate(rules: [rule]).diagnostics(of: rule.id)
    }

    /// Expects `rule` to report exactly at the ⚠️ markers of `path` (same count, same line:column, in
    /// order), each with `severity` when given, and nowhere else.
    @discardableResult
    func expectFindings(
        of rule: any ValidationRule, in path: String, severity: Diagnostic.Severity? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> [Diagnostic] {
        let found = findings(of: rule)
        let expected = expectedPositions(in: path).map { "\(path):\($0.line):\($0.column)" }
        let actual = found.map { "\($0.location.file ?? "?"):\($0.location.line ?? 0):\($0.location.column ?? 0)" }
        #expect(actual == expected, "\(found)", sourceLocation: sourceLocation)
        if let severity {
            #expect(found.allSatisfy { $0.severity == severity }, "\(found)", sourceLocation: sourceLocation)
        }
        return found
    }

    /// A copy with one replacement made (see `replace(in:_:with:)`).
    func replacing(in path: String, _ target: String, with replacement: String) -> ArchiveFixture {
        var copy = self
        copy.replace(in: path, target, with: replacement)
        return copy
    }
}
