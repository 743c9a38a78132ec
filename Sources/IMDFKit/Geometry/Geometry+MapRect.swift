import GeoJSON

extension Geometry {
    /// The smallest map rectangle containing every position of the geometry (`MKOverlay.boundingMapRect`).
    ///
    /// Positions with a non-finite component are skipped; a geometry without usable positions gives
    /// ``MapRect/null``. Only the extreme longitudes and latitudes are projected.
    ///
    /// - Complexity: O(*n*) in the number of positions.
    public var boundingMapRect: MapRect { MapRect(boundingLongitudeLatitude: allXY) }

    /// The geographic box (`[west, south, east, north]`) of every position, or `nil` when there is none.
    ///
    /// - Complexity: O(*n*) in the number of positions.
    public var geographicBoundingBox: GeographicBoundingBox? {
        var extent = LongitudeLatitudeExtent()
        extent.add(self)
        return extent.geographicBoundingBox
    }
}

extension Feature {
    /// The bounding map rectangle of the feature's geometry; ``MapRect/null`` for a feature without one.
    public var boundingMapRect: MapRect { geometry?.boundingMapRect ?? .null }
}

extension LongitudeLatitudeExtent {
    /// Adds every position of a geometry.
    mutating func add(_ geometry: Geometry) {
        let values = geometry.allXY
        var index = 0
        while index + 1 < values.count {
            add(longitude: values[index], latitude: values[index + 1])
            index += 2
        }
    }

    /// The extent as a box, or `nil` when nothing was added.
    var geographicBoundingBox: GeographicBoundingBox? {
        guard west <= east else { return nil }
        return GeographicBoundingBox(west: west, south: south, east: east, north: north)
    }
}
