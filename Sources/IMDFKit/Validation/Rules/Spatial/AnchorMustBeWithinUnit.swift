import GeoJSON

/// Checks that an anchor lies within the unit its `unit_id` references (spec §2.3, §4.2, §4.3 E.19: a
/// MUST). Inside, on the boundary, or at most ``SpatialTolerance/containment`` (1 cm) outside counts as
/// within. Severity: warning, although the spec says MUST (see ``severityReason``).
///
/// Anchors whose unit does not resolve (reported by `ReferencedFeatureIDMustBeResolvable`) and anchors or
/// units whose geometry is missing or broken are skipped.
struct AnchorMustBeWithinUnit: ValidationRule {
    let id = "AnchorMustBeWithinUnit"
    let group = ValidationGroup.spatial
    let severity = Diagnostic.Severity.warning
    let summary = "An anchor lies within the unit its unit_id references (within 1 cm)."
    let specReference = "§2.3; §4.2; §4.3 E.19"
    let specText = "OGC Anchor: \"Anchor MUST be placed within the referenced Unit\" (spec §2.3, §4.2)"
    let severityReason =
        "Warning, although the spec says MUST: an anchor is a display location, like a display point (OGC Anchor: \"the curated Point used as the preferred display location\"), and Apple's tooling accepts display points outside their features (see DisplayPointMustBeWithinFeature). The link from occupant to unit goes through unit_id, not the point, so nothing breaks; the occupant's pin is just drawn outside its room."

    func check(_ context: ValidationContext, into report: inout ValidationReport.Builder) {
        if context.skipIfUnreadable([.anchor, .unit], into: &report) { return }
        let graph = context.graph
        for anchor in graph.handles(of: IMDF.AnchorProperties.self) {
            guard let unit = graph.unit(of: anchor),
                let point = context.shape(of: AnyFeatureHandle(anchor, type: .anchor))?.point,
                let area = context.shape(of: AnyFeatureHandle(unit, type: .unit))?.area
            else { continue }
            let distance = area.distance(from: point)
            guard distance > SpatialTolerance.containment else { continue }
            report.report(
                "anchor lies \(DisplayPointMustBeWithinFeature.meters(distance)) outside \(context.describe(AnyFeatureHandle(unit, type: .unit))), the unit it references; an anchor must be within it",
                at: context.location(of: anchor, path: ["geometry", "coordinates"]),
                notes: [.init(message: "unit defined here", location: context.location(of: unit, path: ["geometry"]))])
        }
    }
}
