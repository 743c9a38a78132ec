import IMDFTestSupport
import Testing

@_spi(IMDFInternals) @testable import IMDFKit

/// Random boxes in a venue-sized area, small like rooms with a few long ones like corridors.
private func randomBoxes(count: Int, using random: inout SeededGenerator) -> [PlanarBox] {
    (0..<count).map { index in
        let x = Double.random(in: -122.01 ... -122.0, using: &random)
        let y = Double.random(in: 37.33...37.34, using: &random)
        let long = index % 50 == 0
        let width = Double.random(in: 0...(long ? 0.003 : 0.0002), using: &random)
        let height = Double.random(in: 0...0.0002, using: &random)
        return PlanarBox(minX: x, minY: y, maxX: x + width, maxY: y + height)
    }
}

private func randomPoint(using random: inout SeededGenerator) -> PlanarPoint {
    PlanarPoint(
        x: Double.random(in: -122.0105 ... -121.9995, using: &random),
        y: Double.random(in: 37.3295...37.3405, using: &random))
}

@Suite struct PackedRTreeTests {
    @Test(arguments: [16, 2, 5])
    func pointQueriesMatchBruteForce(nodeSize: Int) {
        var random = SeededGenerator(seed: 21)
        let boxes = randomBoxes(count: 10_000, using: &random)
        let tree = PackedRTree(boxes: boxes, nodeSize: nodeSize)
        #expect(tree.count == 10_000)
        var buffer: [Int] = []
        var nonEmpty = 0
        let queries = nodeSize == 16 ? 10_000 : 1_000
        for query in 0..<queries {
            // Every tenth query is a box corner, which must be found (closed boxes).
            let point =
                query % 10 == 0
                ? PlanarPoint(x: boxes[query].maxX, y: boxes[query].minY)
                : randomPoint(using: &random)
            tree.items(containing: point, into: &buffer)
            let expected = boxes.indices.filter { boxes[$0].contains(point) }
            #expect(buffer.sorted() == expected, "query \(query) at \(point)")
            if !expected.isEmpty { nonEmpty += 1 }
        }
        #expect(nonEmpty > queries / 10)
    }

    @Test func boxQueriesMatchBruteForce() {
        var random = SeededGenerator(seed: 22)
        let boxes = randomBoxes(count: 10_000, using: &random)
        let tree = PackedRTree(boxes: boxes)
        var buffer: [Int] = []
        for (query, box) in randomBoxes(count: 2_000, using: &random).enumerated() {
            tree.items(intersecting: box, into: &buffer)
            let expected = boxes.indices.filter { boxes[$0].intersects(box) }
            #expect(buffer.sorted() == expected, "query \(query)")
        }
        tree.items(intersecting: .empty, into: &buffer)
        #expect(buffer.isEmpty)
        tree.items(intersecting: tree.bounds, into: &buffer)
        #expect(buffer.count == 10_000)
    }

