/*
 Exact visibility inside a polygon with holes.

 The router only ever asks whether a straight segment p–q whose two ends lie *strictly inside* a polygon
 stays inside the (closed) polygon. With the ends strictly inside, the segment leaves the polygon exactly
 when it enters the open exterior somewhere, and that can happen in only two ways:

 1. It properly crosses an edge: the edge's ends lie strictly on opposite sides of the line p–q and p, q
    lie strictly on opposite sides of the edge's line (four exact `orient2d` signs).
 2. It passes through a vertex b and one of its two rays from b (towards p, towards q) points out of the
    polygon. At b, with its ring oriented so that the interior lies to the left (exterior counterclockwise,
    holes clockwise; `ringSigns` flips the orientation tests of rings drawn the other way), the closed
    interior wedge between the edges a→b and b→c is
      - at a convex vertex (left turn):   left-of-or-on(a→b) AND left-of-or-on(b→c),
      - at a reflex vertex (right turn):  left-of-or-on(a→b) OR  left-of-or-on(b→c),
      - at a flat vertex:                 left-of-or-on(a→b) (a spike that doubles back is refused).
    A ray b→x lies in the wedge exactly when the point x does, so both tests are orientation signs of
    the given points, exact again.

 A segment that runs along an edge is on the boundary, hence inside; where it joins or leaves that edge it
 passes a vertex, which rule 2 checks. Where rings touch (a hole meeting the exterior at a vertex) each
 ring's vertex is checked on its own, which gives the intersection of the wedges, as it should.

 No rounded intersection point is ever computed: the answer is exact for the doubles given. Rings are
 cleaned first (consecutive duplicate points dropped; rings with fewer than three distinct points or no
 area dropped, as they have no inside), and a polygon with many edges gets a packed R-tree of edge boxes
 so that a short segment only meets the edges near it.
 */

@_spi(IMDFInternals) import IMDFKit

/// One walkable polygon (a unit, or one part of a MultiPolygon unit) prepared for exact visibility tests.
///
/// A class, immutable once built: the builder and the search read a region's shape many times, and a
/// reference costs one retain where a struct of seven arrays costs seven.
final class RegionShape: Sendable {
    /// The polygon as decoded, for point location.
    let polygon: PlanarPolygon
    /// Cleaned vertices of all rings, ring after ring.
    let xs: [Double]
    let ys: [Double]
    /// The next and previous vertex of each vertex in its ring.
    let next: [Int32]
    let previous: [Int32]
    /// Per vertex: +1 when its ring has the interior on its left as drawn, −1 otherwise.
    let vertexSign: [Double]
    /// Whether the polygon is one simple convex ring: every pair of interior points sees each other.
    let isConvex: Bool
    /// Boxes of the edges (edge `i` runs from vertex `i` to `next[i]`), for polygons with many edges.
    let edgeTree: PackedRTree?
    /// The area in square degrees (the exterior's less the holes'), to compare the parts of one unit.
    let planarArea: Double

    /// Polygons with more edges than this get an edge R-tree.
    static let edgeTreeThreshold = 24

