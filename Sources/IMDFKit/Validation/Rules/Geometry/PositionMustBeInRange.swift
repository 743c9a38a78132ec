import GeoJSON

/// Checks that every position (of a feature's geometry and of its display point) has a longitude in
/// [-180, 180] and a latitude in [-90, 90] (WGS 84, RFC 7946 §4; spec §1.5, §4.3 B.9). Severity: error.
///
/// One finding per feature, at its first position out of range, with the count of the others.
struct PositionMustBeInRange: ValidationRule {
    let id = "PositionMustBeInRange"
    let group = ValidationGroup.geometry
    let severity = Diagnostic.Severity.error
    let summary = "Every position has a longitude in [-180, 180] and a latitude in [-90, 90] degrees."
    let specReference = "§1.5; §4.3 B.9; RFC 7946 §4"
    let specText =
        "RFC 7946 §4: WGS 84 longitude and latitude; spec §4.3 B.9: \"longitude in [-180, 180] and latitude in [-90, 90]\""
    let severityReason =
        "Error: a position outside the coordinate range is not a place on Earth; map projections (MapKit's map points among them) cannot place it."

    func check(_ context: ValidationContext, into report: inout ValidationReport.Builder) {
        context.forEachFeature(withPositionWhere: Self.isOutOfRange) { handle, match in
            let position = match.position
            var problems: [String] = []
            if !(-180...180).contains(position.longitude) {
                problems.append("longitude \(position.longitude) is outside [-180, 180]")
            }
            if !(-90...90).contains(position.latitude) {
                problems.append("latitude \(position.latitude) is outside [-90, 90]")
            }
            let others = match.count > 1 ? " (and \(match.count - 1) more position(s) of this feature)" : ""
            report.report(
                "position \(position) is not a WGS 84 coordinate: \(problems.joined(separator: ", "))\(others)",
                at: context.location(of: handle, path: match.path))
        }
    }

    private static func isOutOfRange(_ position: PositionFacts) -> Bool {
        !isInRange(longitude: position.x, latitude: position.y)
    }

    static func isInRange(longitude: Double, latitude: Double) -> Bool {
        longitude >= -180 && longitude <= 180 && latitude >= -90 && latitude <= 90
    }
}
