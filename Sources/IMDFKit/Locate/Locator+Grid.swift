/*
 The locator's hot-path index: a uniform grid over one level's units, ranked and classified.

 The level's bounds are cut into `columns × rows` equal cells, several per unit (`cellsPerUnit`). When the
 grid is built, every cell is classified from the exact set of points it receives (`GridAxis`) — the
 *cell rectangle*:

 - *solid*: the best-ranked unit whose area meets the cell rectangle contains all of it, strictly inside.
   Every point that falls in the cell has that unit as its answer; the query returns it with no test at all.
 - *empty*: no unit's area meets the cell rectangle; the answer is `nil`.
 - *boundary*: anything else. The cell keeps a short list of units: those whose area meets its rectangle, in *rank order* —
   rooms before structural units, then the smaller area, then the lower unit index, the order `bestUnit`
   prefers — ending at the first unit that contains the whole rectangle, if any. The query walks it
   best-first: the first unit whose box holds the point and whose polygon contains it is the answer.

 A point outside the bounds of all units is answered `nil` before any cell is read (no unit holds it),
 so a cell on the grid's rim, which also receives every point beyond the grid, is classified from its
 points inside those bounds like any other.

 Why this gives the same answers as testing every unit in rank order: a unit that contains a point has a
 box that holds it, so its box overlaps the point's cell and it was a candidate there; a unit dropped from
 the list shares no point with the cell rectangle, so it contains no point of the cell; and a unit that
 contains the whole rectangle answers every point that reaches it, so nothing after it can matter. The
 classification uses the exact predicates (`PlanarMultiPolygon.relation(to:)`, built on `orient2d`), and
 a doubtful case is always a boundary cell, which runs the exact tests per point as before.

 Cells are coded in one `Int32` each (`cellCodes`): a solid cell holds its slot (≥ 0), an empty cell
 `emptyCell` (−1), a boundary cell `−2 − list` for its list `listStarts[list] ..< listStarts[list + 1]` of
 `slots`. Boxes are stored as `(minX, minY, −maxX, −maxY)`, as the packed R-tree stores them, so "the box
 holds the point" is one vector comparison. The polygons are copied into flat tables — all coordinates in
 one array, ring bounds in another, parts per unit and rings per part as ranges — so a query touches a
 handful of arrays and retains nothing per candidate; the containment test is
 `PlanarPolygon.location(of:xy:ringStarts:)`, the same code as `PlanarPolygon.location(of:)`.
 */

