/// An RFC 7946 MultiLineString (§3.1.5): line strings stored flat, delimited by offsets.
public struct MultiLineString: Hashable, Sendable {
    /// Every position of every line, flat.
    public var storage: CoordinateStorage
    /// Start position index of each line plus the end: `lineCount + 1` entries, first 0.
    public var lineOffsets: [Int]
    /// The geometry's own `bbox`, when given.
    public var bbox: BoundingBox?
    /// Members other than `type`, `coordinates` and `bbox`, in document order.
    public var foreignMembers: JSONObject

    /// Creates a multi-line string from flat storage and offsets.
    ///
    /// - Precondition: `lineOffsets` starts at 0, never decreases and ends at `storage.count`.
    public init(
        storage: CoordinateStorage, lineOffsets: [Int], bbox: BoundingBox? = nil, foreignMembers: JSONObject = [:]
    ) {
        precondition(lineOffsets.first == 0 && lineOffsets.last == storage.count, "line offsets must span the storage")
        self.storage = storage
        self.lineOffsets = lineOffsets
        self.bbox = bbox
        self.foreignMembers = foreignMembers
    }

    /// Creates a multi-line string from lines of positions.
    public init(_ lines: [[Position]], bbox: BoundingBox? = nil, foreignMembers: JSONObject = [:]) {
        var storage = CoordinateStorage()
        var offsets = [0]
        for line in lines {
            for position in line { storage.append(position) }
            offsets.append(storage.count)
        }
        self.init(storage: storage, lineOffsets: offsets, bbox: bbox, foreignMembers: foreignMembers)
    }

    /// The lines.
    public var lines: PositionListCollection { PositionListCollection(storage: storage, offsets: lineOffsets[...]) }
    /// Interleaved longitude, latitude of every position of every line.
    public var xy: [Double] { storage.xy }
}
