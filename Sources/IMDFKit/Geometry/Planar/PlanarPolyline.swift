/// A chain of segments over flat, interleaved coordinates (a LineString, or one ring as a path).
package struct PlanarPolyline: Hashable, Sendable {
    /// Interleaved `x, y` of the points, in order.
    package let coordinates: [Double]
    /// The bounding box of the points.
    package let bounds: PlanarBox

    /// Creates a polyline from interleaved `x, y` coordinates.
    ///
    /// - Precondition: an even number of coordinates (our decoder's output).
    package init(coordinates: [Double]) {
        precondition(coordinates.count % 2 == 0, "PlanarPolyline: odd number of coordinates")
        self.coordinates = coordinates
        self.bounds = PlanarBox(interleaved: coordinates)
    }

    /// Creates a polyline through the points in order.
    package init(points: [PlanarPoint]) {
        self.init(coordinates: points.flatMap { [$0.x, $0.y] })
    }

    /// The number of points.
    package var pointCount: Int { coordinates.count / 2 }

    /// The point at an index.
    package func point(at index: Int) -> PlanarPoint {
        PlanarPoint(x: coordinates[2 * index], y: coordinates[2 * index + 1])
    }
}

/// The point of a polyline nearest to a query point.
package struct PolylineProjection: Hashable, Sendable {
    /// The nearest point, in degrees.
    package var point: PlanarPoint
    /// The segment it lies on: from point `segmentIndex` to point `segmentIndex + 1` (0 for a
    /// one-point polyline).
    package var segmentIndex: Int
    /// Where on that segment, from 0 (its start) to 1 (its end).
    package var fraction: Double
    /// The distance in metres from the query point.
    package var distance: Double
}

extension PlanarPolyline {
    /// The point of the polyline nearest to `point`, measured in metres in a ``LocalProjection`` at
    /// the query point.
    ///
    /// - Returns: the nearest point with its segment and distance, or `nil` for an empty polyline.
    /// - Complexity: O(*n*) in the number of points; no allocation.
    package func nearestPoint(to point: PlanarPoint) -> PolylineProjection? {
        guard pointCount > 0 else { return nil }
        let projection = LocalProjection(origin: point)
        if pointCount == 1 {
            let only = self.point(at: 0)
            return PolylineProjection(
                point: only, segmentIndex: 0, fraction: 0,
                distance: projection.distance(point, only))
        }
        var best = (segment: 0, fraction: 0.0, distanceSquared: Double.infinity)
        for segment in 0..<(pointCount - 1) {
            let nearest = projection.nearestOnSegment(
                point, coordinates[2 * segment], coordinates[2 * segment + 1],
                coordinates[2 * segment + 2], coordinates[2 * segment + 3])
            if nearest.distanceSquared < best.distanceSquared {
                best = (segment, nearest.fraction, nearest.distanceSquared)
            }
        }
        let a = self.point(at: best.segment)
        let b = self.point(at: best.segment + 1)
        let nearest = PlanarPoint(x: a.x + (b.x - a.x) * best.fraction, y: a.y + (b.y - a.y) * best.fraction)
        return PolylineProjection(
            point: nearest, segmentIndex: best.segment, fraction: best.fraction,
            distance: best.distanceSquared.squareRoot())
    }

    /// The distance in metres from `point` to the nearest point of the polyline, or infinity when it
    /// has no points.
    ///
    /// - Complexity: O(*n*) in the number of points.
    package func distance(from point: PlanarPoint) -> Double {
        nearestPoint(to: point)?.distance ?? .infinity
    }
}
