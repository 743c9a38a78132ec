/// Any RFC 7946 geometry object (§3.1).
public enum Geometry: Hashable, Sendable {
    case point(Point)
    case multiPoint(MultiPoint)
    case lineString(LineString)
    case multiLineString(MultiLineString)
    case polygon(Polygon)
    case multiPolygon(MultiPolygon)
    case geometryCollection(GeometryCollection)

    /// The RFC 7946 `type` string: `Point`, `MultiPoint`, ….
    public var typeName: String {
        switch self {
        case .point: "Point"
        case .multiPoint: "MultiPoint"
        case .lineString: "LineString"
        case .multiLineString: "MultiLineString"
        case .polygon: "Polygon"
        case .multiPolygon: "MultiPolygon"
        case .geometryCollection: "GeometryCollection"
        }
    }

    /// The geometry's own `bbox`, when given.
    public var bbox: BoundingBox? {
        switch self {
        case .point(let value): value.bbox
        case .multiPoint(let value): value.bbox
        case .lineString(let value): value.bbox
        case .multiLineString(let value): value.bbox
        case .polygon(let value): value.bbox
        case .multiPolygon(let value): value.bbox
        case .geometryCollection(let value): value.bbox
        }
    }

    /// The geometry's foreign members, in document order.
    public var foreignMembers: JSONObject {
        switch self {
        case .point(let value): value.foreignMembers
        case .multiPoint(let value): value.foreignMembers
        case .lineString(let value): value.foreignMembers
        case .multiLineString(let value): value.foreignMembers
        case .polygon(let value): value.foreignMembers
        case .multiPolygon(let value): value.foreignMembers
        case .geometryCollection(let value): value.foreignMembers
        }
    }

    /// Interleaved longitude, latitude of every position (collections: every member's, in order).
    public var allXY: [Double] {
        switch self {
        case .point(let value): [value.position.longitude, value.position.latitude]
        case .multiPoint(let value): value.xy
        case .lineString(let value): value.xy
        case .multiLineString(let value): value.xy
        case .polygon(let value): value.xy
        case .multiPolygon(let value): value.xy
        case .geometryCollection(let value): value.geometries.flatMap(\.allXY)
        }
    }
}
