import IMDFKit

/// A uniform grid over boxes, for "which boxes contain this point" when a few very long boxes (corridors)
/// lie among many small ones: a packed R-tree's upper nodes then all grow to the corridors' length and a
/// point query visits many of them, while a grid cell lists only the boxes that reach it.
///
/// The cells are squares in metres, sized so that there are about as many cells as boxes; each box is
/// listed in every cell it reaches. Built once, read-only, `Sendable`.
struct BoxGrid: Sendable {
    private let minX: Double, minY: Double
    private let cellWidth: Double, cellHeight: Double
    private let columns: Int, rows: Int
    private let cellStarts: [Int32]
    private let items: [Int32]
    private let boxes: [PlanarBox]

    /// Builds the grid.
    ///
    /// - Parameters:
    ///   - boxes: the boxes; item `i` is `boxes[i]`.
    ///   - metersPerDegree: the metres per degree of longitude and latitude, to make the cells square.
    /// - Complexity: O(*n* + *c*) for *n* boxes reaching *c* cells in all.
    init(boxes: [PlanarBox], metersPerDegree: (x: Double, y: Double)) {
        self.boxes = boxes
        let bounds = boxes.reduce(PlanarBox.empty) { $0.union($1) }
        let widthMeters = max(bounds.width * metersPerDegree.x, 1)
        let heightMeters = max(bounds.height * metersPerDegree.y, 1)
        let cellMeters = max(1, (widthMeters * heightMeters / Double(max(1, boxes.count))).squareRoot())
        let columns = max(1, min(4096, Int((widthMeters / cellMeters).rounded(.up))))
        let rows = max(1, min(4096, Int((heightMeters / cellMeters).rounded(.up))))
        let cellWidth = bounds.width > 0 ? bounds.width / Double(columns) : 1
        let cellHeight = bounds.height > 0 ? bounds.height / Double(rows) : 1
        var counts = [Int32](repeating: 0, count: columns * rows + 1)
        func cells(_ box: PlanarBox) -> (ClosedRange<Int>, ClosedRange<Int>)? {
            guard !box.isEmpty else { return nil }
            let c0 = Self.clamp(Int(((box.minX - bounds.minX) / cellWidth).rounded(.down)), columns)
            let c1 = Self.clamp(Int(((box.maxX - bounds.minX) / cellWidth).rounded(.down)), columns)
            let r0 = Self.clamp(Int(((box.minY - bounds.minY) / cellHeight).rounded(.down)), rows)
            let r1 = Self.clamp(Int(((box.maxY - bounds.minY) / cellHeight).rounded(.down)), rows)
            return (c0...c1, r0...r1)
        }
        for box in boxes {
            guard let (xs, ys) = cells(box) else { continue }
            for row in ys { for column in xs { counts[row * columns + column + 1] += 1 } }
        }
        for index in 0..<columns * rows { counts[index + 1] += counts[index] }
        var fill = counts
        var items = [Int32](repeating: 0, count: Int(counts[columns * rows]))
        for (item, box) in boxes.enumerated() {
            guard let (xs, ys) = cells(box) else { continue }
            for row in ys {
                for column in xs {
                    items[Int(fill[row * columns + column])] = Int32(item)
                    fill[row * columns + column] += 1
                }
            }
        }
        self.columns = columns
        self.rows = rows
        self.cellWidth = cellWidth
        self.cellHeight = cellHeight
        minX = bounds.isEmpty ? 0 : bounds.minX
        minY = bounds.isEmpty ? 0 : bounds.minY
        cellStarts = counts
        self.items = items
    }

    private static func clamp(_ value: Int, _ count: Int) -> Int { min(max(value, 0), count - 1) }

    /// Replaces `buffer` with the items whose boxes contain the point (edges included), ascending.
    ///
    /// - Complexity: O(*k*) for the *k* boxes listed in the point's cell.
    func items(containing point: PlanarPoint, into buffer: inout [Int]) {
        buffer.removeAll(keepingCapacity: true)
        let column = Int(((point.x - minX) / cellWidth).rounded(.down))
        let row = Int(((point.y - minY) / cellHeight).rounded(.down))
        guard column >= 0, column < columns, row >= 0, row < rows else {
            // Outside the grid (or exactly on its far edge, which the clamped cells do cover): test the edge cells.
            let c = Self.clamp(column, columns)
            let r = Self.clamp(row, rows)
            for index in Int(cellStarts[r * columns + c])..<Int(cellStarts[r * columns + c + 1])
            where boxes[Int(items[index])].contains(point) { buffer.append(Int(items[index])) }
            return
        }
        for index in Int(cellStarts[row * columns + column])..<Int(cellStarts[row * columns + column + 1])
        where boxes[Int(items[index])].contains(point) {
            buffer.append(Int(items[index]))
        }
    }
}
