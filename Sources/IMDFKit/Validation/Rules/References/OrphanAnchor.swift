import GeoJSON

/// Lists, as information, an anchor that no occupant, fixture or kiosk references through `anchor_id`
/// (spec §2.3; §4.3 D.17). Severity: info.
struct OrphanAnchor: ValidationRule {
    let id = "OrphanAnchor"
    let group = ValidationGroup.references
    let severity = Diagnostic.Severity.info
    let summary = "An anchor that no occupant, fixture or kiosk uses is listed."
    let specReference = "§2.3; §4.3 D.17"

    func check(_ context: ValidationContext, into report: inout ValidationReport.Builder) {
        let locator = SourceLocator()
        // An info finding is harmless when a source file is unreadable; say so in a note rather than stay silent.
        let unreadable = [IMDF.FeatureType.occupant, .fixture, .kiosk].filter(context.isUnreadable).map(\.fileName)
        let notes: [Diagnostic.Note] = unreadable.isEmpty ? [] : [
            .init(message: "\(unreadable.joined(separator: ", ")) could not be read, so a reference from it is unknown",
                  location: .init(file: unreadable[0]))]
        let index = context.referenceIndex
        context.forEachFeature(of: .anchor) { handle, id in
            guard !index.isReferenced(id, by: [.occupant, .fixture, .kiosk]) else { return }
            report.report("anchor \(id) is not used by any occupant, fixture or kiosk", at: locator.location(of: handle, in: context.archive), notes: notes)
        }
    }
}
