/*
 Overlap area of two polygons with holes by signed triangle decomposition.

 Fan every edge a → b of every ring from one common origin O into the triangle (O, a, b). With each
 triangle weighted +1 or −1 — the sign of its orientation, flipped for rings that run against their
 role (exterior counterclockwise, holes clockwise) — the weighted sum of triangle indicator functions
 equals the polygon's indicator function almost everywhere. So for polygons P and Q

     area(P ∩ Q) = ∫ 1_P · 1_Q = Σ_i Σ_j w_i · w_j · area(T_i ∩ T_j),

 and each T_i ∩ T_j is the intersection of two convex triangles, computed by clipping one against the
 three edge half-planes of the other (Sutherland–Hodgman, at most six vertices, on the stack).

 Everything happens in metres of one LocalProjection centred between the polygons, with O at its
 origin, so the numbers summed are small and the cancellation between large signed triangles stays
 near rounding level. The result is exact up to that rounding for simple polygons with holes;
 self-intersecting input gives the weighted (winding-number) overlap instead.
 */

/// One fan triangle (O, a, b) in projected metres, stored counterclockwise, with its weight.
private struct FanTriangle {
    var ax, ay, bx, by: Double
    var weight: Double
    var box: PlanarBox
}

/// A small convex polygon on the stack: a triangle clipped by three half-planes has at most six
/// vertices; the spare room absorbs rounding that makes a nearly degenerate one look non-convex.
private struct ClipPolygon {
    var xs = InlineArray<16, Double>(repeating: 0)
    var ys = InlineArray<16, Double>(repeating: 0)
    var count = 0

    mutating func append(_ x: Double, _ y: Double) {
        guard count < 16 else { return }
        xs[count] = x
        ys[count] = y
        count += 1
    }

    /// Writes into `result` the part of this polygon on the left of (or on) the directed line p → q.
    ///
    /// Into a polygon the caller keeps, rather than returned: the polygon is 264 bytes, and the overlap of
    /// two units clips thousands of triangle pairs three times each (copies were a third of that work).
    func clip(_ px: Double, _ py: Double, _ qx: Double, _ qy: Double, into result: inout ClipPolygon) {
        result.count = 0
        guard count > 0 else { return }
        let ex = qx - px
        let ey = qy - py
        var previous = count - 1
        var previousSide = ex * (ys[previous] - py) - ey * (xs[previous] - px)
        for index in 0..<count {
            let side = ex * (ys[index] - py) - ey * (xs[index] - px)
            if (side >= 0) != (previousSide >= 0) {
                let t = previousSide / (previousSide - side)
                result.append(
                    xs[previous] + t * (xs[index] - xs[previous]),
                    ys[previous] + t * (ys[index] - ys[previous]))
            }
            if side >= 0 { result.append(xs[index], ys[index]) }
            previous = index
            previousSide = side
        }
    }

    var area: Double {
        guard count >= 3 else { return 0 }
        var twice = 0.0
        var previous = count - 1
        for index in 0..<count {
            twice += xs[previous] * ys[index] - xs[index] * ys[previous]
            previous = index
        }
        return twice / 2
    }
}

extension PlanarPolygon {
    /// The fan triangles of all rings, in metres of `projection`, fanned from its origin.
    private func fanTriangles(in projection: LocalProjection) -> [FanTriangle] {
        var triangles: [FanTriangle] = []
        triangles.reserveCapacity(pointCount)
        for ring in 0..<ringCount {
            let range = pointRange(ofRing: ring)
            guard range.count >= 3 else { continue }
            let roleSign: Double = (signedArea(ofRing: ring) >= 0) == (ring == 0) ? 1 : -1
            var a = projection.project(point(at: range.upperBound - 1))
            for index in range {
                let b = projection.project(point(at: index))
                let cross = a.x * b.y - a.y * b.x
                if cross != 0 {
                    let (first, second) = cross > 0 ? (a, b) : (b, a)
                    let box = PlanarBox(first, second).expanded(toInclude: PlanarPoint(x: 0, y: 0))
                    triangles.append(
                        FanTriangle(
                            ax: first.x, ay: first.y, bx: second.x, by: second.y,
                            weight: cross > 0 ? roleSign : -roleSign, box: box))
                }
                a = b
            }
        }
        return triangles
    }

    /// The area in square metres that this polygon and `other` have in common.
    ///
    /// Exact up to rounding for simple polygons with holes, whatever the ring winding; shared walls
    /// contribute nothing (up to rounding, so compare against a small tolerance). Measured in a
    /// ``LocalProjection`` centred on the overlap of the two bounding boxes.
    ///
    /// - Parameter other: the other polygon.
    /// - Returns: the common area in m², never negative; 0 when the bounding boxes are disjoint.
    /// - Complexity: O(*n* · *m*) for polygons of *n* and *m* points, after an O(1) bounding box check;
    ///   callers comparing many polygons should pre-filter pairs with a spatial index.
    package func overlapArea(with other: PlanarPolygon) -> Double {
        guard bounds.intersects(other.bounds) else { return 0 }
        let common = PlanarBox(
            minX: max(bounds.minX, other.bounds.minX), minY: max(bounds.minY, other.bounds.minY),
            maxX: min(bounds.maxX, other.bounds.maxX), maxY: min(bounds.maxY, other.bounds.maxY))
        // Boxes that only touch (neighbours sharing a straight wall along an axis, the commonest pair in a
        // venue) leave the polygons no common area: 0 exactly, without fanning and clipping.
        guard common.maxX > common.minX, common.maxY > common.minY else { return 0 }
        let projection = LocalProjection(origin: common.center)
        let mine = fanTriangles(in: projection)
        let theirs = mine.isEmpty ? [] : other.fanTriangles(in: projection)
        var total = 0.0
        var triangle = ClipPolygon()
        var once = ClipPolygon()
        var twice = ClipPolygon()
        for first in mine {
            triangle.count = 0
            triangle.append(0, 0)
            triangle.append(first.ax, first.ay)
            triangle.append(first.bx, first.by)
            for second in theirs where first.box.intersects(second.box) {
                // The three half-planes of the other triangle, through two scratch polygons in turn.
                triangle.clip(0, 0, second.ax, second.ay, into: &once)
                once.clip(second.ax, second.ay, second.bx, second.by, into: &twice)
                twice.clip(second.bx, second.by, 0, 0, into: &once)
                let area = once.area
                if area > 0 { total += first.weight * second.weight * area }
            }
        }
        return max(0, total)
    }
}

extension PlanarMultiPolygon {
    /// The area in square metres that this multipolygon and `other` have in common, summed over pairs
    /// of parts (parts of one multipolygon are assumed not to overlap each other).
    ///
    /// - Complexity: O(*n* · *m*) in the total numbers of points.
    package func overlapArea(with other: PlanarMultiPolygon) -> Double {
        // Boxes that share no area leave no pair of parts any: each part's box lies within its multipolygon's.
        // Tested here, on the boxes held inline, a touching neighbour (most pairs a venue's R-tree hands
        // `UnitsShouldNotOverlap`) costs no read of the parts' arrays, a cache miss each on a large venue.
        guard min(bounds.maxX, other.bounds.maxX) > max(bounds.minX, other.bounds.minX),
            min(bounds.maxY, other.bounds.maxY) > max(bounds.minY, other.bounds.minY)
        else { return 0 }
        var total = 0.0
        for part in parts {
            for otherPart in other.parts where part.bounds.intersects(otherPart.bounds) {
                total += part.overlapArea(with: otherPart)
            }
        }
        return total
    }
}
