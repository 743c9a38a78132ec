import GeoJSON

/// Checks that every feature `id` is a JSON string (spec §1.3; OGC `FeatureIdMustBeString`, a violation):
/// GeoJSON allows number ids, IMDF does not. Severity: error.
struct FeatureIdMustBeString: ValidationRule {
    let id = "FeatureIdMustBeString"
    let group = ValidationGroup.archive
    let severity = Diagnostic.Severity.error
    let summary = "Every feature id is a JSON string."
    let specReference = "§1.3; §4.3 A.5"
    let specText =
        "OGC Validations (Archive): FeatureIdMustBeString, severity VIOLATION, \"structural: id is a string\""
    let severityReason =
        "Error: without it the archive cannot be read or linked as IMDF; consumers (MapKit, Apple's IMDF Sandbox) reject it. OGC lists it as a structural VIOLATION."

    func check(_ context: ValidationContext, into report: inout ValidationReport.Builder) {
        let locator = SourceLocator()
        RawFeatures.forEach(in: context.archive) { entry in
            guard let value = entry.idValue, value.stringValue == nil else { return }
            report.report(
                "\(entry.label) has an id that is \(value.typeName), expected a UUID string",
                at: locator.location(entry, ["id"]))
        }
    }
}
