/// An RFC 7946 bounding box (§5): west, south, east, north, with optional lowest and highest altitude.
///
/// The numbers are kept as written (`[west, south, east, north]` or
/// `[west, south, minAltitude, east, north, maxAltitude]`). A box whose west is greater than
/// its east crosses the antimeridian (§5.2).
public struct BoundingBox: Hashable, Sendable {
    /// The 4 or 6 numbers in RFC 7946 order.
    public let values: [Double]

    /// Creates a 2D box.
    public init(west: Double, south: Double, east: Double, north: Double) {
        values = [west, south, east, north]
    }

    /// Creates a 3D box.
    public init(west: Double, south: Double, minAltitude: Double, east: Double, north: Double, maxAltitude: Double) {
        values = [west, south, minAltitude, east, north, maxAltitude]
    }

    /// Creates a box from 4 or 6 numbers in RFC 7946 order; `nil` for any other count.
    public init?(values: [Double]) {
        guard values.count == 4 || values.count == 6 else { return nil }
        self.values = values
    }

    /// Whether the box has altitudes.
    public var is3D: Bool { values.count == 6 }
    /// The westmost longitude.
    public var west: Double { values[0] }
    /// The southmost latitude.
    public var south: Double { values[1] }
    /// The eastmost longitude.
    public var east: Double { is3D ? values[3] : values[2] }
    /// The northmost latitude.
    public var north: Double { is3D ? values[4] : values[3] }
    /// The lowest altitude, for a 3D box.
    public var minAltitude: Double? { is3D ? values[2] : nil }
    /// The highest altitude, for a 3D box.
    public var maxAltitude: Double? { is3D ? values[5] : nil }

    /// Whether a longitude/latitude lies inside (edges included), honouring antimeridian crossing.
    public func contains(longitude: Double, latitude: Double) -> Bool {
        guard latitude >= south && latitude <= north else { return false }
        if west <= east { return longitude >= west && longitude <= east }
        return longitude >= west || longitude <= east
    }

    /// Whether every position of interleaved longitude/latitude doubles lies inside.
    public func contains(xy: some Collection<Double>) -> Bool {
        var iterator = xy.makeIterator()
        while let longitude = iterator.next(), let latitude = iterator.next() {
            if !contains(longitude: longitude, latitude: latitude) { return false }
        }
        return true
    }
}
