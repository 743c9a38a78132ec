/// A point on the projected Web Mercator plane (MapKit's `MKMapPoint`).
///
/// The plane is ``MapProjection/worldSize`` map points square, with (0, 0) at 180° W on the
/// northern edge (latitude ≈ 85.0511°) and y growing southward, so (134217728, 134217728) is
/// latitude 0, longitude 0. Map points are the unit for planar work on a venue: rectangles,
/// viewports and pixel transforms.
public struct MapPoint: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal position, growing eastward; 0 at 180° W.
    public var x: Double
    /// The vertical position, growing southward; 0 at the northern edge of the map.
    public var y: Double

    /// A map point from its plane coordinates (`MKMapPointMake`).
    ///
    /// - Parameters:
    ///   - x: The horizontal position in map points.
    ///   - y: The vertical position in map points.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The map point of a coordinate (`MKMapPoint(_ coordinate:)`, `MKMapPointForCoordinate`).
    ///
    /// The latitude is clamped to ± ``MapProjection/maximumLatitude`` (≈ 85.05112878°), so a
    /// pole lands on the top or bottom edge of the world instead of at infinity. The longitude is
    /// not wrapped: 190° lands east of the world's right edge, which keeps rectangles near the
    /// antimeridian contiguous. NaN stays NaN.
    ///
    /// - Parameter coordinate: A WGS 84 coordinate in degrees.
    public init(_ coordinate: Coordinate) {
        let world = MapProjection.worldSize
        let latitude = MapProjection.clampedLatitude(coordinate.latitude) * Double.pi / 180
        x = (coordinate.longitude + 180) / 360 * world
        // Mercator ordinate ln(tan(π/4 + φ/2)) written as atanh(sin φ), scaled so the world spans [0, 1].
        y = (0.5 - CMath.atanh(CMath.sin(latitude)) / (2 * Double.pi)) * world
    }

    /// The coordinate of this map point (`MKMapPoint.coordinate`, `MKCoordinateForMapPoint`).
    ///
    /// The inverse of ``init(_:)`` for latitudes within the Mercator limit. Points outside the world
    /// square are not wrapped: x beyond the right edge gives a longitude beyond 180°, and y beyond an
    /// edge gives a latitude beyond ± 85.0511° (still short of the pole).
    public var coordinate: Coordinate {
        let world = MapProjection.worldSize
        let longitude = x / world * 360 - 180
        let latitude = CMath.atan(CMath.sinh(Double.pi * (1 - 2 * y / world))) * 180 / Double.pi
        return Coordinate(latitude: latitude, longitude: longitude)
    }

    /// The distance in meters between two map points (`MKMapPoint.distance(to:)`, `MKMetersBetweenMapPoints`).
    ///
    /// Both points are converted back to coordinates and measured along the great circle with the
    /// haversine formula on a sphere of the WGS 84 semi-major radius (6,378,137 m). MapKit documents
    /// only that it measures the great-circle distance; against the WGS 84 ellipsoid this is within
    /// about 0.5 %, well under a GPS fix's accuracy at venue scale.
    ///
    /// - Parameter other: The other map point.
    /// - Returns: The distance in meters, 0 for equal points.
    public func distance(to other: MapPoint) -> Double {
        let a = coordinate
        let b = other.coordinate
        let radians = Double.pi / 180
        let latitudeA = a.latitude * radians
        let latitudeB = b.latitude * radians
        let sinHalfDeltaLatitude = CMath.sin((latitudeB - latitudeA) / 2)
        let sinHalfDeltaLongitude = CMath.sin((b.longitude - a.longitude) * radians / 2)
        let h =
            sinHalfDeltaLatitude * sinHalfDeltaLatitude
            + CMath.cos(latitudeA) * CMath.cos(latitudeB) * sinHalfDeltaLongitude * sinHalfDeltaLongitude
        return 2 * MapProjection.earthRadius * CMath.asin(min(1, h.squareRoot()))
    }

    /// `(x, y)`.
    public var description: String { "(\(x), \(y))" }
}
