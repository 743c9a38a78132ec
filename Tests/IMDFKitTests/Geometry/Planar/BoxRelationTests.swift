import Foundation
import IMDFTestSupport
import Testing

@testable import IMDFKit

private func p(_ x: Double, _ y: Double) -> PlanarPoint { PlanarPoint(x: x, y: y) }

/// `relation(to:)` answers `.contains` / `.disjoint` only when every point of the box agrees under
/// `location(of:)`; anything a ring touches is `.meets`.
@Suite struct BoxRelationTests {
    /// A 10 × 10 square with a 2 × 2 hole at (4, 4).
    static let squareWithHole = PlanarPolygon(rings: [
        [p(0, 0), p(10, 0), p(10, 10), p(0, 10)],
        [p(4, 4), p(6, 4), p(6, 6), p(4, 6)],
    ])

    @Test func clearCases() {
        let polygon = Self.squareWithHole
        #expect(polygon.relation(to: PlanarBox(minX: 1, minY: 1, maxX: 3, maxY: 3)) == .contains)
        #expect(polygon.relation(to: PlanarBox(minX: 11, minY: 1, maxX: 12, maxY: 3)) == .disjoint)
        #expect(
            polygon.relation(to: PlanarBox(minX: 4.5, minY: 4.5, maxX: 5.5, maxY: 5.5)) == .disjoint, "inside the hole")
        #expect(polygon.relation(to: PlanarBox(minX: 3, minY: 3, maxX: 7, maxY: 7)) == .meets, "around the hole")
        #expect(polygon.relation(to: PlanarBox(minX: 9, minY: 1, maxX: 11, maxY: 2)) == .meets, "across the wall")
        #expect(
            polygon.relation(to: PlanarBox(minX: 10, minY: 1, maxX: 11, maxY: 2)) == .meets, "touching the wall outside"
        )
        #expect(
            polygon.relation(to: PlanarBox(minX: 9, minY: 1, maxX: 10, maxY: 2)) == .meets, "touching the wall inside")
        #expect(
            polygon.relation(to: PlanarBox(minX: 6, minY: 6, maxX: 6, maxY: 6)) == .meets,
            "a hole's corner, as a point box")
        #expect(
            polygon.relation(to: PlanarBox(minX: -5, minY: -5, maxX: 15, maxY: 15)) == .meets,
            "the polygon inside the box")
    }

    /// A box whose corners are all outside a thin diagonal sliver that crosses it.
    @Test func diagonalThroughTheBoxWithNoCornerInside() {
        let sliver = PlanarPolygon(rings: [[p(0, 0), p(10, 9.9), p(10, 10)]])
        #expect(sliver.relation(to: PlanarBox(minX: 4, minY: 4, maxX: 6, maxY: 5)) == .meets)
        // The segment's line passes the box but its bounding box does not reach it.
        #expect(PlanarPolygon.segment(0, 0, 1, 1, meets: PlanarBox(minX: 2, minY: 1.5, maxX: 3, maxY: 2.5)) == false)
        #expect(PlanarPolygon.segment(0, 0, 4, 4, meets: PlanarBox(minX: 2, minY: 1.5, maxX: 3, maxY: 2.5)) == true)
        #expect(
            PlanarPolygon.segment(0, 0, 4, 4, meets: PlanarBox(minX: 2, minY: 2.5, maxX: 3, maxY: 3.5)) == true,
            "through a corner")
        #expect(PlanarPolygon.segment(0, 0, 4, 4, meets: PlanarBox(minX: 2.5, minY: 1, maxX: 3, maxY: 2)) == false)
    }

    @Test func multiPolygonAcrossASharedWallIsConservative() {
        let halves = PlanarMultiPolygon(parts: [
            PlanarPolygon(rings: [[p(0, 0), p(5, 0), p(5, 10), p(0, 10)]]),
            PlanarPolygon(rings: [[p(5, 0), p(10, 0), p(10, 10), p(5, 10)]]),
        ])
        #expect(halves.relation(to: PlanarBox(minX: 1, minY: 1, maxX: 2, maxY: 2)) == .contains)
        #expect(halves.relation(to: PlanarBox(minX: 6, minY: 1, maxX: 7, maxY: 2)) == .contains)
        #expect(halves.relation(to: PlanarBox(minX: 4, minY: 1, maxX: 6, maxY: 2)) == .meets)
        #expect(halves.relation(to: PlanarBox(minX: 11, minY: 1, maxX: 12, maxY: 2)) == .disjoint)
    }

    /// Random boxes against a star with a hole: the answers are checked on a lattice of points in each box.
    @Test func randomBoxesAgreeWithPointLocation() {
        var generator = SeededGenerator(seed: 7)
        let star = PlanarPolygon(rings: [
            (0..<14).map { k in
                let angle = Double(k) * .pi / 7
                let radius = k % 2 == 0 ? 10.0 : 4.0
                return p(radius * cos(angle), radius * sin(angle))
            },
            [p(-1, -1), p(1, -1), p(1, 1), p(-1, 1)],
        ])
        var seen: [PlanarBoxRelation: Int] = [:]
        for _ in 0..<3_000 {
            let x = Double.random(in: -12...12, using: &generator)
            let y = Double.random(in: -12...12, using: &generator)
            let box = PlanarBox(
                minX: x, minY: y, maxX: x + Double.random(in: 0...2, using: &generator),
                maxY: y + Double.random(in: 0...2, using: &generator))
            let relation = star.relation(to: box)
            seen[relation, default: 0] += 1
            guard relation != .meets else { continue }
            for i in 0...8 {
                for j in 0...8 {
                    let point = p(
                        i == 8 ? box.maxX : box.minX + Double(i) / 8 * box.width,
                        j == 8 ? box.maxY : box.minY + Double(j) / 8 * box.height)
                    let location = star.location(of: point)
                    #expect(relation == .contains ? location == .inside : location == .outside, "\(box) \(point)")
                }
            }
        }
        #expect(seen.count == 3, "every relation must be exercised: \(seen)")
    }

    @Test func axisAlignedRectangles() {
        func area(_ rings: [[PlanarPoint]]) -> PlanarMultiPolygon { PlanarMultiPolygon(PlanarPolygon(rings: rings)) }
        #expect(area([[p(0, 0), p(2, 0), p(2, 1), p(0, 1)]]).isAxisAlignedRectangle)
        #expect(area([[p(0, 0), p(0, 1), p(2, 1), p(2, 0), p(0, 0)]]).isAxisAlignedRectangle, "clockwise, closed")
        let withEmptyRing = PlanarPolygon(coordinates: [0, 0, 2, 0, 2, 1, 0, 1, 0, 0], ringStarts: [0, 5])
        #expect(withEmptyRing.ringCount == 2)
        #expect(PlanarMultiPolygon(withEmptyRing).isAxisAlignedRectangle, "as the decoder's ring offsets give it")
        #expect(!area([[p(1, 0), p(2, 1), p(1, 2), p(0, 1)]]).isAxisAlignedRectangle, "a diamond")
        #expect(!area([[p(0, 0), p(2, 0), p(2, 0), p(0, 0)]]).isAxisAlignedRectangle, "no height")
        #expect(!area([[p(0, 0), p(2, 0), p(2, 1), p(1, 1), p(1, 2), p(0, 2)]]).isAxisAlignedRectangle, "an L")
        #expect(
            !area([[p(0, 0), p(4, 0), p(4, 4), p(0, 4)], [p(1, 1), p(2, 1), p(2, 2), p(1, 2)]]).isAxisAlignedRectangle,
            "a hole")
        #expect(!area([[p(0, 0), p(2, 0), p(2, 1), p(0, .nan)]]).isAxisAlignedRectangle)
        #expect(
            !PlanarMultiPolygon(parts: [
                PlanarPolygon(rings: [[p(0, 0), p(1, 0), p(1, 1), p(0, 1)]]),
                PlanarPolygon(rings: [[p(1, 0), p(2, 0), p(2, 1), p(1, 1)]]),
            ]).isAxisAlignedRectangle)
    }
}
