import GeoJSON

/// One distinct check within a ``ValidationRule`` that makes more than one kind of finding, with its own
/// stable identifier, so that output formats and filters can tell the kinds apart.
///
/// A finding of a check carries the check's ``id`` in `Diagnostic.check`; together with the rule it
/// forms a hierarchical ID such as `FeatureIdMustBeUUID/not-version-4` (SARIF §3.27.5 allows `/`-separated
/// rule IDs). `FileMustBeValidGeoJSON` has one check per rule of the GeoJSON layer (`GeoJSONRule`),
/// named after it: `FileMustBeValidGeoJSON/geojson-ring-winding`.
///
/// ```swift
/// for rule in Validator.allRules {
///     for check in rule.checks { print("\(rule.id)/\(check.id)", check.severity) }
/// }
/// ```
public struct ValidationCheck: Hashable, Sendable {
    /// The check's identifier, unique within its rule: lower-case words joined by hyphens.
    public var id: String
    /// The severity of the check's findings.
    public var severity: Diagnostic.Severity
    /// What the check reports, in one sentence.
    public var summary: String

    /// Describes a check.
    public init(id: String, severity: Diagnostic.Severity, summary: String) {
        self.id = id
        self.severity = severity
        self.summary = summary
    }

    /// The info any rule reports when a file it needs is present but not a readable feature collection, so it
    /// could not check everything (``ValidationContext/skipIfUnreadable(_:into:)``). Every rule may report it;
    /// it is not listed in ``ValidationRule/checks``.
    public static let notFullyChecked = ValidationCheck(
        id: "not-fully-checked", severity: .info,
        summary:
            "A file the rule needs is present but not a readable feature collection, so the rule could not check everything."
    )

    /// The checks of the GeoJSON layer, one per `GeoJSONRule` except `json-syntax`, as
    /// `FileMustBeValidGeoJSON` forwards them.
    static var geoJSONStructure: [ValidationCheck] {
        GeoJSONRule.all.filter { $0.id != GeoJSONRule.jsonSyntax }.map {
            ValidationCheck(id: $0.id, severity: $0.severity, summary: $0.summary)
        }
    }
}
