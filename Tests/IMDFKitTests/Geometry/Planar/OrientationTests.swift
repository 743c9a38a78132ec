import IMDFTestSupport
import Testing

@testable import IMDFKit

@Suite struct OrientationTests {
    @Test func basicTurns() {
        let a = PlanarPoint(x: 0, y: 0)
        let b = PlanarPoint(x: 1, y: 0)
        #expect(Orientation(of: a, b, PlanarPoint(x: 0.5, y: 1)) == .counterclockwise)
        #expect(Orientation(of: a, b, PlanarPoint(x: 0.5, y: -1)) == .clockwise)
        #expect(Orientation(of: a, b, PlanarPoint(x: 7, y: 0)) == .collinear)
        #expect(Orientation(of: a, a, b) == .collinear)
        #expect(orient2d(a, b, PlanarPoint(x: 0, y: 2)) == 2)
    }

    /// Points a few ulps off the line y = x, next to two points on it: the naive determinant gets many
    /// signs wrong, the robust one must match the exact sign, sign(py − px), in every rotation.
    @Test func nearCollinearGridMatchesExactSign() {
        let q = PlanarPoint(x: 12, y: 12)
        let r = PlanarPoint(x: 24, y: 24)
        let ulp = Double(0.5).ulp
        var naiveWrong = 0
        for i in 0..<64 {
            for j in 0..<64 {
                let p = PlanarPoint(x: 0.5 + Double(i) * ulp, y: 0.5 + Double(j) * ulp)
                let exact = j > i ? 1 : (j < i ? -1 : 0)
                for (a, b, c) in [(p, q, r), (q, r, p), (r, p, q)] {
                    #expect(sign(orient2d(a, b, c)) == exact, "p = \(p)")
                    let naive = (a.x - c.x) * (b.y - c.y) - (a.y - c.y) * (b.x - c.x)
                    if sign(naive) != exact { naiveWrong += 1 }
                }
            }
        }
        // The grid is only a meaningful test if plain floating point fails on it.
        #expect(naiveWrong > 0)
    }

    /// Large integer coordinates, nearly collinear, checked against exact 128-bit integer arithmetic.
    @Test func nearCollinearRandomMatchesInt128() {
        var random = SeededGenerator(seed: 7)
        let limit: Int64 = 1 << 49
        for _ in 0..<20_000 {
            let ax = Int64.random(in: -limit...limit, using: &random)
            let ay = Int64.random(in: -limit...limit, using: &random)
            let bx = Int64.random(in: -limit...limit, using: &random)
            let by = Int64.random(in: -limit...limit, using: &random)
            let t = Int64.random(in: -3...3, using: &random)
            let cx = ax + t * (bx - ax) / 2 + Int64.random(in: -1...1, using: &random)
            let cy = ay + t * (by - ay) / 2 + Int64.random(in: -1...1, using: &random)
            let exact = Int128(ax - cx) * Int128(by - cy) - Int128(ay - cy) * Int128(bx - cx)
            let expected = exact > 0 ? 1 : (exact < 0 ? -1 : 0)
            let computed = orient2d(
                PlanarPoint(x: Double(ax), y: Double(ay)), PlanarPoint(x: Double(bx), y: Double(by)),
                PlanarPoint(x: Double(cx), y: Double(cy)))
            #expect(sign(computed) == expected, "a=(\(ax),\(ay)) b=(\(bx),\(by)) c=(\(cx),\(cy))")
        }
    }

    /// Points on a small grid, so that many triples share an x or a y (axis-parallel sides, which take the
    /// zero-factor shortcut when collinear), against exact integer arithmetic; and products that are zero
    /// only by underflow, or not numbers, which must not take it.
    @Test func axisParallelAndUnderflowingTriples() {
        // Every triple of points with coordinates in `values` (small integers: the naive determinant is exact).
        let values: [Double] = [-2, 0, 1, 3]
        for code in 0..<4096 {
            let c = (0..<6).map { values[(code >> (2 * $0)) & 3] }
            let exact = (c[0] - c[4]) * (c[3] - c[5]) - (c[1] - c[5]) * (c[2] - c[4])
            #expect(sign(orient2d(c[0], c[1], c[2], c[3], c[4], c[5])) == sign(exact), "\(c)")
        }
        // Products that are zero only by underflow ((1e-200)·(1e-200)), or not numbers (0·infinity), have no
        // zero factor or are not zero: a zero may then come only from the exact path. (That path itself loses
        // products below the smallest subnormal, as Shewchuk's predicates do; coordinates in degrees never
        // come near.)
        let infinity = Double.infinity
        let triples: [[Double]] = [
            [1e-200, 0, 0, 1e-200, 0, 0], [0, 1e-200, 1e-200, 0, 0, 0],
            [0, 0, infinity, 1, 0, 5], [0, 0, 0, infinity, 1, 0], [infinity, 0, infinity, 1, 0, 0],
            [0, 0, 0, 0, infinity, infinity],
        ]
        for c in triples {
            let computed = orient2d(c[0], c[1], c[2], c[3], c[4], c[5])
            #expect(computed != 0 || exactOrient2d(c[0], c[1], c[2], c[3], c[4], c[5]) == 0, "\(c)")
        }
    }

    private func sign(_ value: Double) -> Int { value > 0 ? 1 : (value < 0 ? -1 : 0) }
}
