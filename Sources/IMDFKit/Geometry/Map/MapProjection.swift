/// The constants and scale functions of MapKit's spherical Web Mercator projection.
///
/// MapKit projects the globe onto a square "map point" plane of ``worldSize`` points a side
/// (`MKMapSizeWorld`), with the origin at 180° W on the northern edge and y growing southward.
/// The sphere has the radius of the WGS 84 semi-major axis, 6,378,137 m, as in EPSG:3857.
/// ``MapPoint``, ``MapSize`` and ``MapRect`` use these constants; this namespace also holds the
/// free functions MapKit offers as `MKMetersPerMapPointAtLatitude` and
/// `MKMapPointsPerMeterAtLatitude`.
public enum MapProjection {
    /// The side of the projected world in map points: 2²⁸ = 268,435,456 (MapKit's `MKMapSizeWorld`).
    public static let worldSize: Double = 268_435_456

    /// The radius of the projection sphere in meters: the WGS 84 semi-major axis.
    public static let earthRadius: Double = 6_378_137

    /// The circumference of the projection sphere at the equator in meters (≈ 40,075,016.686 m).
    public static let equatorialCircumference: Double = 2 * Double.pi * earthRadius

    /// The latitude, in degrees, at which the square map ends: atan(sinh(π)) ≈ 85.05112878°.
    ///
    /// Web Mercator cannot show the poles; latitudes beyond ± this value are clamped to it when
    /// projected.
    public static let maximumLatitude: Double = CMath.atan(CMath.sinh(Double.pi)) * 180 / Double.pi

    /// The number of meters one map point covers at a latitude (MapKit's `MKMetersPerMapPointAtLatitude`).
    ///
    /// At the equator this is the equatorial circumference over the world size (≈ 0.149291 m); it
    /// shrinks with the cosine of the latitude, so it halves at 60°. The latitude is clamped to
    /// ± ``maximumLatitude`` so the result stays positive and finite.
    ///
    /// - Parameter latitude: The latitude in degrees.
    /// - Returns: Meters per map point, measured east–west (Mercator is conformal, so also north–south locally).
    public static func metersPerMapPoint(atLatitude latitude: Double) -> Double {
        equatorialCircumference / worldSize * CMath.cos(clampedLatitude(latitude) * Double.pi / 180)
    }

    /// The number of map points in one meter at a latitude (MapKit's `MKMapPointsPerMeterAtLatitude`).
    ///
    /// The reciprocal of ``metersPerMapPoint(atLatitude:)``: the world size over the equatorial
    /// circumference (≈ 6.69829 at the equator), scaled by 1 / cos(latitude). The latitude is clamped to
    /// ± ``maximumLatitude`` so the result stays finite near the poles.
    ///
    /// - Parameter latitude: The latitude in degrees.
    /// - Returns: Map points per meter.
    public static func mapPointsPerMeter(atLatitude latitude: Double) -> Double {
        worldSize / equatorialCircumference / CMath.cos(clampedLatitude(latitude) * Double.pi / 180)
    }

    /// A latitude limited to the projectable range ± ``maximumLatitude`` (NaN stays NaN).
    static func clampedLatitude(_ latitude: Double) -> Double {
        if latitude > maximumLatitude { return maximumLatitude }
        if latitude < -maximumLatitude { return -maximumLatitude }
        return latitude
    }
}
