import GeoJSON

/// Checks that every feature `id` is a UUID, `xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx` in hexadecimal (an error
/// otherwise), and a version 4 UUID with the RFC 4122 variant as FEATURE-ID requires (a warning otherwise, since
/// the spec's own examples use ids such as 11111111-1111-1111-1111-111111111111). Spec §1.3. Severity: error
/// (warning for a UUID that is not version 4).
struct FeatureIdMustBeUUID: ValidationRule {
    let id = "FeatureIdMustBeUUID"
    let group = ValidationGroup.archive
    let severity = Diagnostic.Severity.error
    let summary = "Every feature id is an RFC 4122 UUID (error), of version 4 (warning otherwise)."
    let specReference = "§1.3; §4.3 A.5"
    let specText =
        "spec §1.3, APPLE reference/type_designators: FEATURE-ID is a UUID, \"RFC 4122, section 4.4 compliant version 4 UUID\""
    let severityReason =
        "Error when the id is not a UUID at all: the value does not have the form of its type (schema-level pattern). Lowered to warning when it is a UUID of another version: the spec's own examples use ids such as 11111111-1111-1111-1111-111111111111, so Apple's tooling evidently accepts them."

    var checks: [ValidationCheck] {
        [
            ValidationCheck(
                id: "not-uuid", severity: .error, summary: "The id is not a UUID (8-4-4-4-12 hexadecimal digits)."),
            ValidationCheck(
                id: "not-version-4", severity: .warning,
                summary: "The id is a UUID, but not an RFC 4122 version 4 UUID."),
        ]
    }

    func check(_ context: ValidationContext, into report: inout ValidationReport.Builder) {
        let locator = SourceLocator()
        RawFeatures.forEach(in: context.archive) { entry in
            guard let text = entry.idValue?.stringValue, !text.isEmpty else { return }
            // One pass over the ID for both questions.
            guard let digits = FeatureID(text).uuidDigits else {
                report.report(
                    "\(entry.label) has id \"\(text)\", which is not a UUID (expected 8-4-4-4-12 hexadecimal digits)",
                    at: locator.location(entry, ["id"]), check: "not-uuid")
                return
            }
            if !FeatureID.isVersion4(digits) {
                report.report(
                    "\(entry.label) has id \(text), a version \(digits.version) UUID; FEATURE-ID should be an RFC 4122 version 4 UUID",
                    at: locator.location(entry, ["id"]), severity: .warning, check: "not-version-4")
            }
        }
    }
}
