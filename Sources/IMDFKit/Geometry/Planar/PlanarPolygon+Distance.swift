extension PlanarPolygon {
    /// The distance in metres from `point` to the nearest edge of any ring (holes included), whether
    /// the point is inside or outside; infinity for a polygon without points.
    ///
    /// Measured in a local projection at the query point.
    ///
    /// - Complexity: O(*n*) in the number of points; no allocation.
    public func distanceToBoundary(from point: PlanarPoint) -> Double {
        let projection = LocalProjection(origin: point)
        var best = Double.infinity
        for ring in 0..<ringCount {
            let range = pointRange(ofRing: ring)
            guard !range.isEmpty else { continue }
            var previous = range.upperBound - 1
            for index in range {
                let nearest = projection.nearestOnSegment(
                    point, coordinates[2 * previous], coordinates[2 * previous + 1],
                    coordinates[2 * index], coordinates[2 * index + 1])
                best = min(best, nearest.distanceSquared)
                previous = index
            }
        }
        return best.squareRoot()
    }

    /// The distance in metres from `point` to the polygon as a region: 0 when the point is inside or on
    /// the boundary, otherwise the distance to the nearest edge.
    ///
    /// - Complexity: O(*n*) in the number of points.
    public func distance(from point: PlanarPoint) -> Double {
        location(of: point) == .outside ? distanceToBoundary(from: point) : 0
    }
}

extension PlanarMultiPolygon {
    /// The distance in metres from `point` to the nearest part: 0 when inside or on any part.
    public func distance(from point: PlanarPoint) -> Double {
        parts.reduce(Double.infinity) { min($0, $1.distance(from: point)) }
    }
}
