import GeoJSON

/// Warns when a level extends beyond the venue (spec §4.3 E.20): every vertex of the level polygon must lie
/// within the venue polygon, or at most ``SpatialTolerance/levelOutsideVenue`` (1 cm) outside it. With
/// several venues (itself an error of group A) the union of their polygons is used. Severity: warning.
///
/// - Complexity: O(*l* · *v*) for *l* level vertices and *v* venue vertices; archives have few levels.
struct LevelShouldBeWithinVenue: ValidationRule {
    let id = "LevelShouldBeWithinVenue"
    let group = ValidationGroup.spatial
    let severity = Diagnostic.Severity.warning
    let summary = "Every vertex of a level lies within the venue polygon (within 1 cm)."
    let specReference = "§4.3 E.20"
    let specText = "spec §4.3 E.20: \"a level lies within the venue\""
    let severityReason =
        "Warning: a SHOULD; a level outside the venue still reads and links, it is likely drawn wrongly."

    func check(_ context: ValidationContext, into report: inout ValidationReport.Builder) {
        if context.skipIfUnreadable([.level, .venue], into: &report) { return }
        let venues = context.rawFeatures(of: .venue).indices.compactMap { index -> (Int, PlanarMultiPolygon)? in
            guard let area = context.shape(of: AnyFeatureHandle(type: .venue, index: index))?.area else { return nil }
            return (index, area)
        }
        guard let firstVenue = venues.first else { return }
        let venueArea = PlanarMultiPolygon(parts: venues.flatMap { $0.1.parts })
        for index in context.rawFeatures(of: .level).indices {
            let level = AnyFeatureHandle(type: .level, index: index)
            guard let area = context.shape(of: level)?.area else { continue }
            var outside = 0
            var farthest = (distance: 0.0, point: PlanarPoint(x: 0, y: 0))
            for part in area.parts {
                for vertex in 0..<part.pointCount {
                    let point = part.point(at: vertex)
                    let distance = venueArea.distance(from: point)
                    guard distance > SpatialTolerance.levelOutsideVenue else { continue }
                    outside += 1
                    if distance > farthest.distance { farthest = (distance, point) }
                }
            }
            guard outside > 0 else { continue }
            report.report(
                "level extends beyond the venue: \(outside) of its vertices lie outside the venue polygon, the farthest \(farthest.point) by \(DisplayPointMustBeWithinFeature.meters(farthest.distance))",
                at: context.location(of: level, path: ["geometry"]),
                notes: [
                    .init(
                        message: "venue defined here",
                        location: context.location(
                            of: AnyFeatureHandle(type: .venue, index: firstVenue.0), path: ["geometry"]))
                ])
        }
    }
}
