/// How two closed segments meet, decided with exact orientation signs.
package enum SegmentIntersectionKind: Hashable, Sendable {
    /// The segments cross at a single point interior to both.
    case crossing
    /// The segments meet at a single point that is an endpoint of at least one of them.
    case touching
    /// The segments are collinear and share a stretch of positive length.
    case overlapping
}

/// The meeting of two segments: how, and one point where.
package struct SegmentIntersection: Hashable, Sendable {
    /// How the segments meet.
    package var kind: SegmentIntersectionKind
    /// The meeting point: exact for touching and overlapping (an endpoint; for an overlap the start
    /// of the shared stretch), rounded for a crossing.
    package var point: PlanarPoint
}

extension SegmentIntersection {
    /// Returns how the closed segments `a`–`b` and `c`–`d` meet, or `nil` when they are disjoint.
    ///
    /// The classification is exact: it rests only on the signs of ``orient2d(_:_:_:)`` and on
    /// coordinate comparisons. Zero-length segments are treated as points.
    ///
    /// ```swift
    /// SegmentIntersection.between(a, b, and: c, d)?.kind   // .crossing, .touching, .overlapping
    /// ```
    ///
    /// - Complexity: O(1).
    package static func between(
        _ a: PlanarPoint, _ b: PlanarPoint, and c: PlanarPoint, _ d: PlanarPoint
    ) -> SegmentIntersection? {
        segmentIntersection(a.x, a.y, b.x, b.y, c.x, c.y, d.x, d.y)
    }
}

/// Whether `p` lies in the bounding box of `a`–`b`; with `p` collinear with them, on the segment.
@inline(__always)
private func inBox(_ px: Double, _ py: Double, _ ax: Double, _ ay: Double, _ bx: Double, _ by: Double) -> Bool {
    px >= min(ax, bx) && px <= max(ax, bx) && py >= min(ay, by) && py <= max(ay, by)
}

/// The coordinate form of ``SegmentIntersection/between(_:_:and:_:)``.
func segmentIntersection(
    _ ax: Double, _ ay: Double, _ bx: Double, _ by: Double,
    _ cx: Double, _ cy: Double, _ dx: Double, _ dy: Double
) -> SegmentIntersection? {
    let sideA = orient2d(cx, cy, dx, dy, ax, ay)
    let sideB = orient2d(cx, cy, dx, dy, bx, by)
    if (sideA > 0 && sideB > 0) || (sideA < 0 && sideB < 0) { return nil }
    let sideC = orient2d(ax, ay, bx, by, cx, cy)
    let sideD = orient2d(ax, ay, bx, by, dx, dy)
    if (sideC > 0 && sideD > 0) || (sideC < 0 && sideD < 0) { return nil }

    if sideA != 0, sideB != 0, sideC != 0, sideD != 0 {
        // Strictly opposite on both lines: a proper crossing.
        let t = sideA / (sideA - sideB)
        return SegmentIntersection(kind: .crossing, point: PlanarPoint(x: ax + t * (bx - ax), y: ay + t * (by - ay)))
    }

    let abIsPoint = ax == bx && ay == by
    let cdIsPoint = cx == dx && cy == dy
    if sideA == 0, sideB == 0, sideC == 0, sideD == 0 {
        // All four collinear (or degenerate): intersect the intervals along the dominant axis.
        let useX = abs(bx - ax) + abs(dx - cx) >= abs(by - ay) + abs(dy - cy)
        func key(_ x: Double, _ y: Double) -> Double { useX ? x : y }
        var first = (key(ax, ay), PlanarPoint(x: ax, y: ay))
        var second = (key(bx, by), PlanarPoint(x: bx, y: by))
        if second.0 < first.0 { swap(&first, &second) }
        var third = (key(cx, cy), PlanarPoint(x: cx, y: cy))
        var fourth = (key(dx, dy), PlanarPoint(x: dx, y: dy))
        if fourth.0 < third.0 { swap(&third, &fourth) }
        let start = first.0 >= third.0 ? first : third
        let end = second.0 <= fourth.0 ? second : fourth
        if start.0 > end.0 { return nil }
        if start.0 < end.0 { return SegmentIntersection(kind: .overlapping, point: start.1) }
        // A single shared point: on the dominant axis they touch; check the other axis agrees.
        if start.1 == end.1
            || (inBox(start.1.x, start.1.y, ax, ay, bx, by) && inBox(start.1.x, start.1.y, cx, cy, dx, dy))
        {
            return SegmentIntersection(kind: .touching, point: start.1)
        }
        return nil
    }

    // Exactly one endpoint lies on the other segment's line: touching if it is within the segment.
    if sideA == 0, !cdIsPoint, inBox(ax, ay, cx, cy, dx, dy) {
        return SegmentIntersection(kind: .touching, point: PlanarPoint(x: ax, y: ay))
    }
    if sideB == 0, !cdIsPoint, inBox(bx, by, cx, cy, dx, dy) {
        return SegmentIntersection(kind: .touching, point: PlanarPoint(x: bx, y: by))
    }
    if sideC == 0, !abIsPoint, inBox(cx, cy, ax, ay, bx, by) {
        return SegmentIntersection(kind: .touching, point: PlanarPoint(x: cx, y: cy))
    }
    if sideD == 0, !abIsPoint, inBox(dx, dy, ax, ay, bx, by) {
        return SegmentIntersection(kind: .touching, point: PlanarPoint(x: dx, y: dy))
    }
    return nil
}
