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

    private func sign(_ value: Double) -> Int { value > 0 ? 1 : (value < 0 ? -1 : 0) }
}
