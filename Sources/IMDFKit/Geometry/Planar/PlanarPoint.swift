/// A point in the plane of longitude and latitude degrees.
///
/// `x` is the longitude and `y` the latitude, both in WGS84 degrees, as in GeoJSON. Indoor venues are
/// small, so the planar predicates (containment, orientation, self-intersection) work directly on these
/// values; metric results go through a local projection (meters per degree at the venue).
public struct PlanarPoint: Hashable, Sendable {
    /// The longitude in degrees.
    public var x: Double
    /// The latitude in degrees.
    public var y: Double

    /// Creates a point from its longitude (`x`) and latitude (`y`) in degrees.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

extension PlanarPoint: CustomStringConvertible {
    /// The point as `(x, y)`.
    public var description: String { "(\(x), \(y))" }
}
