/*
 Whether the rings of one polygon fit together as OGC Simple Features (ISO 19125-1 §6.1.11.1) asks: every
 hole inside the exterior ring, no hole inside another, and no two rings crossing or sharing a stretch of
 boundary, though they may meet at single points as tangents. Each ring on its own is assumed simple;
 that is the self-intersection check's business, and a ring that is not may give odd answers here.

 1. Meetings. Every pair of edges of *different* rings whose boxes overlap (found with the edge index's
    R-tree) is classified with the exact ``SegmentIntersection``. A proper crossing, or a stretch the two
    edges share, is that ring pair's defect (the one of the lowest pair of edge indices is kept). A touch
    is a *node*, recorded on the edge of each ring that holds it — unless it is that edge's end, since
    then the next edge holds it as its start and records it there.
 2. Crossing at a node. Rings may meet at a point only as tangents: a hole passing through the exterior
    ring at a shared vertex crosses it as surely as at a proper crossing, though no two edges cross.
    At each node on ring A the points just before and just after it along A (``PerturbedPoint``s, so
    no coordinate is rounded) are located relative to ring B alone; one inside and one outside means A
    passes through B there.
 3. Relation. Rings that meet at most tangentially lie, nodes apart, each wholly on one side of the
    other: along A the side changes only at a node, and no node changes it. So one located point per
    ring settles it: the point just after any node, or the ring's first point when it has no node.
    A hole outside the exterior ring, or inside another hole, is a defect.

 Only ring pairs whose boxes overlap are examined beyond the first step (every hole against the exterior
 ring, holes against holes by a sort-and-sweep of their boxes); a hole whose box is not inside another
 hole's box cannot lie inside it. One defect per ring pair: a crossing or shared stretch is reported, and
 the pair is then not also called "outside" or "nested".
 */

/// A way two rings of one polygon break the Simple Features assertions for polygons.
struct PolygonRingProblem: Hashable, Sendable {
    /// What is wrong.
    enum Kind: Hashable, Sendable {
        /// The rings cross at the point: properly, or by one passing through the other at a vertex.
        /// The point is exact at a vertex and rounded at a proper crossing.
        case crossing(PlanarPoint)
        /// The rings share a stretch of boundary, starting at the point (exact).
        case overlapping(PlanarPoint)
        /// The hole `ring` lies outside the exterior ring (`otherRing` is 0); it may touch it at points.
        case holeOutsideShell
        /// The hole `ring` lies inside the hole `otherRing`; it may touch it at points.
        case holeInsideHole
    }

    /// The ring to report: the hole outside the exterior ring, the inner of two nested holes, or the later
    /// of two crossing rings. Ring 0 is the exterior ring.
    var ring: Int
    /// The other ring of the pair.
    var otherRing: Int
    /// What is wrong.
    var kind: Kind
}

extension PlanarPolygon {
    /// Finds holes outside the exterior ring, holes inside other holes, and rings that cross or share a
    /// stretch of boundary: at most one problem per pair of rings, sorted by ``PolygonRingProblem/ring``
    /// and then ``PolygonRingProblem/otherRing``.
    ///
    /// Exact: only ``orient2d(_:_:_:)`` signs and coordinate comparisons decide, with no tolerance. Rings
    /// may touch at single points. Each ring is assumed not to intersect itself (see
    /// ``selfIntersections(limit:)``); empty rings are ignored, and a polygon with a non-finite coordinate
    /// gives no problems.
    ///
    /// ```swift
    /// let polygon = PlanarPolygon(rings: [square, holeOutside])
    /// polygon.ringProblems()   // [PolygonRingProblem(ring: 1, otherRing: 0, kind: .holeOutsideShell)]
    /// ```
    ///
    /// - Complexity: O(*n* log *n* + *k* + *h* · log *n*) for *n* points, *k* pairs of edges of different
    ///   rings whose boxes overlap and *h* holes, when the boxes of few edges reach across any one point's
    ///   horizontal line; O(*n*²) in the worst case. A polygon without holes (empty rings aside) costs
    ///   O(*r*) for *r* rings.
    func ringProblems() -> [PolygonRingProblem] {
        guard ringCount >= 2, !pointRange(ofRing: 0).isEmpty else { return [] }
        let holes = (1..<ringCount).filter { !pointRange(ofRing: $0).isEmpty }
        guard !holes.isEmpty, coordinates.allSatisfy(\.isFinite) else { return [] }
        let index = PolygonEdgeIndex(self)

        let meetings = Self.meetingsBetweenRings(index)
        let ringBoxes = index.ringBounds
        var problems: [PolygonRingProblem] = []

        func examine(_ low: Int, _ high: Int) {
            let met = meetings[RingPair(low: low, high: high)] ?? RingPairMeetings()
            if let defect = met.defect {
                problems.append(PolygonRingProblem(ring: high, otherRing: low, kind: defect.kind))
                return
            }
            if let node = Self.nodeWherePassingThrough(met.nodesOnHigh, of: index, ring: low) {
                problems.append(PolygonRingProblem(ring: high, otherRing: low, kind: .crossing(node)))
                return
            }
            if low == 0 {
                if Self.side(ofRing: high, nodes: met.nodesOnHigh, relativeTo: 0, in: index) == .outside {
                    problems.append(PolygonRingProblem(ring: high, otherRing: 0, kind: .holeOutsideShell))
                }
            } else if ringBoxes[high].isWithin(ringBoxes[low]),
                Self.side(ofRing: high, nodes: met.nodesOnHigh, relativeTo: low, in: index) == .inside
            {
                problems.append(PolygonRingProblem(ring: high, otherRing: low, kind: .holeInsideHole))
            } else if ringBoxes[low].isWithin(ringBoxes[high]),
                Self.side(ofRing: low, nodes: met.nodesOnLow, relativeTo: high, in: index) == .inside
            {
                problems.append(PolygonRingProblem(ring: low, otherRing: high, kind: .holeInsideHole))
            }
        }

        for hole in holes {
            examine(0, hole)
        }
        // Holes against holes whose boxes overlap: sort by the boxes' left edges and sweep.
        let order = holes.sorted { ringBoxes[$0].minX < ringBoxes[$1].minX }
        var active: [Int] = []
        for hole in order {
            let box = ringBoxes[hole]
            active.removeAll { ringBoxes[$0].maxX < box.minX }
            for other in active where ringBoxes[other].intersects(box) {
                examine(min(hole, other), max(hole, other))
            }
            active.append(hole)
        }
        return problems.sorted { ($0.ring, $0.otherRing) < ($1.ring, $1.otherRing) }
    }

