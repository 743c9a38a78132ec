/// The affine map between the Web Mercator plane and a viewport's pixels, at one scale and offset
/// (what `MKMapView.convert(_:toPointTo:)` and `convert(_:toCoordinateFrom:)` compute).
///
/// A map point *p* appears at pixel `(p − origin) × pixelsPerMapPoint`; both planes have y growing
/// downward (southward), so no axis is flipped. Coordinates go through ``MapPoint/init(_:)``
/// and ``MapPoint/coordinate``, with their clamping and no wrapping.
public struct ViewportTransform: Hashable, Sendable {
    /// The map point shown at the viewport's top-left pixel (0, 0).
    public var origin: MapPoint
    /// The scale: pixels per map point, greater than zero.
    public var pixelsPerMapPoint: Double

    /// A transform from the map point at the top-left pixel and a scale.
    ///
    /// - Parameters:
    ///   - origin: The map point at pixel (0, 0).
    ///   - pixelsPerMapPoint: Pixels per map point; expected finite and greater than zero.
    public init(origin: MapPoint, pixelsPerMapPoint: Double) {
        self.origin = origin
        self.pixelsPerMapPoint = pixelsPerMapPoint
    }

    /// The web-map zoom level of this scale: log₂ of the world's width in pixels over 256,
    /// the tile size (`log2(pixelsPerMapPoint × 268435456 / 256)`).
    ///
    /// Zoom 0 shows the world in one 256-pixel tile; each level doubles the scale. Zoom 20 is
    /// about 0.15 m per pixel at the equator, a typical indoor-map scale.
    public var zoomLevel: Double { CMath.log2(pixelsPerMapPoint * MapProjection.worldSize / 256) }

    /// The scale of a web-map zoom level, the inverse of ``zoomLevel``.
    ///
    /// - Parameter zoomLevel: A zoom level; 0 shows the world in one 256-pixel tile.
    /// - Returns: Pixels per map point.
    public static func pixelsPerMapPoint(atZoomLevel zoomLevel: Double) -> Double {
        CMath.exp2(zoomLevel) * 256 / MapProjection.worldSize
    }

    /// The pixel at which a map point appears (`MKMapView.convert(_:toPointTo:)` for a map point).
    ///
    /// - Parameter point: A map point.
    /// - Returns: Its position in the viewport; outside the viewport's bounds when not visible.
    public func pixel(for point: MapPoint) -> PixelPoint {
        PixelPoint(x: (point.x - origin.x) * pixelsPerMapPoint, y: (point.y - origin.y) * pixelsPerMapPoint)
    }

    /// The pixel at which a coordinate appears (`MKMapView.convert(_:toPointTo:)`).
    ///
    /// - Parameter coordinate: A WGS 84 coordinate.
    /// - Returns: Its position in the viewport; outside the viewport's bounds when not visible.
    public func pixel(for coordinate: Coordinate) -> PixelPoint { pixel(for: MapPoint(coordinate)) }

    /// The map point shown at a pixel, the inverse of ``pixel(for:)-(MapPoint)``.
    ///
    /// - Parameter pixel: A position in the viewport.
    /// - Returns: The map point under it.
    public func mapPoint(for pixel: PixelPoint) -> MapPoint {
        MapPoint(x: origin.x + pixel.x / pixelsPerMapPoint, y: origin.y + pixel.y / pixelsPerMapPoint)
    }

    /// The coordinate shown at a pixel (`MKMapView.convert(_:toCoordinateFrom:)`).
    ///
    /// - Parameter pixel: A position in the viewport.
    /// - Returns: The coordinate under it.
    public func coordinate(for pixel: PixelPoint) -> Coordinate { mapPoint(for: pixel).coordinate }

    /// How many pixels a ground distance spans at a latitude: for an accuracy circle's radius or a
    /// scale bar.
    ///
    /// Mercator's scale varies with latitude, so the latitude of the thing drawn matters (a venue's
    /// own latitude is precise enough across a venue).
    ///
    /// - Parameters:
    ///   - meters: A distance on the ground.
    ///   - latitude: The latitude, in degrees, at which it is drawn.
    /// - Returns: The distance in pixels.
    public func pixels(forMeters meters: Double, atLatitude latitude: Double) -> Double {
        meters * MapProjection.mapPointsPerMeter(atLatitude: latitude) * pixelsPerMapPoint
    }

    /// How many meters on the ground a pixel distance spans at a latitude, the inverse of
    /// ``pixels(forMeters:atLatitude:)``.
    ///
    /// - Parameters:
    ///   - pixels: A distance in pixels.
    ///   - latitude: The latitude, in degrees, at which it is measured.
    /// - Returns: The distance in meters.
    public func meters(forPixels pixels: Double, atLatitude latitude: Double) -> Double {
        pixels / pixelsPerMapPoint * MapProjection.metersPerMapPoint(atLatitude: latitude)
    }
}
