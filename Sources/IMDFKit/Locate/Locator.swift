import GeoJSON

/// Locates GPS fixes in a venue: which unit (and level, building, occupants, amenities) contains a fix.
///
/// A locator is built once per venue and queried many times, from any number of threads. For each level it
/// keeps the units' polygons over longitude/latitude degrees and a static packed R-tree of their bounding
/// boxes, so a query touches only the few units whose boxes contain the fix and then runs an exact
/// point-in-polygon test (robust at edges and vertices, independent of ring winding, holes excluded,
/// MultiPolygon parts combined, boundary inclusive: a point on a wall shared by two units is in both).
///
/// ```swift
/// let locator = Locator(graph: VenueGraph(archive))
/// let result = try locator.locate(Fix(latitude: 59.9386, longitude: 30.3141, horizontalAccuracy: 5))
/// if let best = result.best { print(graph[best.unit].properties.name?.bestMatch(for: ["en"]) ?? "?") }
/// ```
public struct Locator: Sendable {
    /// One level's search structures.
    ///
    /// A class, immutable once built: queries read one level's index many times per fix, and a reference
    /// costs one retain where a struct of ten arrays and two trees would cost a retain per array.
    final class LevelIndex: Sendable {
        let units: [VenueGraph.UnitHandle]
        let shapes: [PlanarMultiPolygon]
        let areas: [Double]
        let structural: [Bool]
        let tree: PackedRTree
        /// The units in a ranked, classified grid, for `bestSlot`.
        let grid: UnitGrid
        let openings: [VenueGraph.OpeningHandle]
        /// Each opening's first line, in one flat array (see ``FlatPolylines``).
        let openingLines: FlatPolylines
        let openingTree: PackedRTree

        init(
            units: [VenueGraph.UnitHandle], shapes: [PlanarMultiPolygon], areas: [Double], structural: [Bool],
            tree: PackedRTree, grid: UnitGrid, openings: [VenueGraph.OpeningHandle], openingLines: FlatPolylines,
            openingTree: PackedRTree
        ) {
            self.units = units
            self.shapes = shapes
            self.areas = areas
            self.structural = structural
            self.tree = tree
            self.grid = grid
            self.openings = openings
            self.openingLines = openingLines
            self.openingTree = openingTree
        }
    }

    /// The graph the locator searches.
    public let graph: VenueGraph
    let levels: [LevelIndex]

    /// How much work building a locator puts into the grid behind ``bestUnit(containingLongitude:latitude:on:)``.
    public enum GridPreparation: Sendable {
        /// About 32 cells per unit, each classified with exact predicates as solid (one unit, no test per
        /// point), empty or boundary: the fastest queries, for streams and batches of fixes. Building costs
        /// about three times as much as `.plain` (figures in `Documentation/Performance.md`).
        case classified
        /// About one cell per unit listing its candidate units, tested per point: the same answers, built
        /// cheaply, for a locator that answers a few queries (a one-shot `imdf where`).
        case plain
    }

    /// Builds the per-level indexes.
    ///
    /// - Parameters:
    ///   - graph: the venue.
    ///   - grid: how to prepare the best-unit grid; `.plain` for a few queries (the answers are the same).
    /// - Complexity: O(*n* log *n*) in the number of units and openings.
    public init(graph: VenueGraph, grid: GridPreparation = .classified) {
        self.graph = graph
        let archive = graph.archive
        // The levels are indexed concurrently (the grids are most of `imdf track`'s start-up), when the venue
        // is large enough for threads to pay.
        let sizes = archive.levels.indices.map { graph.units(on: VenueGraph.LevelHandle($0)).count }
        levels = ConcurrentWork.map(sizes: sizes, concurrently: sizes.reduce(0, +) >= ConcurrentWork.itemThreshold) {
            levelIndex in
            let level = VenueGraph.LevelHandle(levelIndex)
            var units: [VenueGraph.UnitHandle] = []
            var shapes: [PlanarMultiPolygon] = []
            var areas: [Double] = []
            var structural: [Bool] = []
            // Features read in place through a pointer: read out of the array, each unit's geometry was copied,
            // retaining and releasing what it holds (a tenth of the build on a 50,000-unit venue, `perf`).
            archive.units.withUnsafeBufferPointer { features in
                for unit in graph.units(on: level) {
                    guard let shape = features[unit.index].geometry?.planarArea else { continue }
                    units.append(unit)
                    shapes.append(shape)
                    areas.append(shape.areaInSquareMeters)
                    structural.append(features[unit.index].properties.category?.isStructural ?? false)
                }
            }
            var openings: [VenueGraph.OpeningHandle] = []
            var lines: [PlanarPolyline] = []
            archive.openings.withUnsafeBufferPointer { features in
                for opening in graph.openings(on: level) {
                    guard let line = features[opening.index].geometry?.planarLines?.first else { continue }
                    openings.append(opening)
                    lines.append(line)
                }
            }
            // Rooms before structural units, then the smallest, then archive order: `bestSlot`'s ranking.
            let rankOrder = units.indices.sorted { a, b in
                if structural[a] != structural[b] { return !structural[a] }
                if areas[a] != areas[b] { return areas[a] < areas[b] }
                return units[a] < units[b]
            }
            return LevelIndex(
                units: units, shapes: shapes, areas: areas, structural: structural,
                tree: PackedRTree(boxes: shapes.map(\.bounds)),
                grid: UnitGrid(shapes: shapes, rankOrder: rankOrder, classifiesCells: grid == .classified),
                openings: openings, openingLines: FlatPolylines(lines),
                openingTree: PackedRTree(boxes: lines.map(\.bounds)))
        }
    }

