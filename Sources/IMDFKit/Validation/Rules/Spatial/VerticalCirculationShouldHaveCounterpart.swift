import GeoJSON

/// Warns when an elevator, escalator or stairs unit has no counterpart on an adjacent level of its
/// building: no unit of the same kind overlapping it on the next ordinal up or down
/// (``VenueGraph/verticalCirculationOverlaps()``), and no `elevator`, `escalator`, `stairs`, `ramp` or
/// `movingwalkway` relationship naming it (spec §2.13, §2.15, §3). Such a unit leads nowhere, and a router
/// cannot change level through it.
///
/// `steps` and `ramp` units are not checked (both commonly join two parts of one level), nor are units on a
/// level whose building has no level on an adjacent ordinal. Severity: warning.
struct VerticalCirculationShouldHaveCounterpart: ValidationRule {
    let id = "VerticalCirculationShouldHaveCounterpart"
    let group = ValidationGroup.spatial
    let severity = Diagnostic.Severity.warning
    let summary =
        "An elevator, escalator or stairs unit overlaps a unit of its kind on an adjacent ordinal of its building, or a vertical relationship names it (heuristic)."
    let specReference = "§2.13; §2.15; §3"
    let specText =
        "spec §3: unit categories elevator, escalator, stairs; relationship categories elevator, escalator, stairs link \"origin → intermediaries → destination\" (spec §2.13)"
    let severityReason =
        "Warning: a heuristic that points at a likely mistake (a shaft missing on the next level, or drawn elsewhere); the unit still reads, but no level change can be found through it."

    /// The relationship categories that move people between features.
    static let verticalRelationshipCategories: Set<String> = [
        "elevator", "escalator", "stairs", "ramp", "movingwalkway",
    ]

    func check(_ context: ValidationContext, into report: inout ValidationReport.Builder) {
        if context.skipIfUnreadable([.unit, .level], into: &report) { return }
        let graph = context.graph
        var linked = Set<Int>()
        for overlap in graph.verticalCirculationOverlaps() {
            linked.insert(overlap.lower.index)
            linked.insert(overlap.upper.index)
        }
        for relationship in graph.handles(of: IMDF.RelationshipProperties.self) {
            guard let category = graph[relationship].properties.category?.rawValue,
                Self.verticalRelationshipCategories.contains(category)
            else { continue }
            let ends = graph.ends(of: relationship)
            for end in [ends.origin, ends.destination] + ends.intermediary.map(Optional.some) {
                if let unit = end?.typed(as: IMDF.UnitProperties.self) { linked.insert(unit.index) }
            }
        }
        var adjacent: [Int: (above: [VenueGraph.LevelHandle], below: [VenueGraph.LevelHandle])] = [:]
        for unit in graph.handles(of: IMDF.UnitProperties.self) where !linked.contains(unit.index) {
            guard let category = graph[unit].properties.category, category.isMultiLevelCirculation,
                let level = graph.level(of: unit), let ordinal = graph[level].properties.ordinal,
                context.shape(of: AnyFeatureHandle(unit, type: .unit))?.area != nil
            else { continue }
            let neighbours = adjacent[level.index] ?? (graph.levelsAbove(level), graph.levelsBelow(level))
            adjacent[level.index] = neighbours
            let ordinals = (neighbours.below + neighbours.above).compactMap { graph[$0].properties.ordinal }
            guard !ordinals.isEmpty else { continue }
            let listed = Set(ordinals).sorted().map(String.init).joined(separator: " and ")
            report.report(
                "\(category.rawValue) unit on ordinal \(ordinal) has no counterpart: no \(category.rawValue) unit overlaps it on ordinal \(listed) of its building, and no relationship links it, so it leads to no other level",
                at: context.location(of: unit, path: ["geometry"]))
        }
    }
}
