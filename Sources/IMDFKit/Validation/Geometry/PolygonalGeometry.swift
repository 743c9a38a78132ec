import GeoJSON

/// A Polygon or MultiPolygon feature geometry as planar geometry, with the words and JSON paths the polygon
/// validity rules use to point at its parts and rings.
struct PolygonalGeometry {
    /// The feature.
    let handle: AnyFeatureHandle
    /// The area, one part per polygon (one for a Polygon).
    let area: PlanarMultiPolygon
    /// Whether the geometry is a MultiPolygon (its coordinates then have one more level).
    let isMultiPolygon: Bool

    /// The JSON path of a part (`["geometry", "coordinates", part]`, or the coordinates of a Polygon), or
    /// of one of its rings.
    func path(part: Int, ring: Int? = nil) -> JSONPath {
        var path: JSONPath = ["geometry", "coordinates"]
        if isMultiPolygon { path = path.appending(index: part) }
        if let ring { path = path.appending(index: ring) }
        return path
    }

    /// "part 2: " before a message about the rings of one part of a MultiPolygon; empty for a Polygon.
    func partPrefix(_ part: Int) -> String {
        isMultiPolygon ? "part \(part): " : ""
    }

    /// "the exterior ring" or "hole 2".
    static func ringName(_ ring: Int) -> String {
        ring == 0 ? "the exterior ring" : "hole \(ring)"
    }

    /// A position as GeoJSON writes it, rounded to 1e-9° (about 0.1 mm): `[30.3716789, 60.0004567]`.
    static func positionText(_ point: PlanarPoint) -> String {
        func rounded(_ value: Double) -> Double { (value * 1e9).rounded() / 1e9 }
        return "[\(rounded(point.x)), \(rounded(point.y))]"
    }
}

extension ValidationContext {
    /// Calls `body` with every Polygon and MultiPolygon geometry of the IMDF feature files that `include`
    /// accepts (a cheap look at the GeoJSON, before any planar geometry is built), in file order.
    ///
    /// Extension files are not visited, and neither are geometries the GeoJSON layer rejects (a ring of
    /// fewer than four positions, or not closed), as with ``FeatureShape``.
    func forEachPolygonalGeometry(where include: (Geometry) -> Bool, _ body: (PolygonalGeometry) -> Void) {
        for type in IMDF.FeatureType.allCases {
            for (index, feature) in rawFeatures(of: type).enumerated() {
                guard let geometry = feature.geometry, include(geometry),
                    case .area(let area)? = FeatureShape(geometry)
                else { continue }
                let isMultiPolygon = if case .multiPolygon = geometry { true } else { false }
                body(
                    PolygonalGeometry(
                        handle: AnyFeatureHandle(type: type, index: index), area: area, isMultiPolygon: isMultiPolygon))
            }
        }
    }
}

extension Geometry {
    /// Whether a Polygon, or some polygon of a MultiPolygon, has more than one ring.
    var hasHoles: Bool {
        switch self {
        case .polygon(let polygon):
            return polygon.ringOffsets.count > 2
        case .multiPolygon(let multiPolygon):
            let starts = multiPolygon.polygonOffsets
            return starts.indices.dropLast().contains { starts[$0 + 1] - starts[$0] > 1 }
        default:
            return false
        }
    }

    /// Whether the geometry is a MultiPolygon of more than one polygon.
    var hasSeveralPolygons: Bool {
        if case .multiPolygon(let multiPolygon) = self { return multiPolygon.polygonOffsets.count > 2 }
        return false
    }
}