    /// Prepares a polygon, or returns `nil` when its exterior has no area.
    init?(_ polygon: PlanarPolygon) {
        var xs: [Double] = []
        var ys: [Double] = []
        var next: [Int32] = []
        var previous: [Int32] = []
        var signs: [Double] = []
        var ringCount = 0
        for ring in 0..<polygon.ringCount {
            let start = xs.count
            for index in polygon.pointRange(ofRing: ring) {
                let x = polygon.coordinates[2 * index]
                let y = polygon.coordinates[2 * index + 1]
                if xs.count > start, xs[xs.count - 1] == x, ys[ys.count - 1] == y { continue }
                xs.append(x)
                ys.append(y)
            }
            while xs.count - start >= 2, xs[xs.count - 1] == xs[start], ys[ys.count - 1] == ys[start] {
                xs.removeLast()
                ys.removeLast()
            }
            let count = xs.count - start
            var twiceArea = 0.0
            if count >= 3 {
                for k in 0..<count {
                    let a = start + k
                    let b = start + (k + 1) % count
                    twiceArea += (xs[a] - xs[start]) * (ys[b] - ys[start]) - (xs[b] - xs[start]) * (ys[a] - ys[start])
                }
            }
            guard count >= 3, twiceArea != 0 else {
                xs.removeSubrange(start...)
                ys.removeSubrange(start...)
                if ring == 0 { return nil }
                continue
            }
            let sign: Double = (ring == 0) == (twiceArea > 0) ? 1 : -1
            for k in 0..<count {
                next.append(Int32(start + (k + 1) % count))
                previous.append(Int32(start + (k + count - 1) % count))
                signs.append(sign)
            }
            ringCount += 1
        }
        self.polygon = polygon
        self.xs = xs
        self.ys = ys
        self.next = next
        self.previous = previous
        self.vertexSign = signs
        self.isConvex = ringCount == 1 && Self.isConvexRing(xs: xs, ys: ys)
        if xs.count > Self.edgeTreeThreshold {
            edgeTree = PackedRTree(
                boxes: xs.indices.map { index in
                    let other = Int(next[index])
                    return PlanarBox(PlanarPoint(x: xs[index], y: ys[index]), PlanarPoint(x: xs[other], y: ys[other]))
                })
        } else {
            edgeTree = nil
        }
        planarArea = polygon.planarArea
    }

    var bounds: PlanarBox { polygon.bounds }

    /// Whether the point lies strictly inside (not on any ring, not in a hole), exactly.
    func strictlyContains(_ point: PlanarPoint) -> Bool {
        polygon.location(of: point) == .inside
    }

    // MARK: Visibility

    /// Whether the segment `p`–`q` stays inside the closed polygon, exactly (see the comment at the top of
    /// the file).
    ///
    /// - Precondition: `p` and `q` lie strictly inside (``strictlyContains(_:)``); the router only creates
    ///   such points.
    /// - Complexity: O(1) for a convex polygon, otherwise O(*n*) in its edges, or O(log *n* + *k*) for the
    ///   *k* edges whose boxes meet the segment's box when the polygon has an edge tree.
    func sees(_ p: PlanarPoint, _ q: PlanarPoint) -> Bool {
        if isConvex { return true }
        let box = PlanarBox(p, q)
        if let edgeTree {
            var visible = true
            edgeTree.forEachItem(intersecting: box) { edge in
                if visible, !edgeAllows(edge, p, q, box) { visible = false }
            }
            return visible
        }
        for edge in xs.indices where !edgeAllows(edge, p, q, box) { return false }
        return true
    }

    /// Whether edge `index` (from vertex `index` to its next) neither properly crosses `p`–`q` nor, at its
    /// end vertex, turns the segment out of the polygon.
    @inline(__always)
    private func edgeAllows(_ index: Int, _ p: PlanarPoint, _ q: PlanarPoint, _ box: PlanarBox) -> Bool {
        let end = Int(next[index])
        let a = PlanarPoint(x: xs[index], y: ys[index])
        let b = PlanarPoint(x: xs[end], y: ys[end])
        if Swift.max(a.x, b.x) < box.minX || Swift.min(a.x, b.x) > box.maxX
            || Swift.max(a.y, b.y) < box.minY || Swift.min(a.y, b.y) > box.maxY
        {
            return true
        }
        let sideA = orient2d(p, q, a)
        let sideB = orient2d(p, q, b)
        if (sideA > 0 && sideB < 0) || (sideA < 0 && sideB > 0) {
            let sideP = orient2d(a, b, p)
            let sideQ = orient2d(a, b, q)
            // Opposite (or touching, which strictly interior ends rule out): the segment crosses the edge.
            if !((sideP > 0 && sideQ > 0) || (sideP < 0 && sideQ < 0)) { return false }
        }
        guard sideB == 0, box.contains(b) else { return true }
        // b lies on the segment, strictly between p and q: both rays from b must stay in its wedge.
        let after = Int(next[end])
        let c = PlanarPoint(x: xs[after], y: ys[after])
        let sign = vertexSign[end]
        let turn = sign * orient2d(a, b, c)
        func inWedge(_ x: PlanarPoint) -> Bool {
            let leftOfIncoming = sign * orient2d(a, b, x) >= 0
            let leftOfOutgoing = sign * orient2d(b, c, x) >= 0
            if turn > 0 { return leftOfIncoming && leftOfOutgoing }
            if turn < 0 { return leftOfIncoming || leftOfOutgoing }
            return leftOfIncoming
        }
        if turn == 0, !Self.continuesStraight(a, b, c) { return false }
        return inWedge(p) && inWedge(q)
    }