    // MARK: Locating one fix

    /// Locates one fix.
    ///
    /// - Parameters:
    ///   - fix: the fix; it must be valid (latitude in [-90, 90], longitude in [-180, 180], finite, and a
    ///     non-negative horizontal accuracy).
    ///   - scope: the levels to search; by default every level, or the fix's `floor` ordinal when it has one.
    ///   - includeNearby: also list the units within the fix's horizontal accuracy.
    /// - Returns: the ranked matches; when none, the nearest unit in scope.
    /// - Throws: `FixError` for an invalid fix.
    public func locate(_ fix: Fix, in scope: LevelScope? = nil, includeNearby: Bool = true) throws -> LocateResult {
        try fix.validate()
        let point = PlanarPoint(x: fix.longitude, y: fix.latitude)
        let searched = levels(in: scope ?? fix.floor.map(LevelScope.ordinal) ?? .allLevels)
        var matches: [LocateResult.Match] = []
        for level in searched {
            let index = levels[level.index]
            var found: [(slot: Int, location: PointLocation)] = []
            index.tree.forEachItem(containing: point) { slot in
                let location = index.shapes[slot].location(of: point)
                if location != .outside { found.append((slot, location)) }
            }
            found.sort { a, b in
                if index.structural[a.slot] != index.structural[b.slot] { return !index.structural[a.slot] }
                if index.areas[a.slot] != index.areas[b.slot] { return index.areas[a.slot] < index.areas[b.slot] }
                return index.units[a.slot] < index.units[b.slot]
            }
            let opening = nearestOpening(to: point, on: level)
            for (slot, location) in found {
                let unit = index.units[slot]
                matches.append(
                    LocateResult.Match(
                        unit: unit, level: level, building: graph.buildings(of: level).first, location: location,
                        area: index.areas[slot], isStructural: index.structural[slot],
                        occupants: graph.occupants(in: unit), amenities: graph.amenities(in: unit),
                        nearestOpening: opening))
            }
        }
        var nearby: [LocateResult.Nearby<VenueGraph.UnitHandle>] = []
        if includeNearby, fix.horizontalAccuracy > 0 {
            let matched = Set(matches.map(\.unit))
            nearby = searched.flatMap { units(within: fix.horizontalAccuracy, of: point, on: $0) }
                .filter { !matched.contains($0.feature) }
                .sorted { ($0.distance, $0.feature) < ($1.distance, $1.feature) }
        }
        let nearest = matches.isEmpty ? nearestUnit(to: point, levels: searched) : nil
        return LocateResult(fix: fix, matches: matches, nearby: nearby, nearest: nearest)
    }

    /// The levels a scope covers, in lift-panel order (highest ordinal first), then archive order.
    public func levels(in scope: LevelScope) -> [VenueGraph.LevelHandle] {
        switch scope {
        case .level(let level):
            return graph.archive.levels.indices.contains(level.index) ? [level] : []
        case .ordinal(let ordinal):
            return graph.levels(withOrdinal: ordinal)
        case .allLevels:
            return graph.ordinals.reversed().flatMap { graph.levels(withOrdinal: $0) }
        }
    }

    // MARK: The hot path

