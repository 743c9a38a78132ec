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
                ["PropertyMustHaveValidType", "NameMustBeString", "UnitsShouldNotOverlap"].contains($0.id)
            }
        ).rules
        #expect(
            Validator.longestFirst(rules).map { rules[$0].id } == [
                "PropertyMustHaveValidType", "UnitsShouldNotOverlap", "NameMustBeString",
            ])
    }

    /// The property rules run as one task (one walk of the properties), started where the first of them
    /// would start; every other rule is a task of its own, and every rule is in exactly one task.
    @Test func propertyRulesAreOneTaskAtTheFirstOnesPlace() {
        let rules = Validator().rules
        let order = Validator.longestFirst(rules)
        let tasks = Validator.tasks(order, of: rules)
        var seen: [Int] = []
        var propertyTasks = 0
        for task in tasks {
            switch task {
            case .graph, .referenceIndex:
                Issue.record("the rules' tasks include \(task), which validate() adds")
            case .rule(let index):
                #expect(!(rules[index] is any PropertyRule), "\(rules[index].id)")
                seen.append(index)
            case .properties(let members):
                propertyTasks += 1
                #expect(members.map(\.index) == order.filter { rules[$0] is any PropertyRule })
                seen += members.map(\.index)
            }
        }
        #expect(propertyTasks == 1)
        #expect(seen.sorted() == Array(rules.indices))
        // In start order, the property task stands where the first property rule stood.
        let first = order.firstIndex { rules[$0] is any PropertyRule }
        let place = tasks.firstIndex { if case .properties = $0 { true } else { false } }
        #expect(first == place)
        // A single property rule runs alone, by its own walk.
        let one = Validator(rules: Validator.allRules.filter { $0.id == "UnknownCategory" }).rules
        guard case .rule(0)? = Validator.tasks([0], of: one).first else {
            Issue.record("a single property rule is not a task of its own")
            return
        }
    }
}
