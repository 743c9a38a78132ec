import GeoJSON
import IMDFTestSupport
import Testing

@testable import IMDFKit

/// The classified grid behind `bestUnit` must give exactly the answer of testing every unit in rank order,
/// for points in solid, empty and boundary cells, on cell edges, and on unit walls and corners.
@Suite("Locator unit grid")
struct UnitGridTests {
    /// The reference: the best-ranked unit whose area holds the point (inside or on the boundary).
    static func reference(_ shapes: [PlanarMultiPolygon], _ rankOrder: [Int], _ point: PlanarPoint) -> Int? {
        rankOrder.first { shapes[$0].location(of: point) != .outside }
    }

    static func rectangle(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> PlanarPolygon {
        PlanarPolygon(rings: [
            [
                PlanarPoint(x: x0, y: y0), PlanarPoint(x: x1, y: y0), PlanarPoint(x: x1, y: y1),
                PlanarPoint(x: x0, y: y1),
            ]
        ])
    }

    /// A synthetic level in degrees near Montréal: two rows of rooms of uneven widths sharing walls on both
    /// sides of a corridor, a walkway over all of it, an L-shaped room, a room with a hole with a kiosk
    /// inside, a two-part unit whose parts share a wall, a triangle, and a unit with no area.
    static let syntheticLevel: [PlanarMultiPolygon] = {
        let x0 = -73.5600
        let y0 = 45.5000
        let room = 0.00004
        let depth = 0.00006
        let corridor = 0.00002
        var shapes: [PlanarMultiPolygon] = []
        var edges = [x0]
        for k in 0..<30 { edges.append(edges[k] + room * (0.6 + Double((k * 7) % 5) * 0.2)) }
        for k in 0..<30 {
            shapes.append(PlanarMultiPolygon(rectangle(edges[k], y0, edges[k + 1], y0 + depth)))
            shapes.append(
                PlanarMultiPolygon(rectangle(edges[k], y0 + depth + corridor, edges[k + 1], y0 + 2 * depth + corridor)))
        }
        let right = edges[30]
        let top = y0 + 2 * depth + corridor
        shapes.append(PlanarMultiPolygon(rectangle(x0, y0 + depth, right, y0 + depth + corridor)))  // corridor
        shapes.append(PlanarMultiPolygon(rectangle(x0, y0, right, top)))  // walkway over everything
        func p(_ x: Double, _ y: Double) -> PlanarPoint { PlanarPoint(x: x, y: y) }
        shapes.append(
            PlanarMultiPolygon(
                PlanarPolygon(rings: [
                    [
                        p(right, y0), p(right + 0.0002, y0), p(right + 0.0002, y0 + 0.00005),
                        p(right + 0.00005, y0 + 0.00005), p(right + 0.00005, top), p(right, top),
                    ]
                ])))
        shapes.append(
            PlanarMultiPolygon(
                PlanarPolygon(rings: [
                    [
                        p(right + 0.0001, top), p(right + 0.0003, top), p(right + 0.0003, top + 0.0002),
                        p(right + 0.0001, top + 0.0002),
                    ],
                    [
                        p(right + 0.00015, top + 0.00005), p(right + 0.00025, top + 0.00005),
                        p(right + 0.00025, top + 0.00015), p(right + 0.00015, top + 0.00015),
                    ],
                ])))
        // Kiosk in the hole.
        shapes.append(PlanarMultiPolygon(rectangle(right + 0.00018, top + 0.00008, right + 0.00022, top + 0.00012)))
        shapes.append(
            PlanarMultiPolygon(parts: [
                rectangle(x0 - 0.0002, y0, x0 - 0.0001, top), rectangle(x0 - 0.0001, y0, x0, top),
            ]))
        shapes.append(
            PlanarMultiPolygon(
                PlanarPolygon(rings: [[p(x0, top), p(x0 + 0.0003, top + 0.00025), p(x0 - 0.0001, top + 0.0002)]])))
        shapes.append(PlanarMultiPolygon(parts: []))
        // A 600-point staircase outline under the corridor's west end: more points than the build classifies.
        var stairs = [p(x0, y0 + depth)]
        for k in 0..<299 {
            let sx = x0 + Double(k + 1) * 0.0000005
            let sy = y0 + depth + Double(k) * 0.00000005
            stairs += [p(sx, sy), p(sx, sy + 0.00000005)]
        }
        stairs.append(p(x0, y0 + depth + 0.0000150))
        shapes.append(PlanarMultiPolygon(PlanarPolygon(rings: [stairs])))
        return shapes
    }()

    /// Random points around the level, points on every cell edge and corner, on every unit vertex and on the
    /// midpoints of axis-parallel walls, and non-finite coordinates.
    static func probes(for grid: Locator.UnitGrid, shapes: [PlanarMultiPolygon], random count: Int) -> [PlanarPoint] {
        var generator = SeededGenerator(seed: 11)
        let box = shapes.reduce(PlanarBox.empty) { $0.union($1.bounds) }
        let margin = 0.1 * max(box.width, box.height)
        func randomX() -> Double { Double.random(in: (box.minX - margin)...(box.maxX + margin), using: &generator) }
        func randomY() -> Double { Double.random(in: (box.minY - margin)...(box.maxY + margin), using: &generator) }
        var points = (0..<count).map { _ in PlanarPoint(x: randomX(), y: randomY()) }
        let xs = grid.x.cellRanges().compactMap { $0 }.flatMap { [$0.lowerBound, $0.upperBound] }.filter(\.isFinite)
        let ys = grid.y.cellRanges().compactMap { $0 }.flatMap { [$0.lowerBound, $0.upperBound] }.filter(\.isFinite)
        for x in xs { points.append(PlanarPoint(x: x, y: randomY())) }
        for y in ys { points.append(PlanarPoint(x: randomX(), y: y)) }
        for (i, x) in xs.enumerated() where i % 3 == 0 {
            for (j, y) in ys.enumerated() where j % 3 == i % 2 { points.append(PlanarPoint(x: x, y: y)) }
        }
        points += wallProbes(of: shapes)
        points += [
            PlanarPoint(x: .nan, y: box.minY), PlanarPoint(x: box.minX, y: .nan),
            PlanarPoint(x: .infinity, y: box.minY),
            PlanarPoint(x: box.minX, y: -.infinity),
        ]
        return points
    }

    /// Every unit vertex, and the midpoint of every axis-parallel wall (exactly on the wall in floating point).
    static func wallProbes(of shapes: [PlanarMultiPolygon]) -> [PlanarPoint] {
        var points: [PlanarPoint] = []
        for shape in shapes {
            for part in shape.parts {
                for index in 0..<part.pointCount {
                    let a = part.point(at: index)
                    let b = part.point(at: (index + 1) % part.pointCount)
                    points.append(a)
                    if a.x == b.x || a.y == b.y { points.append(PlanarPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)) }
                }
            }
        }
        return points
    }

