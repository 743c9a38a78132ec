extension PackedRTree {
    /// An item found by a nearest-neighbour search, with its distance.
    public struct Neighbor: Hashable, Sendable {
        /// The item index.
        public var item: Int
        /// Its distance from the query point, in the units of the search.
        public var distance: Double
    }

    /// What sits in the best-first queue: a node above the leaves, an item bounded by its box, or an
    /// item with its exact distance.
    private enum Candidate {
        case node(position: Int, level: Int)
        case boxedItem(Int)
        case measuredItem(Int)
    }

    /// The `count` items nearest to `point`, nearest first, by best-first search.
    ///
    /// Nodes and items are visited in order of the distance from the point to their boxes, scaled per
    /// axis (pass a ``LocalProjection``'s metres per degree to search in metres). An item's exact
    /// distance comes from `distance` — for example to the item's polygon — and is computed only for
    /// items that could still be among the nearest. Ties are broken arbitrarily.
    ///
    /// - Parameters:
    ///   - point: the query point.
    ///   - count: how many neighbours to return at most.
    ///   - maxDistance: ignore items farther than this. Items at an infinite distance (empty boxes,
    ///     or an infinite exact distance) are never returned.
    ///   - xScale: factor for `x` differences in box distances.
    ///   - yScale: factor for `y` differences in box distances.
    ///   - distance: the exact distance of an item from `point`, in the same scaled units; it must never
    ///     be less than the scaled distance to the item's box (otherwise results may be wrong). When
    ///     `nil`, the box distance is the item's distance.
    /// - Returns: up to `count` neighbours, nearest first.
    /// - Complexity: about O((*k* + log *n*) · log *n*) box tests for well-separated boxes; allocates a
    ///   small heap per query.
    public func nearest(
        to point: PlanarPoint, count: Int = 1, maxDistance: Double = .infinity,
        xScale: Double = 1, yScale: Double = 1, distance: ((Int) -> Double)? = nil
    ) -> [Neighbor] {
        guard let rootEnd = levelEnds.last, count > 0 else { return [] }
        func boxDistance(_ entry: Int) -> Double {
            let box = box(ofEntry: entry)
            return box.isEmpty ? .infinity : box.distanceSquared(to: point, xScale: xScale, yScale: yScale).squareRoot()
        }
        func enqueue(_ entry: Int, level: Int, into queue: inout MinHeap<Candidate>) {
            let key = boxDistance(entry)
            guard key <= maxDistance, key.isFinite else { return }
            queue.insert(level == 0 ? .boxedItem(entry) : .node(position: entry, level: level), key: key)
        }

        var queue = MinHeap<Candidate>()
        var found: [Neighbor] = []
        enqueue(rootEnd - 1, level: levelEnds.count - 1, into: &queue)
        while found.count < count, let (candidate, key) = queue.popMinimum() {
            switch candidate {
            case .measuredItem(let item):
                found.append(Neighbor(item: item, distance: key))
            case .boxedItem(let entry):
                let item = references[entry]
                guard let distance else {
                    found.append(Neighbor(item: item, distance: key))
                    continue
                }
                let exact = distance(item)
                if exact <= maxDistance, exact.isFinite { queue.insert(.measuredItem(item), key: exact) }
            case .node(let position, let level):
                let first = references[position]
                for child in first..<min(first + nodeSize, levelEnds[level - 1]) {
                    enqueue(child, level: level - 1, into: &queue)
                }
            }
        }
        return found
    }
}
