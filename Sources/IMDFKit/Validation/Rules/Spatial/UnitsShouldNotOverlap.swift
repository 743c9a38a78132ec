import GeoJSON

/// Warns when two units on the same level overlap (spec §4.3 E.20; §2.15).
///
/// A unit models "the presence, location and approximate extent of a space" (OGC Unit), so the units of a
/// level partition it: two rooms, or a room and the corridor beside it, share at most a wall. The spec
/// names the exceptions itself (§2.15): "Units on one level may overlap, e.g. a walkway and `opentobelow`,
/// or structural `column` and `wall` units". So units that are drawn *over* others by design are exempt:
/// `opentobelow` voids, and columns, structure and wall materials (`column`, `structure`, `brick`,
/// `concrete`, `drywall`, `glass`, `wood`) — ``overlayCategories``.
///
/// Walkways are **not** exempt. What delivered venues draw (checked on every archive in `imdf-data` and
/// our sample venues, every overlap above 0.1 m² listed by area and category):
///
/// - rooms drawn whole inside a walkway polygon that was never cut around them (polymap-spbpu: four
///   auditoriums and classrooms of 29–31 m² inside 420–450 m² walkways);
/// - elevators and stairs drawn inside the room around them (roomfinder-seamans, spbstu-mapmaker-2022);
/// - slivers along shared walls: 0.1–0.6 m² over walls 10–40 m long, a few centimetres wide, from
///   independent digitising of each side. They are far inside the spec's ±5 m positional accuracy
///   (§1.5) and tell a consumer nothing.
///
/// The first two are real modelling errors (a point there belongs to two spaces); exempting walkways, as
/// this rule once did, hid the first. The third is noise. So a pair is reported when the common area is
/// more than ``SpatialTolerance/overlapArea`` (0.1 m², shp2imdf's threshold) **and** more than
/// ``SpatialTolerance/overlapShare`` (1 %) of the smaller unit. A room shifted 1 m into the corridor beside
/// it (an 11 m wall: 11 m², 13 % of an 86 m² room) is reported; a 5 cm sliver along a 10 m wall (0.5 m²,
/// under 1 % of most rooms) is not. Severity: warning (§4.3 E.20 says WARN; the venue still reads).
///
/// Per level, the units' bounding boxes go into a ``PackedRTree``; only pairs whose boxes intersect are
/// measured with ``PlanarMultiPolygon/overlapArea(with:)``.
///
/// - Complexity: O(*n* log *n* + *k* · *c*) per level for *n* units, *k* box-intersecting pairs and *c*
///   the cost of one overlap measurement; never all O(*n*²) pairs.
struct UnitsShouldNotOverlap: ValidationRule {
    let id = "UnitsShouldNotOverlap"
    let group = ValidationGroup.spatial
    let severity = Diagnostic.Severity.warning
    let summary =
        "Units on one level do not overlap by more than 0.1 m² and 1 % of the smaller unit (opentobelow, column, structure and wall-material units, which the spec lets overlap, are exempt; walkways are not)."
    let specReference = "§2.15; §4.3 E.20"
    let specText = """
        OGC Unit: a unit models "the presence, location and approximate extent of a space"; spec §2.15: "Units on one level may overlap, e.g. a walkway and opentobelow, or structural column and wall units"; §4.3 E.20: "WARN when units on the same level overlap by more than a small area (shp2imdf uses 0.1 m²)"
        """
    let severityReason = """
        Warning: the spec states no MUST against overlap, and an overlap does not stop a consumer from reading or linking the venue; it does make a point belong to two spaces, which is a likely modelling mistake worth a look.
        """

    /// Unit categories drawn over other units by design (spec §2.15), exempt from this rule.
    static let overlayCategories: Set<String> = [
        "opentobelow", "column", "structure", "wall", "brick", "concrete", "drywall", "glass", "wood",
    ]

    func check(_ context: ValidationContext, into report: inout ValidationReport.Builder) {
        if context.skipIfUnreadable([.unit, .level], into: &report) { return }
        let graph = context.graph
        // Read once: each `context.shape(of:)` takes the cache's lock and a copy of the whole array.
        let shapes = context.shapes(of: .unit)
        var candidates: [VenueGraph.UnitHandle] = []
        var areas: [PlanarMultiPolygon] = []
        var squareMeters: [Double] = []
        var nearby: [Int] = []
        for level in graph.handles(of: IMDF.LevelProperties.self) {
            candidates.removeAll(keepingCapacity: true)
            areas.removeAll(keepingCapacity: true)
            squareMeters.removeAll(keepingCapacity: true)
            for unit in graph.units(on: level) {
                if let category = graph[unit].properties.category, Self.overlayCategories.contains(category.rawValue) {
                    continue
                }
                guard shapes.indices.contains(unit.index), let area = shapes[unit.index]?.area else { continue }
                candidates.append(unit)
                areas.append(area)
                squareMeters.append(area.areaInSquareMeters)
            }
            guard candidates.count > 1 else { continue }
            let tree = PackedRTree(boxes: areas.map(\.bounds))
            for first in candidates.indices {
                nearby.removeAll(keepingCapacity: true)
                tree.items(intersecting: areas[first].bounds, into: &nearby)
                for second in nearby where second > first {
                    let overlap = areas[first].overlapArea(with: areas[second])
                    // The smaller unit is the one the overlap says most about (it is shifted or nested), so the
                    // finding goes there; of two equal units, the second.
                    let (smaller, larger) =
                        squareMeters[first] < squareMeters[second] ? (first, second) : (second, first)
                    guard overlap > SpatialTolerance.overlapArea,
                        overlap > SpatialTolerance.overlapShare * squareMeters[smaller]
                    else { continue }
                    report.report(
                        Self.message(
                            overlap: overlap, smaller: squareMeters[smaller],
                            other: context.describe(AnyFeatureHandle(candidates[larger], type: .unit))),
                        at: context.location(of: candidates[smaller], path: ["geometry"]),
                        notes: [
                            .init(
                                message: "overlapping unit defined here",
                                location: context.location(of: candidates[larger], path: ["geometry"]))
                        ])
                }
            }
        }
    }

    /// Says how the smaller of two units overlaps the other: lying inside it (the common area is all of the
    /// smaller unit, up to rounding), or by how much.
    static func message(overlap: Double, smaller: Double, other: String) -> String {
        if overlap >= 0.995 * smaller {
            return
                "unit lies inside \(other) on the same level (\(squareMeters(overlap)) in common); units should share at most walls"
        }
        let share = Int((100 * overlap / smaller).rounded())
        return
            "unit overlaps \(other) on the same level by \(squareMeters(overlap)) (\(share) % of this unit); units should share at most walls"
    }

    static func squareMeters(_ area: Double) -> String {
        area < 10 ? "\((area * 100).rounded() / 100) m²" : "\(Int(area.rounded())) m²"
    }
}
