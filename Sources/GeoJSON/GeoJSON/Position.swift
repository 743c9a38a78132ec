/// One RFC 7946 position (§3.1.1): longitude, latitude, an optional altitude, and any further numbers.
///
/// RFC 7946 says implementations SHOULD NOT extend positions beyond three numbers, but they
/// MAY occur; they are kept in ``extra`` (and diagnosed) rather than dropped.
public struct Position: Hashable, Sendable, CustomStringConvertible {
    /// Longitude (easting) in decimal degrees, WGS 84.
    public var longitude: Double
    /// Latitude (northing) in decimal degrees, WGS 84.
    public var latitude: Double
    /// Height in metres above or below the WGS 84 ellipsoid, when given.
    public var altitude: Double?
    /// Numbers after the altitude, kept as written. Empty when `altitude` is `nil`.
    public var extra: [Double]

    /// Creates a position.
    ///
    /// - Precondition: `extra` is empty when `altitude` is `nil`.
    public init(longitude: Double, latitude: Double, altitude: Double? = nil, extra: [Double] = []) {
        precondition(altitude != nil || extra.isEmpty, "a position cannot have extra numbers without an altitude")
        self.longitude = longitude
        self.latitude = latitude
        self.altitude = altitude
        self.extra = extra
    }

    /// Creates a position from `longitude, latitude[, altitude, …]` (for literals in code).
    ///
    /// - Precondition: at least two numbers.
    public init(_ numbers: Double...) {
        precondition(numbers.count >= 2, "a position needs at least longitude and latitude")
        self.init(
            longitude: numbers[0], latitude: numbers[1], altitude: numbers.count > 2 ? numbers[2] : nil,
            extra: numbers.count > 3 ? Array(numbers[3...]) : [])
    }

    /// The numbers beyond longitude and latitude: altitude first, then the extras.
    public var numbersAfterLatitude: [Double] {
        guard let altitude else { return [] }
        return [altitude] + extra
    }

    /// `[lon, lat(, alt…)]`.
    public var description: String {
        "[" + ([longitude, latitude] + numbersAfterLatitude).map { "\($0)" }.joined(separator: ", ") + "]"
    }
}
