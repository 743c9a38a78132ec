import GeoJSON

/// Lists, as information, an address that no venue, building, level, section, amenity or anchor references
/// through `address_id` (spec §2.1; §4.3 D.17). Severity: info.
struct OrphanAddress: ValidationRule {
    let id = "OrphanAddress"
    let group = ValidationGroup.references
    let severity = Diagnostic.Severity.info
    let summary = "An address that no feature references is listed."
    let specReference = "§2.1; §4.3 D.17"
    let specText = "spec §4.3 D.17: \"an address nobody references\""
    let severityReason = "Info: an observation; an unused address harms nothing."

    func check(_ context: ValidationContext, into report: inout ValidationReport.Builder) {
        let locator = SourceLocator()
        let notes = context.unreadableSourceNotes([
            IMDF.FeatureType.venue, .building, .level, .section, .amenity, .anchor,
        ])
        let index = context.referenceIndex
        context.forEachFeature(of: .address) { handle, id in
            guard !index.isReferenced(id, by: [.venue, .building, .level, .section, .amenity, .anchor]) else { return }
            report.report(
                "address \(id) is not referenced by any venue, building, level, section, amenity or anchor",
                at: locator.location(of: handle, in: context.archive), notes: notes)
        }
    }
}
