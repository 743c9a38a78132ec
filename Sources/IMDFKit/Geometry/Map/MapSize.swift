/// A width and height on the Web Mercator plane, in map points (MapKit's `MKMapSize`).
public struct MapSize: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal extent in map points.
    public var width: Double
    /// The vertical extent in map points.
    public var height: Double

    /// A size from a width and a height in map points (`MKMapSizeMake`).
    ///
    /// - Parameters:
    ///   - width: The horizontal extent in map points.
    ///   - height: The vertical extent in map points.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The size of the whole projected world, 268,435,456 map points square (`MKMapSize.world`, `MKMapSizeWorld`).
    public static let world = MapSize(width: MapProjection.worldSize, height: MapProjection.worldSize)

    /// `width × height`.
    public var description: String { "\(width) × \(height)" }
}
