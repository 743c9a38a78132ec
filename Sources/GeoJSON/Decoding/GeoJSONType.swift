/// The nine RFC 7946 type names.
enum GeoJSONType: String {
    case featureCollection = "FeatureCollection"
    case feature = "Feature"
    case point = "Point"
    case multiPoint = "MultiPoint"
    case lineString = "LineString"
    case multiLineString = "MultiLineString"
    case polygon = "Polygon"
    case multiPolygon = "MultiPolygon"
    case geometryCollection = "GeometryCollection"

    var isGeometry: Bool { self != .featureCollection && self != .feature }

    /// The nesting depth of positions in `coordinates` (Point 0 … MultiPolygon 3).
    var positionDepth: Int? {
        switch self {
        case .point: 0
        case .multiPoint, .lineString: 1
        case .multiLineString, .polygon: 2
        case .multiPolygon: 3
        default: nil
        }
    }
}
