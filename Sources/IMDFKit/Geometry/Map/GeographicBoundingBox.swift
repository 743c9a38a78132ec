/// A rectangle in degrees: west and east longitudes, south and north latitudes.
///
/// The geographic counterpart of ``MapRect`` and the shape of a GeoJSON `bbox`
/// (`[west, south, east, north]`). MapKit has no direct analogue; it is the corner form of an
/// `MKCoordinateRegion`. Like ``MapRect`` it does not wrap: `west` is expected not to exceed `east`.
public struct GeographicBoundingBox: Hashable, Sendable, CustomStringConvertible {
    /// The western longitude in degrees.
    public var west: Double
    /// The southern latitude in degrees.
    public var south: Double
    /// The eastern longitude in degrees.
    public var east: Double
    /// The northern latitude in degrees.
    public var north: Double

    /// A box from its four edges in degrees, in GeoJSON `bbox` order.
    ///
    /// - Parameters:
    ///   - west: The western longitude.
    ///   - south: The southern latitude.
    ///   - east: The eastern longitude.
    ///   - north: The northern latitude.
    public init(west: Double, south: Double, east: Double, north: Double) {
        self.west = west
        self.south = south
        self.east = east
        self.north = north
    }

    /// The box covering a map rectangle, or `nil` for the null rectangle.
    ///
    /// The north-west corner of the rectangle gives `north` and `west`, the south-east corner
    /// `south` and `east` (each through `MKMapPoint.coordinate`).
    ///
    /// - Parameter rect: A map rectangle.
    public init?(_ rect: MapRect) {
        if rect.isNull { return nil }
        let northWest = rect.origin.coordinate
        let southEast = MapPoint(x: rect.maxX, y: rect.maxY).coordinate
        self.init(
            west: northWest.longitude, south: southEast.latitude, east: southEast.longitude, north: northWest.latitude)
    }

    /// The south-west corner.
    public var southWest: Coordinate { Coordinate(latitude: south, longitude: west) }
    /// The north-east corner.
    public var northEast: Coordinate { Coordinate(latitude: north, longitude: east) }

    /// Whether a coordinate lies within the box, edges included.
    ///
    /// - Parameter coordinate: The coordinate to test.
    /// - Returns: `true` when `south ≤ latitude ≤ north` and `west ≤ longitude ≤ east`.
    public func contains(_ coordinate: Coordinate) -> Bool {
        coordinate.latitude >= south && coordinate.latitude <= north
            && coordinate.longitude >= west && coordinate.longitude <= east
    }

    /// `[west, south, east, north]`, the GeoJSON `bbox` order.
    public var description: String { "[\(west), \(south), \(east), \(north)]" }
}

extension MapRect {
    /// The map rectangle covering a geographic box.
    ///
    /// Latitudes beyond the Mercator limit are clamped as in ``MapPoint/init(_:)``. Swapped edges
    /// are put in order; a box with a non-finite edge gives ``null``.
    ///
    /// - Parameter box: A box in degrees.
    public init(_ box: GeographicBoundingBox) {
        guard box.west.isFinite, box.south.isFinite, box.east.isFinite, box.north.isFinite else {
            self = .null
            return
        }
        var extent = LongitudeLatitudeExtent()
        extent.add(longitude: box.west, latitude: box.south)
        extent.add(longitude: box.east, latitude: box.north)
        self = extent.mapRect
    }
}
