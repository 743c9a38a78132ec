import GeoJSON

/// Where each opening meets the units around it, measured once for the two rules that ask (spec §2.12,
/// §2.15):
/// - ``OpeningShouldLieOnUnitBoundary``: how far the opening's midpoint is from the nearest unit boundary of
///   its own level;
/// - ``PublicUnitShouldHaveOpening``: whether some opening's midpoint lies within
///   ``SpatialTolerance/openingToUnitEdge`` of a unit's boundary, on a level of the unit's ordinal.
///
/// Why one pass: each rule built its own R-trees of grown unit boxes and measured the same midpoints against
/// the same boundaries, about 80 ms apiece on the 50,000-unit venue (issue 20). Per level, the boxes of the
/// units with an area, grown by the tolerance, go into a ``PackedRTree``; an opening's midpoint is measured
/// against the units whose grown box holds it, on its own level and on the other levels of its ordinal.
struct OpeningContacts: Sendable {
    /// Per opening (archive index): the midpoint of its first line and the distance in meters from it to the
    /// nearest unit boundary on the opening's level (infinite when no unit's grown box holds it); `nil` when
    /// the opening has no level, no line, or its level no unit with an area.
    let onOwnLevel: [(midpoint: PlanarPoint, nearest: Double)?]
    /// Per unit (archive index): whether the midpoint of an opening on a level of the unit's ordinal (its own
    /// level included, ordinal or not) lies within the tolerance of the unit's boundary.
    let isOpened: [Bool]

    /// Measures every opening of the context's archive.
    init(_ context: ValidationContext) {
        let graph = context.graph
        let unitShapes = context.shapes(of: .unit)
        let openingShapes = context.shapes(of: .opening)
        let levels: [UnitsOfLevel?] = graph.handles(of: IMDF.LevelProperties.self).map { level in
            UnitsOfLevel(graph.units(on: level), shapes: unitShapes)
        }
        // For each level, the other levels of its ordinal: an entrance drawn on an outdoor level opens onto the
        // building's floor of the same ordinal. Looked up once per level, not once per opening.
        let otherLevelsOfOrdinal: [[Int]] = graph.handles(of: IMDF.LevelProperties.self).map { level in
            guard let ordinal = graph[level].properties.ordinal else { return [] }
            return graph.levels(withOrdinal: ordinal).map(\.index).filter { $0 != level.index }
        }
        var onOwnLevel = [(midpoint: PlanarPoint, nearest: Double)?](
            repeating: nil, count: graph.archive.openings.count)
        var isOpened = [Bool](repeating: false, count: graph.archive.units.count)
        for opening in graph.handles(of: IMDF.OpeningProperties.self) {
            guard let level = graph.level(of: opening), openingShapes.indices.contains(opening.index),
                let midpoint = openingShapes[opening.index]?.firstLineMidpoint
            else { continue }
            if let units = levels[level.index] {
                var nearest = Double.infinity
                units.forEachNearby(midpoint) { unit, distance in
                    nearest = min(nearest, distance)
                    if distance <= SpatialTolerance.openingToUnitEdge { isOpened[unit] = true }
                }
                onOwnLevel[opening.index] = (midpoint, nearest)
            }
            for other in otherLevelsOfOrdinal[level.index] {
                levels[other]?.forEachNearby(midpoint) { unit, distance in
                    if distance <= SpatialTolerance.openingToUnitEdge { isOpened[unit] = true }
                }
            }
        }
        self.onOwnLevel = onOwnLevel
        self.isOpened = isOpened
    }

    /// The units of one level that have an area, and the R-tree of their bounding boxes grown by the tolerance.
    ///
    /// A class: an opening reads its level's once, and a reference is one retain where the struct's three
    /// arrays were three.
    private final class UnitsOfLevel {
        /// Each unit's index in the archive.
        let units: [Int]
        let areas: [PlanarMultiPolygon]
        let tree: PackedRTree

        /// `nil` when no unit of the level has an area.
        init?(_ handles: [VenueGraph.UnitHandle], shapes: [FeatureShape?]) {
            var units: [Int] = []
            var areas: [PlanarMultiPolygon] = []
            for unit in handles {
                guard shapes.indices.contains(unit.index), let area = shapes[unit.index]?.area else { continue }
                units.append(unit.index)
                areas.append(area)
            }
            guard !areas.isEmpty else { return nil }
            self.units = units
            self.areas = areas
            tree = PackedRTree(
                boxes: areas.map {
                    OpeningShouldLieOnUnitBoundary.grown($0.bounds, by: SpatialTolerance.openingToUnitEdge)
                })
        }

        /// Calls `body` with the archive index of each unit whose grown box holds `point` and the distance in
        /// meters from the point to the unit's boundary (the least over its polygons).
        func forEachNearby(_ point: PlanarPoint, _ body: (Int, Double) -> Void) {
            tree.forEachItem(containing: point) { slot in
                var distance = Double.infinity
                for part in areas[slot].parts { distance = min(distance, part.distanceToBoundary(from: point)) }
                body(units[slot], distance)
            }
        }
    }
}

extension FeatureShape {
    /// The midpoint of the first line of a linear shape (an opening's), or `nil` for another shape.
    fileprivate var firstLineMidpoint: PlanarPoint? {
        guard case .lines(let lines) = self, let line = lines.first else { return nil }
        return OpeningShouldLieOnUnitBoundary.midpoint(of: line)
    }
}
