import GeoJSON

/// Checks that no `feature_type` is the empty string (spec §1.2). Severity: error.
struct FeatureTypeMustNotBeEmpty: ValidationRule {
    let id = "FeatureTypeMustNotBeEmpty"
    let group = ValidationGroup.archive
    let severity = Diagnostic.Severity.error
    let summary = "Every feature_type is a non-empty string."
    let specReference = "§1.2; §4.3 A.6"
    let specText = "OGC Validations (Archive): FeatureTypeMustNotBeEmpty, VIOLATION"
    let severityReason =
        "Error: without it the archive cannot be read or linked as IMDF; consumers (MapKit, Apple's IMDF Sandbox) reject it."

    func check(_ context: ValidationContext, into report: inout ValidationReport.Builder) {
        let locator = SourceLocator()
        RawFeatures.forEach(in: context.archive) { entry in
            guard entry.featureTypeValue?.stringValue?.isEmpty == true else { return }
            report.report(
                "\(entry.label) has an empty feature_type, expected \"\(entry.type.rawValue)\"",
                at: locator.location(entry, ["feature_type"]))
        }
    }
}
