/*
 The locator's hot-path index: a uniform grid over one level's unit boxes, ranked.

 The level's bounds are cut into `columns × rows` equal cells, about one cell per unit. Every unit's
 bounding box is listed in each cell it overlaps, in compressed rows: `cellStarts[c] ..< cellStarts[c + 1]`
 are the positions in `slots` of cell `c`'s units. Within a cell the units are in *rank order* — rooms
 before structural units, then the smaller area, then the lower unit index — the order `bestUnit` prefers.

 A query maps the point to its cell (one subtraction, one multiplication and a clamp per axis), then walks
 that cell's units best-first: the first one whose box holds the point and whose polygon contains it is the
 answer, so the exact point-in-polygon test runs on as few units as possible and the walk usually stops at
 the first hit. The cell of a coordinate is a monotone function of it, so a box that holds a point is
 always listed in the point's cell: the candidates are exactly the R-tree's.

 Boxes are stored as `(minX, minY, −maxX, −maxY)` in one flat array, as the packed R-tree stores them, so
 "the box holds the point" is one vector comparison. The polygons are copied into flat tables too — all
 coordinates in one array, ring bounds in another, parts per unit and rings per part as ranges — so a query
 touches a handful of arrays and retains nothing per candidate; the containment test is
 `PlanarPolygon.location(of:xy:ringStarts:)`, the same code as `PlanarPolygon.location(of:)`.
 */

extension Locator {
    /// A ranked uniform grid over a level's unit boxes, for the best-unit hot path.
    ///
    /// A class, so that reaching it from the locator costs one reference count rather than a copy of ten arrays.
    final class UnitGrid: Sendable {
        /// Cells across and down.
        let columns: Int
        let rows: Int
        /// The origin of the grid and cells per degree on each axis.
        let minX: Double
        let minY: Double
        let scaleX: Double
        let scaleY: Double
        /// Cell `c` lists `slots[cellStarts[c] ..< cellStarts[c + 1]]`, best-ranked first.
        let cellStarts: [Int32]
        let slots: [Int32]
        /// Per slot, `(minX, minY, −maxX, −maxY)`.
        let boxes: [SIMD4<Double>]
        /// Slot `s` has the parts `slotParts[s] ..< slotParts[s + 1]`.
        let slotParts: [Int32]
        /// Per part, its box as `(minX, minY, −maxX, −maxY)`.
        let partBoxes: [SIMD4<Double>]
        /// Part `p` has the rings `partRings[p] ..< partRings[p + 1]`.
        let partRings: [Int]
        /// Ring `r` has the points `ringBounds[r] ..< ringBounds[r + 1]` of `xy`.
        let ringBounds: [Int]
        /// Every part's coordinates, interleaved, rings open.
        let xy: [Double]

        /// Builds the grid.
        ///
        /// - Parameters:
        ///   - shapes: each slot's area (a unit with an empty box is never found).
        ///   - rankOrder: every slot once, best-ranked first.
        /// - Complexity: O(*n* + *c*) for *n* slots and *c* (cell, slot) listings; the resolution is lowered
        ///   while the listings would exceed 16 per slot.
        init(shapes: [PlanarMultiPolygon], rankOrder: [Int]) {
            let bounds = shapes.map(\.bounds)
            precondition(bounds.count < Int(Int32.max), "UnitGrid: too many units for 32-bit slots")
            var slotParts: [Int32] = [0]
            var partBoxes: [SIMD4<Double>] = []
            var partRings: [Int] = [0]
            var ringBounds: [Int] = [0]
            var xy: [Double] = []
            for shape in shapes {
                for part in shape.parts {
                    let base = xy.count / 2
                    xy.append(contentsOf: part.coordinates)
                    ringBounds.append(contentsOf: part.ringStarts.dropFirst().map { $0 + base })
                    partRings.append(ringBounds.count - 1)
                    let box = part.bounds
                    partBoxes.append(box.isEmpty ? SIMD4(repeating: .infinity) : SIMD4(box.minX, box.minY, -box.maxX, -box.maxY))
                }
                precondition(partBoxes.count < Int(Int32.max), "UnitGrid: too many parts for 32-bit indices")
                slotParts.append(Int32(partBoxes.count))
            }
            self.slotParts = slotParts
            self.partBoxes = partBoxes
            self.partRings = partRings
            self.ringBounds = ringBounds
            self.xy = xy
            let total = bounds.reduce(PlanarBox.empty) { $1.isEmpty ? $0 : $0.union($1) }
            boxes = bounds.map { $0.isEmpty ? SIMD4(repeating: .infinity) : SIMD4($0.minX, $0.minY, -$0.maxX, -$0.maxY) }
            guard !total.isEmpty, total.minX.isFinite, total.minY.isFinite, total.maxX.isFinite, total.maxY.isFinite else {
                columns = 1; rows = 1; minX = 0; minY = 0; scaleX = 0; scaleY = 0
                cellStarts = [0, 0]; slots = []
                return
            }
            // About one cell per unit, square-ish in degrees, each side between 1 and 2048 cells.
            var target = Double(max(1, bounds.count))
            var built: (columns: Int, rows: Int, starts: [Int32], slots: [Int32])
            repeat {
                let side = max((total.width * total.height / target).squareRoot(), .leastNormalMagnitude)
                let columns = total.width > 0 ? min(2048, max(1, Int((total.width / side).rounded(.up)))) : 1
                let rows = total.height > 0 ? min(2048, max(1, Int((total.height / side).rounded(.up)))) : 1
                let scaleX = total.width > 0 ? Double(columns) / total.width : 0
                let scaleY = total.height > 0 ? Double(rows) / total.height : 0
                built = Self.cells(bounds, rankOrder: rankOrder, columns: columns, rows: rows,
                                   minX: total.minX, minY: total.minY, scaleX: scaleX, scaleY: scaleY,
                                   limit: 16 * bounds.count + 1024)
                target /= 4
            } while built.starts.isEmpty
            columns = built.columns
            rows = built.rows
            minX = total.minX
            minY = total.minY
            scaleX = total.width > 0 ? Double(columns) / total.width : 0
            scaleY = total.height > 0 ? Double(rows) / total.height : 0
            cellStarts = built.starts
            slots = built.slots
        }

