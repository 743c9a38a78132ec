/// A binary min-heap ordered by a `Double` key, for best-first searches.
struct MinHeap<Element> {
    private var keys: [Double] = []
    private var elements: [Element] = []

    /// Whether the heap is empty.
    var isEmpty: Bool { keys.isEmpty }

    /// The smallest key, if any.
    var minimumKey: Double? { keys.first }

    /// Inserts an element with its key. O(log *n*).
    mutating func insert(_ element: Element, key: Double) {
        keys.append(key)
        elements.append(element)
        var child = keys.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard keys[child] < keys[parent] else { break }
            keys.swapAt(child, parent)
            elements.swapAt(child, parent)
            child = parent
        }
    }

    /// Removes and returns the element with the smallest key. O(log *n*).
    mutating func popMinimum() -> (element: Element, key: Double)? {
        guard !keys.isEmpty else { return nil }
        let result = (elements[0], keys[0])
        let lastKey = keys.removeLast()
        let lastElement = elements.removeLast()
        guard !keys.isEmpty else { return result }
        keys[0] = lastKey
        elements[0] = lastElement
        var parent = 0
        while true {
            let left = 2 * parent + 1
            guard left < keys.count else { break }
            let right = left + 1
            let smaller = right < keys.count && keys[right] < keys[left] ? right : left
            guard keys[smaller] < keys[parent] else { break }
            keys.swapAt(smaller, parent)
            elements.swapAt(smaller, parent)
            parent = smaller
        }
        return result
    }
}