    /// Whether collinear `a`, `b`, `c` run on in one direction at `b` (rather than doubling back).
    private static func continuesStraight(_ a: PlanarPoint, _ b: PlanarPoint, _ c: PlanarPoint) -> Bool {
        func sign(_ value: Double) -> Int { value > 0 ? 1 : (value < 0 ? -1 : 0) }
        let inX = sign(b.x - a.x)
        let outX = sign(c.x - b.x)
        let inY = sign(b.y - a.y)
        let outY = sign(c.y - b.y)
        return inX * outX >= 0 && inY * outY >= 0 && !(inX == 0 && inY == 0) && !(outX == 0 && outY == 0)
    }

    /// Whether one cleaned ring is convex and simple: every turn goes the same way (or straight on) and the
    /// edge directions go round once (the sign of the edges' x steps, and of their y steps, changes at
    /// most twice around the ring). Exact: orientation signs and comparisons only.
    static func isConvexRing(xs: [Double], ys: [Double]) -> Bool {
        let count = xs.count
        guard count >= 3 else { return false }
        var turnSign = 0
        for k in 0..<count {
            let a = PlanarPoint(x: xs[k], y: ys[k])
            let b = PlanarPoint(x: xs[(k + 1) % count], y: ys[(k + 1) % count])
            let c = PlanarPoint(x: xs[(k + 2) % count], y: ys[(k + 2) % count])
            let turn = orient2d(a, b, c)
            if turn == 0 {
                if !continuesStraight(a, b, c) { return false }
                continue
            }
            let sign = turn > 0 ? 1 : -1
            if turnSign == 0 { turnSign = sign } else if sign != turnSign { return false }
        }
        guard turnSign != 0 else { return false }
        func signChanges(_ values: [Double]) -> Int {
            var steps: [Bool] = []
            for k in 0..<count {
                let step = values[(k + 1) % count] - values[k]
                if step != 0 { steps.append(step > 0) }
            }
            guard let last = steps.last else { return 0 }
            var changes = 0
            var previous = last
            for step in steps {
                if step != previous { changes += 1 }
                previous = step
            }
            return changes
        }
        return signChanges(xs) <= 2 && signChanges(ys) <= 2
    }

    // MARK: Corners, nearest points, interior points

