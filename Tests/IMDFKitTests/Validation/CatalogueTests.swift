import Foundation
import IMDFTestSupport
import Testing

@testable import IMDFKit

/// `Documentation/ValidationRules.md` is generated from the rules; this fails when it is stale.
/// Re-record with `IMDF_RECORD_CATALOGUE=1 swift test --filter ValidationCatalogue`.
@Suite("ValidationCatalogue")
struct ValidationCatalogueTests {
    static let path = TestData.packageRoot.appendingPathComponent("Documentation/ValidationRules.md")

    @Test func committedCatalogueIsCurrent() throws {
        let generated = ValidationCatalogue.markdown()
        if ProcessInfo.processInfo.environment["IMDF_RECORD_CATALOGUE"] == "1" {
            try generated.write(to: Self.path, atomically: true, encoding: .utf8)
        }
        let committed = try String(contentsOf: Self.path, encoding: .utf8)
        #expect(
            committed == generated,
            "Documentation/ValidationRules.md is stale: run IMDF_RECORD_CATALOGUE=1 swift test --filter ValidationCatalogue"
        )
    }

    @Test func everyRuleHasAUniqueIDAndSaysWhatItChecks() {
        let rules = Validator.allRules
        #expect(Set(rules.map(\.id)).count == rules.count)
        for rule in rules {
            #expect(!rule.summary.isEmpty && !rule.specReference.isEmpty, "\(rule.id)")
            #expect(!rule.specText.isEmpty && !rule.severityReason.isEmpty, "\(rule.id) states no policy text")
            // The reason names the severity it justifies, so the two cannot drift apart silently.
            #expect(
                rule.severityReason.lowercased().hasPrefix(rule.severity.rawValue), "\(rule.id): \(rule.severityReason)"
            )
            #expect(ValidationCatalogue.markdown().contains("`\(rule.id)`"))
        }
    }
}
