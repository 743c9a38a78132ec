import GeoJSON

/// Checks that the archive has exactly one venue feature (spec §2.16; §4.3 A.7). Severity: error.
struct VenueCountMustBeExactlyOne: ValidationRule {
    let id = "VenueCountMustBeExactlyOne"
    let group = ValidationGroup.archive
    let severity = Diagnostic.Severity.error
    let summary = "The archive has exactly one venue feature."
    let specReference = "§2.16; §4.3 A.7"
    let specText =
        "OGC Validations: VenueCountMustBeExactlyOne; Apple's sample decoder throws invalidData unless venues.count == 1 (spec §2.16)"
    let severityReason =
        "Error: consumers (Apple's sample decoder, MapKit apps built on it) refuse an archive without exactly one venue."

    func check(_ context: ValidationContext, into report: inout ValidationReport.Builder) {
        if context.skipIfUnreadable([.venue], into: &report) { return }
        let count = context.archive.venues.count
        if count == 0 {
            let where_ =
                context.archive.file(for: .venue) == nil
                ? "the archive has no venue.geojson" : "venue.geojson has no feature"
            report.report("\(where_); exactly one venue is required", at: .init(file: "venue.geojson"))
            return
        }
        guard count > 1 else { return }
        let first = AnyFeatureHandle(type: .venue, index: 0)
        for index in 1..<count {
            report.report(
                "the archive has \(count) venues; exactly one is allowed",
                at: context.location(of: AnyFeatureHandle(type: .venue, index: index)),
                notes: [.init(message: "the first venue is here", location: context.location(of: first))])
        }
    }
}
