import GeoJSON

/// Checks that every feature has an `id` member (spec §1.2: "id", which MUST hold a FEATURE-ID; OGC
/// `FeatureMustHaveId`, a violation). Severity: error.
struct FeatureMustHaveId: ValidationRule {
    let id = "FeatureMustHaveId"
    let group = ValidationGroup.archive
    let severity = Diagnostic.Severity.error
    let summary = "Every feature has an id member."
    let specReference = "§1.2; §1.3; §4.3 A.4"
    let specText =
        "OGC Validations (Archive): FeatureMustHaveId, VIOLATION; OGC Reference: \"id\" MUST hold a FEATURE-ID value"
    let severityReason =
        "Error: without it the archive cannot be read or linked as IMDF; consumers (MapKit, Apple's IMDF Sandbox) reject it."

    func check(_ context: ValidationContext, into report: inout ValidationReport.Builder) {
        let locator = SourceLocator()
        RawFeatures.forEach(in: context.archive) { entry in
            guard entry.idValue == nil else { return }
            report.report(
                "\(entry.label) has no \"id\"; every IMDF feature needs a UUID id", at: locator.location(entry))
        }
    }
}
