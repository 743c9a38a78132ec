import GeoJSON
import IMDFKit

/// The rules and checks a findings command can report, with what output formats and filters need to know of
/// them: the ID, the default severity, a short and a full description, and a help URI into the catalogue.
///
/// Nothing is listed here: `validate`'s rules come from `Validator.allRules` (each rule and its
/// ``IMDFKit/ValidationRule/checks``), `lint`'s from `GeoJSONRule.all`, so a rule added to the library is
/// known to `--only`, `--ignore` and SARIF without touching the command line.
struct FindingRules: Sendable {
    /// One rule, or one check within a rule.
    struct Descriptor: Hashable, Sendable {
        /// The rule ID.
        var rule: String
        /// The check ID within the rule, for a check.
        var check: String?
        /// The severity of its findings (a rule may lower it for some findings).
        var severity: Diagnostic.Severity
        /// One sentence: what it checks.
        var summary: String
        /// Longer text: what it enforces, quoted, and why it has its severity; empty when there is none.
        var fullDescription: String
        /// The absolute URI of its entry in the rule catalogue.
        var helpURI: String
        /// The group of spec §4.3, for validation rules.
        var group: String?

        /// `Rule` or `Rule/check`, as in ``GeoJSON/Diagnostic/qualifiedRule``.
        var id: String { check.map { rule + "/" + $0 } ?? rule }
    }

    /// The rules, each followed by its checks, in catalogue order.
    var descriptors: [Descriptor]
    /// Checks any rule may report, which no rule lists (``IMDFKit/ValidationCheck/notFullyChecked``).
    var universalChecks: [ValidationCheck]
    /// Where a user finds the IDs, for messages: `Documentation/ValidationRules.md`.
    var listing: String

    /// Where the rule catalogues are published: `ValidationRules.md` and `GeoJSONRules.md` are found under it,
    /// and SARIF's `helpUri` points into them. SARIF wants an absolute URI and the project has no published home
    /// yet, so this is a placeholder in the reserved `.invalid` domain (RFC 2606): set it here, the one place,
    /// when the documentation is published.
    static let documentationURL = "https://imdfkit.invalid/Documentation/"

    /// The rules of `imdf validate`: every rule of `Validator.allRules`, and its checks.
    static var validation: FindingRules {
        let catalogue = documentationURL + "ValidationRules.md"
        var descriptors: [Descriptor] = []
        for rule in Validator.allRules.sorted(by: { ($0.group, $0.id) < ($1.group, $1.id) }) {
            let full = [rule.specText, rule.severityReason].filter { !$0.isEmpty }.joined(separator: " ")
            descriptors.append(
                Descriptor(
                    rule: rule.id, severity: rule.severity, summary: rule.summary, fullDescription: full,
                    helpURI: catalogue + "#" + rule.id, group: rule.group.rawValue))
            for check in rule.checks {
                descriptors.append(
                    Descriptor(
                        rule: rule.id, check: check.id, severity: check.severity, summary: check.summary,
                        fullDescription: "\(check.summary) A check of \(rule.id): \(rule.summary) \(full)",
                        helpURI: catalogue + "#" + rule.id + "/" + check.id, group: rule.group.rawValue))
            }
        }
        return FindingRules(
            descriptors: descriptors, universalChecks: [.notFullyChecked], listing: "Documentation/ValidationRules.md")
    }

    /// The rules of `imdf lint`: the GeoJSON layer's (`GeoJSONRule.all`).
    static var lint: FindingRules {
        let catalogue = documentationURL + "GeoJSONRules.md"
        return FindingRules(
            descriptors: GeoJSONRule.all.map {
                Descriptor(
                    rule: $0.id, severity: $0.severity, summary: $0.summary, fullDescription: "", helpURI: catalogue)
            },
            universalChecks: [], listing: "imdf help lint")
    }

    /// The descriptor of a rule or check ID (`Rule` or `Rule/check`), if known; a universal check of a known rule
    /// gets a descriptor made from the rule and the check.
    func descriptor(for id: String) -> Descriptor? {
        if let known = descriptors.first(where: { $0.id == id }) { return known }
        guard let slash = id.firstIndex(of: "/") else { return nil }
        let rule = String(id[..<slash])
        let check = String(id[id.index(after: slash)...])
        guard let ruleDescriptor = descriptors.first(where: { $0.rule == rule && $0.check == nil }),
            let universal = universalChecks.first(where: { $0.id == check })
        else { return nil }
        return Descriptor(
            rule: rule, check: check, severity: universal.severity, summary: universal.summary,
            fullDescription: "\(universal.summary) A check of \(rule): \(ruleDescriptor.summary)",
            helpURI: ruleDescriptor.helpURI, group: ruleDescriptor.group)
    }

    /// Every ID `--only` and `--ignore` accept: each rule, each `Rule/check`, and each check ID alone (which
    /// selects that check in every rule that has it).
    var filterIDs: [String] {
        var seen = Set<String>()
        var ids: [String] = []
        for id in descriptors.map(\.id) + descriptors.compactMap(\.check) + universalChecks.map(\.id)
        where seen.insert(id).inserted {
            ids.append(id)
        }
        return ids
    }
}