    /// The reflex vertices as seen from the interior: where the exterior ring turns away from the inside,
    /// and the convex corners of holes. A shortest path inside the polygon bends only at such vertices.
    ///
    /// Each comes with the unit direction (in metres east and north) that bisects the interior angle, to
    /// place a node just off the corner.
    func reflexCorners(projection: LocalProjection) -> [(vertex: PlanarPoint, inward: (x: Double, y: Double))] {
        guard !isConvex else { return [] }
        var corners: [(vertex: PlanarPoint, inward: (x: Double, y: Double))] = []
        let sx = projection.metersPerDegreeLongitude
        let sy = projection.metersPerDegreeLatitude
        for index in xs.indices {
            let before = Int(previous[index])
            let after = Int(next[index])
            let a = PlanarPoint(x: xs[before], y: ys[before])
            let b = PlanarPoint(x: xs[index], y: ys[index])
            let c = PlanarPoint(x: xs[after], y: ys[after])
            let sign = vertexSign[index]
            guard sign * orient2d(a, b, c) < 0 else { continue }
            var e1 = (x: (b.x - a.x) * sx, y: (b.y - a.y) * sy)
            var e2 = (x: (c.x - b.x) * sx, y: (c.y - b.y) * sy)
            let l1 = (e1.x * e1.x + e1.y * e1.y).squareRoot()
            let l2 = (e2.x * e2.x + e2.y * e2.y).squareRoot()
            guard l1 > 0, l2 > 0 else { continue }
            e1 = (e1.x / l1, e1.y / l1)
            e2 = (e2.x / l2, e2.y / l2)
            // Left normals of both edges (the interior side once `sign` is applied), averaged.
            let dx = sign * (-e1.y - e2.y)
            let dy = sign * (e1.x + e2.x)
            let length = (dx * dx + dy * dy).squareRoot()
            guard length > 1e-9 else { continue }
            corners.append((b, (dx / length, dy / length)))
        }
        return corners
    }

    /// The point of the polygon's boundary (any ring) nearest to `point`, and its distance in metres.
    func nearestBoundaryPoint(
        to point: PlanarPoint, projection: LocalProjection
    ) -> (point: PlanarPoint, distance: Double) {
        let sx = projection.metersPerDegreeLongitude
        let sy = projection.metersPerDegreeLatitude
        var best = (point: point, squared: Double.infinity)
        for index in xs.indices {
            let other = Int(next[index])
            let ax = xs[index]
            let ay = ys[index]
            let bx = xs[other]
            let by = ys[other]
            let px = (point.x - ax) * sx
            let py = (point.y - ay) * sy
            let dx = (bx - ax) * sx
            let dy = (by - ay) * sy
            let lengthSquared = dx * dx + dy * dy
            var t = lengthSquared > 0 ? (px * dx + py * dy) / lengthSquared : 0
            t = t < 0 ? 0 : (t > 1 ? 1 : t)
            let ex = px - t * dx
            let ey = py - t * dy
            let squared = ex * ex + ey * ey
            if squared < best.squared {
                best = (PlanarPoint(x: ax + t * (bx - ax), y: ay + t * (by - ay)), squared)
            }
        }
        return (best.point, best.squared.squareRoot())
    }

    /// A point strictly inside: `preferred` when it is, else the centroid when it is, else the middle of the
    /// widest inside stretch of a horizontal line across the polygon (tried at several heights).
    func interiorPoint(preferring preferred: PlanarPoint?) -> PlanarPoint? {
        if let preferred, strictlyContains(preferred) { return preferred }
        if let centroid = polygon.centroid, strictlyContains(centroid) { return centroid }
        let box = bounds
        for fraction in [0.5, 0.25, 0.75, 0.375, 0.625, 0.125, 0.875, 0.0625, 0.9375] {
            let y = box.minY + fraction * (box.maxY - box.minY)
            var crossings: [Double] = []
            for index in xs.indices {
                let other = Int(next[index])
                let ay = ys[index]
                let by = ys[other]
                guard (ay > y) != (by > y) else { continue }
                crossings.append(xs[index] + (y - ay) * (xs[other] - xs[index]) / (by - ay))
            }
            crossings.sort()
            var best: (width: Double, middle: Double)?
            var pair = 0
            while pair + 1 < crossings.count {
                let width = crossings[pair + 1] - crossings[pair]
                if width > (best?.width ?? 0) { best = (width, (crossings[pair] + crossings[pair + 1]) / 2) }
                pair += 2
            }
            if let best {
                let candidate = PlanarPoint(x: best.middle, y: y)
                if strictlyContains(candidate) { return candidate }
            }
        }
        return nil
    }
}
