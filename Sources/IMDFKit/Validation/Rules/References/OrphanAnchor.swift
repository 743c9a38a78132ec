import GeoJSON

/// Lists, as information, an anchor that no occupant, fixture or kiosk references through `anchor_id`
/// (spec §2.3; §4.3 D.17). Severity: info.
struct OrphanAnchor: ValidationRule {
    let id = "OrphanAnchor"
    let group = ValidationGroup.references
    let severity = Diagnostic.Severity.info
    let summary = "An anchor that no occupant, fixture or kiosk uses is listed."
    let specReference = "§2.3; §4.3 D.17"
    let specText = "spec §4.3 D.17: \"an anchor with no occupant\""
    let severityReason = "Info: an observation; an anchor may mark a non-addressable place (OGC Anchor)."

    func check(_ context: ValidationContext, into report: inout ValidationReport.Builder) {
        let locator = SourceLocator()
        let notes = context.unreadableSourceNotes([IMDF.FeatureType.occupant, .fixture, .kiosk])
        let index = context.referenceIndex
        context.forEachFeature(of: .anchor) { handle, id in
            guard !index.isReferenced(id, by: [.occupant, .fixture, .kiosk]) else { return }
            report.report(
                "anchor \(id) is not used by any occupant, fixture or kiosk",
                at: locator.location(of: handle, in: context.archive), notes: notes)
        }
    }
}