    @Test func nearestMatchesBruteForce() {
        var random = SeededGenerator(seed: 23)
        let boxes = randomBoxes(count: 5_000, using: &random)
        let tree = PackedRTree(boxes: boxes)
        let projection = LocalProjection(origin: PlanarPoint(x: -122.005, y: 37.335))
        let kx = projection.metersPerDegreeLongitude
        let ky = projection.metersPerDegreeLatitude
        for _ in 0..<300 {
            let point = randomPoint(using: &random)
            // Box distance only.
            let byBox = tree.nearest(to: point, count: 5, xScale: kx, yScale: ky)
            let boxDistances = boxes.map { $0.distanceSquared(to: point, xScale: kx, yScale: ky).squareRoot() }.sorted()
            #expect(byBox.map(\.distance) == Array(boxDistances.prefix(5)))
            for neighbor in byBox {
                #expect(
                    boxes[neighbor.item].distanceSquared(to: point, xScale: kx, yScale: ky).squareRoot()
                        == neighbor.distance)
            }
            // Exact distance to the box centre, which is never less than the distance to the box.
            func centreDistance(_ item: Int) -> Double {
                let c = boxes[item].center
                let dx = (c.x - point.x) * kx
                let dy = (c.y - point.y) * ky
                return (dx * dx + dy * dy).squareRoot()
            }
            let byCentre = tree.nearest(to: point, count: 3, xScale: kx, yScale: ky, distance: centreDistance)
            let expected = boxes.indices.map(centreDistance).sorted().prefix(3)
            #expect(byCentre.map(\.distance) == Array(expected))
            // A radius cut-off.
            let within = tree.nearest(to: point, count: 1_000, maxDistance: 30, xScale: kx, yScale: ky)
            #expect(within.count == boxDistances.filter { $0 <= 30 }.count)
        }
    }

    @Test func firstItemStopsAtTheFirstMatch() {
        let boxes = (0..<100).map { PlanarBox(minX: 0, minY: 0, maxX: Double($0 + 1), maxY: 1) }
        let tree = PackedRTree(boxes: boxes)
        var asked = 0
        let found = tree.firstItem(containing: PlanarPoint(x: 0.5, y: 0.5)) { item in
            asked += 1
            return item % 7 == 3
        }
        #expect(found.map { $0 % 7 } == 3)
        #expect(asked < 100)
        #expect(tree.firstItem(containing: PlanarPoint(x: 0.5, y: 0.5)) { _ in false } == nil)
    }

    @Test func smallAndEmptyTrees() {
        let empty = PackedRTree(boxes: [])
        var buffer = [42]
        empty.items(containing: PlanarPoint(x: 0, y: 0), into: &buffer)
        #expect(buffer.isEmpty)
        #expect(empty.nearest(to: PlanarPoint(x: 0, y: 0)).isEmpty)

        let single = PackedRTree(boxes: [PlanarBox(minX: 1, minY: 1, maxX: 2, maxY: 2)])
        single.items(containing: PlanarPoint(x: 2, y: 1.5), into: &buffer)
        #expect(buffer == [0])
        single.items(containing: PlanarPoint(x: 3, y: 1.5), into: &buffer)
        #expect(buffer.isEmpty)
        #expect(single.nearest(to: PlanarPoint(x: 5, y: 2)) == [PackedRTree.Neighbor(item: 0, distance: 3)])

        // An empty box is kept as an item but never found.
        let withEmpty = PackedRTree(boxes: [.empty, PlanarBox(minX: 0, minY: 0, maxX: 1, maxY: 1)])
        withEmpty.items(intersecting: PlanarBox(minX: -10, minY: -10, maxX: 10, maxY: 10), into: &buffer)
        #expect(buffer == [1])
        #expect(withEmpty.nearest(to: PlanarPoint(x: 0, y: 0), count: 5).map(\.item) == [1])

        // Infinite or NaN coordinates (a number too large for a double) must not trap.
        let unbounded = PackedRTree(boxes: [
            PlanarBox(minX: 0, minY: 0, maxX: .infinity, maxY: 1),
            PlanarBox(minX: .nan, minY: 0, maxX: 1, maxY: 1),
            PlanarBox(minX: 5, minY: 5, maxX: 6, maxY: 6),
        ])
        unbounded.items(containing: PlanarPoint(x: 1e300, y: 0.5), into: &buffer)
        #expect(buffer == [0])
        unbounded.items(containing: PlanarPoint(x: 5.5, y: 5.5), into: &buffer)
        #expect(buffer == [2])
        #expect(unbounded.bounds == PlanarBox(minX: 0, minY: 0, maxX: .infinity, maxY: 6))
    }

    /// The intended use: boxes of polygons in the index, exact containment as the final test.
    @Test func locatesPolygonsThroughTheirBoxes() {
        var polygons: [PlanarPolygon] = []
        for row in 0..<20 {
            for column in 0..<20 {
                let x = Double(column) * 0.0001
                let y = Double(row) * 0.0001
                polygons.append(
                    PlanarPolygon(rings: [
                        [
                            PlanarPoint(x: x, y: y), PlanarPoint(x: x + 0.0001, y: y),
                            PlanarPoint(x: x + 0.0001, y: y + 0.0001), PlanarPoint(x: x, y: y + 0.0001),
                        ]
                    ]))
            }
        }
        let tree = PackedRTree(boxes: polygons.map(\.bounds))
        let point = PlanarPoint(x: 0.00055, y: 0.00125)
        let found = tree.firstItem(containing: point) { polygons[$0].location(of: point) == .inside }
        #expect(found == 12 * 20 + 5)

        // Nearest polygons in metres: box distances in the query point's projection bound the exact
        // polygon distances from below, so the best-first result equals brute force.
        var random = SeededGenerator(seed: 24)
        for _ in 0..<50 {
            let query = PlanarPoint(
                x: Double.random(in: -0.001...0.003, using: &random),
                y: Double.random(in: -0.001...0.003, using: &random))
            let projection = LocalProjection(origin: query)
            let nearest = tree.nearest(
                to: query, count: 4, xScale: projection.metersPerDegreeLongitude,
                yScale: projection.metersPerDegreeLatitude
            ) { polygons[$0].distance(from: query) }
            let expected = polygons.map { $0.distance(from: query) }.sorted().prefix(4)
            #expect(nearest.map(\.distance) == Array(expected))
        }
    }
}
