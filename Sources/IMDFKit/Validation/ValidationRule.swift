import GeoJSON

/// One check of the IMDF rule set (spec §4.3), in the spirit of swift-format's rules: each rule lives in its
/// own file, owns its message wording, states what it checks and where the spec says so, and hands its
/// findings back as `Diagnostic` values.
///
/// A rule reads a `ValidationContext` (the archive, its venue graph and shared geometry) and adds
/// diagnostics to a `ValidationReport.Builder`. Rules never throw: bad input is what they report.
public protocol ValidationRule: Sendable {
    /// The stable rule ID printed in brackets: an OGC name such as `FeatureIdMustBeUnique` where one
    /// exists, ours otherwise.
    var id: String { get }
    /// The group of spec §4.3 the rule belongs to.
    var group: ValidationGroup { get }
    /// The severity of the rule's findings (a rule may lower it for particular findings, never raise it).
    var severity: Diagnostic.Severity { get }
    /// What the rule checks, in one sentence.
    var summary: String { get }
    /// Where the spec (this project's `imdf-spec.md`) states the rule, e.g. `§4.3 A.5; §1.3`.
    var specReference: String { get }
    /// The text the rule enforces, quoted from its source (the IMDF spec, an RFC, OGC's validation table),
    /// with the source named: `OGC Validations: "a feature has a unique ID"`. Shown in the catalogue.
    var specText: String { get }
    /// Why the rule has its severity under the policy of `Documentation/ValidationRules.md` (and, for a rule
    /// that reports some findings at a lower severity, which ones and why).
    var severityReason: String { get }
    /// The distinct checks of a rule that makes more than one kind of finding, each with its own ID (see
    /// ``ValidationCheck``); empty for a rule that is one check. ``ValidationCheck/notFullyChecked`` is not
    /// listed: every rule may report it.
    var checks: [ValidationCheck] { get }
    /// Checks the archive and reports findings.
    func check(_ context: ValidationContext, into report: inout ValidationReport.Builder)
}

extension ValidationRule {
    /// None: most rules are one check.
    public var checks: [ValidationCheck] { [] }
}

/// The groups of spec §4.3, in the order the validator runs them.
public enum ValidationGroup: String, CaseIterable, Hashable, Sendable, Comparable {
    /// A. Archive and structure.
    case archive
    /// B. Geometry form and validity.
    case geometry
    /// C. Properties: required, types, enumerations, formats.
    case properties
    /// D. Referential integrity.
    case references
    /// E. Spatial semantics.
    case spatial

    /// The group's letter and title in spec §4.3.
    public var title: String {
        switch self {
        case .archive: "A. Archive and structure"
        case .geometry: "B. Geometry"
        case .properties: "C. Properties"
        case .references: "D. Referential integrity"
        case .spatial: "E. Spatial semantics"
        }
    }

    private var rank: Int { Self.allCases.firstIndex(of: self) ?? 0 }
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rank < rhs.rank }
}
