/// An axis-aligned rectangle on the Web Mercator plane, in map points (MapKit's `MKMapRect`).
///
/// The origin is the north-west corner (smallest x and y); the size grows east and south.
/// A rectangle with an infinite origin is the *null* rectangle (``null``, MapKit's `MKMapRect.null`):
/// the identity of ``union(_:)`` and the result of an empty ``intersection(_:)``.
///
/// Rectangles do not wrap around the antimeridian: a set of points either side of 180° gives a
/// rectangle spanning nearly the whole world. IMDF venues are a few kilometres across, so this only
/// matters for venues on the antimeridian, and handling such a rectangle is the caller's concern.
/// Set operations live in `MapRect+Operations.swift`, bounding rectangles in `MapRect+Bounding.swift`.
public struct MapRect: Hashable, Sendable, CustomStringConvertible {
    /// The north-west corner.
    public var origin: MapPoint
    /// The extent east and south of the origin.
    public var size: MapSize

    /// A rectangle from its north-west corner and its size (`MKMapRect(origin:size:)`).
    ///
    /// - Parameters:
    ///   - origin: The north-west corner.
    ///   - size: The extent east and south of the origin; expected non-negative.
    public init(origin: MapPoint, size: MapSize) {
        self.origin = origin
        self.size = size
    }

    /// A rectangle from its north-west corner and its size (`MKMapRectMake`).
    ///
    /// - Parameters:
    ///   - x: The west edge.
    ///   - y: The north edge.
    ///   - width: The extent east of `x`.
    ///   - height: The extent south of `y`.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: MapPoint(x: x, y: y), size: MapSize(width: width, height: height))
    }

    /// The whole projected world: origin (0, 0), size ``MapSize/world`` (`MKMapRect.world`, `MKMapRectWorld`).
    public static let world = MapRect(origin: MapPoint(x: 0, y: 0), size: .world)

    /// The null rectangle: origin at +∞, size zero (`MKMapRect.null`, `MKMapRectNull`).
    ///
    /// It contains nothing, intersects nothing, and is the identity of ``union(_:)``.
    public static let null = MapRect(origin: MapPoint(x: .infinity, y: .infinity), size: MapSize(width: 0, height: 0))

    /// Whether this is the null rectangle: its origin is infinite (`MKMapRect.isNull`, `MKMapRectIsNull`).
    public var isNull: Bool { origin.x.isInfinite || origin.y.isInfinite }

    /// Whether the rectangle is null or has no area (`MKMapRect.isEmpty`, `MKMapRectIsEmpty`).
    ///
    /// The bounding rectangle of a single point is empty but not null.
    public var isEmpty: Bool { isNull || size.width == 0 || size.height == 0 }

    /// The west edge (`MKMapRect.minX`).
    public var minX: Double { origin.x }
    /// The east–west centre (`MKMapRect.midX`).
    public var midX: Double { origin.x + size.width / 2 }
    /// The east edge (`MKMapRect.maxX`).
    public var maxX: Double { origin.x + size.width }
    /// The north edge (`MKMapRect.minY`).
    public var minY: Double { origin.y }
    /// The north–south centre (`MKMapRect.midY`).
    public var midY: Double { origin.y + size.height / 2 }
    /// The south edge (`MKMapRect.maxY`).
    public var maxY: Double { origin.y + size.height }
    /// The width in map points (`MKMapRect.width`).
    public var width: Double { size.width }
    /// The height in map points (`MKMapRect.height`).
    public var height: Double { size.height }
    /// The centre point (`MKMapPoint(x: rect.midX, y: rect.midY)`).
    public var center: MapPoint { MapPoint(x: midX, y: midY) }

    /// `{origin, size}`, or `null`.
    public var description: String { isNull ? "null" : "{\(origin), \(size)}" }
}
