/// A binary min-heap of (priority, node) pairs in one array: the search's open list.
///
/// Entries are never updated in place; a node whose cost improves is pushed again and the stale entry is
/// skipped when popped ("lazy deletion"), which is simpler and, for the sparse graphs here, faster than a
/// decrease-key heap with a position index.
struct BinaryHeap {
    private var priorities: [Double] = []
    private var nodes: [Int32] = []

    var isEmpty: Bool { nodes.isEmpty }

    init(capacity: Int = 0) {
        priorities.reserveCapacity(capacity)
        nodes.reserveCapacity(capacity)
    }

    /// Adds a node. O(log *n*).
    mutating func push(_ node: Int32, priority: Double) {
        priorities.append(priority)
        nodes.append(node)
        var child = nodes.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard priority < priorities[parent] else { break }
            priorities[child] = priorities[parent]
            nodes[child] = nodes[parent]
            child = parent
        }
        priorities[child] = priority
        nodes[child] = node
    }

    /// Removes and returns the node with the least priority. O(log *n*).
    mutating func pop() -> (node: Int32, priority: Double)? {
        guard let lastNode = nodes.popLast(), let lastPriority = priorities.popLast() else { return nil }
        guard !nodes.isEmpty else { return (lastNode, lastPriority) }
        let top = (nodes[0], priorities[0])
        var parent = 0
        let count = nodes.count
        while true {
            var child = 2 * parent + 1
            guard child < count else { break }
            if child + 1 < count, priorities[child + 1] < priorities[child] { child += 1 }
            guard priorities[child] < lastPriority else { break }
            priorities[parent] = priorities[child]
            nodes[parent] = nodes[child]
            parent = child
        }
        priorities[parent] = lastPriority
        nodes[parent] = lastNode
        return top
    }
}
