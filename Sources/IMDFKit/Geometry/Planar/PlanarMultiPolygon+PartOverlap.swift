/*
 Whether two parts of a multipolygon share interior points, decided exactly. Parts may share edges and
 touch at points (Simple Features: "the interiors of 2 Polygons that are elements of a MultiPolygon may
 not intersect"; their boundaries may touch).

 For parts P and Q whose boxes overlap (pairs found by a sort-and-sweep of the part boxes):

 1. Meetings. Every pair of an edge of P and an edge of Q whose boxes overlap is classified with the exact
    ``SegmentIntersection``. A proper crossing settles it: near the crossing point each part's interior
    fills one side of its edge, and two half-planes through one point on different lines always overlap.
    Otherwise the boundaries meet only at isolated points and along shared stretches, and every point
    where the boundary of one part can pass from one side of the other's boundary to the other — a
    vertex of either lying on an edge of the other — is recorded as a *node* on the edge of the part
    that leads away from it.
 2. Arcs. Between two consecutive nodes the boundary of P is an *arc* that does not meet the boundary
    of Q, so it lies wholly inside Q, outside Q, or along Q's boundary. Each arc is located once, by the
    point just after the node where it starts (a ``PerturbedPoint``, exact); a ring without nodes is one
    arc, located by its first point. An arc of P inside Q means the interiors overlap (P's interior lies
    beside its boundary). The same for the arcs of Q relative to P.
 3. Coinciding boundaries. If no arc of either is inside the other, the common interior has no boundary
    except where the two boundaries coincide, so (the interior of a valid polygon being connected) it is
    either empty or all of P's interior. It can only be all of it when every arc of P lies along Q's
    boundary, as for a repeated part. Then one point strictly inside P decides: the point just after a
    vertex along an edge, leaning towards the other edge at that vertex (a second-order perturbation),
    tried vertex by vertex until P itself locates it inside.
    (A triangle that is half of a square overlaps the square by step 2: its diagonal runs inside.)

 Messages want a reason, so the overlap records which test found it.
 */

/// Two parts of a multipolygon whose interiors overlap, and what shows it.
struct PartOverlap: Hashable, Sendable {
    /// What shows that the interiors overlap.
    enum Evidence: Hashable, Sendable {
        /// The boundaries cross at the point (rounded).
        case boundariesCross(PlanarPoint)
        /// Ring `ring` of part `part` (0 its exterior ring) lies inside the other part, touching nothing.
        case ringInside(part: Int, ring: Int)
        /// The boundary of part `part` runs inside the other part from the point (exact) on.
        case boundaryInside(part: Int, from: PlanarPoint)
        /// The boundaries coincide and so do the interiors: one part repeats the other.
        case sameArea
    }

    /// The later part of the pair, the one to report.
    var part: Int
    /// The earlier part.
    var otherPart: Int
    /// What shows the overlap.
    var evidence: Evidence
}

extension PlanarMultiPolygon {
    /// Finds pairs of parts whose interiors overlap; parts that share edges or touch at points do not.
    ///
    /// Exact: only ``orient2d(_:_:_:)`` signs and coordinate comparisons decide, with no tolerance and no
    /// area threshold. Each part is assumed to be a valid polygon (see ``PlanarPolygon/ringProblems()``);
    /// parts with a non-finite coordinate are skipped.
    ///
    /// ```swift
    /// PlanarMultiPolygon(parts: [square, square]).partOverlaps()
    /// // [PartOverlap(part: 1, otherPart: 0, evidence: .sameArea)]
    /// ```
    ///
    /// - Returns: one overlap per pair of parts, sorted by ``PartOverlap/part`` and then
    ///   ``PartOverlap/otherPart``.
    /// - Complexity: for each pair of parts whose boxes overlap, O((*n* + *m*) log(*n* + *m*) + *k*) for
    ///   parts of *n* and *m* points and *k* pairs of edges whose boxes overlap, plus O(log *m*) per node
    ///   where the boundaries touch; O(*n* · *m*) in the worst case. One part costs O(1).
    func partOverlaps() -> [PartOverlap] {
        guard parts.count >= 2 else { return [] }
        let candidates = parts.indices.filter {
            !parts[$0].bounds.isEmpty && parts[$0].coordinates.allSatisfy(\.isFinite)
        }
        var indexes = [PolygonEdgeIndex?](repeating: nil, count: parts.count)
        func index(_ part: Int) -> PolygonEdgeIndex {
            if let built = indexes[part] { return built }
            let built = PolygonEdgeIndex(parts[part])
            indexes[part] = built
            return built
        }

        var overlaps: [PartOverlap] = []
        let order = candidates.sorted { parts[$0].bounds.minX < parts[$1].bounds.minX }
        var active: [Int] = []
        for part in order {
            let box = parts[part].bounds
            active.removeAll { parts[$0].bounds.maxX < box.minX }
            for other in active where parts[other].bounds.intersects(box) {
                let (earlier, later) = (min(part, other), max(part, other))
                if let evidence = Self.overlapEvidence(index(earlier), earlier, index(later), later) {
                    overlaps.append(PartOverlap(part: later, otherPart: earlier, evidence: evidence))
                }
            }
            active.append(part)
        }
        return overlaps.sorted { ($0.part, $0.otherPart) < ($1.part, $1.otherPart) }
    }

