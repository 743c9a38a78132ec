/// An RFC 7946 GeometryCollection (§3.1.8): any geometries, nested collections included.
public struct GeometryCollection: Hashable, Sendable {
    /// The member geometries, in order.
    public var geometries: [Geometry]
    /// The geometry's own `bbox`, when given.
    public var bbox: BoundingBox?
    /// Members other than `type`, `geometries` and `bbox`, in document order.
    public var foreignMembers: JSONObject

    /// Creates a geometry collection.
    public init(_ geometries: [Geometry], bbox: BoundingBox? = nil, foreignMembers: JSONObject = [:]) {
        self.geometries = geometries
        self.bbox = bbox
        self.foreignMembers = foreignMembers
    }
}
