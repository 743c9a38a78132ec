import GeoJSON

/// Checks that no feature `id` is the empty string (spec §1.3; OGC `FeatureIdMustNotBeEmpty`, a violation).
/// Severity: error.
struct FeatureIdMustNotBeEmpty: ValidationRule {
    let id = "FeatureIdMustNotBeEmpty"
    let group = ValidationGroup.archive
    let severity = Diagnostic.Severity.error
    let summary = "Every feature id is a non-empty string."
    let specReference = "§1.3; §4.3 A.5"
    let specText = "OGC Validations (Archive): FeatureIdMustNotBeEmpty, VIOLATION, \"id is not \"\"\""
    let severityReason =
        "Error: without it the archive cannot be read or linked as IMDF; consumers (MapKit, Apple's IMDF Sandbox) reject it."

    func check(_ context: ValidationContext, into report: inout ValidationReport.Builder) {
        let locator = SourceLocator()
        RawFeatures.forEach(in: context.archive) { entry in
            guard entry.idValue?.stringValue?.isEmpty == true else { return }
            report.report("\(entry.label) has an empty id, expected a UUID string", at: locator.location(entry, ["id"]))
        }
    }
}