    /// What shows that parts `p` and `q` overlap, or nil when their interiors are disjoint.
    private static func overlapEvidence(
        _ p: PolygonEdgeIndex, _ pNumber: Int, _ q: PolygonEdgeIndex, _ qNumber: Int
    ) -> PartOverlap.Evidence? {
        // Step 1: meetings and nodes.
        var crossing: (edge: Int, other: Int, point: PlanarPoint)?
        var nodesOnP: [ArcStart] = []
        var nodesOnQ: [ArcStart] = []
        p.forEachMeeting(with: q) { edge, otherEdge, meeting in
            if meeting.kind == .crossing {
                if let found = crossing, (found.edge, found.other) < (edge, otherEdge) { return }
                crossing = (edge, otherEdge, meeting.point)
                return
            }
            guard crossing == nil else { return }
            let a = p.start(edge)
            let b = p.end(edge)
            let c = q.start(otherEdge)
            let d = q.end(otherEdge)
            // A vertex of either on the other's edge starts an arc on each. (An edge's end is the next
            // edge's start, met by that edge too.)
            let aOnCD = PolygonEdgeIndex.segment(c, d, holds: a)
            let cOnAB = PolygonEdgeIndex.segment(a, b, holds: c)
            if aOnCD { nodesOnP.append(ArcStart(edge: edge, point: a)) }
            if cOnAB, c != b { nodesOnP.append(ArcStart(edge: edge, point: c)) }
            if cOnAB { nodesOnQ.append(ArcStart(edge: otherEdge, point: c)) }
            if aOnCD, a != d { nodesOnQ.append(ArcStart(edge: otherEdge, point: a)) }
        }
        if let crossing { return .boundariesCross(crossing.point) }

        // Step 2: arcs.
        let pArcs = locateArcs(of: p, number: pNumber, nodes: nodesOnP, in: q)
        if let evidence = pArcs.evidence { return evidence }
        let qArcs = locateArcs(of: q, number: qNumber, nodes: nodesOnQ, in: p)
        if let evidence = qArcs.evidence { return evidence }

        // Step 3: coinciding boundaries.
        if pArcs.allAlongBoundary, let inner = interiorPoint(of: p) {
            return q.location(of: inner) == .inside ? .sameArea : nil
        }
        if qArcs.allAlongBoundary, let inner = interiorPoint(of: q) {
            return p.location(of: inner) == .inside ? .sameArea : nil
        }
        return nil
    }

    /// Locates every arc of one part's boundary in the other part: the evidence of the first found inside,
    /// and whether all lie along the other's boundary.
    private static func locateArcs(
        of part: PolygonEdgeIndex, number: Int, nodes: [ArcStart], in other: PolygonEdgeIndex
    )
        -> (evidence: PartOverlap.Evidence?, allAlongBoundary: Bool)
    {
        var allAlongBoundary = true
        var ringsWithNodes = Set<Int>()
        for node in nodes {
            ringsWithNodes.insert(part.ringOfEdge[node.edge])
            switch other.location(of: PerturbedPoint(node.point, toward: part.end(node.edge))) {
            case .inside: return (.boundaryInside(part: number, from: node.point), false)
            case .outside: allAlongBoundary = false
            case .boundary: break
            }
        }
        for ring in 0..<part.polygon.ringCount where !ringsWithNodes.contains(ring) {
            guard let first = part.firstPoint(ofRing: ring) else { continue }
            switch other.location(of: PerturbedPoint(first)) {
            case .inside: return (.ringInside(part: number, ring: ring), false)
            case .outside: allAlongBoundary = false
            case .boundary: break
            }
        }
        return (nil, allAlongBoundary)
    }

    /// A point strictly inside the part: just after a vertex along one of its edges, leaning towards the
    /// other edge at that vertex; nil when no vertex gives one (a part with no area).
    private static func interiorPoint(of part: PolygonEdgeIndex) -> PerturbedPoint? {
        for edge in 0..<part.edgeCount {
            let vertex = part.start(edge)
            let ahead = part.end(edge)
            let behind = part.start(part.previous(edge))
            for candidate in [
                PerturbedPoint(vertex, toward: ahead, then: behind),
                PerturbedPoint(vertex, toward: behind, then: ahead),
            ]
            where part.location(of: candidate) == .inside {
                return candidate
            }
        }
        return nil
    }
}

/// A point on a part's edge where an arc of its boundary starts: a vertex of either part lying on this edge.
private struct ArcStart {
    var edge: Int
    var point: PlanarPoint
}
