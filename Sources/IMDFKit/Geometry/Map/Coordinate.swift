/// A WGS 84 position in degrees: latitude north, longitude east (CoreLocation's `CLLocationCoordinate2D`).
///
/// Note the order: GeoJSON writes positions as `[longitude, latitude]`, while this type, like
/// CoreLocation, names latitude first. Values are not normalised; ``isValid`` says whether they lie
/// in range.
public struct Coordinate: Hashable, Sendable, CustomStringConvertible {
    /// Degrees north of the equator, in [-90, 90] when valid.
    public var latitude: Double
    /// Degrees east of the prime meridian, in [-180, 180] when valid.
    public var longitude: Double

    /// A coordinate from a latitude and a longitude in degrees (`CLLocationCoordinate2DMake`).
    ///
    /// - Parameters:
    ///   - latitude: Degrees north of the equator.
    ///   - longitude: Degrees east of the prime meridian.
    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }

    /// Whether the latitude lies in [-90, 90] and the longitude in [-180, 180]
    /// (CoreLocation's `CLLocationCoordinate2DIsValid`). NaN is never valid.
    public var isValid: Bool {
        (-90.0...90.0).contains(latitude) && (-180.0...180.0).contains(longitude)
    }

    /// `latitude, longitude`, as a map search box would take it.
    public var description: String { "\(latitude), \(longitude)" }
}