    /// Where the edges of different rings meet, by ring pair (step 1).
    private static func meetingsBetweenRings(_ index: PolygonEdgeIndex) -> [RingPair: RingPairMeetings] {
        var meetings: [RingPair: RingPairMeetings] = [:]
        index.forEachMeetingBetweenRings { edge, other, meeting in
            // Edges are numbered ring by ring, so the lower edge is on the lower ring.
            let pair = RingPair(low: index.ringOfEdge[edge], high: index.ringOfEdge[other])
            var met = meetings[pair] ?? RingPairMeetings()
            switch meeting.kind {
            case .crossing, .overlapping:
                if let defect = met.defect, (defect.edge, defect.other) < (edge, other) { return }
                let kind: PolygonRingProblem.Kind =
                    meeting.kind == .crossing ? .crossing(meeting.point) : .overlapping(meeting.point)
                met.defect = (edge, other, kind)
            case .touching:
                guard met.defect == nil else { return }
                if meeting.point != index.end(edge) { met.nodesOnLow.append(Node(edge: edge, point: meeting.point)) }
                if meeting.point != index.end(other) { met.nodesOnHigh.append(Node(edge: other, point: meeting.point)) }
            }
            meetings[pair] = met
        }
        return meetings
    }

    /// The first node (along ring A, whose nodes are given) at which A passes from inside ring `other` to
    /// outside it or back (step 2), or nil when it only ever touches.
    private static func nodeWherePassingThrough(
        _ nodes: [Node], of index: PolygonEdgeIndex, ring other: Int
    ) -> PlanarPoint? {
        for node in nodes.sorted(by: { $0.edge < $1.edge }) {
            let edgeStart = index.start(node.edge)
            let behind = node.point == edgeStart ? index.start(index.previous(node.edge)) : edgeStart
            let before = index.location(of: PerturbedPoint(node.point, toward: behind), inRing: other)
            let after = index.location(of: PerturbedPoint(node.point, toward: index.end(node.edge)), inRing: other)
            if before != .boundary, after != .boundary, before != after { return node.point }
        }
        return nil
    }

    /// Which side of ring `other` ring `ring` lies on, given that it does not cross it (step 3): from the
    /// point just after one of its nodes, or from its first point when it has none.
    private static func side(
        ofRing ring: Int, nodes: [Node], relativeTo other: Int, in index: PolygonEdgeIndex
    ) -> PointLocation {
        for node in nodes {
            let location = index.location(of: PerturbedPoint(node.point, toward: index.end(node.edge)), inRing: other)
            if location != .boundary { return location }
        }
        guard nodes.isEmpty, let first = index.firstPoint(ofRing: ring) else { return .boundary }
        return index.location(of: PerturbedPoint(first), inRing: other)
    }
}

/// Two rings of one polygon, the lower index first.
private struct RingPair: Hashable {
    var low: Int
    var high: Int
}

/// A point where two rings touch, on the edge of one of them that holds it (not as that edge's end).
private struct Node {
    var edge: Int
    var point: PlanarPoint
}

/// What step 1 found for one pair of rings.
private struct RingPairMeetings {
    /// The crossing or shared stretch of the lowest pair of edges, if any.
    var defect: (edge: Int, other: Int, kind: PolygonRingProblem.Kind)?
    /// Touch points on the lower ring.
    var nodesOnLow: [Node] = []
    /// Touch points on the higher ring.
    var nodesOnHigh: [Node] = []
}

extension PlanarBox {
    /// Whether every point of this box lies in `other` (edges included).
    func isWithin(_ other: PlanarBox) -> Bool {
        minX >= other.minX && maxX <= other.maxX && minY >= other.minY && maxY <= other.maxY
    }
}
