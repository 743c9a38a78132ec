import GeoJSON

/// Lists, as information, a level that no unit references through `level_id` (spec §2.10, §2.15; §4.3 D.17).
/// Severity: info.
struct LevelWithoutUnits: ValidationRule {
    let id = "LevelWithoutUnits"
    let group = ValidationGroup.references
    let severity = Diagnostic.Severity.info
    let summary = "A level that no unit references is listed."
    let specReference = "§2.10; §2.15; §4.3 D.17"
    let specText = "spec §4.3 D.17: \"a level with no units\""
    let severityReason = "Info: an observation; an empty level is legal (a plaza, a level still being mapped)."

    func check(_ context: ValidationContext, into report: inout ValidationReport.Builder) {
        let locator = SourceLocator()
        let notes = context.unreadableSourceNotes([IMDF.FeatureType.unit])
        let index = context.referenceIndex
        context.forEachFeature(of: .level) { handle, id in
            guard !index.isReferenced(id, by: [.unit]) else { return }
            report.report(
                "level \(id) has no units: no unit has it as level_id",
                at: locator.location(of: handle, in: context.archive), notes: notes)
        }
    }
}
