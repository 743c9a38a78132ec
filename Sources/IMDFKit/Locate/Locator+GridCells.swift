/*
 Building the locator grid's cells: first every unit listed in each cell its box overlaps (rank order),
 then each cell classified as solid, empty or boundary from the exact rectangle of points it receives.
 The file header of `Locator+Grid.swift` explains why the classification keeps every answer the same.
 */

extension Locator.UnitGrid {
    /// The compressed cell lists — slots whose boxes overlap each cell, in rank order — or empty `starts`
    /// when they would exceed `limit` listings.
    static func cells(
        _ bounds: [PlanarBox], rankOrder: [Int], x: Locator.GridAxis, y: Locator.GridAxis, limit: Int
    ) -> (starts: [Int32], slots: [Int32]) {
        func span(_ box: PlanarBox) -> (ClosedRange<Int>, ClosedRange<Int>)? {
            guard !box.isEmpty else { return nil }
            return (x.cell(box.minX)...x.cell(box.maxX), y.cell(box.minY)...y.cell(box.maxY))
        }
        let columns = x.count
        var counts = [Int](repeating: 0, count: columns * y.count + 1)
        var listings = 0
        for slot in rankOrder {
            guard let (xs, ys) = span(bounds[slot]) else { continue }
            listings += xs.count * ys.count
            if listings > limit && columns * y.count > 1 { return ([], []) }
            for row in ys { for column in xs { counts[row * columns + column + 1] += 1 } }
        }
        for c in 1..<counts.count { counts[c] += counts[c - 1] }
        var next = counts
        var slots = [Int32](repeating: 0, count: listings)
        for slot in rankOrder {
            guard let (xs, ys) = span(bounds[slot]) else { continue }
            for row in ys {
                for column in xs {
                    slots[next[row * columns + column]] = Int32(slot)
                    next[row * columns + column] += 1
                }
            }
        }
        return (counts.map { Int32($0) }, slots)
    }

    /// Classifies every cell from its candidate list (see the file header of `Locator+Grid.swift`).
    ///
    /// A cell's rectangle is the exact range of coordinates it receives on each axis, clipped to `total`:
    /// the query answers `nil` for every point outside `total` before it reads a cell, so the points that
    /// reach a cell are exactly those of its rectangle.
    ///
    /// A unit of more than `maxClassifiedPoints` points is never tested (it counts as meeting every cell it is
    /// listed in), which bounds the build on levels with huge outlines; it is still found by the walk.
    ///
    /// - Returns: per cell its code, and the boundary cells' lists.
    /// - Complexity: O(*c*·*v*) for *c* listings of units of *v* ≤ `maxClassifiedPoints` vertices.
    static func classify(
        starts: [Int32], slots candidates: [Int32], shapes: [PlanarMultiPolygon], isBox: [Bool],
        x: Locator.GridAxis, y: Locator.GridAxis, total: PlanarBox
    ) -> (codes: [Int32], listStarts: [Int32], slots: [Int32]) {
        let testable = shapes.map { $0.parts.reduce(0) { $0 + $1.pointCount } <= maxClassifiedPoints }
        let xRanges = x.cellRanges()
        let yRanges = y.cellRanges()
        var codes = [Int32](repeating: emptyCell, count: x.count * y.count)
        var listStarts: [Int32] = [0]
        var slots: [Int32] = []
        var kept: [Int32] = []
        for row in 0..<y.count {
            guard let rowRange = yRanges[row] else { continue }
            let low = max(rowRange.lowerBound, total.minY)
            let high = min(rowRange.upperBound, total.maxY)
            guard low <= high else { continue }
            for column in 0..<x.count {
                let cell = row * x.count + column
                let listed = candidates[Int(starts[cell])..<Int(starts[cell + 1])]
                guard !listed.isEmpty, let columnRange = xRanges[column] else { continue }
                let left = max(columnRange.lowerBound, total.minX)
                let right = min(columnRange.upperBound, total.maxX)
                guard left <= right else { continue }
                let rectangle = PlanarBox(minX: left, minY: low, maxX: right, maxY: high)
                kept.removeAll(keepingCapacity: true)
                var container: Int32?
                for slot in listed {
                    let slot = Int(slot)
                    let relation =
                        isBox[slot]
                        ? Self.relation(ofRectangle: shapes[slot].bounds, to: rectangle)
                        : testable[slot] ? shapes[slot].relation(to: rectangle) : .meets
                    switch relation {
                    case .disjoint: continue
                    case .meets:
                        kept.append(Int32(slot))
                        continue
                    case .contains: container = Int32(slot)
                    }
                    break
                }
                if let container, kept.isEmpty {
                    codes[cell] = container
                } else if container != nil || !kept.isEmpty {
                    if let container { kept.append(container) }
                    codes[cell] = -2 - Int32(listStarts.count - 1)
                    slots.append(contentsOf: kept)
                    listStarts.append(Int32(slots.count))
                }
            }
        }
        return (codes, listStarts, slots)
    }

    /// Units with more points than this are left to the per-point walk rather than classified per cell.
    static let maxClassifiedPoints = 256

    /// `PlanarMultiPolygon.relation(to:)` for an area that is exactly the closed box `area`, by comparisons
    /// alone (the build's hot spot on levels of rectangular rooms): `.contains` when the cell lies in the
    /// box's open interior, `.disjoint` when the closed boxes share no point, else `.meets` — the answers
    /// the general test gives, since the rectangle's boundary is the box's.
    @inline(__always)
    static func relation(ofRectangle area: PlanarBox, to cell: PlanarBox) -> PlanarBoxRelation {
        if !area.intersects(cell) { return .disjoint }
        if area.minX < cell.minX, cell.maxX < area.maxX, area.minY < cell.minY, cell.maxY < area.maxY {
            return .contains
        }
        return .meets
    }
}
