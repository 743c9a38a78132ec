/// An RFC 7946 MultiPolygon (§3.1.7): polygons stored flat, with ring and polygon offsets.
public struct MultiPolygon: Hashable, Sendable {
    /// Every position of every ring of every polygon, flat.
    public var storage: CoordinateStorage
    /// Start position index of each ring (over all polygons) plus the end: `ringCount + 1` entries.
    public var ringOffsets: [Int]
    /// Start ring index of each polygon plus the end: `polygonCount + 1` entries.
    public var polygonOffsets: [Int]
    /// The geometry's own `bbox`, when given.
    public var bbox: BoundingBox?
    /// Members other than `type`, `coordinates` and `bbox`, in document order.
    public var foreignMembers: JSONObject

    /// Creates a multi-polygon from flat storage and offsets.
    ///
    /// - Precondition: the offsets start at 0, never decrease, and end at `storage.count` and
    ///   `ringOffsets.count - 1` respectively.
    public init(
        storage: CoordinateStorage, ringOffsets: [Int], polygonOffsets: [Int], bbox: BoundingBox? = nil,
        foreignMembers: JSONObject = [:]
    ) {
        precondition(ringOffsets.first == 0 && ringOffsets.last == storage.count, "ring offsets must span the storage")
        precondition(
            polygonOffsets.first == 0 && polygonOffsets.last == ringOffsets.count - 1,
            "polygon offsets must span the rings")
        self.storage = storage
        self.ringOffsets = ringOffsets
        self.polygonOffsets = polygonOffsets
        self.bbox = bbox
        self.foreignMembers = foreignMembers
    }

    /// Creates a multi-polygon from polygons given as rings of positions.
    public init(_ polygons: [[[Position]]], bbox: BoundingBox? = nil, foreignMembers: JSONObject = [:]) {
        var storage = CoordinateStorage()
        var rings = [0]
        var parts = [0]
        for polygon in polygons {
            for ring in polygon {
                for position in ring { storage.append(position) }
                rings.append(storage.count)
            }
            parts.append(rings.count - 1)
        }
        self.init(
            storage: storage, ringOffsets: rings, polygonOffsets: parts, bbox: bbox, foreignMembers: foreignMembers)
    }

    /// Every ring of every polygon, in order.
    public var allRings: PositionListCollection { PositionListCollection(storage: storage, offsets: ringOffsets[...]) }

    /// The rings of polygon `index`, exterior first, without copying.
    public func rings(ofPolygon index: Int) -> PositionListCollection {
        PositionListCollection(
            storage: storage, offsets: ringOffsets[polygonOffsets[index]...polygonOffsets[index + 1]])
    }

    /// The polygons, each copied out into its own ``Polygon`` on access.
    public var polygons: [Polygon] {
        (0..<(polygonOffsets.count - 1)).map { index in
            let firstRing = polygonOffsets[index]
            let lastRing = polygonOffsets[index + 1]
            let start = ringOffsets[firstRing]
            let end = ringOffsets[lastRing]
            return Polygon(
                storage: storage.copying(start..<end), ringOffsets: ringOffsets[firstRing...lastRing].map { $0 - start }
            )
        }
    }

    /// Interleaved longitude, latitude of every position.
    public var xy: [Double] { storage.xy }
}
