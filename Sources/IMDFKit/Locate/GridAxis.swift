/*
 One axis of the locator's uniform grid: which cell a coordinate falls in, and — exactly — which
 coordinates fall in a given cell.

 The cell of `v` is `Int((v − origin) · scale)`, clamped to `0 ..< count` (NaN goes to cell 0). Rounded
 subtraction, rounded multiplication by a positive scale and truncation are all monotone, so the cell is a
 non-decreasing function of the coordinate and each cell receives one interval of doubles. Its ends are not
 `origin + i / scale` (that is off by rounding); they are found by bisection over the doubles in order,
 asking the very function the query uses, so "the points a cell receives" is exact, not approximate.
 */

extension Locator {
    /// The cell mapping along one axis of a `UnitGrid`.
    struct GridAxis: Sendable {
        /// The coordinate of the grid's first edge.
        let origin: Double
        /// Cells per unit of coordinate (0 for a grid of one cell).
        let scale: Double
        /// The number of cells, at least 1.
        let count: Int

        /// An axis of `count` equal cells over `extent` from `origin`; a single cell (scale 0) when the extent
        /// is not positive or so small that the scale would not be finite.
        ///
        /// The query relies on a finite scale: inside the grid's bounds `(v − origin) · scale` is then finite.
        init(origin: Double, extent: Double, count: Int) {
            let scale = Double(max(1, count)) / extent
            if extent > 0, scale.isFinite, count > 1 {
                self.init(origin: origin, scale: scale, count: count)
            } else {
                self.init(origin: origin, scale: 0, count: 1)
            }
        }

        /// An axis with a given scale; `scale` must be finite and non-negative, 0 only with `count` 1.
        init(origin: Double, scale: Double, count: Int) {
            self.origin = origin
            self.scale = scale
            self.count = count
        }

        /// The cell of a coordinate, clamped to the grid (NaN maps to cell 0).
        @inline(__always)
        func cell(_ value: Double) -> Int {
            let position = (value - origin) * scale
            guard position > 0 else { return 0 }
            guard position < Double(count - 1) else { return count - 1 }
            return Int(position)
        }

        /// For each cell, the closed range of coordinates whose cell it is, or `nil` when no double maps there.
        ///
        /// The first cell's range starts at −∞ and the last one's ends at +∞: they also receive everything
        /// beyond the grid (NaN, which has no place in any range, goes to the first cell).
        ///
        /// - Complexity: O(*count* · 64) evaluations of ``cell(_:)``.
        func cellRanges() -> [ClosedRange<Double>?] {
            // lower[i] is the smallest double whose cell is at least i; lower[count] stands for "beyond +∞".
            let lower = (0...count).map { index -> Double in
                index == 0 ? -.infinity : (index == count ? .nan : smallestCoordinate(withCellAtLeast: index))
            }
            return (0..<count).map { index in
                let upper = index == count - 1 ? Double.infinity : lower[index + 1].nextDown
                return lower[index] <= upper ? lower[index]...upper : nil
            }
        }

        /// The smallest double (in numeric order) whose cell is at least `index`, 1 ≤ `index` < `count`.
        ///
        /// Bisection over the doubles' order keys between −∞ (cell 0) and +∞ (cell `count − 1`).
        func smallestCoordinate(withCellAtLeast index: Int) -> Double {
            var below = Self.orderKey(-.infinity)  // cell(below) < index
            var atOrAbove = Self.orderKey(.infinity)  // cell(atOrAbove) >= index
            while atOrAbove - below > 1 {
                let middle = below + (atOrAbove - below) / 2
                if cell(Self.double(orderKey: middle)) >= index { atOrAbove = middle } else { below = middle }
            }
            return Self.double(orderKey: atOrAbove)
        }

        /// A key whose unsigned order is the numeric order of non-NaN doubles (−0 just below +0).
        static func orderKey(_ value: Double) -> UInt64 {
            let bits = value.bitPattern
            return bits & (1 << 63) != 0 ? ~bits : bits | (1 << 63)
        }

        /// The double of an order key; the inverse of ``orderKey(_:)``.
        static func double(orderKey key: UInt64) -> Double {
            key & (1 << 63) != 0 ? Double(bitPattern: key & ~(1 << 63)) : Double(bitPattern: ~key)
        }
    }
}
