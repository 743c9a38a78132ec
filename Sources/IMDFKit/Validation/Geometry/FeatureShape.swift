import GeoJSON

/// A feature's geometry as planar geometry for the spatial rules: a polygonal area, lines or a point.
///
/// Only geometry the GeoJSON layer found sound is represented: a polygon with a ring of fewer than four
/// positions or a ring that is not closed, or a line of fewer than two positions, gives no shape (those
/// are reported by the GeoJSON structure checks, and measuring them would only add noise).
enum FeatureShape: Sendable {
    /// A Polygon or MultiPolygon.
    case area(PlanarMultiPolygon)
    /// A LineString or MultiLineString.
    case lines([PlanarPolyline])
    /// A Point.
    case point(PlanarPoint)

    /// The shape of a geometry, or nil when it is missing, of another type, or structurally broken.
    init?(_ geometry: Geometry?) {
        guard let geometry else { return nil }
        switch geometry {
        case .polygon(let polygon):
            guard Self.isSound(polygon.rings) else { return nil }
            self = .area(PlanarMultiPolygon(PlanarPolygon(polygon)))
        case .multiPolygon(let multiPolygon):
            guard Self.isSound(multiPolygon.allRings) else { return nil }
            self = .area(PlanarMultiPolygon(parts: multiPolygon.polygons.map(PlanarPolygon.init)))
        case .lineString(let line):
            guard line.storage.count >= 2 else { return nil }
            self = .lines([PlanarPolyline(coordinates: line.xy)])
        case .multiLineString(let lines):
            guard !lines.lines.isEmpty, lines.lines.allSatisfy({ $0.count >= 2 }) else { return nil }
            self = .lines(lines.lines.map { PlanarPolyline(coordinates: Array($0.xy)) })
        case .point(let point):
            self = .point(PlanarPoint(x: point.position.longitude, y: point.position.latitude))
        case .multiPoint, .geometryCollection:
            return nil
        }
    }

    /// The polygonal area, when the shape is one.
    var area: PlanarMultiPolygon? {
        if case .area(let area) = self { return area }
        return nil
    }

    /// The point, when the shape is one.
    var point: PlanarPoint? {
        if case .point(let point) = self { return point }
        return nil
    }

    /// The bounding box in degrees.
    var bounds: PlanarBox {
        switch self {
        case .area(let area): area.bounds
        case .lines(let lines): lines.reduce(PlanarBox.empty) { $0.union($1.bounds) }
        case .point(let point): PlanarBox(point, point)
        }
    }

    /// The distance in metres from `point` to the shape: 0 inside or on an area, otherwise to the nearest
    /// edge, line or point.
    ///
    /// - Complexity: O(*n*) in the number of positions.
    func distance(from point: PlanarPoint) -> Double {
        switch self {
        case .area(let area): area.distance(from: point)
        case .lines(let lines): lines.reduce(Double.infinity) { min($0, $1.distance(from: point)) }
        case .point(let other): LocalProjection(origin: point).distance(point, other)
        }
    }

    /// A point that stands for the shape: for an area, its centroid when that lies inside, otherwise the
    /// first vertex of the exterior of the largest part (on the boundary, so still "in" it); for lines,
    /// their first point.
    var representativePoint: PlanarPoint? {
        switch self {
        case .point(let point):
            return point
        case .lines(let lines):
            return lines.first { $0.pointCount > 0 }?.point(at: 0)
        case .area(let area):
            guard let largest = area.parts.max(by: { $0.planarArea < $1.planarArea }), largest.pointCount > 0 else {
                return nil
            }
            if let centroid = largest.centroid, largest.location(of: centroid) == .inside { return centroid }
            return largest.point(at: 0)
        }
    }

    /// Rings of at least four positions whose last position equals the first.
    private static func isSound(_ rings: PositionListCollection) -> Bool {
        guard !rings.isEmpty else { return false }
        for ring in rings {
            guard ring.count >= 4 else { return false }
            let xy = ring.xy
            let first = xy.startIndex
            let last = xy.endIndex - 2
            guard xy[first] == xy[last], xy[first + 1] == xy[last + 1] else { return false }
        }
        return true
    }
}
