import GeoJSON

/// Warns when a public unit has no opening on its boundary: nobody can walk into it, and a router cannot
/// reach it (spec §2.12, §2.15). Public is ``IMDF/UnitProperties/isPublic``: no `restriction`, not
/// `nonpublic`, and not an obstruction, void, planted bed or roadway.
///
/// An opening counts for a unit when its midpoint lies within ``SpatialTolerance/openingToUnitEdge``
/// (0.5 m, a wall's thickness, as for ``OpeningShouldLieOnUnitBoundary``) of the unit's boundary, on any
/// level with the unit's ordinal (an entrance drawn on an outdoor level opens onto the building's ground
/// floor), measured once with ``OpeningShouldLieOnUnitBoundary``'s distances (``OpeningContacts``). A venue
/// without any opening gets one finding instead of one per unit. Severity: warning.
struct PublicUnitShouldHaveOpening: ValidationRule {
    let id = "PublicUnitShouldHaveOpening"
    let group = ValidationGroup.spatial
    let severity = Diagnostic.Severity.warning
    let summary =
        "A public unit has an opening within 0.5 m of its boundary, on a level of its ordinal (heuristic; routing enters units only through openings)."
    let specReference = "§2.12; §2.15"
    let specText =
        "OGC Opening: an opening \"models the presence, location and physical extent (width) of an entrance\" (spec §2.12); OGC Unit: a unit is a space \"bounded by a wall, a physical edge or a legal boundary\" (spec §2.15)"
    let severityReason =
        "Warning: a heuristic that points at a likely mistake (a missing door, or walkways split without openings between them); the unit still reads, but routing cannot enter it."

    func check(_ context: ValidationContext, into report: inout ValidationReport.Builder) {
        if context.skipIfUnreadable([.unit, .opening, .level], into: &report) { return }
        let graph = context.graph
        // Read once: each `context.shape(of:)` takes the cache's lock and a copy of the whole array.
        let unitShapes = context.shapes(of: .unit)
        // The public units with a polygon on a level with an ordinal, in archive order.
        let publicUnits = graph.handles(of: IMDF.UnitProperties.self).filter { unit in
            guard graph[unit].properties.isPublic, let level = graph.level(of: unit),
                graph[level].properties.ordinal != nil, unitShapes.indices.contains(unit.index)
            else { return false }
            return unitShapes[unit.index]?.area != nil
        }
        guard !publicUnits.isEmpty else { return }
        if graph.archive.openings.isEmpty {
            report.report(
                "the archive has no openings, so none of its \(publicUnits.count) public units can be entered; openings model entrances (spec §2.12)",
                at: Diagnostic.Location(file: IMDF.FeatureType.opening.fileName))
            return
        }
        let isOpened = context.openingContacts.isOpened
        for unit in publicUnits where !isOpened[unit.index] {
            let category = graph[unit].properties.category?.rawValue ?? "uncategorised"
            report.report(
                "public \(category) unit has no opening on its boundary (none within \(DisplayPointMustBeWithinFeature.meters(SpatialTolerance.openingToUnitEdge)) on a level of its ordinal), so it cannot be entered; add the door or passage that leads into it",
                at: context.location(of: unit, path: ["geometry"]))
        }
    }
}
