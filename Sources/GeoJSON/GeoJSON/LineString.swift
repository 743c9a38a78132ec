/// An RFC 7946 LineString (§3.1.4): two or more positions, stored flat.
///
/// A decoded line string with fewer than two positions is kept and diagnosed
/// (`geojson-line-too-short`).
public struct LineString: Hashable, Sendable {
    /// The positions, flat.
    public var storage: CoordinateStorage
    /// The geometry's own `bbox`, when given.
    public var bbox: BoundingBox?
    /// Members other than `type`, `coordinates` and `bbox`, in document order.
    public var foreignMembers: JSONObject

    /// Creates a line string from flat storage.
    public init(storage: CoordinateStorage, bbox: BoundingBox? = nil, foreignMembers: JSONObject = [:]) {
        self.storage = storage
        self.bbox = bbox
        self.foreignMembers = foreignMembers
    }

    /// Creates a line string from positions.
    public init(_ positions: [Position], bbox: BoundingBox? = nil, foreignMembers: JSONObject = [:]) {
        self.init(storage: CoordinateStorage(positions), bbox: bbox, foreignMembers: foreignMembers)
    }

    /// The positions.
    public var positions: PositionList { PositionList(storage: storage, range: storage.indices) }
    /// Interleaved longitude, latitude of every position.
    public var xy: [Double] { storage.xy }
}
