import GeoJSON

/// Warns when a public unit has no opening on its boundary: nobody can walk into it, and a router cannot
/// reach it (spec §2.12, §2.15). Public is ``IMDF/UnitProperties/isPublic``: no `restriction`, not
/// `nonpublic`, and not an obstruction, void, planted bed or roadway.
///
/// An opening counts for a unit when its midpoint lies within ``SpatialTolerance/openingToUnitEdge``
/// (0.5 m, a wall's thickness, as for ``OpeningShouldLieOnUnitBoundary``) of the unit's boundary, on any
/// level with the unit's ordinal (an entrance drawn on an outdoor level opens onto the building's ground
/// floor). Per ordinal, the units' grown bounding boxes go into a ``PackedRTree`` and only units whose box
/// holds an opening's midpoint are measured. A venue without any opening gets one finding instead of one
/// per unit. Severity: warning.
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
        let openingShapes = context.shapes(of: .opening)
        // The public units with a polygon, by ordinal.
        var unitsByOrdinal: [Int: [(unit: VenueGraph.UnitHandle, area: PlanarMultiPolygon)]] = [:]
        for unit in graph.handles(of: IMDF.UnitProperties.self) where graph[unit].properties.isPublic {
            guard let level = graph.level(of: unit), let ordinal = graph[level].properties.ordinal,
                unitShapes.indices.contains(unit.index), let area = unitShapes[unit.index]?.area
            else { continue }
            unitsByOrdinal[ordinal, default: []].append((unit, area))
        }
        guard !unitsByOrdinal.isEmpty else { return }
        let openings = graph.handles(of: IMDF.OpeningProperties.self)
        if openings.isEmpty {
            let count = unitsByOrdinal.values.reduce(0) { $0 + $1.count }
            report.report(
                "the archive has no openings, so none of its \(count) public units can be entered; openings model entrances (spec §2.12)",
                at: Diagnostic.Location(file: IMDF.FeatureType.opening.fileName))
            return
        }
        var opened: [Int: [Bool]] = unitsByOrdinal.mapValues { Array(repeating: false, count: $0.count) }
        let trees = unitsByOrdinal.mapValues { units in
            PackedRTree(
                boxes: units.map {
                    OpeningShouldLieOnUnitBoundary.grown($0.area.bounds, by: SpatialTolerance.openingToUnitEdge)
                })
        }
        var nearby: [Int] = []
        for opening in openings {
            guard let level = graph.level(of: opening), let ordinal = graph[level].properties.ordinal,
                let units = unitsByOrdinal[ordinal], let tree = trees[ordinal],
                openingShapes.indices.contains(opening.index), case .lines(let lines)? = openingShapes[opening.index],
                let line = lines.first, let midpoint = OpeningShouldLieOnUnitBoundary.midpoint(of: line)
            else { continue }
            tree.items(containing: midpoint, into: &nearby)
            for slot in nearby where opened[ordinal]?[slot] == false {
                let distance = units[slot].area.parts.reduce(Double.infinity) {
                    min($0, $1.distanceToBoundary(from: midpoint))
                }
                if distance <= SpatialTolerance.openingToUnitEdge { opened[ordinal]?[slot] = true }
            }
        }
        var missing: [VenueGraph.UnitHandle] = []
        for (ordinal, units) in unitsByOrdinal {
            for (slot, unit) in units.enumerated() where opened[ordinal]?[slot] == false { missing.append(unit.unit) }
        }
        for unit in missing.sorted() {
            let category = graph[unit].properties.category?.rawValue ?? "uncategorised"
            report.report(
                "public \(category) unit has no opening on its boundary (none within \(DisplayPointMustBeWithinFeature.meters(SpatialTolerance.openingToUnitEdge)) on a level of its ordinal), so it cannot be entered; add the door or passage that leads into it",
                at: context.location(of: unit, path: ["geometry"]))
        }
    }
}
