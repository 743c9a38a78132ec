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

    func check(_ context: ValidationContext, into report: inout ValidationReport.Builder) {
        let locator = SourceLocator()
        RawFeatures.forEach(in: context.archive) { entry in
            guard let text = entry.idValue?.stringValue, !text.isEmpty else { return }
            let id = FeatureID(text)
            if !id.isUUID {
                report.report("\(entry.label) has id \"\(text)\", which is not a UUID (expected 8-4-4-4-12 hexadecimal digits)",
                              at: locator.location(entry, ["id"]))
            } else if !id.isVersion4UUID {
                let version = id.uuidVersion.map(String.init) ?? "?"
                report.report("\(entry.label) has id \(text), a version \(version) UUID; FEATURE-ID should be an RFC 4122 version 4 UUID",
                              at: locator.location(entry, ["id"]), severity: .warning)
            }
        }
    }
}
