import IMDFTestSupport
import Testing

@testable import IMDFKit

private func p(_ x: Double, _ y: Double) -> PlanarPoint { PlanarPoint(x: x, y: y) }

@Suite struct SelfIntersectionTests {
    @Test func bowtieCrosses() {
        let bowtie = PlanarPolygon(rings: [[p(0, 0), p(1, 1), p(1, 0), p(0, 1), p(0, 0)]])
        let found = bowtie.selfIntersections()
        #expect(found.count == 1)
        #expect(found.first?.kind == .crossing)
        #expect(found.first?.firstSegment == 0)
        #expect(found.first?.secondSegment == 2)
        #expect(found.first?.point == p(0.5, 0.5))
        #expect(found.first?.ring == 0)
    }

    @Test func collinearOverlapBetweenDistantSegments() {
        // Segment 3, (3,0)→(1,0), lies along segment 0, (0,0)→(4,0).
        let ring = PlanarPolygon(rings: [[p(0, 0), p(4, 0), p(4, 1), p(3, 0), p(1, 0), p(0, 1)]])
        let found = ring.selfIntersections(limit: 10)
        #expect(found.contains { $0.kind == .overlapping && $0.firstSegment == 0 && $0.secondSegment == 3 })
    }

    @Test func spikeFoldingBackIsAnOverlap() {
        let spike = PlanarPolygon(rings: [[p(0, 0), p(2, 0), p(1, 0), p(1, 1)]])
        let found = spike.selfIntersections(limit: 10)
        #expect(found.contains { $0.kind == .overlapping && $0.firstSegment == 0 && $0.secondSegment == 1 })
    }

    @Test func ringTouchingItselfAtAVertex() {
        let figureEight = PlanarPolygon(rings: [[p(0, 0), p(1, 1), p(2, 0), p(2, 2), p(1, 1), p(0, 2)]])
        let found = figureEight.selfIntersections(limit: 10)
        #expect(!found.isEmpty)
        #expect(found.allSatisfy { $0.kind == .touching && $0.point == p(1, 1) })
    }

    @Test func holeRingsAreCheckedToo() {
        let polygon = PlanarPolygon(rings: [
            [p(0, 0), p(10, 0), p(10, 10), p(0, 10)],
            [p(1, 1), p(2, 2), p(2, 1), p(1, 2)],
        ])
        let found = polygon.selfIntersections()
        #expect(found.first?.ring == 1)
        #expect(found.first?.kind == .crossing)
    }

    @Test func validRingsHaveNoFindings() {
        let square = PlanarPolygon(rings: [[p(0, 0), p(1, 0), p(1, 1), p(0, 1), p(0, 0)]])
        #expect(square.selfIntersections().isEmpty)
        let u = PlanarPolygon(rings: [[p(0, 0), p(3, 0), p(3, 3), p(2, 3), p(2, 1), p(1, 1), p(1, 3), p(0, 3)]])
        #expect(u.selfIntersections().isEmpty)
        // Repeated consecutive points and a collinear vertex are not self-intersections.
        let repeated = PlanarPolygon(rings: [
            [p(0, 0), p(0, 0), p(1, 0), p(2, 0), p(2, 2), p(2, 2), p(0, 2), p(0, 0), p(0, 0)]
        ])
        #expect(repeated.selfIntersections().isEmpty)
        let triangle = PlanarPolygon(rings: [[p(0, 0), p(1, 0), p(0, 1)]])
        #expect(triangle.selfIntersections().isEmpty)
    }

    @Test func tenThousandVertexStarIsSimple() {
        let count = 10_000
        var ring: [PlanarPoint] = []
        for k in 0..<count {
            let angle = Double(k) / Double(count) * 2 * Double.pi
            let radius = k % 2 == 0 ? 0.001 : 0.0004
            ring.append(p(-122 + radius * cosine(angle), 37 + radius * sine(angle)))
        }
        let star = PlanarPolygon(rings: [ring + [ring[0]]])
        #expect(star.selfIntersections(limit: 5).isEmpty)
        // Moving one outer vertex across its neighbours' spikes makes it cross.
        var broken = ring
        broken[100] = ring[104]
        #expect(!PlanarPolygon(rings: [broken]).selfIntersections().isEmpty)
    }

