/// The position of a cell along the Hilbert curve that fills a 65 536 × 65 536 grid.
///
/// The curve visits every cell once and keeps cells that are close along it close in the plane, so
/// sorting boxes by the Hilbert index of their centres groups neighbours into the same R-tree node.
/// Computed quadrant by quadrant from the most significant bit: each step adds the quadrant's rank
/// (0…3 in curve order) times the quadrant's cell count, then reflects and transposes the
/// coordinates into the orientation the curve has inside that quadrant.
///
/// - Parameters:
///   - x: the column, 0…65 535.
///   - y: the row, 0…65 535.
/// - Returns: the index along the curve, 0 ..< 2³².
/// - Complexity: O(16).
func hilbertIndex(x: UInt16, y: UInt16) -> UInt32 {
    let last: UInt32 = 0xFFFF
    var x = UInt32(x)
    var y = UInt32(y)
    var index: UInt32 = 0
    var half: UInt32 = 1 << 15
    while half > 0 {
        let right: UInt32 = (x & half) != 0 ? 1 : 0
        let up: UInt32 = (y & half) != 0 ? 1 : 0
        index += half * half * ((3 * right) ^ up)
        if up == 0 {
            if right == 1 {
                x = last - x
                y = last - y
            }
            swap(&x, &y)
        }
        half >>= 1
    }
    return index
}
