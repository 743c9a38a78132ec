import GeoJSON

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
        // Geometry read in place in the archive's arrays: `self[unit]` would copy each whole feature (a
        // retain and a release per reference in it) to read one member.
        var rect = archive.levels[level.index].boundingMapRect
        for unit in unitsByLevel[level.index] {
            // Through `geometry`: the feature's own `boundingMapRect` took a copy of the whole feature per unit.
            rect = rect.union(archive.units[unit.index].geometry?.boundingMapRect ?? .null)
        }
        return rect
    }

    /// The box in degrees covering a level and every unit on it, computed from the coordinates as written
    /// (not through the Web Mercator projection, so the edges are exactly the extreme coordinates).
    ///
    /// - Parameter level: A level of this graph's archive.
    /// - Returns: `nil` when neither the level nor its units have geometry.
    public func geographicBoundingBox(of level: LevelHandle) -> GeographicBoundingBox? {
        var extent = LongitudeLatitudeExtent()
        if let geometry = archive.levels[level.index].geometry { extent.add(geometry) }
        for unit in unitsByLevel[level.index] {
            if let geometry = archive.units[unit.index].geometry { extent.add(geometry) }
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