    /// The best unit on a level that contains a point (longitude, latitude), ranked as `locate` ranks:
    /// rooms before structural units, then the smallest. Allocates nothing.
    ///
    /// The level's units are classified into the cells of a uniform grid (`UnitGrid`): most cells lie
    /// wholly inside one unit (that unit is the answer, with no test) or outside all units; the rest list
    /// their units best-ranked first, so the walk stops at the first unit that contains the point.
    ///
    /// - Complexity: O(1) in a cell inside one unit or outside all, else O(*k*·*v*) for *k* units listed in
    ///   the point's cell before the answer, of *v* vertices.
    public func bestUnit(
        containingLongitude longitude: Double, latitude: Double, on level: VenueGraph.LevelHandle
    ) -> VenueGraph.UnitHandle? {
        // Through the buffer, the level's arrays are borrowed rather than copied (no retain per query).
        levels.withUnsafeBufferPointer { levels in
            levels[level.index].grid.firstSlot(containing: PlanarPoint(x: longitude, y: latitude)).map {
                levels[level.index].units[$0]
            }
        }
    }

    func bestSlot(_ point: PlanarPoint, level: Int) -> Int? {
        levels.withUnsafeBufferPointer { $0[level].grid.firstSlot(containing: point) }
    }

    // MARK: Distances

    /// The units on a level within `meters` of a point (0 for units that contain it), nearest first.
    public func units(
        within meters: Double, of point: PlanarPoint, on level: VenueGraph.LevelHandle
    ) -> [LocateResult.Nearby<VenueGraph.UnitHandle>] {
        let index = levels[level.index]
        let projection = LocalProjection(origin: point)
        return index.tree.nearest(
            to: point, count: index.units.count, maxDistance: meters,
            xScale: projection.metersPerDegreeLongitude, yScale: projection.metersPerDegreeLatitude
        ) { slot in Self.distance(from: point, to: index.shapes[slot], projection: projection) }
        .map { LocateResult.Nearby(feature: index.units[$0.item], level: level, distance: $0.distance) }
    }

    /// The unit nearest to a point on any of the levels, with its distance in meters.
    public func nearestUnit(
        to point: PlanarPoint, levels searched: [VenueGraph.LevelHandle]
    ) -> LocateResult.Nearby<VenueGraph.UnitHandle>? {
        let projection = LocalProjection(origin: point)
        var best: LocateResult.Nearby<VenueGraph.UnitHandle>?
        for level in searched {
            let index = levels[level.index]
            let found = index.tree.nearest(
                to: point, count: 1, maxDistance: best?.distance ?? .infinity,
                xScale: projection.metersPerDegreeLongitude, yScale: projection.metersPerDegreeLatitude
            ) { slot in Self.distance(from: point, to: index.shapes[slot], projection: projection) }
            if let first = found.first, first.distance < best?.distance ?? .infinity {
                best = .init(feature: index.units[first.item], level: level, distance: first.distance)
            }
        }
        return best
    }

    /// The opening on a level nearest to a point, with its distance in meters.
    public func nearestOpening(
        to point: PlanarPoint, on level: VenueGraph.LevelHandle
    ) -> LocateResult.Nearby<VenueGraph.OpeningHandle>? {
        let index = levels[level.index]
        return nearestOpenings(to: point, on: level, count: 1).first.map {
            .init(feature: index.openings[$0.item], level: level, distance: $0.distance)
        }
    }

    /// Whether another opening on the level is exactly as near to the point as the nearest one, so that
    /// ``nearestOpening(to:on:)`` chose between them by the search's own order (which depends on every opening
    /// of the level, not only on these).
    package func nearestOpeningIsTied(to point: PlanarPoint, on level: VenueGraph.LevelHandle) -> Bool {
        let found = nearestOpenings(to: point, on: level, count: 2)
        return found.count == 2 && found[1].distance == found[0].distance
    }

    private func nearestOpenings(
        to point: PlanarPoint, on level: VenueGraph.LevelHandle, count: Int
    ) -> [PackedRTree.Neighbor] {
        let index = levels[level.index]
        let projection = LocalProjection(origin: point)
        return index.openingLines.withLines { lines in
            index.openingTree.nearest(
                to: point, count: count, xScale: projection.metersPerDegreeLongitude,
                yScale: projection.metersPerDegreeLatitude
            ) { slot in lines.distance(from: point, toLine: slot, projection: projection) }
        }
    }

    /// Meters from a point to an area: 0 inside or on the boundary, else to the nearest edge.
    static func distance(from point: PlanarPoint, to shape: PlanarMultiPolygon, projection: LocalProjection) -> Double {
        if shape.location(of: point) != .outside { return 0 }
        var best = Double.infinity
        for part in shape.parts {
            for ring in 0..<part.ringCount {
                let range = part.pointRange(ofRing: ring)
                guard range.count >= 2 else { continue }
                for i in range.lowerBound..<(range.upperBound - 1) {
                    best = min(
                        best,
                        projection.distance(from: point, toSegmentFrom: part.point(at: i), to: part.point(at: i + 1)))
                }
            }
        }
        return best
    }
}
