import GeoJSON

/// Checks that every `feature_type` member is a JSON string (spec §1.2, FEATURE-TYPE). Severity: error.
struct FeatureTypeMustBeString: ValidationRule {
    let id = "FeatureTypeMustBeString"
    let group = ValidationGroup.archive
    let severity = Diagnostic.Severity.error
    let summary = "Every feature_type is a JSON string."
    let specReference = "§1.2; §4.3 A.6"
    let specText = "OGC Validations (Archive): FeatureTypeMustBeString, VIOLATION"
    let severityReason =
        "Error: without it the archive cannot be read or linked as IMDF; consumers (MapKit, Apple's IMDF Sandbox) reject it."

    func check(_ context: ValidationContext, into report: inout ValidationReport.Builder) {
        let locator = SourceLocator()
        RawFeatures.forEach(in: context.archive) { entry in
            guard let value = entry.featureTypeValue, value.stringValue == nil else { return }
            report.report(
                "\(entry.label) has a feature_type that is \(value.typeName), expected the string \"\(entry.type.rawValue)\"",
                at: locator.location(entry, ["feature_type"]))
        }
    }
}
