import GeoJSON

/// Checks that every feature has a top-level `feature_type` member (spec §1.2: it sits next to `type`, not
/// inside `properties`). Severity: error.
struct FeatureMustHaveFeatureType: ValidationRule {
    let id = "FeatureMustHaveFeatureType"
    let group = ValidationGroup.archive
    let severity = Diagnostic.Severity.error
    let summary = "Every feature has a feature_type member beside type, id, geometry and properties."
    let specReference = "§1.2; §4.3 A.6"
    let specText =
        "OGC Validations (Archive): FeatureMustHaveFeatureType, VIOLATION; OGC Reference: every feature has \"feature_type\", which MUST hold a FEATURE-TYPE value"
    let severityReason =
        "Error: without it the archive cannot be read or linked as IMDF; consumers (MapKit, Apple's IMDF Sandbox) reject it."

    func check(_ context: ValidationContext, into report: inout ValidationReport.Builder) {
        let locator = SourceLocator()
        RawFeatures.forEach(in: context.archive) { entry in
            guard entry.featureTypeValue == nil else { return }
            var notes: [Diagnostic.Note] = []
            if entry.feature.properties?["feature_type"] != nil {
                notes.append(
                    .init(
                        message: "a feature_type is inside properties; it belongs at the top level of the feature",
                        location: locator.location(entry, ["properties", "feature_type"])))
            }
            report.report(
                "\(entry.label) has no \"feature_type\"; expected \"feature_type\": \"\(entry.type.rawValue)\"",
                at: locator.location(entry), notes: notes)
        }
    }
}
