import GeoJSON

/// Lists, as information, a level that no unit references through `level_id` (spec §2.10, §2.15; §4.3 D.17).
/// Severity: info.
struct LevelWithoutUnits: ValidationRule {
    let id = "LevelWithoutUnits"
    let group = ValidationGroup.references
    let severity = Diagnostic.Severity.info
    let summary = "A level that no unit references is listed."
    let specReference = "§2.10; §2.15; §4.3 D.17"

    func check(_ context: ValidationContext, into report: inout ValidationReport.Builder) {
        let locator = SourceLocator()
        // An info finding is harmless when a source file is unreadable; say so in a note rather than stay silent.
        let unreadable = [IMDF.FeatureType.unit].filter(context.isUnreadable).map(\.fileName)
        let notes: [Diagnostic.Note] = unreadable.isEmpty ? [] : [
            .init(message: "\(unreadable.joined(separator: ", ")) could not be read, so a reference from it is unknown",
                  location: .init(file: unreadable[0]))]
        let index = context.referenceIndex
        context.forEachFeature(of: .level) { handle, id in
            guard !index.isReferenced(id, by: [.unit]) else { return }
            report.report("level \(id) has no units: no unit has it as level_id", at: locator.location(of: handle, in: context.archive), notes: notes)
        }
    }
}
