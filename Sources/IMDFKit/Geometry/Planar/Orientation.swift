/// Which way three points turn.
package enum Orientation: Hashable, Sendable {
    /// The third point lies to the left of the directed line through the first two.
    case counterclockwise
    /// The third point lies to the right of the directed line through the first two.
    case clockwise
    /// The three points lie on one line (including when two or all of them coincide).
    case collinear
}

/// The relative error bound of the floating-point determinant in ``orient2d(_:_:_:)``.
///
/// With `ε = 2⁻⁵³`, the rounded determinant `(ax−cx)(by−cy) − (ay−cy)(bx−cx)` differs from the true
/// one by at most `(3ε + 16ε²) · (|(ax−cx)(by−cy)| + |(ay−cy)(bx−cx)|)`: each of the four subtractions
/// and two products and the final subtraction contributes at most one rounding of relative size ε,
/// and bounding the second-order terms gives the 16ε². When the rounded result exceeds this bound in
/// magnitude its sign is certainly right.
private let orientationErrorBound: Double = {
    let epsilon = Double.ulpOfOne / 2
    return (3 + 16 * epsilon) * epsilon
}()

/// Returns a value whose sign is exactly the orientation of the triangle `a`, `b`, `c`.
///
/// Positive when `c` lies to the left of the directed line `a → b` (the points turn counterclockwise,
/// with `x` east and `y` north), negative when to the right, and exactly zero only when the three points
/// are collinear in exact arithmetic on the given doubles. The magnitude approximates twice the signed
/// triangle area.
///
/// The determinant is first evaluated in floating point and accepted when it exceeds a proven error
/// bound (almost always); otherwise it is recomputed exactly as a sum of six products, each split into
/// an exact pair by a fused multiply-add and accumulated as a floating-point expansion.
///
/// - Complexity: O(1), with no allocation.
@inlinable
package func orient2d(_ a: PlanarPoint, _ b: PlanarPoint, _ c: PlanarPoint) -> Double {
    orient2d(a.x, a.y, b.x, b.y, c.x, c.y)
}

extension Orientation {
    /// The orientation of `a`, `b`, `c`, exactly; see ``orient2d(_:_:_:)``.
    package init(of a: PlanarPoint, _ b: PlanarPoint, _ c: PlanarPoint) {
        let determinant = orient2d(a.x, a.y, b.x, b.y, c.x, c.y)
        self = determinant > 0 ? .counterclockwise : (determinant < 0 ? .clockwise : .collinear)
    }
}

/// The coordinate form of ``orient2d(_:_:_:)``, for loops over interleaved coordinates.
@usableFromInline
func orient2d(_ ax: Double, _ ay: Double, _ bx: Double, _ by: Double, _ cx: Double, _ cy: Double) -> Double {
    let left = (ax - cx) * (by - cy)
    let right = (ay - cy) * (bx - cx)
    let determinant = left - right
    let bound = orientationErrorBound * (abs(left) + abs(right))
    if determinant > bound || -determinant > bound {
        return determinant
    }
    // Exactly zero without the expansion when each product has a zero factor, as for three points on an
    // axis-parallel line (the sides of the rectangles most rooms are): a difference of two doubles is zero
    // only when they are equal, and zero times a finite number is exactly zero. (A product that is zero by
    // underflow, or not a number, has no zero factor or fails `== 0`, and takes the exact path.)
    if left == 0 && right == 0 && (ax == cx || by == cy) && (ay == cy || bx == cx) {
        return 0
    }
    return exactOrient2d(ax, ay, bx, by, cx, cy)
}

/// The exact orientation determinant, expanded into six products so that no subtraction rounds:
/// `ax·by − ax·cy − cx·by − ay·bx + ay·cx + cy·bx`.
@inline(never)
func exactOrient2d(_ ax: Double, _ ay: Double, _ bx: Double, _ by: Double, _ cx: Double, _ cy: Double) -> Double {
    var sum = ExactSum()
    sum.addProduct(ax, by)
    sum.addProduct(-ax, cy)
    sum.addProduct(-cx, by)
    sum.addProduct(-ay, bx)
    sum.addProduct(ay, cx)
    sum.addProduct(cy, bx)
    return sum.signedEstimate
}
