import Testing

@testable import IMDFKit

/// Run concurrently, the rules start longest first (`Validator.longestFirst`), so that a long rule does not
/// start last and leave the other cores idle. The report does not depend on the order: each rule's findings
/// are kept at the rule's place in the catalogue.
@Suite struct RuleSchedulingTests {
    @Test func everyLongRunningRuleExists() {
        let ids = Set(Validator.allRules.map(\.id))
        for id in Validator.longRunning { #expect(ids.contains(id), "\(id) is no rule: rename it here too") }
        #expect(Set(Validator.longRunning).count == Validator.longRunning.count)
    }

    @Test func longRunningRulesStartFirstAndEveryRuleOnce() {
        let rules = Validator().rules
        let order = Validator.longestFirst(rules)
        #expect(order.sorted() == Array(rules.indices))
        let long = Validator.longRunning.count
        #expect(order.prefix(long).map { rules[$0].id } == Validator.longRunning)
        // The rest keep the catalogue's order.
        #expect(order.dropFirst(long).map { $0 } == order.dropFirst(long).sorted())
    }

    @Test func aSubsetKeepsItsLongestFirst() {
        let rules = Validator(
            rules: Validator.allRules.filter {
                ["UnknownCategory", "NameMustBeString", "UnitsShouldNotOverlap"].contains($0.id)
            }
        ).rules
        #expect(
            Validator.longestFirst(rules).map { rules[$0].id } == [
                "UnknownCategory", "UnitsShouldNotOverlap", "NameMustBeString",
            ])
    }
}
