import GeoJSON

extension Geometry {
    /// The polygonal area of a Polygon or MultiPolygon as planar geometry over longitude/latitude degrees;
    /// nil for other geometry types.
    public var planarArea: PlanarMultiPolygon? {
        switch self {
        case .polygon(let polygon):
            return PlanarMultiPolygon(PlanarPolygon(polygon))
        case .multiPolygon(let multiPolygon):
            return PlanarMultiPolygon(parts: multiPolygon.polygons.map(PlanarPolygon.init))
        default:
            return nil
        }
    }

    /// The lines of a LineString or MultiLineString as planar polylines; nil for other types.
    package var planarLines: [PlanarPolyline]? {
        switch self {
        case .lineString(let line):
            return [PlanarPolyline(coordinates: Array(line.xy))]
        case .multiLineString(let lines):
            return lines.lines.map { PlanarPolyline(coordinates: Array($0.xy)) }
        default:
            return nil
        }
    }

    /// The point of a Point geometry.
    package var planarPoint: PlanarPoint? {
        if case .point(let point) = self {
            return PlanarPoint(x: point.position.longitude, y: point.position.latitude)
        }
        return nil
    }
}

extension PlanarPolygon {
    /// The polygon's rings as planar rings over longitude/latitude degrees (exterior first).
    package init(_ polygon: GeoJSON.Polygon) {
        // GeoJSON's offsets end with the end of the last ring; a planar polygon takes ring starts only.
        self.init(coordinates: polygon.xy, ringStarts: Array(polygon.ringOffsets.dropLast()))
    }
}
