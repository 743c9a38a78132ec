import Synchronization

/// One value per index, each made the first time it is read and kept for later reads.
///
/// Why: `imdf track` describes fixes with parts made per unit and per opening (names, fragments of JSON). A
/// track of a few fixes reads a handful of a large venue's 50,000 units, and making every unit's parts up
/// front was about a third of its start-up (issue 20). A track that visits every unit makes each part once,
/// as before, only later.
///
/// Safe to share between threads: two threads reading the same index for the first time may both make its
/// value, and the first one stored is the one every read returns.
final class OnDemandTable<Value: Sendable>: Sendable {
    /// The number of indexes.
    let count: Int
    private let values: Mutex<[Value?]>
    private let make: @Sendable (Int) -> Value

    /// A table of `count` values, `make(index)` making each.
    ///
    /// - Parameters:
    ///   - count: How many indexes the table has.
    ///   - make: Makes the value of one index; called outside the table's lock, so it may read other tables.
    init(count: Int, make: @escaping @Sendable (Int) -> Value) {
        self.count = count
        self.values = Mutex([Value?](repeating: nil, count: count))
        self.make = make
    }

    /// The value of `index`, made now if it has not been.
    ///
    /// - Precondition: `index` is below ``count``.
    subscript(index: Int) -> Value {
        if let value = values.withLock({ $0[index] }) { return value }
        let made = make(index)
        return values.withLock { values in
            if let stored = values[index] { return stored }
            values[index] = made
            return made
        }
    }
}
