/// An RFC 7946 Point (§3.1.2): one position.
public struct Point: Hashable, Sendable {
    /// The position.
    public var position: Position
    /// The geometry's own `bbox`, when given.
    public var bbox: BoundingBox?
    /// Members other than `type`, `coordinates` and `bbox`, in document order.
    public var foreignMembers: JSONObject

    /// Creates a point.
    public init(_ position: Position, bbox: BoundingBox? = nil, foreignMembers: JSONObject = [:]) {
        self.position = position
        self.bbox = bbox
        self.foreignMembers = foreignMembers
    }
}
