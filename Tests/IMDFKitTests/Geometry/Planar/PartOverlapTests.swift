import IMDFTestSupport
import Testing

@testable import IMDFKit

private func p(_ x: Double, _ y: Double) -> PlanarPoint { PlanarPoint(x: x, y: y) }

private func rectangle(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> [PlanarPoint] {
    [p(x0, y0), p(x1, y0), p(x1, y1), p(x0, y1)]
}

/// The overlaps of a multipolygon whose parts are given as lists of rings.
private func overlaps(_ parts: [[PlanarPoint]]...) -> [PartOverlap] {
    PlanarMultiPolygon(parts: parts.map { PlanarPolygon(rings: $0) }).partOverlaps()
}

private func overlap(_ part: Int, _ other: Int, _ evidence: PartOverlap.Evidence) -> PartOverlap {
    PartOverlap(part: part, otherPart: other, evidence: evidence)
}

@Suite struct PartOverlapTests {
    @Test func disjointTouchingAndEdgeSharingPartsAreFine() {
        #expect(overlaps([rectangle(0, 0, 1, 1)], [rectangle(2, 0, 3, 1)]).isEmpty)
        #expect(overlaps([rectangle(0, 0, 1, 1)], [rectangle(1, 1, 2, 2)]).isEmpty)  // a corner
        #expect(overlaps([rectangle(0, 0, 1, 1)], [rectangle(1, 0, 2, 1)]).isEmpty)  // an edge
        #expect(overlaps([rectangle(0, 0, 1, 1)], [rectangle(1, 0.5, 2, 1.5)]).isEmpty)  // part of an edge
        #expect(overlaps([rectangle(0, 0, 2, 1)], [[p(1, 1), p(2, 2), p(0, 2)]]).isEmpty)  // a vertex on an edge
        #expect(overlaps([rectangle(0, 0, 1, 1)]).isEmpty)
    }

    @Test func disjointPartsWithOverlappingBoxes() {
        // A square in the notch of a U, touching nothing, then resting on the notch's floor.
        let u = [p(0, 0), p(9, 0), p(9, 9), p(6, 9), p(6, 3), p(3, 3), p(3, 9), p(0, 9)]
        #expect(overlaps([u], [rectangle(4, 5, 5, 6)]).isEmpty)
        #expect(overlaps([u], [rectangle(3, 3, 6, 9)]).isEmpty)
    }

    @Test func overlappingPartsCross() {
        #expect(
            overlaps([rectangle(0, 0, 2, 2)], [rectangle(1, 1, 3, 3)]) == [overlap(1, 0, .boundariesCross(p(2, 1)))])
    }

    @Test func onePartInsideTheOther() {
        #expect(
            overlaps([rectangle(0, 0, 10, 10)], [rectangle(2, 2, 3, 3)]) == [
                overlap(1, 0, .ringInside(part: 1, ring: 0))
            ])
        #expect(
            overlaps([rectangle(2, 2, 3, 3)], [rectangle(0, 0, 10, 10)]) == [
                overlap(1, 0, .ringInside(part: 0, ring: 0))
            ])
        // Inside, in a corner: the boundaries share two stretches.
        #expect(
            overlaps([rectangle(0, 0, 10, 10)], [rectangle(0, 0, 1, 1)]) == [
                overlap(1, 0, .boundaryInside(part: 1, from: p(1, 0)))
            ])
    }

    @Test func partInAHoleOfAnotherIsFine() {
        let holed = [rectangle(0, 0, 10, 10), rectangle(2, 2, 8, 8)]
        #expect(overlaps(holed, [rectangle(3, 3, 4, 4)]).isEmpty)
        #expect(overlaps(holed, [rectangle(2, 2, 8, 8)]).isEmpty)  // filling the hole exactly
        #expect(overlaps(holed, [rectangle(2, 2, 5, 5)]).isEmpty)  // in a corner of the hole
        // Reaching from the hole over the solid part.
        #expect(overlaps(holed, [rectangle(1, 3, 4, 4)]).count == 1)
    }

    @Test func duplicatePartsRepeat() {
        let square = rectangle(0, 0, 1, 1)
        #expect(overlaps([square], [square]) == [overlap(1, 0, .sameArea)])
        // Reversed, starting elsewhere, closed, with an extra vertex along an edge: still the same area.
        let variant = [p(1, 1), p(1, 0.5), p(1, 0), p(0, 0), p(0, 1), p(1, 1)]
        #expect(overlaps([square], [variant]) == [overlap(1, 0, .sameArea)])
        // With holes.
        let holed = [rectangle(0, 0, 4, 4), rectangle(1, 1, 2, 2)]
        #expect(overlaps(holed, holed) == [overlap(1, 0, .sameArea)])
    }

    @Test func triangleThatIsHalfOfTheSquareOverlaps() {
        // Every vertex of the triangle is a vertex of the square and two of its edges lie on the
        // square's: only its diagonal, running inside, shows the overlap.
        #expect(
            overlaps([rectangle(0, 0, 2, 2)], [[p(0, 0), p(2, 0), p(2, 2)]]) == [
                overlap(1, 0, .boundaryInside(part: 1, from: p(2, 2)))
            ])
        #expect(
            overlaps([[p(0, 0), p(2, 0), p(2, 2)]], [rectangle(0, 0, 2, 2)]) == [
                overlap(1, 0, .boundaryInside(part: 0, from: p(2, 2)))
            ])
        // The two halves of the square side by side are fine.
        #expect(overlaps([[p(0, 0), p(2, 0), p(2, 2)]], [[p(0, 0), p(2, 2), p(0, 2)]]).isEmpty)
    }

    @Test func eachOverlappingPairOnce() {
        let found = overlaps(
            [rectangle(0, 0, 2, 2)], [rectangle(5, 0, 6, 1)], [rectangle(0, 0, 2, 2)], [rectangle(1, 1, 3, 3)])
        #expect(found.map { [$0.part, $0.otherPart] } == [[2, 0], [3, 0], [3, 2]])
    }

    /// 2,500 unit squares in a grid, sharing edges with their neighbours: nothing to report, and part pairs
    /// are compared only when their boxes meet. A repeated square is then found.
    @Test func gridOfSquaresSharingEdges() {
        var parts: [PlanarPolygon] = []
        for row in 0..<50 {
            for column in 0..<50 {
                let x = Double(column)
                let y = Double(row)
                parts.append(PlanarPolygon(rings: [rectangle(x, y, x + 1, y + 1)]))
            }
        }
        #expect(PlanarMultiPolygon(parts: parts).partOverlaps().isEmpty)
        parts.append(parts[1_234])
        #expect(PlanarMultiPolygon(parts: parts).partOverlaps() == [overlap(2_500, 1_234, .sameArea)])
    }

    // MARK: Exactness

    /// Two parts sharing a sloped edge at real coordinates. A test at the edge's midpoint would misjudge
    /// it: the rounded midpoint lies strictly inside the first part.
    @Test func sharedSlopedEdgeIsNotAnOverlap() {
        let a = p(30.3712345, 60.0001234)
        let b = p(30.3712889, 60.0009876)
        let left = [a, b, p(30.3712345, 60.0009876)]  // counterclockwise: its inside is left of a → b
        let right = [b, a, p(30.3712889, 60.0001234)]
        let roundedMidpoint = p((a.x + b.x) / 2, (a.y + b.y) / 2)
        #expect(PlanarPolygon(rings: [left]).location(of: roundedMidpoint) == .inside)
        #expect(overlaps([left], [right]).isEmpty)
    }

    /// A second part with a vertex exactly on the first part's sloped edge (a T-junction) is fine; one
    /// unit in the last place into the first part, it overlaps it by a sliver no area threshold would see.
    @Test func vertexOnASlopedEdgeAndOneUlpPastIt() {
        let a = PolygonValidityTests.a
        let b = PolygonValidityTests.b
        let first = PolygonValidityTests.triangle
        let below = p(30.3721233, 60.0001234)
        #expect(overlaps([first], [[a, below, b, PolygonValidityTests.c]]).isEmpty)
        #expect(overlaps([first], [[a, below, b, PolygonValidityTests.cBelow]]).isEmpty)
        let sliver = overlaps([first], [[a, below, b, PolygonValidityTests.cAbove]])
        // The first part's edge a → b now runs inside the second part.
        #expect(sliver == [overlap(1, 0, .boundaryInside(part: 0, from: a))])
        #expect(
            PlanarPolygon(rings: [first]).overlapArea(
                with: PlanarPolygon(rings: [[a, below, b, PolygonValidityTests.cAbove]])) < 1e-6)
    }

    /// Random rectangles and right triangles on a small grid: the exact answer agrees with the overlap area.
    @Test func agreesWithTheOverlapArea() {
        var random = SeededGenerator(seed: 7)
        func shape() -> [PlanarPoint] {
            let x0 = Double(Int.random(in: 0...4, using: &random))
            let y0 = Double(Int.random(in: 0...4, using: &random))
            let x1 = x0 + Double(Int.random(in: 1...3, using: &random))
            let y1 = y0 + Double(Int.random(in: 1...3, using: &random))
            switch Int.random(in: 0...2, using: &random) {
            case 0: return rectangle(x0, y0, x1, y1)
            case 1: return [p(x0, y0), p(x1, y0), p(x0, y1)]
            default: return [p(x1, y1), p(x0, y1), p(x1, y0)]
            }
        }
        var overlapping = 0
        for _ in 0..<300 {
            let first = PlanarPolygon(rings: [shape()])
            let second = PlanarPolygon(rings: [shape()])
            // Grid cells are about 10¹⁰ m² here, and the smallest overlap is half of one.
            let expected = first.overlapArea(with: second) > 1e6
            let found = PlanarMultiPolygon(parts: [first, second]).partOverlaps()
            #expect(found.isEmpty == !expected, "\(first.points(ofRing: 0)) and \(second.points(ofRing: 0)): \(found)")
            overlapping += expected ? 1 : 0
        }
        #expect((50...250).contains(overlapping), "\(overlapping) of 300 overlap")
    }
}
