import GeoJSON

/// Checks that every feature reference resolves to a feature of the right type: `level_id` to a level,
/// `unit_ids` to units, `anchor_id` to an anchor, `address_id` to an address, `building_ids` to buildings,
/// `parents` to features of the same type, and relationship ends to a feature of their declared
/// `feature_type` (spec §2.17; §4.3 D.16; OGC `ReferencedFeatureIDMustBeResolvable`, a violation).
///
/// The venue graph resolves the references while linking; this rule reports what it could not resolve.
struct ReferencedFeatureIDMustBeResolvable: ValidationRule {
    let id = "ReferencedFeatureIDMustBeResolvable"
    let group = ValidationGroup.references
    let severity = Diagnostic.Severity.error
    let summary = "Every feature reference resolves to a feature of the type the property requires."
    let specReference = "§2.17; §4.3 D.16"
    let specText =
        "midf and spec §4.3 D.16: ReferencedFeatureIDMustBeResolvable, VIOLATION; spec §1.3: \"Every reference type (LEVEL-ID, UNIT-ID, …) is a FEATURE-ID of the named type\""
    let severityReason =
        "Error: without it the archive cannot be read or linked as IMDF; consumers (MapKit, Apple's IMDF Sandbox) reject it. A reference to no feature, or to a feature of another type, breaks the link it stands for."

    func check(_ context: ValidationContext, into report: inout ValidationReport.Builder) {
        for problem in context.graph.referenceProblems {
            // A reference into a file that could not be read is unknown, not wrong.
            if context.isUnreadable(problem.expectedType) { continue }
            var notes: [Diagnostic.Note] = []
            if problem.foundType != nil, let target = context.graph.handle(for: problem.target) {
                notes.append(
                    .init(message: "\(problem.target) is defined here", location: context.location(of: target)))
            }
            report.report(problem.message, at: context.location(of: problem.source, path: problem.path), notes: notes)
        }
        context.skipIfUnreadable(
            Array(Set(context.graph.referenceProblems.map(\.expectedType))).sorted(), into: &report)
    }
}
