/*
 The edges of a polygon's rings, in a packed R-tree, for the validity checks that compare rings with rings
 and polygons with polygons.

 Edges run between *distinct* consecutive points, as in the self-intersection sweep: repeated points are
 skipped (so zero-length edges neither hide nor invent a meeting), and a ring's last edge closes it back
 to its first point. A ring of one distinct point has no edge; an empty ring (the GeoJSON conversion
 keeps an empty one after the last) has no point either. Edges of one ring are numbered consecutively.

 The tree answers two questions in O(log n + k) for k edges found, instead of O(n):
 - which edges might meet a given edge (their boxes overlap), for the exact ``SegmentIntersection``;
 - which edges might count for a crossing-number test: those whose box meets the ray from the point
   towards +x (any other edge lies strictly left of, above or below the point and cannot count).
 */

/// The edges of a polygon's rings with a spatial index over them.
struct PolygonEdgeIndex: Sendable {
    /// The polygon indexed.
    let polygon: PlanarPolygon
    /// For each edge, the point index (in `polygon`) where it starts; it ends where the next edge of its
    /// ring starts.
    private let starts: [Int]
    /// For each edge, its ring.
    let ringOfEdge: [Int]
    /// For each ring, its edges: a contiguous range, empty when the ring has fewer than two distinct points.
    let edgesOfRing: [Range<Int>]
    /// For each ring, the point index of its first point, or nil for an empty ring.
    let firstPointOfRing: [Int?]
    /// For each edge, its bounding box.
    let boxes: [PlanarBox]
    /// For each ring, the bounding box of its points (empty for an empty ring).
    let ringBounds: [PlanarBox]
    /// The tree over `boxes`.
    private let tree: PackedRTree

    /// Indexes the edges of every ring.
    ///
    /// - Complexity: O(*n* log *n*) in the number of points.
    init(_ polygon: PlanarPolygon) {
        self.polygon = polygon
        var starts: [Int] = []
        var ringOfEdge: [Int] = []
        var edgesOfRing: [Range<Int>] = []
        var firstPointOfRing: [Int?] = []
        starts.reserveCapacity(polygon.pointCount)
        ringOfEdge.reserveCapacity(polygon.pointCount)
        for ring in 0..<polygon.ringCount {
            let range = polygon.pointRange(ofRing: ring)
            firstPointOfRing.append(range.isEmpty ? nil : range.lowerBound)
            let first = starts.count
            for index in range {
                if starts.count > first, polygon.point(at: starts[starts.count - 1]) == polygon.point(at: index) {
                    continue
                }
                starts.append(index)
            }
            while starts.count > first + 1,
                polygon.point(at: starts[starts.count - 1]) == polygon.point(at: starts[first])
            {
                starts.removeLast()
            }
            if starts.count == first + 1 { starts.removeLast() }  // one distinct point: no edge
            edgesOfRing.append(first..<starts.count)
            ringOfEdge.append(contentsOf: repeatElement(ring, count: starts.count - first))
        }
        self.starts = starts
        self.ringOfEdge = ringOfEdge
        self.edgesOfRing = edgesOfRing
        self.firstPointOfRing = firstPointOfRing
        var boxes: [PlanarBox] = []
        boxes.reserveCapacity(starts.count)
        for edge in starts.indices {
            boxes.append(
                PlanarBox(
                    polygon.point(at: starts[edge]),
                    polygon.point(at: starts[Self.next(edge, in: edgesOfRing[ringOfEdge[edge]])])))
        }
        self.boxes = boxes
        self.ringBounds = (0..<polygon.ringCount).map { ring in
            let points = polygon.pointRange(ofRing: ring)
            return PlanarBox(interleaved: Array(polygon.coordinates[(2 * points.lowerBound)..<(2 * points.upperBound)]))
        }
        self.tree = PackedRTree(boxes: boxes)
    }

    /// The number of edges.
    var edgeCount: Int { starts.count }

    /// The edge after `edge` along its ring.
    func next(_ edge: Int) -> Int {
        Self.next(edge, in: edgesOfRing[ringOfEdge[edge]])
    }

