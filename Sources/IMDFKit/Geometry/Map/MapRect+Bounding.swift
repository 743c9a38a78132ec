/// Bounding rectangles of points, coordinates and flat longitude/latitude storage.
///
/// Each initializer gives ``MapRect/null`` for no input, and a rectangle without area for one
/// point. Like every ``MapRect``, the result does not wrap around the antimeridian.
extension MapRect {
    /// The smallest rectangle containing every map point (the union of one-point `MKMapRect`s).
    ///
    /// Points with a non-finite component are skipped.
    ///
    /// - Parameter points: The points to bound.
    /// - Complexity: O(*n*).
    public init(bounding points: some Sequence<MapPoint>) {
        var minX = Double.infinity
        var minY = Double.infinity
        var maxX = -Double.infinity
        var maxY = -Double.infinity
        for point in points where point.x.isFinite && point.y.isFinite {
            minX = Swift.min(minX, point.x)
            maxX = Swift.max(maxX, point.x)
            minY = Swift.min(minY, point.y)
            maxY = Swift.max(maxY, point.y)
        }
        self = minX <= maxX ? MapRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) : .null
    }

    /// The smallest rectangle containing the map point of every coordinate.
    ///
    /// Coordinates with a non-finite component are skipped; latitudes beyond the Mercator limit
    /// are clamped as in ``MapPoint/init(_:)``.
    ///
    /// - Parameter coordinates: The coordinates to bound.
    /// - Complexity: O(*n*), projecting only the two extreme corners.
    public init(bounding coordinates: some Sequence<Coordinate>) {
        var box = LongitudeLatitudeExtent()
        for coordinate in coordinates { box.add(longitude: coordinate.longitude, latitude: coordinate.latitude) }
        self = box.mapRect
    }

    /// The smallest rectangle containing interleaved longitude, latitude pairs, as GeoJSON and
    /// the flat coordinate storage of our geometries hold them: `[lon₀, lat₀, lon₁, lat₁, …]`.
    ///
    /// A trailing unpaired value is ignored, and pairs with a non-finite value are skipped.
    /// Because the projection is monotonic in each axis, only the extreme longitudes and latitudes
    /// are projected, not every pair.
    ///
    /// - Parameter values: Longitudes and latitudes in degrees, alternating, longitude first.
    /// - Complexity: O(*n*).
    public init(boundingLongitudeLatitude values: some Sequence<Double>) {
        var box = LongitudeLatitudeExtent()
        var iterator = values.makeIterator()
        while let longitude = iterator.next(), let latitude = iterator.next() {
            box.add(longitude: longitude, latitude: latitude)
        }
        self = box.mapRect
    }

    /// The smallest rectangle containing interleaved longitude, latitude pairs in a buffer.
    ///
    /// The same as ``init(boundingLongitudeLatitude:)-(Sequence<Double>)`` for contiguous storage,
    /// without iterator overhead.
    ///
    /// - Parameter values: Longitudes and latitudes in degrees, alternating, longitude first.
    /// - Complexity: O(*n*).
    public init(boundingLongitudeLatitude values: UnsafeBufferPointer<Double>) {
        var box = LongitudeLatitudeExtent()
        var index = 0
        while index + 1 < values.count {
            box.add(longitude: values[index], latitude: values[index + 1])
            index += 2
        }
        self = box.mapRect
    }
}

/// The running extremes of longitudes and latitudes, projected to a map rectangle at the end.
struct LongitudeLatitudeExtent {
    var west = Double.infinity, east = -Double.infinity
    var south = Double.infinity, north = -Double.infinity

    mutating func add(longitude: Double, latitude: Double) {
        guard longitude.isFinite, latitude.isFinite else { return }
        west = min(west, longitude)
        east = max(east, longitude)
        south = min(south, latitude)
        north = max(north, latitude)
    }

    var mapRect: MapRect {
        guard west <= east else { return .null }
        let northWest = MapPoint(Coordinate(latitude: north, longitude: west))
        let southEast = MapPoint(Coordinate(latitude: south, longitude: east))
        return MapRect(
            x: northWest.x, y: northWest.y, width: southEast.x - northWest.x, height: southEast.y - northWest.y)
    }
}
