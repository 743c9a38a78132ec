import GeoJSON

/// Lists, as information, a building that no footprint lists in `building_ids`: its extent is unknown
/// (spec §2.4, §2.7; §4.3 D.17). Severity: info.
struct BuildingWithoutFootprint: ValidationRule {
    let id = "BuildingWithoutFootprint"
    let group = ValidationGroup.references
    let severity = Diagnostic.Severity.info
    let summary = "A building that no footprint lists in building_ids is listed."
    let specReference = "§2.4; §2.7; §4.3 D.17"
    let specText = "spec §2.4: a building's \"extent is given by Footprint features\"; §4.3 D.17: \"orphans\""
    let severityReason = "Info: an observation. The building still reads; it just has no outline to draw."

    func check(_ context: ValidationContext, into report: inout ValidationReport.Builder) {
        let locator = SourceLocator()
        let notes = context.unreadableSourceNotes([IMDF.FeatureType.footprint])
        let index = context.referenceIndex
        context.forEachFeature(of: .building) { handle, id in
            guard !index.isReferenced(id, by: [.footprint]) else { return }
            report.report(
                "building \(id) has no footprint: no footprint lists it in building_ids, so its extent is unknown",
                at: locator.location(of: handle, in: context.archive), notes: notes)
        }
    }
}
