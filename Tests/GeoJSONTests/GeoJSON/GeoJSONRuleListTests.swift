import Foundation
import GeoJSON
import IMDFTestSupport
import Testing

/// `GeoJSONRule.all` (what `imdf lint`, `--only`/`--ignore` and SARIF know of the GeoJSON layer) lists the same
/// rules, with the same severities, as `Documentation/GeoJSONRules.md`: a rule added to one and not the other
/// fails here.
@Suite struct GeoJSONRuleListTests {
    static let documentation = TestData.packageRoot.appendingPathComponent("Documentation/GeoJSONRules.md")

    @Test func theListMatchesTheDocumentation() throws {
        let text = try String(contentsOf: Self.documentation, encoding: .utf8)
        var documented: [(id: String, severity: String)] = []
        for line in text.split(separator: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 2 else { continue }
            documented.append((cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`")), cells[1]))
        }
        #expect(GeoJSONRule.all.map(\.id) == documented.map(\.id))
        #expect(GeoJSONRule.all.map(\.severity.rawValue) == documented.map(\.severity))
        #expect(Set(GeoJSONRule.all.map(\.id)).count == GeoJSONRule.all.count)
        #expect(GeoJSONRule.all.allSatisfy { !$0.summary.isEmpty && GeoJSONRule.descriptor(for: $0.id) == $0 })
    }
}
