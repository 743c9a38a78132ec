import IMDFTestSupport
import Testing

@testable import IMDFKit

private func p(_ x: Double, _ y: Double) -> PlanarPoint { PlanarPoint(x: x, y: y) }

/// The axis-aligned rectangle from (x0, y0) to (x1, y1), counterclockwise.
private func rectangle(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> [PlanarPoint] {
    [p(x0, y0), p(x1, y0), p(x1, y1), p(x0, y1)]
}

private let shell = rectangle(0, 0, 10, 10)

private func problems(_ rings: [PlanarPoint]...) -> [PolygonRingProblem] {
    PlanarPolygon(rings: rings).ringProblems()
}

private func problem(_ ring: Int, _ other: Int, _ kind: PolygonRingProblem.Kind) -> PolygonRingProblem {
    PolygonRingProblem(ring: ring, otherRing: other, kind: kind)
}

@Suite struct PolygonValidityTests {
    // MARK: Holes and the exterior ring

    @Test func holeInsideIsValidInEitherWindingAndClosure() {
        let hole = rectangle(2, 2, 4, 4)
        #expect(problems(shell, hole).isEmpty)
        #expect(problems(shell.reversed(), hole.reversed() + [hole[3]]).isEmpty)
        #expect(problems(shell).isEmpty)
    }

    @Test func holeOutside() {
        #expect(problems(shell, rectangle(20, 20, 22, 22)) == [problem(1, 0, .holeOutsideShell)])
        // Outside, but within the exterior ring's bounding box: in the notch of a U.
        let u = [p(0, 0), p(9, 0), p(9, 9), p(6, 9), p(6, 3), p(3, 3), p(3, 9), p(0, 9)]
        #expect(problems(u, rectangle(4, 5, 5, 6)) == [problem(1, 0, .holeOutsideShell)])
        // A hole around the whole exterior ring is outside it too.
        #expect(problems(rectangle(2, 2, 4, 4), shell) == [problem(1, 0, .holeOutsideShell)])
    }

    @Test func holeOutsideTouchingTheShellAtAPointIsStillOutside() {
        #expect(problems(shell, rectangle(10, 10, 12, 12)) == [problem(1, 0, .holeOutsideShell)])
    }

    /// A triangle in a rectangular notch with each vertex on the exterior ring: no vertex says anything,
    /// the points just after them do.
    @Test func holeOutsideWithEveryVertexOnTheShell() {
        let notched = [p(0, 0), p(10, 0), p(10, 10), p(7, 10), p(7, 5), p(3, 5), p(3, 10), p(0, 10)]
        #expect(problems(notched, [p(7, 8), p(3, 8), p(5, 5)]) == [problem(1, 0, .holeOutsideShell)])
        // The same triangle turned into the solid part, touching the ring from inside at three points.
        #expect(problems(notched, [p(10, 2), p(0, 2), p(5, 0)]).isEmpty)
    }

    @Test func holePartlyOutsideCrossesTheShell() {
        // Reported once, as the crossing (at the lowest pair of edges), not also as "outside".
        #expect(problems(shell, rectangle(8, 4, 12, 6)) == [problem(1, 0, .crossing(p(10, 4)))])
    }

    @Test func holeTouchingTheShellAtOneVertexIsValid() {
        #expect(problems(shell, [p(0, 0), p(2, 1), p(1, 2)]).isEmpty)
    }

    @Test func holeWithAVertexOnTheShellsEdgeIsValid() {
        #expect(problems(shell, [p(5, 0), p(6, 2), p(4, 2)]).isEmpty)
        // The exterior ring's vertex on the hole's edge, from the other side.
        #expect(problems([p(0, 0), p(10, 0), p(10, 10), p(5, 2), p(0, 10)], [p(3, 2), p(5, 1), p(7, 2)]).isEmpty)
    }

    /// A hole passing out through one corner of the exterior ring and back in through another: no two
    /// edges cross, but the rings cross at the shared vertices.
    @Test func holePassingThroughTheShellAtVerticesCrosses() {
        #expect(problems(shell, [p(5, 5), p(10, 0), p(15, 5), p(10, 10)]) == [problem(1, 0, .crossing(p(10, 0)))])
        // Out through the shell's edge at one vertex of the hole, back in at another.
        #expect(problems(shell, [p(5, 5), p(10, 3), p(13, 8), p(10, 8)]) == [problem(1, 0, .crossing(p(10, 3)))])
    }

    @Test func holeSharingAStretchWithTheShellOverlaps() {
        #expect(problems(shell, rectangle(0, 2, 2, 4)) == [problem(1, 0, .overlapping(p(0, 2)))])
    }

    // MARK: Holes and holes

    @Test func holesCrossing() {
        #expect(problems(shell, rectangle(2, 2, 5, 5), rectangle(4, 4, 7, 7)) == [problem(2, 1, .crossing(p(5, 4)))])
    }

    @Test func holesTouchingAtAPointAreValid() {
        #expect(problems(shell, rectangle(2, 2, 4, 4), rectangle(4, 4, 6, 6)).isEmpty)
        // A vertex of one on the edge of the other.
        #expect(problems(shell, rectangle(2, 2, 4, 4), [p(4, 3), p(6, 2), p(6, 5)]).isEmpty)
    }

    @Test func holesSharingAnEdgeSegmentOverlap() {
        #expect(problems(shell, rectangle(2, 2, 4, 4), rectangle(4, 2, 6, 4)) == [problem(2, 1, .overlapping(p(4, 2)))])
        // Part of an edge.
        #expect(problems(shell, rectangle(2, 2, 4, 4), rectangle(4, 3, 6, 5)) == [problem(2, 1, .overlapping(p(4, 3)))])
        // A repeated hole.
        #expect(problems(shell, rectangle(2, 2, 4, 4), rectangle(2, 2, 4, 4)).map(\.ring) == [2])
    }

    @Test func nestedHoles() {
        let outer = rectangle(1, 1, 9, 9)
        let inner = rectangle(3, 3, 5, 5)
        #expect(problems(shell, outer, inner) == [problem(2, 1, .holeInsideHole)])
        #expect(problems(shell, inner, outer) == [problem(1, 2, .holeInsideHole)])
        // Touching the outer hole at a vertex, or with every vertex on it.
        #expect(problems(shell, outer, [p(1, 1), p(3, 2), p(2, 3)]) == [problem(2, 1, .holeInsideHole)])
        #expect(problems(shell, outer, [p(5, 1), p(9, 5), p(1, 5)]) == [problem(2, 1, .holeInsideHole)])
    }

    @Test func manyHolesReportEachBadPairOnce() {
        let found = problems(
            shell, rectangle(1, 1, 2, 2), rectangle(12, 1, 13, 2), rectangle(3, 3, 6, 6),
            rectangle(4, 4, 5, 5), rectangle(5, 1, 7, 2), rectangle(6, 1.5, 8, 3))
        #expect(
            found == [
                problem(2, 0, .holeOutsideShell),
                problem(4, 3, .holeInsideHole),
                problem(6, 5, .crossing(p(7, 1.5))),
            ])
    }

    // MARK: Against an oracle

    /// Random rectangles on a small grid, where touching, shared stretches and containment are common:
    /// the findings agree with what the rectangles' coordinates say.
    @Test func rectanglesAgreeWithAnOracle() {
        var random = SeededGenerator(seed: 3)
        func box() -> GridRectangle {
            let x0 = Int.random(in: 0...5, using: &random)
            let y0 = Int.random(in: 0...5, using: &random)
            return GridRectangle(
                x0: x0, y0: y0, x1: x0 + Int.random(in: 1...5, using: &random),
                y1: y0 + Int.random(in: 1...5, using: &random))
        }
        /// Half the time `outer` shrunk by 1 on each side (by 0 on some), so that containment is common too.
        func box(near outer: GridRectangle) -> GridRectangle {
            guard Bool.random(using: &random) else { return box() }
            func margin() -> Int { Int.random(in: 0...3, using: &random) > 0 ? 1 : 0 }
            let x0 = outer.x0 + margin()
            let y0 = outer.y0 + margin()
            return GridRectangle(
                x0: x0, y0: y0, x1: max(x0 + 1, outer.x1 - margin()), y1: max(y0 + 1, outer.y1 - margin()))
        }
        var seen: [String: Int] = [:]
        for _ in 0..<1000 {
            // A hole against the exterior ring.
            let outer = box()
            let inner = box(near: outer)
            let found = problems(outer.points, inner.points)
            let common = outer.commonArea(inner)
            let expected: String =
                if outer.sharesAStretch(with: inner) {
                    "overlapping"
                } else if common == inner.area {
                    "valid"
                } else if common == 0 || common == outer.area {
                    "holeOutsideShell"  // beside the exterior ring, or around it
                } else {
                    "crossing"
                }
            // Rings that both share a stretch and cross get one finding, for their lowest pair of edges.
            let partial = common > 0 && common < inner.area
            let either = partial && expected == "overlapping" && found.map(\.kindName) == ["crossing"]
            #expect(
                either || found.map(\.kindName) == (expected == "valid" ? [] : [expected]),
                "\(outer) \(inner): \(found)")
            seen[expected, default: 0] += 1

            // Two holes in a large exterior ring.
            var first = box()
            var second = box(near: first)
            if Bool.random(using: &random) { swap(&first, &second) }
            let holes = problems(rectangle(-1, -1, 11, 11), first.points, second.points)
            let overlap = first.commonArea(second)
            let expectedHoles: [String] =
                if first.sharesAStretch(with: second) {
                    ["overlapping"]
                } else if overlap == 0 {
                    []
                } else if overlap == second.area {
                    ["holeInsideHole 2 in 1"]
                } else if overlap == first.area {
                    ["holeInsideHole 1 in 2"]
                } else {
                    ["crossing"]
                }
            let names = holes.map {
                $0.kindName == "holeInsideHole" ? "holeInsideHole \($0.ring) in \($0.otherRing)" : $0.kindName
            }
            let partialHoles = overlap > 0 && overlap < min(first.area, second.area)
            let eitherHoles = partialHoles && expectedHoles == ["overlapping"] && names == ["crossing"]
            #expect(eitherHoles || names == expectedHoles, "\(first) \(second): \(holes)")
            seen["holes: " + (expectedHoles.first ?? "disjoint"), default: 0] += 1
        }
        // Every case came up often enough to mean something.
        #expect(seen.count == 9 && seen.values.allSatisfy { $0 >= 20 }, "\(seen)")
    }

    /// A grid of 2,500 holes, each touching its neighbours at corners, in one exterior ring: nothing to
    /// report, and no quadratic work to get there (holes are compared only when their boxes overlap). One
    /// hole moved outside and one shrunk into its neighbour are then found.
    @Test func gridOfTouchingHoles() {
        var rings = [rectangle(-1, -1, 101, 101)]
        for row in 0..<50 {
            for column in 0..<50 {
                let x = Double(2 * column)
                let y = Double(2 * row)
                rings.append([p(x, y), p(x + 1, y + 1), p(x + 2, y), p(x + 1, y - 1)].map { p($0.x, $0.y + 1) })
            }
        }
        #expect(PlanarPolygon(rings: rings).ringProblems().isEmpty)
        rings[100] = rectangle(200, 200, 201, 201)
        rings[200] = rectangle(96.75, 6.75, 97.25, 7.25)  // inside hole 199's diamond, centred on (97, 7)
        let found = PlanarPolygon(rings: rings).ringProblems()
        #expect(found.map(\.ring) == [100, 200])
        #expect(found.first?.kind == .holeOutsideShell)
        #expect(found.last?.kind == .holeInsideHole && found.last?.otherRing == 199, "\(found)")
    }

    // MARK: Exactness

    /// A shell edge from `a` to `b` at real St Petersburg coordinates, with `c` exactly on it (b = 2c − a
    /// in exact arithmetic) and the doubles one unit in the last place above and below `c`.
    static let a = p(30.3712345, 60.0001234)
    static let b = p(30.3721233, 60.00079)
    static let c = p(30.3716789, 60.0004567)
    static let cAbove = p(30.3716789, 60.00045670000001)
    static let cBelow = p(30.3716789, 60.000456699999994)
    /// The triangle a, b, top-left: counterclockwise, so its inside is left of a → b (above the edge).
    static let triangle = [a, b, p(30.3712345, 60.00079)]

    @Test func holeVertexExactlyOnASlopedShellEdgeTouches() {
        #expect(orient2d(Self.a, Self.b, Self.c) == 0)
        let hole = [Self.c, p(30.3716, 60.0007), p(30.3714, 60.0006)]
        #expect(problems(Self.triangle, hole).isEmpty)
    }

    /// One unit in the last place (about 0.8 nm) outside the exterior ring: a tolerance would call the
    /// vertex "on the edge"; the exact predicates see the hole's edges cross it.
    @Test func holeVertexOneUlpOutsideASlopedShellEdgeCrosses() {
        #expect(orient2d(Self.a, Self.b, Self.cBelow) < 0 && orient2d(Self.a, Self.b, Self.cAbove) > 0)
        let outside = problems(Self.triangle, [Self.cBelow, p(30.3716, 60.0007), p(30.3714, 60.0006)])
        #expect(outside.count == 1)
        if case .crossing? = outside.first?.kind {} else { Issue.record("expected a crossing, got \(outside)") }
        #expect(problems(Self.triangle, [Self.cAbove, p(30.3716, 60.0007), p(30.3714, 60.0006)]).isEmpty)
    }

    @Test func degenerateInputGivesNoProblems() {
        #expect(problems(shell, [p(3, 3), p(3, 3), p(3, 3)]).isEmpty)
        #expect(problems(shell, []).isEmpty)
        #expect(problems(shell, [p(.nan, 1), p(2, 2), p(1, 2)]).isEmpty)
    }
}

