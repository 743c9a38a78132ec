/// An RFC 7946 MultiPoint (§3.1.3): any number of positions, stored flat.
public struct MultiPoint: Hashable, Sendable {
    /// The positions, flat.
    public var storage: CoordinateStorage
    /// The geometry's own `bbox`, when given.
    public var bbox: BoundingBox?
    /// Members other than `type`, `coordinates` and `bbox`, in document order.
    public var foreignMembers: JSONObject

    /// Creates a multi-point from flat storage.
    public init(storage: CoordinateStorage, bbox: BoundingBox? = nil, foreignMembers: JSONObject = [:]) {
        self.storage = storage
        self.bbox = bbox
        self.foreignMembers = foreignMembers
    }

    /// Creates a multi-point from positions.
    public init(_ positions: [Position], bbox: BoundingBox? = nil, foreignMembers: JSONObject = [:]) {
        self.init(storage: CoordinateStorage(positions), bbox: bbox, foreignMembers: foreignMembers)
    }

    /// The positions.
    public var positions: PositionList { PositionList(storage: storage, range: storage.indices) }
    /// Interleaved longitude, latitude of every position.
    public var xy: [Double] { storage.xy }
}
