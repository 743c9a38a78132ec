/// An RFC 7946 Polygon (§3.1.6): linear rings stored flat, the first the exterior, the rest holes.
///
/// ```swift
/// let square = Polygon([[Position(0, 0), Position(1, 0), Position(1, 1), Position(0, 1), Position(0, 0)]])
/// square.exterior?.count // 5
/// square.xy               // [0, 0, 1, 0, 1, 1, 0, 1, 0, 0]
/// ```
public struct Polygon: Hashable, Sendable {
    /// Every position of every ring, flat.
    public var storage: CoordinateStorage
    /// Start position index of each ring plus the end: `ringCount + 1` entries, first 0.
    public var ringOffsets: [Int]
    /// The geometry's own `bbox`, when given.
    public var bbox: BoundingBox?
    /// Members other than `type`, `coordinates` and `bbox`, in document order.
    public var foreignMembers: JSONObject

    /// Creates a polygon from flat storage and ring offsets.
    ///
    /// - Precondition: `ringOffsets` starts at 0, never decreases and ends at `storage.count`.
    public init(
        storage: CoordinateStorage, ringOffsets: [Int], bbox: BoundingBox? = nil, foreignMembers: JSONObject = [:]
    ) {
        precondition(ringOffsets.first == 0 && ringOffsets.last == storage.count, "ring offsets must span the storage")
        self.storage = storage
        self.ringOffsets = ringOffsets
        self.bbox = bbox
        self.foreignMembers = foreignMembers
    }

    /// Creates a polygon from rings of positions (exterior first).
    public init(_ rings: [[Position]], bbox: BoundingBox? = nil, foreignMembers: JSONObject = [:]) {
        var storage = CoordinateStorage()
        var offsets = [0]
        for ring in rings {
            for position in ring { storage.append(position) }
            offsets.append(storage.count)
        }
        self.init(storage: storage, ringOffsets: offsets, bbox: bbox, foreignMembers: foreignMembers)
    }

    /// Creates a polygon from an exterior ring and holes.
    public init(exterior: [Position], holes: [[Position]] = []) {
        self.init([exterior] + holes)
    }

    /// The rings, exterior first.
    public var rings: PositionListCollection { PositionListCollection(storage: storage, offsets: ringOffsets[...]) }
    /// The exterior ring; `nil` for a polygon with no rings.
    public var exterior: PositionList? { rings.first }
    /// The interior rings (holes).
    public var holes: Slice<PositionListCollection> { rings.dropFirst() }
    /// Interleaved longitude, latitude of every position of every ring.
    public var xy: [Double] { storage.xy }
}
