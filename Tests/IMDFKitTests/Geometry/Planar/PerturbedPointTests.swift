import IMDFTestSupport
import Testing

@testable import IMDFKit

private func p(_ x: Double, _ y: Double) -> PlanarPoint { PlanarPoint(x: x, y: y) }

@Suite struct PerturbedPointTests {
    /// The indexed, perturbable crossing-number test agrees with `location(of:)` for plain points, on
    /// random rings (tangled ones included) over a small grid where vertices and edges are hit often.
    @Test func unperturbedLocationMatchesThePolygonsOwn() {
        var random = SeededGenerator(seed: 11)
        for _ in 0..<40 {
            let rings = (0..<Int.random(in: 1...3, using: &random)).map { _ in
                (0..<Int.random(in: 3...9, using: &random)).map { _ in
                    p(Double(Int.random(in: 0...6, using: &random)), Double(Int.random(in: 0...6, using: &random)))
                }
            }
            let polygon = PlanarPolygon(rings: rings)
            let index = PolygonEdgeIndex(polygon)
            for x in stride(from: -0.5, through: 6.5, by: 0.5) {
                for y in stride(from: -0.5, through: 6.5, by: 0.5) {
                    let point = p(x, y)
                    #expect(
                        index.location(of: PerturbedPoint(point)) == polygon.location(of: point), "\(rings) at \(point)"
                    )
                }
            }
        }
    }

    @Test func pointJustAfterAVertexAlongAnEdge() {
        let square = PolygonEdgeIndex(PlanarPolygon(rings: [[p(0, 0), p(2, 0), p(2, 2), p(0, 2)]]))
        // From a corner towards the opposite corner: inside; along an edge: on the boundary.
        #expect(square.location(of: PerturbedPoint(p(0, 0), toward: p(2, 2))) == .inside)
        #expect(square.location(of: PerturbedPoint(p(0, 0), toward: p(2, 0))) == .boundary)
        #expect(square.location(of: PerturbedPoint(p(0, 0), toward: p(-1, 1))) == .outside)
        // From the middle of an edge, out and in.
        #expect(square.location(of: PerturbedPoint(p(1, 0), toward: p(1, -5))) == .outside)
        #expect(square.location(of: PerturbedPoint(p(1, 0), toward: p(1, 5))) == .inside)
        // From outside, the step does not matter.
        #expect(square.location(of: PerturbedPoint(p(3, 1), toward: p(1, 1))) == .outside)
        // Along an edge, leaning inwards or outwards (second order).
        #expect(square.location(of: PerturbedPoint(p(0, 0), toward: p(2, 0), then: p(0, 2))) == .inside)
        #expect(square.location(of: PerturbedPoint(p(0, 0), toward: p(2, 0), then: p(0, -2))) == .outside)
    }

    /// A step along a horizontal line through a vertex, where the half-open rule must see the step's
    /// direction: from the diamond's left corner rightwards is inside, leftwards outside.
    @Test func stepsLevelWithVertices() {
        let diamond = PolygonEdgeIndex(PlanarPolygon(rings: [[p(0, -1), p(1, 0), p(0, 1), p(-1, 0)]]))
        #expect(diamond.location(of: PerturbedPoint(p(-1, 0), toward: p(1, 0))) == .inside)
        #expect(diamond.location(of: PerturbedPoint(p(-1, 0), toward: p(-2, 0))) == .outside)
        #expect(diamond.location(of: PerturbedPoint(p(0, 1), toward: p(0, 0))) == .inside)
        #expect(diamond.location(of: PerturbedPoint(p(0, 1), toward: p(5, 1))) == .outside)
        // Along the edge from (0, 1) to (1, 0), leaning either way.
        #expect(diamond.location(of: PerturbedPoint(p(0, 1), toward: p(1, 0), then: p(0, 0))) == .inside)
        #expect(diamond.location(of: PerturbedPoint(p(0, 1), toward: p(1, 0), then: p(1, 1))) == .outside)
    }

    @Test func locationInOneRingIgnoresTheOthers() {
        let polygon = PlanarPolygon(rings: [
            [p(0, 0), p(4, 0), p(4, 4), p(0, 4)], [p(1, 1), p(3, 1), p(3, 3), p(1, 3)],
        ])
        let index = PolygonEdgeIndex(polygon)
        #expect(index.location(of: PerturbedPoint(p(2, 2))) == .outside)  // in the hole
        #expect(index.location(of: PerturbedPoint(p(2, 2)), inRing: 0) == .inside)  // inside the exterior ring
        #expect(index.location(of: PerturbedPoint(p(2, 2)), inRing: 1) == .inside)
        #expect(index.location(of: PerturbedPoint(p(0.5, 2)), inRing: 1) == .outside)
        #expect(index.location(of: PerturbedPoint(p(1, 2)), inRing: 0) == .inside)
        #expect(index.location(of: PerturbedPoint(p(1, 2)), inRing: 1) == .boundary)
    }

    @Test func repeatedPointsMakeNoEdges() {
        let index = PolygonEdgeIndex(
            PlanarPolygon(rings: [
                [p(0, 0), p(0, 0), p(1, 0), p(1, 1), p(1, 1), p(0, 1), p(0, 0)],
                [p(5, 5), p(5, 5), p(5, 5), p(5, 5)],
                [],
            ]))
        #expect(index.edgeCount == 4)
        #expect(index.edgesOfRing.map(\.count) == [4, 0, 0])
        #expect(index.firstPoint(ofRing: 1) == p(5, 5))
        #expect(index.firstPoint(ofRing: 2) == nil)
        #expect(index.end(3) == p(0, 0))
        #expect(index.previous(0) == 3)
    }
}