    /// A serpentine of long horizontal runs (swept along y) and its mirror (swept along x): simple,
    /// until one run is pushed into its neighbour.
    @Test(arguments: [false, true])
    func serpentine(transposed: Bool) {
        var ring: [PlanarPoint] = []
        for row in 0..<500 {
            let y = Double(row) * 0.001
            ring += row % 2 == 0 ? [p(0, y), p(1, y)] : [p(1, y), p(0.01, y)]
        }
        ring += [p(0, 0.499), p(-0.01, 0.499), p(-0.01, 0)]
        let flip = { (point: PlanarPoint) in transposed ? p(point.y, point.x) : point }
        #expect(PlanarPolygon(rings: [ring.map(flip)]).selfIntersections().isEmpty)
        var broken = ring
        broken[10] = p(broken[10].x, 0.0065)  // row 5's start dips below row 6
        broken[11] = p(broken[11].x, 0.0065)
        let found = PlanarPolygon(rings: [broken.map(flip)]).selfIntersections(limit: 10)
        #expect(!found.isEmpty)
    }

    /// Random rings (mostly tangled): the sweep must find exactly the pairs a brute-force check finds.
    @Test func sweepMatchesBruteForce() {
        var random = SeededGenerator(seed: 5)
        for trial in 0..<60 {
            let count = Int.random(in: 3...30, using: &random)
            // A small integer grid makes touching and collinear cases common.
            let ring = (0..<count).map { _ in
                p(Double(Int.random(in: 0...6, using: &random)), Double(Int.random(in: 0...6, using: &random)))
            }
            let polygon = PlanarPolygon(rings: [ring])
            let found = Set(polygon.selfIntersections(limit: .max).map { [$0.firstSegment, $0.secondSegment] })

            // Brute force over distinct consecutive vertices, as documented.
            var vertices: [Int] = []
            for index in 0..<polygon.pointCount {
                if let last = vertices.last, polygon.point(at: last) == polygon.point(at: index) { continue }
                vertices.append(index)
            }
            while vertices.count > 1, let last = vertices.last,
                polygon.point(at: last) == polygon.point(at: vertices[0])
            {
                vertices.removeLast()
            }
            var expected: Set<[Int]> = []
            let n = vertices.count
            if n >= 2 {
                for i in 0..<n {
                    for j in (i + 1)..<n {
                        let meeting = SegmentIntersection.between(
                            polygon.point(at: vertices[i]), polygon.point(at: vertices[(i + 1) % n]),
                            and: polygon.point(at: vertices[j]), polygon.point(at: vertices[(j + 1) % n]))
                        guard let meeting else { continue }
                        let neighbours = j == i + 1 || (i == 0 && j == n - 1)
                        if neighbours, meeting.kind != .overlapping { continue }
                        expected.insert([vertices[i], vertices[j]])
                    }
                }
            }
            #expect(found == expected, "trial \(trial)")
        }
    }

    @Test func segmentIntersectionKinds() {
        #expect(SegmentIntersection.between(p(0, 0), p(2, 2), and: p(0, 2), p(2, 0))?.kind == .crossing)
        #expect(SegmentIntersection.between(p(0, 0), p(2, 2), and: p(1, 1), p(2, 0))?.kind == .touching)
        #expect(SegmentIntersection.between(p(0, 0), p(2, 0), and: p(2, 0), p(3, 0))?.kind == .touching)
        #expect(SegmentIntersection.between(p(0, 0), p(2, 0), and: p(1, 0), p(3, 0))?.kind == .overlapping)
        #expect(SegmentIntersection.between(p(0, 0), p(0, 2), and: p(0, 3), p(0, 1))?.point == p(0, 1))
        #expect(SegmentIntersection.between(p(0, 0), p(2, 0), and: p(2.5, 0), p(3, 0)) == nil)
        #expect(SegmentIntersection.between(p(0, 0), p(2, 2), and: p(0, 1), p(1, 2)) == nil)
        #expect(SegmentIntersection.between(p(0, 0), p(2, 2), and: p(1, 1), p(1, 1))?.kind == .touching)
        #expect(SegmentIntersection.between(p(0, 0), p(2, 2), and: p(3, 3), p(3, 3)) == nil)
    }
}
