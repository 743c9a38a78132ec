/*
 A static packed R-tree in flat arrays.

 Built once from the items' bounding boxes: the boxes are sorted by the Hilbert index of their centres
 (within the bounds of all items) and packed, in that order, `nodeSize` to a node. Each level's nodes are
 then packed the same way into the level above, until one root remains.

 Every entry — an item's box at the leaf level, a node's box above — is one `SIMD4<Double>` in a single
 array, level after level from the leaves up, the root last. The box is stored as
 `(minX, minY, −maxX, −maxY)`: with the maxima negated, "the box contains the point (x, y)" is
 `(x, y, −x, −y) ≥ entry` in all four lanes, and "the box intersects the box Q" is
 `(Q.maxX, Q.maxY, −Q.minX, −Q.minY) ≥ entry` — one vector comparison and no branches per entry.
 An empty box (+∞, +∞, +∞, +∞ after negation) fails every finite query.

 `references[e]` is, for a leaf entry, the item index, and for a node, the position of its first child
 in the level below; its children are the next `nodeSize` entries (fewer at a level's end).
 `levelEnds[l]` is one past the last entry of level `l` (level 0 = leaves).

 Queries walk down from the root with a stack of node positions in a temporary (stack) allocation;
 children are pushed branch-free (always written, kept only on a hit), which avoids most branch
 mispredictions. A query allocates nothing on the heap.
 */

/// A static packed R-tree over item bounding boxes: built once, queried many times.
///
/// Items are identified by their position in the array of boxes given to ``init(boxes:nodeSize:)``.
/// Queries report item indices through a closure or into a reusable buffer and allocate nothing on the
/// heap on the way.
///
/// ```swift
/// let index = PackedRTree(boxes: units.map(\.bounds))
/// let unit = index.firstItem(containing: point) { units[$0].contains(point) }
/// ```
///
/// Not part of the public API: an implementation detail of the locator and the router, exposed as the
/// `IMDFInternals` SPI only so that the benchmarks can compare it with the locator's grid.
@_spi(IMDFInternals) public struct PackedRTree: Sendable {
    /// The most children a node has.
    public let nodeSize: Int
    /// The number of items.
    public let count: Int
    /// The bounding box of all items.
    public let bounds: PlanarBox
    /// The three arrays of the tree, behind one reference.
    @usableFromInline let storage: Storage

    /// The arrays of a tree, in one immutable object.
    ///
    /// Why a class: trees are read out of other values (a level's index, a locator) once or more per
    /// query, and copying a struct of three arrays costs three retains and three releases each time —
    /// about a tenth of `imdf track`'s time per fix. Behind one reference a copy costs one.
    @usableFromInline
    final class Storage: Sendable {
        /// One `(minX, minY, −maxX, −maxY)` per entry, leaves first, root last.
        @usableFromInline let entries: [SIMD4<Double>]
        /// For a leaf entry the item index; for a node the position of its first child.
        @usableFromInline let references: [Int]
        /// One past the last entry of each level, leaves first.
        @usableFromInline let levelEnds: [Int]

        /// Storage holding the arrays built by ``PackedRTree/init(boxes:nodeSize:)``.
        init(entries: [SIMD4<Double>], references: [Int], levelEnds: [Int]) {
            self.entries = entries
            self.references = references
            self.levelEnds = levelEnds
        }
    }

    /// One `(minX, minY, −maxX, −maxY)` per entry, leaves first, root last.
    @usableFromInline var entries: [SIMD4<Double>] { storage.entries }
    /// For a leaf entry the item index; for a node the position of its first child.
    @usableFromInline var references: [Int] { storage.references }
    /// One past the last entry of each level, leaves first.
    @usableFromInline var levelEnds: [Int] { storage.levelEnds }

    /// Builds the tree.
    ///
    /// - Parameters:
    ///   - boxes: one bounding box per item; item `i` is `boxes[i]`. Empty boxes are kept but never
    ///     found.
    ///   - nodeSize: the most children per node, at least 2. The default, 8, measured fastest for point
    ///     queries over venue-like data (4 and 16 are close).
    /// - Complexity: O(*n* log *n*).
    public init(boxes items: [PlanarBox], nodeSize: Int = 8) {
        precondition(nodeSize >= 2, "PackedRTree: node size must be at least 2")
        self.nodeSize = nodeSize
        self.count = items.count
        let total = items.reduce(PlanarBox.empty) { $1.isEmpty ? $0 : $0.union($1) }
        self.bounds = total

        // Hilbert order of the box centres within the total bounds; empty boxes go last.
        let scaleX = total.width > 0 ? 65_535 / total.width : 0
        let scaleY = total.height > 0 ? 65_535 / total.height : 0
        var keyed: [(key: UInt64, item: Int)] = []
        keyed.reserveCapacity(items.count)
        for (item, box) in items.enumerated() {
            var key = UInt64.max
            if !box.isEmpty {
                let center = box.center
                key = UInt64(
                    hilbertIndex(
                        x: Self.gridCell((center.x - total.minX) * scaleX),
                        y: Self.gridCell((center.y - total.minY) * scaleY)))
            }
            keyed.append((key, item))
        }
        keyed.sort { $0.key != $1.key ? $0.key < $1.key : $0.item < $1.item }

        var entries: [SIMD4<Double>] = []
        var references: [Int] = []
        let capacity = items.count + items.count / max(1, nodeSize - 1) + 2
        entries.reserveCapacity(capacity)
        references.reserveCapacity(capacity)
        for (_, item) in keyed {
            let box = items[item]
            entries.append(SIMD4(box.minX, box.minY, -box.maxX, -box.maxY))
            references.append(item)
        }
        var levelEnds: [Int] = items.isEmpty ? [] : [items.count]
        var levelStart = 0
        while let levelEnd = levelEnds.last, levelEnd - levelStart > 1 {
            var child = levelStart
            while child < levelEnd {
                let end = min(child + nodeSize, levelEnd)
                var node = entries[child]
                for entry in (child + 1)..<end {
                    node = pointwiseMin(node, entries[entry])
                }
                entries.append(node)
                references.append(child)
                child = end
            }
            levelStart = levelEnd
            levelEnds.append(references.count)
        }
        self.storage = Storage(entries: entries, references: references, levelEnds: levelEnds)
    }

