/// A local equirectangular projection from WGS84 degrees to metres east and north of an origin.
///
/// Over an indoor venue (a few kilometres at most) the ellipsoid is flat enough that scaling longitude
/// differences by the length of a degree of longitude at the origin's latitude, and latitude
/// differences by the length of a degree of latitude there, gives distances and areas to well under
/// a per-mille. Both lengths come from the usual WGS84 series in the latitude `φ`:
/// `111132.92 − 559.82 cos 2φ + 1.175 cos 4φ − 0.0023 cos 6φ` metres per degree of latitude and
/// `111412.84 cos φ − 93.5 cos 3φ + 0.118 cos 5φ` metres per degree of longitude.
///
/// Because the projection is affine, centroids map to centroids and areas scale by one constant.
package struct LocalProjection: Hashable, Sendable {
    /// The point that maps to `(0, 0)`.
    package let origin: PlanarPoint
    /// Metres per degree of longitude at the origin's latitude.
    package let metersPerDegreeLongitude: Double
    /// Metres per degree of latitude at the origin's latitude.
    package let metersPerDegreeLatitude: Double

    /// Creates the projection centred on `origin` (longitude `x`, latitude `y` in degrees).
    package init(origin: PlanarPoint) {
        self.origin = origin
        let phi = origin.y * Double.pi / 180
        metersPerDegreeLatitude =
            111_132.92 - 559.82 * CMath.cos(2 * phi) + 1.175 * CMath.cos(4 * phi) - 0.0023 * CMath.cos(6 * phi)
        metersPerDegreeLongitude = max(
            0, 111_412.84 * CMath.cos(phi) - 93.5 * CMath.cos(3 * phi) + 0.118 * CMath.cos(5 * phi))
    }

    /// The square metres in one square degree (longitude × latitude) at the origin.
    package var squareMetersPerSquareDegree: Double { metersPerDegreeLongitude * metersPerDegreeLatitude }

    /// Projects a point in degrees to metres east (`x`) and north (`y`) of the origin.
    @inlinable
    package func project(_ point: PlanarPoint) -> PlanarPoint {
        PlanarPoint(
            x: (point.x - origin.x) * metersPerDegreeLongitude,
            y: (point.y - origin.y) * metersPerDegreeLatitude)
    }

    /// Maps metres east and north of the origin back to degrees.
    package func unproject(_ point: PlanarPoint) -> PlanarPoint {
        PlanarPoint(
            x: origin.x + (metersPerDegreeLongitude > 0 ? point.x / metersPerDegreeLongitude : 0),
            y: origin.y + point.y / metersPerDegreeLatitude)
    }

    /// The distance in metres between two points, measured in this projection.
    package func distance(_ a: PlanarPoint, _ b: PlanarPoint) -> Double {
        let dx = (a.x - b.x) * metersPerDegreeLongitude
        let dy = (a.y - b.y) * metersPerDegreeLatitude
        return (dx * dx + dy * dy).squareRoot()
    }

    /// The distance in metres from a point to the nearest point of the segment `a`–`b`.
    ///
    /// - Complexity: O(1).
    package func distance(from point: PlanarPoint, toSegmentFrom a: PlanarPoint, to b: PlanarPoint) -> Double {
        nearestOnSegment(point, a.x, a.y, b.x, b.y).distanceSquared.squareRoot()
    }

    /// The parameter `t ∈ [0, 1]` of the point of `a`–`b` nearest to `point`, and the squared distance
    /// in metres to it.
    @inlinable
    func nearestOnSegment(
        _ point: PlanarPoint, _ ax: Double, _ ay: Double, _ bx: Double, _ by: Double
    )
        -> (fraction: Double, distanceSquared: Double)
    {
        let sx = (ax - point.x) * metersPerDegreeLongitude
        let sy = (ay - point.y) * metersPerDegreeLatitude
        let dx = (bx - ax) * metersPerDegreeLongitude
        let dy = (by - ay) * metersPerDegreeLatitude
        let lengthSquared = dx * dx + dy * dy
        var t = 0.0
        if lengthSquared > 0 {
            t = -(sx * dx + sy * dy) / lengthSquared
            t = t < 0 ? 0 : (t > 1 ? 1 : t)
        }
        let ex = sx + t * dx
        let ey = sy + t * dy
        return (t, ex * ex + ey * ey)
    }
}
