/*
 A static packed R-tree in flat arrays.

 Built once from the items' bounding boxes: the boxes are sorted by the Hilbert index of their centres
 (within the bounds of all items) and packed, in that order, `nodeSize` to a node. Each level's nodes are
 then packed the same way into the level above, until one root remains.

 Every entry — an item's box at the leaf level, a node's box above — lives in one array of doubles,
 four per entry (minX, minY, maxX, maxY), level after level from the leaves up, the root last.
 `references[e]` is, for a leaf entry, the item index, and for a node, the position of its first child
 in the level below; its children are the next `nodeSize` entries (fewer at a level's end).
 `levelEnds[l]` is one past the last entry of level `l` (level 0 = leaves).

 Queries walk down from the root with a stack of node positions on the stack (temporary allocation),
 so a query allocates nothing on the heap and touches memory in order within each node.
 */

/// A static packed R-tree over item bounding boxes: built once, queried many times.
///
/// Items are identified by their position in the array of boxes given to ``init(boxes:nodeSize:)``.
/// Queries report item indices through a closure or into a reusable buffer and allocate nothing on the
/// heap on the way.
///
/// ```swift
/// let index = PackedRTree(boxes: units.map(\.bounds))
/// index.forEachItem(containing: point) { unit in … }
/// ```
public struct PackedRTree: Sendable {
    /// The most children a node has.
    public let nodeSize: Int
    /// The number of items.
    public let count: Int
    /// The bounding box of all items.
    public let bounds: PlanarBox
    /// Four doubles per entry, leaves first, root last.
    @usableFromInline let boxes: [Double]
    /// For a leaf entry the item index; for a node the position of its first child.
    @usableFromInline let references: [Int]
    /// One past the last entry of each level, leaves first.
    @usableFromInline let levelEnds: [Int]

    /// Builds the tree.
    ///
    /// - Parameters:
    ///   - boxes: one bounding box per item; item `i` is `boxes[i]`. Empty boxes are kept but never
    ///     found.
    ///   - nodeSize: the most children per node, at least 2; 16 suits both building and querying.
    /// - Complexity: O(*n* log *n*).
    public init(boxes items: [PlanarBox], nodeSize: Int = 16) {
        precondition(nodeSize >= 2, "PackedRTree: node size must be at least 2")
        self.nodeSize = nodeSize
        self.count = items.count
        let total = items.reduce(PlanarBox.empty) { $0.isEmpty ? $1 : ($1.isEmpty ? $0 : $0.union($1)) }
        self.bounds = total

        // Hilbert order of the box centres within the total bounds.
        let scaleX = total.width > 0 ? 65_535 / total.width : 0
        let scaleY = total.height > 0 ? 65_535 / total.height : 0
        var keyed: [(key: UInt32, item: Int)] = []
        keyed.reserveCapacity(items.count)
        for (item, box) in items.enumerated() {
            var key = UInt32.max
            if !box.isEmpty {
                let center = box.center
                let x = UInt16(clamping: Int(((center.x - total.minX) * scaleX).rounded()))
                let y = UInt16(clamping: Int(((center.y - total.minY) * scaleY).rounded()))
                key = hilbertIndex(x: x, y: y)
            }
            keyed.append((key, item))
        }
        keyed.sort { $0.key != $1.key ? $0.key < $1.key : $0.item < $1.item }

        var boxes: [Double] = []
        var references: [Int] = []
        let capacity = items.count + items.count / max(1, nodeSize - 1) + 2
        boxes.reserveCapacity(4 * capacity)
        references.reserveCapacity(capacity)
        for (_, item) in keyed {
            let box = items[item]
            boxes += [box.minX, box.minY, box.maxX, box.maxY]
            references.append(item)
        }
        var levelEnds: [Int] = items.isEmpty ? [] : [items.count]
        var levelStart = 0
        while let levelEnd = levelEnds.last, levelEnd - levelStart > 1 {
            var child = levelStart
            while child < levelEnd {
                let end = min(child + nodeSize, levelEnd)
                var node = PlanarBox.empty
                for entry in child ..< end {
                    node = PlanarBox(minX: min(node.minX, boxes[4 * entry]), minY: min(node.minY, boxes[4 * entry + 1]),
                                     maxX: max(node.maxX, boxes[4 * entry + 2]), maxY: max(node.maxY, boxes[4 * entry + 3]))
                }
                boxes += [node.minX, node.minY, node.maxX, node.maxY]
                references.append(child)
                child = end
            }
            levelStart = levelEnd
            levelEnds.append(references.count)
        }
        self.boxes = boxes
        self.references = references
        self.levelEnds = levelEnds
    }

    /// Visits the items whose boxes pass `test`, descending only into nodes whose boxes pass it,
    /// until `visit` returns `false`.
    ///
    /// - Returns: `false` when stopped early by `visit`.
    @inlinable
    @discardableResult
    func search(
        _ test: (Double, Double, Double, Double) -> Bool, _ visit: (Int) -> Bool
    ) -> Bool {
        guard let rootEnd = levelEnds.last else { return true }
        let topLevel = levelEnds.count - 1
        return boxes.withUnsafeBufferPointer { boxes in
            references.withUnsafeBufferPointer { references in
                levelEnds.withUnsafeBufferPointer { levelEnds in
                    let root = rootEnd - 1
                    guard test(boxes[4 * root], boxes[4 * root + 1], boxes[4 * root + 2], boxes[4 * root + 3]) else {
                        return true
                    }
                    if topLevel == 0 { return visit(references[root]) }
                    return withUnsafeTemporaryAllocation(of: Int.self, capacity: 2 * (topLevel * nodeSize + 1)) { stack in
                        stack[0] = root
                        stack[1] = topLevel
                        var height = 2
                        while height > 0 {
                            height -= 2
                            let node = stack[height]
                            let level = stack[height + 1]
                            let first = references[node]
                            let end = min(first + nodeSize, levelEnds[level - 1])
                            for child in first ..< end {
                                let base = 4 * child
                                guard test(boxes[base], boxes[base + 1], boxes[base + 2], boxes[base + 3]) else { continue }
                                if level == 1 {
                                    if !visit(references[child]) { return false }
                                } else {
                                    stack[height] = child
                                    stack[height + 1] = level - 1
                                    height += 2
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
        let x = point.x
        let y = point.y
        search({ minX, minY, maxX, maxY in x >= minX && x <= maxX && y >= minY && y <= maxY }) { item in
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
    @inlinable
    public func firstItem(containing point: PlanarPoint, where predicate: (Int) -> Bool) -> Int? {
        let x = point.x
        let y = point.y
        var found: Int?
        search({ minX, minY, maxX, maxY in x >= minX && x <= maxX && y >= minY && y <= maxY }) { item in
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
        search({ minX, minY, maxX, maxY in
            minX <= box.maxX && maxX >= box.minX && minY <= box.maxY && maxY >= box.minY
        }) { item in
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
