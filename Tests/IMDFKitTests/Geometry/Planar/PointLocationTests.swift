import IMDFTestSupport
import Testing

@testable import IMDFKit

private func p(_ x: Double, _ y: Double) -> PlanarPoint { PlanarPoint(x: x, y: y) }

private let unitSquare = [p(0, 0), p(1, 0), p(1, 1), p(0, 1)]

@Suite struct PointLocationTests {
    @Test(arguments: [false, true], [false, true])
    func squareInEitherWindingAndClosure(reversed: Bool, closed: Bool) {
        var ring = reversed ? Array(unitSquare.reversed()) : unitSquare
        if closed { ring.append(ring[0]) }
        let square = PlanarPolygon(rings: [ring])
        #expect(square.pointCount == 4)
        #expect(square.location(of: p(0.5, 0.5)) == .inside)
        #expect(square.location(of: p(1e-300, 0.5)) == .inside)
        #expect(square.location(of: p(1.5, 0.5)) == .outside)
        #expect(square.location(of: p(-0.5, 0.5)) == .outside)
        #expect(square.location(of: p(0.5, 1 + 1e-12)) == .outside)
        for vertex in unitSquare {
            #expect(square.location(of: vertex) == .boundary, "vertex \(vertex)")
        }
        for edgePoint in [p(0.5, 0), p(1, 0.25), p(0.75, 1), p(0, 0.125), p(0.1, 0), p(0, 0.3)] {
            #expect(square.location(of: edgePoint) == .boundary, "edge point \(edgePoint)")
        }
        #expect(square.contains(p(0, 0.3)))
        #expect(!square.contains(p(0, 1.3)))
    }

    /// A diamond: horizontal rays from these points pass exactly through vertices.
    @Test func raysThroughVertices() {
        let diamond = PlanarPolygon(rings: [[p(0, -1), p(1, 0), p(0, 1), p(-1, 0)]])
        #expect(diamond.location(of: p(-0.5, 0)) == .inside)
        #expect(diamond.location(of: p(0.5, 0)) == .inside)
        #expect(diamond.location(of: p(-2, 0)) == .outside)
        #expect(diamond.location(of: p(2, 0)) == .outside)
        #expect(diamond.location(of: p(-0.5, 1)) == .outside)
        #expect(diamond.location(of: p(0, 1)) == .boundary)
        #expect(diamond.location(of: p(0.5, 0.5)) == .boundary)
        #expect(diamond.location(of: p(-0.5, -0.5)) == .boundary)
    }

    /// A U shape: concave, with a horizontal edge at the query height and a reflex corner.
    @Test func concaveShape() {
        let u = PlanarPolygon(rings: [[p(0, 0), p(3, 0), p(3, 3), p(2, 3), p(2, 1), p(1, 1), p(1, 3), p(0, 3)]])
        #expect(u.location(of: p(1.5, 2)) == .outside)  // in the notch
        #expect(u.location(of: p(0.5, 2)) == .inside)  // left arm
        #expect(u.location(of: p(2.5, 1)) == .inside)  // right arm, level with the notch floor
        #expect(u.location(of: p(-1, 1)) == .outside)  // ray along the notch floor
        #expect(u.location(of: p(0.5, 1)) == .inside)
        #expect(u.location(of: p(1.5, 1)) == .boundary)  // on the notch floor
        #expect(u.location(of: p(1, 1)) == .boundary)  // reflex corner
        #expect(u.location(of: p(1, 2)) == .boundary)
        #expect(u.location(of: p(1.5, 3)) == .outside)
        #expect(u.location(of: p(1.5, 0.5)) == .inside)
    }

    @Test(arguments: [false, true])
    func holes(holeReversed: Bool) {
        let hole = [p(1, 1), p(2, 1), p(2, 2), p(1, 2)]
        let polygon = PlanarPolygon(rings: [
            [p(0, 0), p(3, 0), p(3, 3), p(0, 3)], holeReversed ? hole.reversed() : hole,
        ])
        #expect(polygon.location(of: p(1.5, 1.5)) == .outside)
        #expect(polygon.location(of: p(0.5, 1.5)) == .inside)
        #expect(polygon.location(of: p(2.5, 1.5)) == .inside)
        #expect(polygon.location(of: p(1, 1.5)) == .boundary)
        #expect(polygon.location(of: p(2, 2)) == .boundary)
        #expect(polygon.location(of: p(1.5, 1)) == .boundary)
        #expect(polygon.location(of: p(3, 3)) == .boundary)
    }

    @Test func multiPolygonParts() {
        let left = PlanarPolygon(rings: [unitSquare])
        let right = PlanarPolygon(rings: [[p(1, 0), p(2, 0), p(2, 1), p(1, 1)]])
        let far = PlanarPolygon(rings: [[p(5, 5), p(6, 5), p(6, 6)]])
        let multi = PlanarMultiPolygon(parts: [left, right, far])
        #expect(multi.location(of: p(0.5, 0.5)) == .inside)
        #expect(multi.location(of: p(1.5, 0.5)) == .inside)
        #expect(multi.location(of: p(5.9, 5.5)) == .inside)
        #expect(multi.location(of: p(1, 0.5)) == .boundary)  // the shared wall
        #expect(multi.location(of: p(5.5, 5.9)) == .outside)
        #expect(multi.location(of: p(3, 3)) == .outside)
        #expect(PlanarMultiPolygon(parts: []).location(of: p(0, 0)) == .outside)
    }

