import GeoJSON

/// Checks that every feature `id` is unique across the whole archive, not just within its file: all
/// features share one ID space and references are untyped (spec §1.3; OGC `FeatureIdMustBeUnique`,
/// a violation).
struct FeatureIdMustBeUnique: ValidationRule {
    let id = "FeatureIdMustBeUnique"
    let group = ValidationGroup.archive
    let severity = Diagnostic.Severity.error
    let summary = "Feature IDs are unique across all files of the archive."
    let specReference = "§1.3; §4.3 A.5; OGC Validations (Archive)"
    let specText =
        "OGC Validations (Archive): FeatureIdMustBeUnique, VIOLATION, \"a feature has a unique ID\" across the delivery"
    let severityReason =
        "Error: without it the archive cannot be read or linked as IMDF; consumers (MapKit, Apple's IMDF Sandbox) reject it. References are untyped IDs, so a shared ID makes links ambiguous."

    func check(_ context: ValidationContext, into report: inout ValidationReport.Builder) {
        for (id, handles) in context.graph.duplicateHandlesByID {
            let first = handles[0]
            for duplicate in handles.dropFirst() {
                report.report(
                    "feature ID \(id) is not unique: \(handles.count) features use it",
                    at: context.location(of: duplicate, path: ["id"]),
                    notes: [
                        .init(
                            message: "first used here by \(Self.article(first.type)) \(first.type.rawValue)",
                            location: context.location(of: first, path: ["id"]))
                    ])
            }
        }
    }

    private static func article(_ type: IMDF.FeatureType) -> String {
        "aeiou".contains(type.rawValue.first ?? "x") ? "an" : "a"
    }
}