    /// The edge before `edge` along its ring.
    func previous(_ edge: Int) -> Int {
        let range = edgesOfRing[ringOfEdge[edge]]
        return edge == range.lowerBound ? range.upperBound - 1 : edge - 1
    }

    private static func next(_ edge: Int, in range: Range<Int>) -> Int {
        edge + 1 == range.upperBound ? range.lowerBound : edge + 1
    }

    /// The point where an edge starts.
    func start(_ edge: Int) -> PlanarPoint {
        polygon.point(at: starts[edge])
    }

    /// The point where an edge ends (where the next edge of its ring starts).
    func end(_ edge: Int) -> PlanarPoint {
        polygon.point(at: starts[next(edge)])
    }

    /// The ring's first point, or nil for an empty ring.
    func firstPoint(ofRing ring: Int) -> PlanarPoint? {
        firstPointOfRing[ring].map(polygon.point(at:))
    }

    /// Calls `body` for every pair of edges of *different* rings that meet, lower edge first, with how they
    /// meet.
    ///
    /// - Complexity: O(*n* log *n* + *k*) for *n* edges and *k* pairs of edges whose boxes overlap.
    func forEachMeetingBetweenRings(_ body: (_ edge: Int, _ other: Int, _ meeting: SegmentIntersection) -> Void) {
        for edge in 0..<edgeCount {
            let ring = ringOfEdge[edge]
            tree.forEachItem(intersecting: boxes[edge]) { other in
                guard other > edge, ringOfEdge[other] != ring,
                    let meeting = SegmentIntersection.between(start(edge), end(edge), and: start(other), end(other))
                else { return }
                body(edge, other, meeting)
            }
        }
    }

    /// Calls `body` for every pair of an edge of this index and an edge of `other` that meet, with how they
    /// meet.
    ///
    /// - Complexity: O(*n* log *m* + *k*) for *n* edges here, *m* there and *k* pairs whose boxes overlap.
    func forEachMeeting(
        with other: PolygonEdgeIndex, _ body: (_ edge: Int, _ otherEdge: Int, _ meeting: SegmentIntersection) -> Void
    ) {
        let otherBounds = other.polygon.bounds
        for edge in 0..<edgeCount where boxes[edge].intersects(otherBounds) {
            other.tree.forEachItem(intersecting: boxes[edge]) { otherEdge in
                guard
                    let meeting = SegmentIntersection.between(
                        start(edge), end(edge), and: other.start(otherEdge), other.end(otherEdge))
                else { return }
                body(edge, otherEdge, meeting)
            }
        }
    }

    /// Locates a (perturbed) point relative to the whole polygon, or to one of its rings alone.
    ///
    /// Agrees with ``PlanarPolygon/location(of:)`` for an unperturbed point (repeated points aside, which
    /// change no edge).
    ///
    /// - Parameters:
    ///   - point: the point; see ``PerturbedPoint``.
    ///   - ring: the one ring to locate against (its inside is the area it encloses), or nil for the
    ///     polygon with its holes.
    /// - Complexity: O(log *n* + *k*) for *k* edges whose boxes meet the ray from the point towards +x
    ///   (within the ring's box, for one ring); O(1) for a point outside the ring's box.
    func location(of point: PerturbedPoint, inRing ring: Int? = nil) -> PointLocation {
        var parity = CrossingParity(point)
        let base = point.base
        // A point outside the closed box stays outside it however it is perturbed.
        let bounds = ring.map { ringBounds[$0] } ?? polygon.bounds
        guard bounds.contains(base) else { return .outside }
        let ray = PlanarBox(minX: base.x, minY: base.y, maxX: bounds.maxX, maxY: base.y)
        tree.forEachItem(intersecting: ray) { edge in
            if let ring, ringOfEdge[edge] != ring { return }
            parity.add(start(edge), end(edge))
        }
        return parity.location
    }

    /// Whether the closed segment `a`–`b` holds the point `p` (exactly).
    static func segment(_ a: PlanarPoint, _ b: PlanarPoint, holds p: PlanarPoint) -> Bool {
        p.x >= min(a.x, b.x) && p.x <= max(a.x, b.x) && p.y >= min(a.y, b.y) && p.y <= max(a.y, b.y)
            && orient2d(a, b, p) == 0
    }
}