    /// Cells by kind: solid, empty, boundary.
    static func census(_ grid: Locator.UnitGrid) -> (solid: Int, empty: Int, boundary: Int) {
        grid.cellCodes.reduce(into: (0, 0, 0)) { counts, code in
            if code >= 0 {
                counts.0 += 1
            } else if code == Locator.UnitGrid.emptyCell {
                counts.1 += 1
            } else {
                counts.2 += 1
            }
        }
    }

    /// Both preparations (`Locator.GridPreparation`): classified cells, and plain cells that only list
    /// their candidates, probed on the classified grid's cell edges and corners.
    @Test(arguments: ["area", "index", "reversed"], [true, false])
    func syntheticLevelAgreesWithTheRankedReference(ranking: String, classifiesCells: Bool) {
        let shapes = Self.syntheticLevel
        let areas = shapes.map(\.areaInSquareMeters)
        let rankOrder: [Int] =
            switch ranking {
            case "area": shapes.indices.sorted { (areas[$0], $0) < (areas[$1], $1) }
            case "index": Array(shapes.indices)
            default: shapes.indices.reversed()
            }
        let classified = Locator.UnitGrid(shapes: shapes, rankOrder: rankOrder)
        let grid =
            classifiesCells
            ? classified : Locator.UnitGrid(shapes: shapes, rankOrder: rankOrder, classifiesCells: false)
        let census = Self.census(grid)
        if classifiesCells {
            #expect(census.solid > 0 && census.empty > 0 && census.boundary > 0, "\(census)")
        } else {
            #expect(census.solid == 0 && census.boundary > 0, "\(census)")
        }
        var found = 0
        for point in Self.probes(for: classified, shapes: shapes, random: 20_000) {
            let expected = Self.reference(shapes, rankOrder, point)
            if expected != nil { found += 1 }
            #expect(
                grid.firstSlot(containing: point) == expected,
                "(\(point.x), \(point.y)), ranking by \(ranking), classified \(classifiesCells)")
        }
        #expect(found > 3_000, "the probes must mostly land in units")
    }

    /// The sample venue's levels through the public API: `bestUnit` against the ranked matches of `locate`
    /// on the grid's own cell edges and corners.
    @Test func sampleVenueAgreesWithLocateOnCellEdges() throws {
        let locator = try LocatorTests.sample.get()
        let graph = locator.graph
        var checked = 0
        for level in graph.handles(of: IMDF.LevelProperties.self) {
            let index = locator.levels[level.index]
            let census = Self.census(index.grid)
            #expect(census.solid > 0 && census.boundary > 0, "level \(level): \(census)")
            for point in Self.probes(for: index.grid, shapes: index.shapes, random: 500)
            where point.x.isFinite && point.y.isFinite {
                guard (-90...90).contains(point.y), (-180...180).contains(point.x) else { continue }
                let result = try locator.locate(
                    Fix(latitude: point.y, longitude: point.x), in: .level(level), includeNearby: false)
                #expect(
                    locator.bestUnit(containingLongitude: point.x, latitude: point.y, on: level) == result.best?.unit,
                    "(\(point.y), \(point.x)) on level \(level)")
                checked += 1
            }
        }
        #expect(checked > 1_000)
    }

    /// Each cell's range is exactly the coordinates the query maps to it: its ends map to it and the next
    /// doubles outward map to the neighbours.
    @Test func axisCellRangesAreExact() {
        var generator = SeededGenerator(seed: 3)
        for _ in 0..<50 {
            let origin = Double.random(in: -180...180, using: &generator)
            let width = Double.random(in: 1e-6...1, using: &generator)
            let count = Int.random(in: 1...300, using: &generator)
            let axis = Locator.GridAxis(origin: origin, scale: Double(count) / width, count: count)
            let ranges = axis.cellRanges()
            #expect(ranges.first??.lowerBound == -.infinity)
            #expect(ranges.last??.upperBound == .infinity)
            var previousUpper = -Double.infinity
            for (cell, range) in ranges.enumerated() {
                guard let range else { continue }
                #expect(axis.cell(range.lowerBound) == cell && axis.cell(range.upperBound) == cell)
                if cell > 0 { #expect(axis.cell(range.lowerBound.nextDown) < cell) }
                if cell < count - 1 { #expect(axis.cell(range.upperBound.nextUp) > cell) }
                #expect(range.lowerBound > previousUpper || cell == 0)
                #expect(range.lowerBound == previousUpper.nextUp || cell == 0, "no double between cells")
                previousUpper = range.upperBound
            }
        }
    }

    /// The build's shortcut for rectangles gives the general relation's answer, touching cases included.
    @Test func rectangleRelationShortcutAgreesWithTheGeneralTest() {
        var generator = SeededGenerator(seed: 5)
        var seen = Set<PlanarBoxRelation>()
        for _ in 0..<5_000 {
            // Small integer coordinates, so that edges often coincide.
            func span() -> (Double, Double) {
                let a = Double(Int.random(in: 0...6, using: &generator))
                let b = Double(Int.random(in: 0...6, using: &generator))
                return (min(a, b), max(a, b))
            }
            let (x0, x1) = span()
            let (y0, y1) = span()
            let (cx0, cx1) = span()
            let (cy0, cy1) = span()
            guard x0 < x1, y0 < y1 else { continue }
            let area = PlanarMultiPolygon(Self.rectangle(x0, y0, x1, y1))
            let cell = PlanarBox(minX: cx0, minY: cy0, maxX: cx1, maxY: cy1)
            let relation = Locator.UnitGrid.relation(ofRectangle: area.bounds, to: cell)
            seen.insert(relation)
            #expect(area.isAxisAlignedRectangle)
            #expect(relation == area.relation(to: cell), "\(area.bounds) vs \(cell)")
        }
        #expect(seen.count == 3)
    }

    /// Units so small that cells-per-degree would overflow: the grid falls back to one cell on that axis.
    @Test func subnormalExtentsStayExact() {
        let tiny = 1e-310
        let shapes = [
            PlanarMultiPolygon(Self.rectangle(0, 0, tiny, 1)), PlanarMultiPolygon(Self.rectangle(tiny, 0, 2 * tiny, 1)),
        ]
        let grid = Locator.UnitGrid(shapes: shapes, rankOrder: [1, 0])
        #expect(grid.x.count == 1 && grid.x.scale == 0)
        for x in [0, tiny / 2, tiny, 1.5 * tiny, 2 * tiny, 3 * tiny, -tiny] {
            for y in [0, 0.5, 1, 2] {
                let point = PlanarPoint(x: x, y: y)
                #expect(grid.firstSlot(containing: point) == Self.reference(shapes, [1, 0], point), "(\(x), \(y))")
            }
        }
    }
}