    /// A grid coordinate clamped to 0…65 535; NaN (from infinite input coordinates) maps to 0.
    private static func gridCell(_ value: Double) -> UInt16 {
        guard value > 0 else { return 0 }
        guard value < 65_535 else { return 65_535 }
        return UInt16(value.rounded())
    }

    /// The bounding box of an entry (an item's box at level 0, a node's box above).
    func box(ofEntry entry: Int) -> PlanarBox {
        let stored = entries[entry]
        return PlanarBox(minX: stored[0], minY: stored[1], maxX: -stored[2], maxY: -stored[3])
    }

    /// Visits the items whose entries satisfy `query ≥ entry` in all lanes, descending only into
    /// nodes that satisfy it, until `visit` returns `false`.
    ///
    /// - Returns: `false` when stopped early by `visit`.
    @inlinable
    @discardableResult
    func search(_ query: SIMD4<Double>, _ visit: (Int) -> Bool) -> Bool {
        let storage = self.storage
        guard let rootEnd = storage.levelEnds.last else { return true }
        let topLevel = storage.levelEnds.count - 1
        let nodeSize = self.nodeSize
        return storage.entries.withUnsafeBufferPointer { entries in
            storage.references.withUnsafeBufferPointer { references in
                storage.levelEnds.withUnsafeBufferPointer { levelEnds in
                    let root = rootEnd - 1
                    guard all(query .>= entries[root]) else { return true }
                    if topLevel == 0 { return visit(references[root]) }
                    let leafEnd = levelEnds[0]
                    return withUnsafeTemporaryAllocation(of: Int.self, capacity: (topLevel + 1) * nodeSize + 1) {
                        stack in
                        stack[0] = root
                        var height = 1
                        while height > 0 {
                            height -= 1
                            let first = references[stack[height]]
                            if first < leafEnd {
                                for child in first..<min(first + nodeSize, leafEnd) where all(query .>= entries[child])
                                {
                                    if !visit(references[child]) { return false }
                                }
                            } else {
                                var level = 1
                                while first >= levelEnds[level] { level += 1 }
                                for child in first..<min(first + nodeSize, levelEnds[level]) {
                                    stack[height] = child
                                    height &+= all(query .>= entries[child]) ? 1 : 0
                                }
                            }
                        }
                        return true
                    }
                }
            }
        }
    }

    /// Calls `body` with every item whose box contains the point (edges included), in no particular
    /// order.
    ///
    /// - Complexity: O(log *n* + *k*) for *k* results when boxes overlap little; no heap allocation.
    @inlinable
    public func forEachItem(containing point: PlanarPoint, _ body: (Int) -> Void) {
        search(SIMD4(point.x, point.y, -point.x, -point.y)) { item in
            body(item)
            return true
        }
    }

    /// Replaces the contents of `buffer` with the items whose boxes contain the point.
    ///
    /// Reusing one buffer across queries avoids allocation once its capacity suffices.
    @inlinable
    public func items(containing point: PlanarPoint, into buffer: inout [Int]) {
        buffer.removeAll(keepingCapacity: true)
        forEachItem(containing: point) { buffer.append($0) }
    }

    /// The first item found whose box contains the point and that satisfies `predicate` (for example
    /// exact containment in the item's polygon), or `nil`. Stops searching at the first match.
    ///
    /// "First" is in the tree's internal order, not by item index.
    @inlinable
    public func firstItem(containing point: PlanarPoint, where predicate: (Int) -> Bool) -> Int? {
        var found: Int?
        search(SIMD4(point.x, point.y, -point.x, -point.y)) { item in
            if predicate(item) {
                found = item
                return false
            }
            return true
        }
        return found
    }

    /// Calls `body` with every item whose box intersects `box` (touching counts), in no particular order.
    ///
    /// - Complexity: O(log *n* + *k*) for *k* results when boxes overlap little; no heap allocation.
    @inlinable
    public func forEachItem(intersecting box: PlanarBox, _ body: (Int) -> Void) {
        guard !box.isEmpty else { return }
        search(SIMD4(box.maxX, box.maxY, -box.minX, -box.minY)) { item in
            body(item)
            return true
        }
    }

    /// Replaces the contents of `buffer` with the items whose boxes intersect `box`.
    @inlinable
    public func items(intersecting box: PlanarBox, into buffer: inout [Int]) {
        buffer.removeAll(keepingCapacity: true)
        forEachItem(intersecting: box) { buffer.append($0) }
    }
}
