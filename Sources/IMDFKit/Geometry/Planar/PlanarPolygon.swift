/// A polygon with holes over flat, interleaved coordinates: the input of containment, measures,
/// self-intersection and overlap.
///
/// Ring 0 is the exterior, any further rings are holes. Rings are stored *open*: a closing point equal
/// to the first one is dropped on creation, so rings given either way behave the same. Ring winding is
/// free (containment and areas do not depend on it).
///
/// ```swift
/// let square = PlanarPolygon(rings: [[
///     PlanarPoint(x: 0, y: 0), PlanarPoint(x: 1, y: 0), PlanarPoint(x: 1, y: 1), PlanarPoint(x: 0, y: 1),
/// ]])
/// square.location(of: PlanarPoint(x: 1, y: 0.5))   // .boundary
/// ```
public struct PlanarPolygon: Hashable, Sendable {
    /// Interleaved `x, y` of every ring, rings one after another, without closing points.
    public let coordinates: [Double]
    /// For ring `r`, its points are `ringStarts[r] ..< ringStarts[r + 1]` (point indices, not double
    /// indices); there are `ringCount + 1` entries, the last being the total number of points.
    public let ringStarts: [Int]
    /// The bounding box of all points (of the exterior, for a valid polygon).
    public let bounds: PlanarBox

    /// Creates a polygon from interleaved coordinates and ring offsets, as the GeoJSON layer stores them.
    ///
    /// - Parameters:
    ///   - coordinates: interleaved `x, y` of all rings, one after another; a ring may or may not repeat
    ///     its first point at the end.
    ///   - ringStarts: the point index (not double index) where each ring starts, ascending, the first
    ///     being 0. Rings end where the next one starts, the last one at the end of `coordinates`.
    /// - Precondition: `coordinates` has an even count and `ringStarts` is ascending within range; these
    ///   come from our own decoder, so a violation is a bug rather than bad input.
    /// - Complexity: O(*n*) in the number of points.
    public init(coordinates: [Double], ringStarts: [Int]) {
        precondition(coordinates.count % 2 == 0, "PlanarPolygon: odd number of coordinates")
        let pointCount = coordinates.count / 2
        var open: [Double] = []
        open.reserveCapacity(coordinates.count)
        var starts: [Int] = [0]
        starts.reserveCapacity(ringStarts.count + 1)
        for (ring, start) in ringStarts.enumerated() {
            let end = ring + 1 < ringStarts.count ? ringStarts[ring + 1] : pointCount
            precondition(
                start >= 0 && start <= end && end <= pointCount,
                "PlanarPolygon: ring \(ring) spans points \(start)..<\(end) of \(pointCount)")
            var last = end
            if end - start >= 2,
                coordinates[2 * start] == coordinates[2 * (end - 1)],
                coordinates[2 * start + 1] == coordinates[2 * (end - 1) + 1]
            {
                last -= 1
            }
            open.append(contentsOf: coordinates[(2 * start)..<(2 * last)])
            starts.append(open.count / 2)
        }
        self.coordinates = open
        self.ringStarts = starts
        self.bounds = PlanarBox(interleaved: open)
    }

    /// Creates a polygon from rings of points, the first being the exterior.
    ///
    /// - Parameter rings: the exterior followed by any holes; each may or may not be closed.
    public init(rings: [[PlanarPoint]]) {
        var coordinates: [Double] = []
        var starts: [Int] = []
        for ring in rings {
            starts.append(coordinates.count / 2)
            for point in ring {
                coordinates.append(point.x)
                coordinates.append(point.y)
            }
        }
        self.init(coordinates: coordinates, ringStarts: starts)
    }

    /// The number of rings (exterior plus holes).
    public var ringCount: Int { ringStarts.count - 1 }

    /// The number of points in all rings, closing points excluded.
    public var pointCount: Int { coordinates.count / 2 }

    /// The point range (point indices) of a ring.
    public func pointRange(ofRing ring: Int) -> Range<Int> {
        ringStarts[ring]..<ringStarts[ring + 1]
    }

    /// The point at a point index.
    public func point(at index: Int) -> PlanarPoint {
        PlanarPoint(x: coordinates[2 * index], y: coordinates[2 * index + 1])
    }

    /// The points of one ring, without the closing point.
    public func points(ofRing ring: Int) -> [PlanarPoint] {
        pointRange(ofRing: ring).map(point(at:))
    }
}
