import GeoJSON

/// Lists, as information, a building that no level lists in `building_ids` (spec §2.4, §2.10; §4.3 D.17).
/// Severity: info.
struct BuildingWithoutLevel: ValidationRule {
    let id = "BuildingWithoutLevel"
    let group = ValidationGroup.references
    let severity = Diagnostic.Severity.info
    let summary = "A building that no level lists in building_ids is listed."
    let specReference = "§2.4; §2.10; §4.3 D.17"
    let specText = "spec §2.10: levels list their buildings in building_ids; §4.3 D.17: \"orphans\""
    let severityReason = "Info: an observation; nothing breaks."

    func check(_ context: ValidationContext, into report: inout ValidationReport.Builder) {
        let locator = SourceLocator()
        let notes = context.unreadableSourceNotes([IMDF.FeatureType.level])
        let index = context.referenceIndex
        context.forEachFeature(of: .building) { handle, id in
            guard !index.isReferenced(id, by: [.level]) else { return }
            report.report(
                "building \(id) has no level: no level lists it in building_ids",
                at: locator.location(of: handle, in: context.archive), notes: notes)
        }
    }
}
