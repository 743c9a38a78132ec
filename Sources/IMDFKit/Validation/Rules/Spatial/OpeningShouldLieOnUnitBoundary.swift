import GeoJSON

/// Warns when an opening lies far from every unit edge of its level: a door or passage sits in a wall
/// between units, or between a unit and the outside, so its line should run along some unit's boundary
/// (spec §2.12, §4.3 E.20, a heuristic). The opening's midpoint must be within
/// ``SpatialTolerance/openingToUnitEdge`` (0.5 m, a wall's thickness) of a unit boundary on its level.
/// Severity: warning.
///
/// The distances are measured once with ``PublicUnitShouldHaveOpening``'s (``OpeningContacts``).
struct OpeningShouldLieOnUnitBoundary: ValidationRule {
    let id = "OpeningShouldLieOnUnitBoundary"
    let group = ValidationGroup.spatial
    let severity = Diagnostic.Severity.warning
    let summary = "An opening's midpoint lies within 0.5 m of the boundary of some unit on its level (heuristic)."
    let specReference = "§2.12; §4.3 E.20"
    let specText =
        "OGC Opening: an opening \"models the presence, location and physical extent (width) of an entrance\" (spec §2.12); §4.3 E.20"
    let severityReason =
        "Warning: a heuristic (the midpoint within 0.5 m of a unit edge); an opening off every wall still reads, it is likely misplaced."

    func check(_ context: ValidationContext, into report: inout ValidationReport.Builder) {
        if context.skipIfUnreadable([.opening, .unit, .level], into: &report) { return }
        let graph = context.graph
        let contacts = context.openingContacts
        for level in graph.handles(of: IMDF.LevelProperties.self) {
            for opening in graph.openings(on: level) {
                // No midpoint, or a level without usable units (which says nothing about where its openings
                // should be): nothing to measure.
                guard let (midpoint, nearest) = contacts.onOwnLevel[opening.index] else { continue }
                guard nearest > SpatialTolerance.openingToUnitEdge else { continue }
                let distance =
                    nearest.isFinite
                    ? "\(DisplayPointMustBeWithinFeature.meters(nearest)) from the nearest unit edge"
                    : "more than \(DisplayPointMustBeWithinFeature.meters(SpatialTolerance.openingToUnitEdge)) from every unit"
                report.report(
                    "opening's midpoint \(midpoint) lies \(distance) on its level; an opening should sit in a unit's wall",
                    at: context.location(of: opening, path: ["geometry"]),
                    notes: [
                        .init(message: "level defined here", location: context.location(of: level, path: ["geometry"]))
                    ])
            }
        }
    }

    /// The point halfway along the polyline (by planar length), or nil for an empty one.
    static func midpoint(of line: PlanarPolyline) -> PlanarPoint? {
        guard line.pointCount > 0 else { return nil }
        // Each segment's length is computed twice rather than kept in an array, which was an allocation per
        // opening.
        func length(ofSegment index: Int) -> Double {
            let a = line.point(at: index)
            let b = line.point(at: index + 1)
            return ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
        }
        let segments = 0..<max(0, line.pointCount - 1)
        var total = 0.0
        for index in segments { total += length(ofSegment: index) }
        guard total > 0 else { return line.point(at: 0) }
        var remaining = total / 2
        for index in segments {
            let length = length(ofSegment: index)
            if remaining <= length, length > 0 {
                let a = line.point(at: index)
                let b = line.point(at: index + 1)
                let t = remaining / length
                return PlanarPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
            }
            remaining -= length
        }
        return line.point(at: line.pointCount - 1)
    }

    static func grown(_ box: PlanarBox, by meters: Double) -> PlanarBox {
        guard !box.isEmpty else { return box }
        let projection = LocalProjection(origin: box.center)
        let dx = projection.metersPerDegreeLongitude > 0 ? meters / projection.metersPerDegreeLongitude : 0
        let dy = meters / projection.metersPerDegreeLatitude
        return PlanarBox(minX: box.minX - dx, minY: box.minY - dy, maxX: box.maxX + dx, maxY: box.maxY + dy)
    }
}