/// An axis-aligned rectangle with integer corners, for the oracle.
private struct GridRectangle: CustomStringConvertible {
    var x0, y0, x1, y1: Int

    var points: [PlanarPoint] { rectangle(Double(x0), Double(y0), Double(x1), Double(y1)) }
    var area: Int { (x1 - x0) * (y1 - y0) }
    var description: String { "[\(x0), \(y0)]–[\(x1), \(y1)]" }

    /// The area of the intersection.
    func commonArea(_ other: GridRectangle) -> Int {
        max(0, min(x1, other.x1) - max(x0, other.x0)) * max(0, min(y1, other.y1) - max(y0, other.y0))
    }

    /// Whether an edge of one lies along an edge of the other for a positive length.
    func sharesAStretch(with other: GridRectangle) -> Bool {
        let xOverlap = min(x1, other.x1) > max(x0, other.x0)
        let yOverlap = min(y1, other.y1) > max(y0, other.y0)
        let horizontal = [y0, y1].contains { [other.y0, other.y1].contains($0) } && xOverlap
        let vertical = [x0, x1].contains { [other.x0, other.x1].contains($0) } && yOverlap
        return horizontal || vertical
    }
}

extension PolygonRingProblem {
    /// The kind without its point, for comparisons.
    var kindName: String {
        switch kind {
        case .crossing: "crossing"
        case .overlapping: "overlapping"
        case .holeOutsideShell: "holeOutsideShell"
        case .holeInsideHole: "holeInsideHole"
        }
    }
}
