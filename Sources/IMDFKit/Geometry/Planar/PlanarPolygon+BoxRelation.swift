/*
 How an area lies relative to a closed axis-aligned box, decided exactly and conservatively.

 The question comes from the locator's grid: may every point of a cell be answered without a
 point-in-polygon test? Three answers:

 - `.disjoint`: no point of the box is in the area (inside or on its boundary).
 - `.contains`: every point of the box is strictly inside the area.
 - `.meets`: some ring's edge touches the closed box; the box may be partly in, partly out, or anything.

 The decision rests on one fact. When no edge of any ring meets the closed box, the box lies in a single
 face of the plane cut by the rings, so every point of it has the same crossing parity — the same answer
 from `location(of:)` — as any one of its corners. Hence: if some edge meets the box, answer `.meets`;
 otherwise locate one corner and answer `.contains` or `.disjoint` from it.

 Whether a closed segment meets a closed box is a separating-axis test over the box's two axes and the
 segment's normal: the bounding boxes must overlap, and the box's four corners must not all lie strictly
 on one side of the segment's line, judged by the exact sign of `orient2d`. Both tests are exact, so a
 segment that meets the box is never missed; `.meets` is the safe answer in every doubtful case
 (touching walls, degenerate rings, non-finite coordinates).
 */

/// How an area lies relative to a closed box; see ``PlanarPolygon/relation(to:)``.
package enum PlanarBoxRelation: Hashable, Sendable {
    /// The area and the closed box have no point in common.
    case disjoint
    /// Every point of the closed box is strictly inside the area.
    case contains
    /// The area's boundary touches the closed box (or the relation could not be settled exactly).
    case meets
}

extension PlanarPolygon {
    /// How the polygon (a closed set, holes excluded) lies relative to a closed box.
    ///
    /// Exact in the sense that `.disjoint` and `.contains` are only answered when true for every point of
    /// the box under ``location(of:)``; a box that a ring merely touches, and any box of a polygon with
    /// non-finite coordinates, answers `.meets`.
    ///
    /// - Parameter box: a non-empty box with finite bounds.
    /// - Complexity: O(*n*) in the number of points; no allocation.
    package func relation(to box: PlanarBox) -> PlanarBoxRelation {
        guard bounds.intersects(box) else { return .disjoint }
        return coordinates.withUnsafeBufferPointer { xy in
            for ring in 0..<ringCount {
                let start = ringStarts[ring]
                let end = ringStarts[ring + 1]
                guard end > start else { continue }
                var ax = xy[2 * (end - 1)]
                var ay = xy[2 * (end - 1) + 1]
                for index in start..<end {
                    let bx = xy[2 * index]
                    let by = xy[2 * index + 1]
                    guard ax.isFinite, ay.isFinite, bx.isFinite, by.isFinite else { return .meets }
                    if Self.segment(ax, ay, bx, by, meets: box) { return .meets }
                    ax = bx
                    ay = by
                }
            }
            let corner = PlanarPoint(x: box.minX, y: box.minY)
            return location(of: corner) == .outside ? .disjoint : .contains
        }
    }

    /// Whether the closed segment `a`–`b` has a point in the closed box (exact).
    @inline(__always)
    static func segment(_ ax: Double, _ ay: Double, _ bx: Double, _ by: Double, meets box: PlanarBox) -> Bool {
        guard max(ax, bx) >= box.minX, min(ax, bx) <= box.maxX, max(ay, by) >= box.minY, min(ay, by) <= box.maxY else {
            return false
        }
        let s1 = orient2d(ax, ay, bx, by, box.minX, box.minY)
        let s2 = orient2d(ax, ay, bx, by, box.maxX, box.minY)
        let s3 = orient2d(ax, ay, bx, by, box.maxX, box.maxY)
        let s4 = orient2d(ax, ay, bx, by, box.minX, box.maxY)
        let allLeft = s1 > 0 && s2 > 0 && s3 > 0 && s4 > 0
        let allRight = s1 < 0 && s2 < 0 && s3 < 0 && s4 < 0
        return !allLeft && !allRight
    }
}

extension PlanarMultiPolygon {
    /// How the union of the parts lies relative to a closed box: `.meets` when any part's boundary touches
    /// it, else `.contains` when one part contains it, else `.disjoint`.
    ///
    /// A box covered by two parts together (across a shared wall) is `.meets`, never `.contains`: the
    /// answer is conservative.
    ///
    /// - Complexity: O(*n*) in the total number of points.
    package func relation(to box: PlanarBox) -> PlanarBoxRelation {
        guard bounds.intersects(box) else { return .disjoint }
        var contained = false
        for part in parts {
            switch part.relation(to: box) {
            case .meets: return .meets
            case .contains: contained = true
            case .disjoint: break
            }
        }
        return contained ? .contains : .disjoint
    }
}

extension PlanarMultiPolygon {
    /// Whether the area is exactly its bounding box: one part of four points in one ring (besides empty
    /// rings, which have no edges) whose edges are alternately horizontal and vertical (so the points are the
    /// box's corners), with positive width and height.
    ///
    /// For such an area "inside or on the boundary" is "in the closed box", which is how the locator's grid
    /// skips the point-in-polygon test for rectangular rooms.
    ///
    /// - Complexity: O(1).
    package var isAxisAlignedRectangle: Bool {
        guard parts.count == 1, parts[0].pointCount == 4 else { return false }
        let part = parts[0]
        // All four points in one ring: any other ring is empty.
        guard (0..<part.ringCount).contains(where: { part.pointRange(ofRing: $0).count == 4 }) else { return false }
        let points = (0..<4).map { part.point(at: $0) }
        func horizontal(_ a: PlanarPoint, _ b: PlanarPoint) -> Bool { a.y == b.y && a.x != b.x }
        func vertical(_ a: PlanarPoint, _ b: PlanarPoint) -> Bool { a.x == b.x && a.y != b.y }
        let startsHorizontal =
            horizontal(points[0], points[1]) && vertical(points[1], points[2])
            && horizontal(points[2], points[3]) && vertical(points[3], points[0])
        let startsVertical =
            vertical(points[0], points[1]) && horizontal(points[1], points[2])
            && vertical(points[2], points[3]) && horizontal(points[3], points[0])
        return (startsHorizontal || startsVertical) && points.allSatisfy { $0.x.isFinite && $0.y.isFinite }
    }
}
