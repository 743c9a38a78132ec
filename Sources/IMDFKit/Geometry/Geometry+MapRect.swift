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

extension VenueGraph {
    /// The map rectangle covering a level: its own geometry together with every unit on it.
    ///
    /// Units are included because a level polygon is sometimes drawn smaller than the rooms it holds (or is
    /// missing); the union is what a map must show to draw the whole floor.
    ///
    /// - Parameter level: A level of this graph's archive.
    /// - Returns: ``MapRect/null`` when neither the level nor its units have geometry.
    /// - Complexity: O(*n*) in the positions of the level and its units.
    public func boundingMapRect(of level: LevelHandle) -> MapRect {
        units(on: level).reduce(self[level].boundingMapRect) { $0.union(self[$1].boundingMapRect) }
    }

    /// The box in degrees covering a level and every unit on it, computed from the coordinates as written
    /// (not through the Web Mercator projection, so the edges are exactly the extreme coordinates).
    ///
    /// - Parameter level: A level of this graph's archive.
    /// - Returns: `nil` when neither the level nor its units have geometry.
    public func geographicBoundingBox(of level: LevelHandle) -> GeographicBoundingBox? {
        var extent = LongitudeLatitudeExtent()
        for geometry in [self[level].geometry] + units(on: level).map({ self[$0].geometry }) {
            if let geometry { extent.add(geometry) }
        }
        return extent.geographicBoundingBox
    }

    /// The map rectangle covering the whole venue: the venue feature and every level with its units.
    ///
    /// - Complexity: O(*n*) in the positions of the venue, levels and units.
    public var boundingMapRect: MapRect {
        let venues = archive.venues.reduce(MapRect.null) { $0.union($1.boundingMapRect) }
        return handles(of: IMDF.LevelProperties.self).reduce(venues) { $0.union(boundingMapRect(of: $1)) }
    }
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
