/// A collection of polygons treated as one area: a point is inside when it is inside any part.
///
/// The parts of a valid MultiPolygon do not share interior points; measures that add parts up
/// (area, overlap) assume so.
package struct PlanarMultiPolygon: Hashable, Sendable {
    /// The parts.
    package let parts: [PlanarPolygon]
    /// The bounding box of all parts.
    package let bounds: PlanarBox

    /// Creates a multipolygon from its parts.
    package init(parts: [PlanarPolygon]) {
        self.parts = parts
        self.bounds = parts.reduce(PlanarBox.empty) { $0.union($1.bounds) }
    }

    /// Creates a multipolygon of a single part.
    package init(_ polygon: PlanarPolygon) {
        self.init(parts: [polygon])
    }
}