    /// Two rooms sharing a slanted wall whose points are not exactly representable: every point near
    /// the wall is `.boundary` for both, or inside exactly one — never inside both, never in neither.
    @Test func sharedWallIsConsistent() {
        let wallA = p(-122.009_384_1, 37.334_812_7)
        let wallB = p(-122.008_913_3, 37.335_291_9)
        let left = PlanarPolygon(rings: [[wallA, wallB, p(-122.0100, 37.3356), p(-122.0102, 37.3349)]])
        let right = PlanarPolygon(rings: [[wallB, wallA, p(-122.0088, 37.3345), p(-122.0085, 37.3352)]])
        #expect(left.location(of: wallA) == .boundary)
        #expect(right.location(of: wallB) == .boundary)
        var random = SeededGenerator(seed: 11)
        var insideLeft = 0
        var insideRight = 0
        for step in 0...2_000 {
            let t = step < 1_000 ? 0.01 + 0.98 * Double(step) / 1_000 : Double.random(in: 0.01...0.99, using: &random)
            var point = p(wallA.x + t * (wallB.x - wallA.x), wallA.y + t * (wallB.y - wallA.y))
            if step % 3 == 1 { point.x = point.x.nextUp }
            if step % 3 == 2 { point.y = point.y.nextDown }
            let inLeft = left.location(of: point)
            let inRight = right.location(of: point)
            if inLeft == .boundary || inRight == .boundary {
                #expect(inLeft == inRight, "point \(point)")
            } else {
                #expect((inLeft == .inside) != (inRight == .inside), "point \(point): \(inLeft) / \(inRight)")
                if inLeft == .inside { insideLeft += 1 } else { insideRight += 1 }
            }
        }
        // Rounded points fall on both sides of the wall, so both rooms were really exercised.
        #expect(insideLeft > 100 && insideRight > 100)
    }

    @Test func degenerateRingsHaveOnlyABoundary() {
        let line = PlanarPolygon(rings: [[p(0, 0), p(1, 1), p(2, 2)]])
        #expect(line.location(of: p(1, 1)) == .boundary)
        #expect(line.location(of: p(0.5, 0.5)) == .boundary)
        #expect(line.location(of: p(1, 0)) == .outside)
        #expect(line.location(of: p(3, 3)) == .outside)
        let dot = PlanarPolygon(rings: [[p(4, 4), p(4, 4), p(4, 4), p(4, 4)]])
        #expect(dot.location(of: p(4, 4)) == .boundary)
        #expect(dot.location(of: p(4, 4.5)) == .outside)
        #expect(PlanarPolygon(rings: []).location(of: p(0, 0)) == .outside)
    }

    /// Random star-shaped polygons against a plain floating-point even-odd test, for points clearly
    /// off the boundary.
    @Test func agreesWithNaiveEvenOddAwayFromTheBoundary() {
        var random = SeededGenerator(seed: 3)
        for _ in 0..<40 {
            let count = Int.random(in: 3...40, using: &random)
            var ring: [PlanarPoint] = []
            for k in 0..<count {
                let angle = Double(k) / Double(count) * 2 * Double.pi
                let radius = Double.random(in: 0.2...1, using: &random)
                ring.append(p(radius * cosine(angle), radius * sine(angle)))
            }
            let polygon = PlanarPolygon(rings: [ring])
            for _ in 0..<200 {
                let q = p(Double.random(in: -1.1...1.1, using: &random), Double.random(in: -1.1...1.1, using: &random))
                guard polygon.distanceToBoundary(from: q) > 1 else { continue }  // > 1 m ≈ 1e-5°
                var inside = false
                var j = ring.count - 1
                for i in ring.indices {
                    let a = ring[j]
                    let b = ring[i]
                    if (a.y > q.y) != (b.y > q.y), q.x < a.x + (q.y - a.y) / (b.y - a.y) * (b.x - a.x) {
                        inside.toggle()
                    }
                    j = i
                }
                #expect(polygon.location(of: q) == (inside ? .inside : .outside))
            }
        }
    }
}

/// Cosine and sine by Taylor series after range reduction, so the tests need no Foundation.
func cosine(_ angle: Double) -> Double { sine(angle + Double.pi / 2) }

func sine(_ angle: Double) -> Double {
    var x = angle.truncatingRemainder(dividingBy: 2 * Double.pi)
    if x > Double.pi { x -= 2 * Double.pi }
    if x < -Double.pi { x += 2 * Double.pi }
    var term = x
    var sum = x
    for n in 1...12 {
        term *= -x * x / Double((2 * n) * (2 * n + 1))
        sum += term
    }
    return sum
}