        /// The compressed cell lists, or empty `starts` when they would exceed `limit` listings.
        private static func cells(
            _ bounds: [PlanarBox], rankOrder: [Int], columns: Int, rows: Int,
            minX: Double, minY: Double, scaleX: Double, scaleY: Double, limit: Int
        ) -> (columns: Int, rows: Int, starts: [Int32], slots: [Int32]) {
            func span(_ box: PlanarBox) -> (ClosedRange<Int>, ClosedRange<Int>)? {
                guard !box.isEmpty else { return nil }
                let x0 = cell(box.minX, origin: minX, scale: scaleX, count: columns)
                let x1 = cell(box.maxX, origin: minX, scale: scaleX, count: columns)
                let y0 = cell(box.minY, origin: minY, scale: scaleY, count: rows)
                let y1 = cell(box.maxY, origin: minY, scale: scaleY, count: rows)
                return (x0...x1, y0...y1)
            }
            var counts = [Int](repeating: 0, count: columns * rows + 1)
            var listings = 0
            for slot in rankOrder {
                guard let (xs, ys) = span(bounds[slot]) else { continue }
                listings += xs.count * ys.count
                if listings > limit && columns * rows > 1 { return (columns, rows, [], []) }
                for y in ys { for x in xs { counts[y * columns + x + 1] += 1 } }
            }
            for c in 1..<counts.count { counts[c] += counts[c - 1] }
            var next = counts
            var slots = [Int32](repeating: 0, count: listings)
            for slot in rankOrder {
                guard let (xs, ys) = span(bounds[slot]) else { continue }
                for y in ys {
                    for x in xs {
                        slots[next[y * columns + x]] = Int32(slot)
                        next[y * columns + x] += 1
                    }
                }
            }
            return (columns, rows, counts.map { Int32($0) }, slots)
        }

        /// The cell of a coordinate on one axis, clamped to the grid (NaN maps to cell 0).
        @inline(__always)
        static func cell(_ value: Double, origin: Double, scale: Double, count: Int) -> Int {
            let position = (value - origin) * scale
            guard position > 0 else { return 0 }
            guard position < Double(count - 1) else { return count - 1 }
            return Int(position)
        }

        /// The best-ranked slot whose area holds the point (inside or on the boundary of any part), or `nil`.
        ///
        /// - Complexity: O(*k*·*v*) for the *k* slots listed in the point's cell before the answer.
        @inline(__always)
        func firstSlot(containing point: PlanarPoint) -> Int? {
            let x = Self.cell(point.x, origin: minX, scale: scaleX, count: columns)
            let y = Self.cell(point.y, origin: minY, scale: scaleY, count: rows)
            let cellIndex = y * columns + x
            let query = SIMD4(point.x, point.y, -point.x, -point.y)
            return cellStarts.withUnsafeBufferPointer { starts in
                slots.withUnsafeBufferPointer { slots in
                    boxes.withUnsafeBufferPointer { boxes in
                        slotParts.withUnsafeBufferPointer { slotParts in
                            partBoxes.withUnsafeBufferPointer { partBoxes in
                                partRings.withUnsafeBufferPointer { partRings in
                                    ringBounds.withUnsafeBufferPointer { ringBounds in
                                        xy.withUnsafeBufferPointer { xy in
                                            for position in Int(starts[cellIndex]) ..< Int(starts[cellIndex + 1]) {
                                                let slot = Int(slots[position])
                                                guard all(query .>= boxes[slot]) else { continue }
                                                for part in Int(slotParts[slot]) ..< Int(slotParts[slot + 1]) where all(query .>= partBoxes[part]) {
                                                    let rings = UnsafeBufferPointer(rebasing: ringBounds[partRings[part] ... partRings[part + 1]])
                                                    if PlanarPolygon.location(of: point, xy: xy, ringStarts: rings) != .outside { return slot }
                                                }
                                            }
                                            return nil
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
