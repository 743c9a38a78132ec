import GeoJSON

/// Warns when a unit lies outside the level its `level_id` references (spec §4.3 E.20). A rough check, as
/// the spec suggests: one point standing for the unit — its display point when that lies within the unit,
/// otherwise its centroid when inside, otherwise a vertex — must lie within the level polygon (1 cm
/// tolerance, ``SpatialTolerance/containment``). A unit partly outside its level is not found. Severity:
/// warning.
struct UnitShouldBeWithinLevel: ValidationRule {
    let id = "UnitShouldBeWithinLevel"
    let group = ValidationGroup.spatial
    let severity = Diagnostic.Severity.warning
    let summary =
        "A unit lies within the level it references (rough: its display point or an interior point is within the level polygon)."
    let specReference = "§4.3 E.20"
    let specText = "spec §4.3 E.20: \"A unit lies within its level's polygon (rough check: centroid or display point)\""
    let severityReason = "Warning: a SHOULD, checked roughly; the unit still links to its level by level_id."

    func check(_ context: ValidationContext, into report: inout ValidationReport.Builder) {
        if context.skipIfUnreadable([.unit, .level], into: &report) { return }
        let graph = context.graph
        var levelAreas: [Int: PlanarMultiPolygon?] = [:]
        for unit in graph.handles(of: IMDF.UnitProperties.self) {
            guard let level = graph.level(of: unit),
                let area = context.shape(of: AnyFeatureHandle(unit, type: .unit))?.area
            else { continue }
            if levelAreas[level.index] == nil {
                levelAreas[level.index] = .some(context.shape(of: AnyFeatureHandle(level, type: .level))?.area)
            }
            guard let levelArea = levelAreas[level.index] ?? nil,
                let point = Self.standIn(for: unit, area: area, in: graph)
            else { continue }
            let distance = levelArea.distance(from: point)
            guard distance > SpatialTolerance.containment else { continue }
            report.report(
                "unit lies outside \(context.describe(AnyFeatureHandle(level, type: .level))), the level it references: its point \(point) is \(DisplayPointMustBeWithinFeature.meters(distance)) outside the level polygon",
                at: context.location(of: unit, path: ["geometry"]),
                notes: [.init(message: "level defined here", location: context.location(of: level, path: ["geometry"]))]
            )
        }
    }

    /// The unit's display point when within the unit, else a representative point of its area.
    static func standIn(
        for unit: VenueGraph.UnitHandle, area: PlanarMultiPolygon, in graph: VenueGraph
    ) -> PlanarPoint? {
        if let point = graph[unit].properties.displayPoint {
            let planar = PlanarPoint(x: point.longitude, y: point.latitude)
            if area.location(of: planar) != .outside { return planar }
        }
        return FeatureShape.area(area).representativePoint
    }
}
