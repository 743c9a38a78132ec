import GeoJSON

/// Warns about positions with a third number (an altitude): IMDF positions are longitude and latitude
/// only (spec §1.5, §4.3 B.9). Severity: warning. The GeoJSON layer separately warns about positions of
/// more than three numbers.
///
/// One finding per feature, at its first position with an altitude, with the count of the others.
struct PositionShouldNotHaveAltitude: ValidationRule {
    let id = "PositionShouldNotHaveAltitude"
    let group = ValidationGroup.geometry
    let severity = Diagnostic.Severity.warning
    let summary = "Positions have two numbers (longitude, latitude), not an altitude as well."
    let specReference = "§1.5; §4.3 B.9"
    let specText =
        "spec §1.5: \"Positions should have 2 elements\"; RFC 7946 §3.1.1 allows an optional third element (altitude)"
    let severityReason =
        "Warning: a SHOULD. RFC 7946 allows altitude and consumers ignore it; IMDF data carries elevation in level ordinals instead."

    func check(_ context: ValidationContext, into report: inout ValidationReport.Builder) {
        context.forEachFeature(withPositionWhere: \.hasAltitude) { handle, match in
            let others = match.count > 1 ? " (\(match.count) positions of this feature have one)" : ""
            let altitude = match.position.altitude.map { "\($0)" } ?? "a third number"
            report.report(
                "position \(match.position) has an altitude (\(altitude)); IMDF positions are [longitude, latitude]\(others)",
                at: context.location(of: handle, path: match.path))
        }
    }
}
