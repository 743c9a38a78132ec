import GeoJSON

/// Warns when two units on the same level overlap: their interiors share more than
/// ``SpatialTolerance/overlapArea`` (0.1 m², as shp2imdf uses) (spec §4.3 E.20). Shared walls do not
/// count. Units of structural or circulation categories (walkways, open-to-below voids, walls, columns,
/// … — `IMDF.UnitCategory.isStructural`) are left out, since rooms are often drawn over them. Severity:
/// warning.
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
    let summary = "Units on one level (other than walkways, open-to-below and other structural units) do not overlap by more than 0.1 m²."
    let specReference = "§4.3 E.20"

    func check(_ context: ValidationContext, into report: inout ValidationReport.Builder) {
        if context.skipIfUnreadable([.unit, .level], into: &report) { return }
        let graph = context.graph
        var candidates: [VenueGraph.UnitHandle] = []
        var areas: [PlanarMultiPolygon] = []
        var nearby: [Int] = []
        for level in graph.handles(of: IMDF.LevelProperties.self) {
            candidates.removeAll(keepingCapacity: true)
            areas.removeAll(keepingCapacity: true)
            for unit in graph.units(on: level) {
                if graph[unit].properties.category?.isStructural == true { continue }
                guard let area = context.shape(of: AnyFeatureHandle(unit, type: .unit))?.area else { continue }
                candidates.append(unit)
                areas.append(area)
            }
            guard candidates.count > 1 else { continue }
            let tree = PackedRTree(boxes: areas.map(\.bounds))
            for first in candidates.indices {
                nearby.removeAll(keepingCapacity: true)
                tree.items(intersecting: areas[first].bounds, into: &nearby)
                for second in nearby where second > first {
                    let overlap = areas[first].overlapArea(with: areas[second])
                    guard overlap > SpatialTolerance.overlapArea else { continue }
                    let (earlier, later) = candidates[first] < candidates[second]
                        ? (candidates[first], candidates[second]) : (candidates[second], candidates[first])
                    report.report(
                        "unit overlaps \(context.describe(AnyFeatureHandle(earlier, type: .unit))) on the same level by \(Self.squareMeters(overlap)); units should share at most walls",
                        at: context.location(of: later, path: ["geometry"]),
                        notes: [.init(message: "overlapping unit defined here", location: context.location(of: earlier, path: ["geometry"]))])
                }
            }
        }
    }

    static func squareMeters(_ area: Double) -> String {
        area < 10 ? "\((area * 100).rounded() / 100) m²" : "\(Int(area.rounded())) m²"
    }
}
