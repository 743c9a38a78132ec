/*
 Point in polygon by crossing number, exact on the boundary.

 For every edge a → b of every ring (exterior and holes alike) we count how often a ray from the
 query point p towards +x crosses it; an odd total means inside. Two details make it exact and
 independent of ring winding:

 - Half-open rule. An edge counts only when exactly one endpoint lies strictly above p
   (`(a.y > p.y) != (b.y > p.y)`), so a vertex at p's height is counted once by the two edges that
   meet there (or not at all, when both edges are on the same side) and horizontal edges never count.
 - Exact side test. Whether the crossing lies to the right of p is the sign of `orient2d(a, b, p)`:
   positive for an upward edge, negative for a downward one. That sign is exact, so no rounded
   intersection x is ever compared.

 Before that, every edge whose bounding box holds p is checked for p lying on it: exactly collinear
 (`orient2d == 0`) and within the box means on the segment, so points on edges and vertices — of holes
 too — report `.boundary`. Edges whose box p misses are settled by comparisons alone.
 */

extension PlanarPolygon {
    /// Locates a point relative to the polygon: inside, on the boundary of any ring, or outside.
    ///
    /// Exact for points on edges and vertices; independent of ring winding; holes are excluded
    /// (a point on a hole's edge is on the boundary). Degenerate (zero-area) rings have no inside, only
    /// a boundary.
    ///
    /// - Parameter point: the point, in the polygon's coordinates.
    /// - Returns: `.inside`, `.boundary` or `.outside`.
    /// - Complexity: O(*n*) in the number of points, O(1) when the point is outside ``bounds``;
    ///   no allocation.
    public func location(of point: PlanarPoint) -> PointLocation {
        guard bounds.contains(point) else { return .outside }
        return coordinates.withUnsafeBufferPointer { xy in
            ringStarts.withUnsafeBufferPointer { starts in
                Self.location(of: point, xy: xy, ringStarts: starts)
            }
        }
    }

    /// The crossing-number test over raw storage: rings `r` are the points
    /// `ringStarts[r] ..< ringStarts[r + 1]` of the interleaved `xy` (open rings, as stored).
    ///
    /// The one implementation behind ``location(of:)``; the locator runs it over its own flat tables.
    @inline(__always)
    static func location(
        of point: PlanarPoint, xy: UnsafeBufferPointer<Double>, ringStarts starts: UnsafeBufferPointer<Int>
    ) -> PointLocation {
        let px = point.x
        let py = point.y
        var inside = false
        for ring in 0..<(starts.count - 1) {
            let start = starts[ring]
            let end = starts[ring + 1]
            guard end > start else { continue }
            var ax = xy[2 * (end - 1)]
            var ay = xy[2 * (end - 1) + 1]
            for index in start..<end {
                let bx = xy[2 * index]
                let by = xy[2 * index + 1]
                let aAbove = ay > py
                let bAbove = by > py
                let minX = ax < bx ? ax : bx
                if px >= minX, px <= (ax < bx ? bx : ax),
                    py >= (ay < by ? ay : by), py <= (ay < by ? by : ay)
                {
                    let side = orient2d(ax, ay, bx, by, px, py)
                    if side == 0 { return .boundary }
                    if aAbove != bAbove, bAbove ? side > 0 : side < 0 {
                        inside.toggle()
                    }
                } else if aAbove != bAbove, px < minX {
                    inside.toggle()
                }
                ax = bx
                ay = by
            }
        }
        return inside ? .inside : .outside
    }

    /// Whether the point lies inside the polygon or on its boundary (the polygon as a closed set).
    ///
    /// - Complexity: as ``location(of:)``.
    public func contains(_ point: PlanarPoint) -> Bool {
        location(of: point) != .outside
    }
}

extension PlanarMultiPolygon {
    /// Locates a point relative to the union of the parts.
    ///
    /// `.inside` when strictly inside any part, otherwise `.boundary` when on the boundary of any part,
    /// otherwise `.outside`. A point on a wall shared by two parts is therefore `.boundary`.
    ///
    /// - Complexity: O(*n*) in the total number of points; parts whose bounds miss the point cost O(1).
    public func location(of point: PlanarPoint) -> PointLocation {
        guard bounds.contains(point) else { return .outside }
        // The parts read in place: `for part in parts` copied each, retaining and releasing its two arrays,
        // for every unit a located fix is tested against.
        return parts.withUnsafeBufferPointer { parts in
            var onBoundary = false
            for index in parts.indices {
                switch parts[index].location(of: point) {
                case .inside: return .inside
                case .boundary: onBoundary = true
                case .outside: break
                }
            }
            return onBoundary ? .boundary : .outside
        }
    }

    /// Whether the point lies inside any part or on its boundary.
    public func contains(_ point: PlanarPoint) -> Bool {
        location(of: point) != .outside
    }
}
