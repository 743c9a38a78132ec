import GeoJSON

/// Warns about positions at longitude 0, latitude 0 ("null island", in the Gulf of Guinea): almost always
/// a missing coordinate written as zeros (spec §4.3 B.9). Severity: warning.
///
/// One finding per feature, at its first such position, with the count of the others.
struct PositionShouldNotBeZeroZero: ValidationRule {
    let id = "PositionShouldNotBeZeroZero"
    let group = ValidationGroup.geometry
    let severity = Diagnostic.Severity.warning
    let summary = "No position is (0, 0), which usually stands for a missing coordinate."
    let specReference = "§4.3 B.9"
    let specText = "spec §4.3 B.9: \"WARN on (0,0)\""
    let severityReason =
        "Warning: a heuristic. (0, 0) is a valid position, but in an indoor map it almost always stands for a missing coordinate."

    func check(_ context: ValidationContext, into report: inout ValidationReport.Builder) {
        context.forEachFeature(withPositionWhere: Self.isZeroZero) { handle, match in
            let others = match.count > 1 ? " (\(match.count) positions of this feature are)" : ""
            report.report(
                "position is (0, 0), which is most likely a missing coordinate, not a place in the venue\(others)",
                at: context.location(of: handle, path: match.path))
        }
    }

    private static func isZeroZero(_ position: PositionFacts) -> Bool { position.x == 0 && position.y == 0 }
}