extension Locator {
    /// A ranked, classified uniform grid over a level's units, for the best-unit hot path.
    ///
    /// A class, so that reaching it from the locator costs one reference count rather than a copy of ten arrays.
    final class UnitGrid: Sendable {
        /// The code of a cell no unit reaches.
        static let emptyCell: Int32 = -1
        /// About this many cells per unit: enough that most cells lie wholly inside one unit (solid) or
        /// outside all of them, so most points are answered by one load.
        static let cellsPerUnit = 32
        /// The union of the units' boxes as `(minX, minY, −maxX, −maxY)`; every point outside it is `nil`.
        let bounds: SIMD4<Double>
        /// The cell mapping across (x, longitude) and down (y, latitude).
        let x: GridAxis
        let y: GridAxis
        /// Per cell: a slot (≥ 0, solid), `emptyCell`, or `−2 − list` for a boundary cell's list.
        let cellCodes: [Int32]
        /// List `l` is `slots[listStarts[l] ..< listStarts[l + 1]]`, best-ranked first.
        let listStarts: [Int32]
        let slots: [Int32]
        /// Per slot, `(minX, minY, −maxX, −maxY)`.
        let boxes: [SIMD4<Double>]
        /// Per slot, whether its area is exactly its box (one part, one ring: an axis-aligned rectangle), so that
        /// the box test alone decides containment — most rooms are drawn as rectangles.
        let isBox: [Bool]
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
        /// - Complexity: O(*n* + *c*·*v*) for *n* slots and *c* (cell, slot) listings of *v* vertices; the
        ///   resolution is lowered while the listings would exceed four per cell plus 16 per slot.
        init(shapes: [PlanarMultiPolygon], rankOrder: [Int], classifiesCells: Bool = true) {
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
                    partBoxes.append(
                        box.isEmpty ? SIMD4(repeating: .infinity) : SIMD4(box.minX, box.minY, -box.maxX, -box.maxY))
                }
                precondition(partBoxes.count < Int(Int32.max), "UnitGrid: too many parts for 32-bit indices")
                slotParts.append(Int32(partBoxes.count))
            }
            self.slotParts = slotParts
            self.partBoxes = partBoxes
            isBox = shapes.map(\.isAxisAlignedRectangle)
            self.partRings = partRings
            self.ringBounds = ringBounds
            self.xy = xy
            let total = bounds.reduce(PlanarBox.empty) { $1.isEmpty ? $0 : $0.union($1) }
            boxes = bounds.map {
                $0.isEmpty ? SIMD4(repeating: .infinity) : SIMD4($0.minX, $0.minY, -$0.maxX, -$0.maxY)
            }
            guard !total.isEmpty, total.minX.isFinite, total.minY.isFinite, total.maxX.isFinite, total.maxY.isFinite
            else {
                self.bounds = SIMD4(repeating: .infinity)
                x = GridAxis(origin: 0, scale: 0, count: 1)
                y = GridAxis(origin: 0, scale: 0, count: 1)
                cellCodes = [Self.emptyCell]
                listStarts = [0]
                slots = []
                return
            }
            self.bounds = SIMD4(total.minX, total.minY, -total.maxX, -total.maxY)
            // About `cellsPerUnit` cells per unit, square-ish in degrees, each side between 1 and 2048 cells.
            var target = Double(max(1, bounds.count) * (classifiesCells ? Self.cellsPerUnit : 1))
            var built: (x: GridAxis, y: GridAxis, starts: [Int32], slots: [Int32])
            repeat {
                let side = max((total.width * total.height / target).squareRoot(), .leastNormalMagnitude)
                let x = GridAxis(
                    origin: total.minX, extent: total.width, count: Int(min(2048, (total.width / side).rounded(.up))))
                let y = GridAxis(
                    origin: total.minY, extent: total.height, count: Int(min(2048, (total.height / side).rounded(.up))))
                let cells = Self.cells(
                    bounds, rankOrder: rankOrder, x: x, y: y,
                    limit: 4 * x.count * y.count + 16 * bounds.count + 1024)
                built = (x, y, cells.starts, cells.slots)
                target /= 4
            } while built.starts.isEmpty
            x = built.x
            y = built.y
            guard classifiesCells else {
                // Every reached cell is a boundary cell listing its slots: the same answers, with the tests
                // run per point, for a locator built for a few queries.
                cellCodes = built.starts.indices.dropLast().map { cell in
                    built.starts[cell] == built.starts[cell + 1] ? Self.emptyCell : Int32(-2 - cell)
                }
                listStarts = built.starts
                slots = built.slots
                return
            }
            let classified = Self.classify(
                starts: built.starts, slots: built.slots, shapes: shapes, isBox: isBox, x: x, y: y, total: total)
            cellCodes = classified.codes
            listStarts = classified.listStarts
            slots = classified.slots
        }

        /// The best-ranked slot whose area holds the point (inside or on the boundary of any part), or `nil`.
        ///
        /// A point outside the units' bounds (or with a NaN coordinate) is `nil` at once; a solid or empty
        /// cell answers from its code alone; a boundary cell walks its list.
        ///
        /// - Complexity: O(1) in a solid or empty cell, else O(*k*·*v*) for the *k* slots listed in the point's
        ///   cell before the answer.
        @inline(__always)
        func firstSlot(containing point: PlanarPoint) -> Int? {
            cellCodes.withUnsafeBufferPointer { codes in
                firstSlot(containing: point, codes: codes, x: x, y: y, bounds: bounds)
            }
        }

        /// Maps every coordinate to `answer(firstSlot(containing:))`, in order: the batch form, with the cell
        /// codes and the grid's geometry read once rather than per point.
        @inline(__always)
        func mapFirstSlots<Answer>(
            _ coordinates: UnsafeBufferPointer<Coordinate>, _ answer: (Int?) -> Answer
        ) -> [Answer] {
            let x = self.x
            let y = self.y
            let bounds = self.bounds
            return cellCodes.withUnsafeBufferPointer { codes in
                Array(unsafeUninitializedCapacity: coordinates.count) { buffer, initialized in
                    for index in coordinates.indices {
                        let point = PlanarPoint(x: coordinates[index].longitude, y: coordinates[index].latitude)
                        buffer.initializeElement(
                            at: index,
                            to: answer(firstSlot(containing: point, codes: codes, x: x, y: y, bounds: bounds)))
                        initialized = index + 1
                    }
                }
            }
        }

        /// The query over hoisted parts of the grid; see ``firstSlot(containing:)``.
        @inline(__always)
        private func firstSlot(
            containing point: PlanarPoint, codes: UnsafeBufferPointer<Int32>, x: GridAxis, y: GridAxis,
            bounds: SIMD4<Double>
        ) -> Int? {
            guard all(SIMD4(point.x, point.y, -point.x, -point.y) .>= bounds) else { return nil }
            // Inside the bounds, (v − origin) · scale is finite and ≥ 0 on both axes, so `min` alone clamps
            // it: the same cell as `GridAxis.cell`, which the classification used, without its two branches.
            let column = min(Int((point.x - x.origin) * x.scale), x.count - 1)
            let row = min(Int((point.y - y.origin) * y.scale), y.count - 1)
            // In bounds by construction: column < x.count and row < y.count.
            let code = codes[row * x.count + column]
            if code >= 0 { return Int(code) }
            if code == Self.emptyCell { return nil }
            return firstSlot(containing: point, list: Int(-2 - code))
        }

        /// The boundary-cell walk: the first slot of the list whose area holds the point.
        @inline(never)
        func firstSlot(containing point: PlanarPoint, list: Int) -> Int? {
            let query = SIMD4(point.x, point.y, -point.x, -point.y)
            return isBox.withUnsafeBufferPointer { isBox in
                listStarts.withUnsafeBufferPointer { starts in
                    slots.withUnsafeBufferPointer { slots in
                        boxes.withUnsafeBufferPointer { boxes in
                            slotParts.withUnsafeBufferPointer { slotParts in
                                partBoxes.withUnsafeBufferPointer { partBoxes in
                                    partRings.withUnsafeBufferPointer { partRings in
                                        ringBounds.withUnsafeBufferPointer { ringBounds in
                                            xy.withUnsafeBufferPointer { xy in
                                                for position in Int(starts[list])..<Int(starts[list + 1]) {
                                                    let slot = Int(slots[position])
                                                    guard all(query .>= boxes[slot]) else { continue }
                                                    if isBox[slot] { return slot }
                                                    for part in Int(slotParts[slot])..<Int(slotParts[slot + 1])
                                                    where all(query .>= partBoxes[part]) {
                                                        let rings = UnsafeBufferPointer(
                                                            rebasing: ringBounds[partRings[part]...partRings[part + 1]])
                                                        if PlanarPolygon.location(of: point, xy: xy, ringStarts: rings)
                                                            != .outside
                                                        {
                                                            return slot
                                                        }
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
}
