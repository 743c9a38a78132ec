/// A region on the map: a centre coordinate and a span in degrees (MapKit's `MKCoordinateRegion`).
///
/// Converted to and from ``MapRect`` through its corners, so a region that is square in meters
/// is not square in degrees away from the equator. Like ``MapRect``, regions do not wrap around
/// the antimeridian.
public struct CoordinateRegion: Hashable, Sendable, CustomStringConvertible {
    /// The centre of the region.
    public var center: Coordinate
    /// The extent of the region in degrees.
    public var span: CoordinateSpan

    /// A region from a centre and a span (`MKCoordinateRegion(center:span:)`).
    ///
    /// - Parameters:
    ///   - center: The centre of the region.
    ///   - span: The extent in degrees.
    public init(center: Coordinate, span: CoordinateSpan) {
        self.center = center
        self.span = span
    }

    /// A region spanning distances in meters around a centre
    /// (`MKCoordinateRegion(center:latitudinalMeters:longitudinalMeters:)`).
    ///
    /// Meters become degrees with the WGS 84 ellipsoid's radii of curvature at the centre's latitude:
    /// the meridional radius *M* for the north–south extent and the prime-vertical radius *N* times
    /// cos(latitude) for the east–west extent. At the equator 1,000 m is about 0.009044° of latitude
    /// and 0.008983° of longitude. MapKit does not document its method; expect agreement to well
    /// under 1 % at venue scale, not to the last digit. The latitude used for the radii is clamped to
    /// ± ``MapProjection/maximumLatitude``.
    ///
    /// - Parameters:
    ///   - center: The centre of the region.
    ///   - latitudinalMeters: The north–south extent in meters.
    ///   - longitudinalMeters: The east–west extent in meters.
    public init(center: Coordinate, latitudinalMeters: Double, longitudinalMeters: Double) {
        let semiMajorAxis = MapProjection.earthRadius
        let eccentricitySquared = 0.006_694_379_990_14  // WGS 84: f = 1 / 298.257223563, e² = f(2 − f)
        let latitude = MapProjection.clampedLatitude(center.latitude) * Double.pi / 180
        let sinLatitude = CMath.sin(latitude)
        let w = 1 - eccentricitySquared * sinLatitude * sinLatitude
        let meridionalRadius = semiMajorAxis * (1 - eccentricitySquared) / (w * w.squareRoot())
        let primeVerticalRadius = semiMajorAxis / w.squareRoot()
        let degreesPerRadian = 180 / Double.pi
        self.init(
            center: center,
            span: CoordinateSpan(
                latitudeDelta: latitudinalMeters / meridionalRadius * degreesPerRadian,
                longitudeDelta: longitudinalMeters / (primeVerticalRadius * CMath.cos(latitude)) * degreesPerRadian))
    }

    /// The region covering a map rectangle (`MKCoordinateRegion(_ rect: MKMapRect)`,
    /// `MKCoordinateRegionForMapRect`), or `nil` for the null rectangle.
    ///
    /// The centre is the coordinate of the rectangle's centre point, and the span the difference of
    /// its corners' latitudes and longitudes. Because Mercator stretches northward, the centre's
    /// latitude is slightly poleward of the midpoint of the north and south edges' latitudes.
    ///
    /// - Parameter rect: A map rectangle.
    public init?(_ rect: MapRect) {
        guard let box = GeographicBoundingBox(rect) else { return nil }
        self.init(
            center: rect.center.coordinate,
            span: CoordinateSpan(latitudeDelta: box.north - box.south, longitudeDelta: box.east - box.west))
    }

    /// The region's corners: the centre ± half the span on each axis.
    public var boundingBox: GeographicBoundingBox {
        GeographicBoundingBox(
            west: center.longitude - span.longitudeDelta / 2,
            south: center.latitude - span.latitudeDelta / 2,
            east: center.longitude + span.longitudeDelta / 2,
            north: center.latitude + span.latitudeDelta / 2)
    }

    /// `center ± span`.
    public var description: String { "\(center) ± \(span)" }
}

extension MapRect {
    /// The map rectangle covering a region's corners (the usual `MKMapRect` for an
    /// `MKCoordinateRegion`, built from its north-west and south-east corners).
    ///
    /// Latitudes beyond the Mercator limit are clamped.
    ///
    /// - Parameter region: A region.
    public init(_ region: CoordinateRegion) {
        self.init(region.boundingBox)
    }
}
