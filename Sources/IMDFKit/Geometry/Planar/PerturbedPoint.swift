/*
 A point an infinitesimal step away from a vertex, for exact questions about what lies *next to* a point.

 The validity checks often need to know on which side of a ring the boundary of another ring runs just
 after a point where the two meet: where a hole touches its exterior ring, does the hole go inwards or
 outwards? Taking a real point a little further along (a midpoint, a nudge by some small distance)
 means rounding, and a rounded point near a wall can land on the wrong side of it.

 Instead the point is kept symbolic, as `p(ε) = base + ε·(toward − base) + ε²·(then − base)` for an
 infinitesimal ε > 0 (simulation of simplicity): "just after `base` on the way to `toward`, and if that
 is still ambiguous, leaning towards `then`". Every predicate the crossing-number test needs has an exact
 answer for all small enough ε, read off the input doubles alone:

 - A coordinate comparison `p(ε).x ⋚ c` is the first non-zero of `base.x − c`, `toward.x − base.x`,
   `then.x − base.x` (each a comparison of two doubles, so exact).
 - The orientation is affine in its third point:
   `orient2d(a, b, p(ε)) = o(base) + ε·(o(toward) − o(base)) + ε²·(o(then) − o(base))` with
   `o(q) = orient2d(a, b, q)`, so its sign is the first non-zero of `o(base)`, `o(toward)`, `o(then)`
   (a later term only matters when the earlier ones are zero). Each is the exact ``orient2d(_:_:_:)``.

 With `toward == then == base` the point is just `base`, and the test is the ordinary exact one.
 */

/// A point given symbolically as `base + ε·(toward − base) + ε²·(then − base)` for an infinitesimal ε > 0.
///
/// Its location relative to a ring is exact (see the comment at the top of this file), so "the point just
/// after a vertex along an edge" can be located without computing and rounding any new coordinate.
struct PerturbedPoint: Hashable, Sendable {
    /// The point the perturbation starts from.
    var base: PlanarPoint
    /// The direction of the first-order step: towards this point.
    var toward: PlanarPoint
    /// The direction of the second-order step, which settles what the first leaves on a line.
    var then: PlanarPoint

    /// The point itself, unperturbed.
    init(_ base: PlanarPoint) {
        self.init(base, toward: base, then: base)
    }

    /// The point just after `base` on the segment towards `toward`, leaning towards `then` when given.
    init(_ base: PlanarPoint, toward: PlanarPoint, then: PlanarPoint? = nil) {
        self.base = base
        self.toward = toward
        self.then = then ?? base
    }

    /// The sign of `p(ε).x − value` for all small ε > 0: −1, 0 or 1.
    @inline(__always)
    func compareX(_ value: Double) -> Int {
        if base.x != value { return base.x < value ? -1 : 1 }
        if toward.x != base.x { return toward.x < base.x ? -1 : 1 }
        if then.x != base.x { return then.x < base.x ? -1 : 1 }
        return 0
    }

    /// The sign of `p(ε).y − value` for all small ε > 0: −1, 0 or 1.
    @inline(__always)
    func compareY(_ value: Double) -> Int {
        if base.y != value { return base.y < value ? -1 : 1 }
        if toward.y != base.y { return toward.y < base.y ? -1 : 1 }
        if then.y != base.y { return then.y < base.y ? -1 : 1 }
        return 0
    }

    /// The sign of `orient2d(a, b, p(ε))` for all small ε > 0: 1 when the point lies left of the directed
    /// line `a → b`, −1 when right, 0 when on it.
    @inline(__always)
    func side(of a: PlanarPoint, _ b: PlanarPoint) -> Int {
        var determinant = orient2d(a.x, a.y, b.x, b.y, base.x, base.y)
        if determinant == 0, toward != base {
            determinant = orient2d(a.x, a.y, b.x, b.y, toward.x, toward.y)
        }
        if determinant == 0, then != base {
            determinant = orient2d(a.x, a.y, b.x, b.y, then.x, then.y)
        }
        return determinant > 0 ? 1 : (determinant < 0 ? -1 : 0)
    }
}

/// The crossing-number test of ``PlanarPolygon/location(of:)`` for a ``PerturbedPoint``, one edge at a time:
/// feed it every edge that could matter, in any order, then read ``location``.
///
/// Edges whose bounding box lies strictly left of the base point, or strictly above or below it, cannot
/// change the answer and may be left out (which is what lets a spatial index feed only a few edges).
struct CrossingParity {
    /// The point being located.
    let point: PerturbedPoint
    /// Whether an odd number of edges has been crossed so far.
    private var inside = false
    /// Whether the point lies on an edge seen so far.
    private(set) var isOnBoundary = false

    init(_ point: PerturbedPoint) {
        self.point = point
    }

    /// Counts the edge `a`–`b` (in either direction) with the half-open rule: it counts when exactly one
    /// endpoint lies above the point and the edge passes to the right of it.
    mutating func add(_ a: PlanarPoint, _ b: PlanarPoint) {
        guard !isOnBoundary else { return }
        let aAbove = point.compareY(a.y) < 0
        let bAbove = point.compareY(b.y) < 0
        let straddles = aAbove != bAbove
        let inBox =
            point.compareX(min(a.x, b.x)) >= 0 && point.compareX(max(a.x, b.x)) <= 0
            && point.compareY(min(a.y, b.y)) >= 0 && point.compareY(max(a.y, b.y)) <= 0
        guard straddles || inBox else { return }
        // Orient the edge upwards so that "crossing right of the point" is "point on the left".
        let side = bAbove ? point.side(of: a, b) : point.side(of: b, a)
        if side == 0 {
            if inBox { isOnBoundary = true }
            return
        }
        if straddles, side > 0 { inside.toggle() }
    }

    /// Where the point lies relative to the edges added.
    var location: PointLocation {
        isOnBoundary ? .boundary : (inside ? .inside : .outside)
    }
}
