/*
 Ring self-intersection by a sweep over segments sorted by their smallest x.

 A ring of n distinct consecutive points has n segments, segment i running from point i to the next
 distinct point (wrapping to the first). Two segments that are neighbours along the ring must meet at
 their shared vertex and nowhere else; any other pair must not meet at all. (IMDF's
 `FileMustBeValidGeoJSON`, after RFC 7946 / Simple Features: rings are simple.)

 Sweep: segments are sorted by min x (or by min y, when segments are relatively longer in x, so that
 a ring of long horizontal runs stays cheap). Walking them in that order, an *active list* holds the
 earlier segments whose x range still reaches the current min x; segments whose max x lies left of it are
 dropped while the list is scanned. Only active segments whose y range also overlaps are tested, each
 with the exact `segmentIntersection`. Every pair whose boxes overlap is tested exactly once, so nothing
 is missed. Cost: O(n log n) for the sort plus the active-list scans, which is O(n · a) for an average
 active-list length a — small for real rooms and corridors (a ≪ n), but a ring with many long
 x-overlapping segments degrades towards O(n²).

 Consecutive duplicate points (zero-length segments) are skipped, so they neither hide nor invent
 intersections; they are not reported.
 */

/// A place where a ring meets itself: two segments that cross, touch or overlap.
package struct RingSelfIntersection: Hashable, Sendable {
    /// The ring, 0 for the exterior.
    package var ring: Int
    /// The lower segment index. Segment `i` starts at point `i` of the ring (counted from the ring's
    /// first point, as in the GeoJSON array) and runs to the next distinct point.
    package var firstSegment: Int
    /// The higher segment index.
    package var secondSegment: Int
    /// How the segments meet (for neighbouring segments, only `.overlapping` is reported).
    package var kind: SegmentIntersectionKind
    /// A point where they meet (see ``SegmentIntersection/point``).
    package var point: PlanarPoint
}

extension PlanarPolygon {
    /// Finds places where a ring crosses, touches or overlaps itself, in every ring.
    ///
    /// Only each ring against itself: rings touching one another, or holes outside the exterior, are
    /// not examined.
    ///
    /// - Parameter limit: the most findings to return overall (at least 1).
    /// - Returns: the findings, ring by ring, each ring's in sweep order; empty for simple rings.
    /// - Complexity: see ``selfIntersections(inRing:limit:)``.
    package func selfIntersections(limit: Int = 1) -> [RingSelfIntersection] {
        var found: [RingSelfIntersection] = []
        for ring in 0..<ringCount where found.count < limit {
            found += selfIntersections(inRing: ring, limit: limit - found.count)
        }
        return found
    }

    /// Finds places where one ring crosses, touches or overlaps itself.
    ///
    /// Neighbouring segments may share their common vertex; a neighbour folding back along the
    /// segment (a spike) is reported as `.overlapping`.
    ///
    /// - Parameters:
    ///   - ring: the ring index, 0 for the exterior.
    ///   - limit: the most findings to return (at least 1).
    /// - Returns: the findings in sweep order (left to right), empty for a simple ring.
    /// - Complexity: O(*n* log *n* + *n* · *a*) for *n* segments and an average of *a* segments
    ///   overlapping a given one in `x`; O(*n*²) in the worst case.
    package func selfIntersections(inRing ring: Int, limit: Int) -> [RingSelfIntersection] {
        let range = pointRange(ofRing: ring)
        // Distinct consecutive vertices, by point index.
        var vertices: [Int] = []
        vertices.reserveCapacity(range.count)
        for index in range {
            if let last = vertices.last, point(at: last) == point(at: index) { continue }
            vertices.append(index)
        }
        while vertices.count > 1, let last = vertices.last, point(at: last) == point(at: vertices[0]) {
            vertices.removeLast()
        }
        let count = vertices.count
        guard count >= 2, limit > 0 else { return [] }

        var boxes: [PlanarBox] = []
        boxes.reserveCapacity(count)
        var ringBox = PlanarBox.empty
        var widths = 0.0
        var heights = 0.0
        for segment in 0..<count {
            let box = PlanarBox(point(at: vertices[segment]), point(at: vertices[(segment + 1) % count]))
            boxes.append(box)
            ringBox = ringBox.union(box)
            widths += box.width
            heights += box.height
        }
        // Sweep along the axis on which segments are shortest relative to the ring, which keeps the
        // active list short (a ring of long horizontal runs is swept along y). Swapping x and y in
        // the boxes is enough: the exact test below uses the real points.
        if widths * ringBox.height > heights * ringBox.width {
            boxes = boxes.map { PlanarBox(minX: $0.minY, minY: $0.minX, maxX: $0.maxY, maxY: $0.maxX) }
        }
        let order = (0..<count).sorted { boxes[$0].minX < boxes[$1].minX }

        var found: [RingSelfIntersection] = []
        var active: [Int] = []
        for current in order {
            let box = boxes[current]
            var kept = 0
            for slot in 0..<active.count {
                let other = active[slot]
                let otherBox = boxes[other]
                if otherBox.maxX < box.minX { continue }
                active[kept] = other
                kept += 1
                guard otherBox.minY <= box.maxY, otherBox.maxY >= box.minY else { continue }
                let neighbours = (other + 1) % count == current || (current + 1) % count == other
                let a = point(at: vertices[current])
                let b = point(at: vertices[(current + 1) % count])
                let c = point(at: vertices[other])
                let d = point(at: vertices[(other + 1) % count])
                guard let meeting = SegmentIntersection.between(a, b, and: c, d) else { continue }
                if neighbours, meeting.kind != .overlapping { continue }
                let low = min(current, other)
                let high = max(current, other)
                found.append(
                    RingSelfIntersection(
                        ring: ring, firstSegment: vertices[low] - range.lowerBound,
                        secondSegment: vertices[high] - range.lowerBound, kind: meeting.kind, point: meeting.point))
                if found.count >= limit { return found }
            }
            active.removeLast(active.count - kept)
            active.append(current)
        }
        return found
    }
}
