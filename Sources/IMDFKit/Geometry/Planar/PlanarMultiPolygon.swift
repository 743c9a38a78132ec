/// A collection of polygons treated as one area: a point is inside when it is inside any part.
///
/// The parts of a valid MultiPolygon do not share interior points; measures that add parts up
/// (area, overlap) assume so.
public struct PlanarMultiPolygon: Hashable, Sendable {
    /// The parts.
    public let parts: [PlanarPolygon]
    /// The bounding box of all parts.
    public let bounds: PlanarBox

    /// Creates a multipolygon from its parts.
    public init(parts: [PlanarPolygon]) {
        self.parts = parts
        self.bounds = parts.reduce(PlanarBox.empty) { $0.union($1.bounds) }
    }

    /// Creates a multipolygon of a single part.
    public init(_ polygon: PlanarPolygon) {
        self.init(parts: [polygon])
    }
}
