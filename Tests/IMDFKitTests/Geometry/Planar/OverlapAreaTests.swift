import Testing

@testable import IMDFKit

private func p(_ x: Double, _ y: Double) -> PlanarPoint { PlanarPoint(x: x, y: y) }

/// A square of `size` degrees with its lower-left corner at (x, y), near a real venue.
private func square(_ x: Double, _ y: Double, size: Double, reversed: Bool = false) -> [PlanarPoint] {
    let ring = [p(x, y), p(x + size, y), p(x + size, y + size), p(x, y + size)]
    return reversed ? ring.reversed() : ring
}

private func close(_ a: Double, _ b: Double, relative: Double = 1e-6) -> Bool {
    abs(a - b) <= relative * max(abs(a), abs(b), 1e-9)
}

@Suite struct OverlapAreaTests {
    let x0 = -122.0090
    let y0 = 37.3350
    let size = 0.0002

    @Test(arguments: [false, true])
    func offsetSquaresOverlapByAQuarter(reversed: Bool) {
        let a = PlanarPolygon(rings: [square(x0, y0, size: size)])
        let b = PlanarPolygon(rings: [square(x0 + size / 2, y0 + size / 2, size: size, reversed: reversed)])
        let quarter = PlanarPolygon(rings: [square(x0 + size / 2, y0 + size / 2, size: size / 2)])
        let overlap = a.overlapArea(with: b)
        #expect(close(overlap, quarter.areaInSquareMeters, relative: 1e-5))
        #expect(close(overlap, b.overlapArea(with: a)))
        #expect(close(a.overlapArea(with: a), a.areaInSquareMeters, relative: 1e-5))
    }

    @Test func disjointAndAdjacentPolygonsDoNotOverlap() {
        let a = PlanarPolygon(rings: [square(x0, y0, size: size)])
        let far = PlanarPolygon(rings: [square(x0 + 1, y0, size: size)])
        let neighbour = PlanarPolygon(rings: [square(x0 + size, y0, size: size)])
        #expect(a.overlapArea(with: far) == 0)
        #expect(a.overlapArea(with: neighbour) < 1e-9 * a.areaInSquareMeters)
    }

    @Test(arguments: [false, true])
    func polygonWithHole(holeReversed: Bool) {
        // An 8×8 ring of cells with a 2×2 hole at (3,3)…(5,5); the other square covers (2,2)…(6,6).
        let cell = size / 8
        let holed = PlanarPolygon(rings: [
            square(x0, y0, size: 8 * cell),
            square(x0 + 3 * cell, y0 + 3 * cell, size: 2 * cell, reversed: !holeReversed),
        ])
        let cover = PlanarPolygon(rings: [square(x0 + 2 * cell, y0 + 2 * cell, size: 4 * cell)])
        let cellArea = PlanarPolygon(rings: [square(x0 + 4 * cell, y0 + 4 * cell, size: cell)]).areaInSquareMeters
        #expect(close(holed.overlapArea(with: cover), 12 * cellArea, relative: 1e-5))
        #expect(close(cover.overlapArea(with: holed), 12 * cellArea, relative: 1e-5))
        // A square inside the hole does not overlap at all.
        let inHole = PlanarPolygon(rings: [square(x0 + 3.5 * cell, y0 + 3.5 * cell, size: cell)])
        #expect(holed.overlapArea(with: inHole) < 1e-9 * cellArea)
        // Two holed polygons: 64 − 4 cells each, offset by nothing — their whole area.
        #expect(close(holed.overlapArea(with: holed), 60 * cellArea, relative: 1e-5))
    }

    @Test func concaveShapes() {
        let c = size / 4
        // A U of three 1×3 / 1×1 cells and a bar across its top: they share the two arm tops.
        let u = PlanarPolygon(rings: [
            [
                p(x0, y0), p(x0 + 3 * c, y0), p(x0 + 3 * c, y0 + 3 * c), p(x0 + 2 * c, y0 + 3 * c),
                p(x0 + 2 * c, y0 + c), p(x0 + c, y0 + c), p(x0 + c, y0 + 3 * c), p(x0, y0 + 3 * c),
            ]
        ])
        let bar = PlanarPolygon(rings: [
            [p(x0 - c, y0 + 2 * c), p(x0 + 4 * c, y0 + 2 * c), p(x0 + 4 * c, y0 + 4 * c), p(x0 - c, y0 + 4 * c)]
        ])
        let cellArea = PlanarPolygon(rings: [square(x0, y0 + 2 * c, size: c)]).areaInSquareMeters
        #expect(close(u.overlapArea(with: bar), 2 * cellArea, relative: 1e-5))
        let multi = PlanarMultiPolygon(parts: [u])
        #expect(close(multi.overlapArea(with: PlanarMultiPolygon(parts: [bar])), 2 * cellArea, relative: 1e-5))
    }
}
