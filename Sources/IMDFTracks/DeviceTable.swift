/// The state of each device of an interleaved stream, for at most `capacity` devices: a device seen when the
/// table is full takes the place of the least recently seen one, which is forgotten (its next fix starts
/// afresh, as a new device's first fix does). So a stream whose device IDs never repeat (rotating IDs, a
/// hostile feed) cannot grow the table without bound, and every device seen within the last `capacity`
/// devices keeps its state exactly.
///
/// Each device costs one dictionary entry, its key and its value in arrays, and two links of a list that
/// orders the devices by when they were last seen; a lookup is one hash of the key.
package struct DeviceTable<Value: Sendable>: Sendable {
    /// The most devices kept.
    package let capacity: Int
    /// How many devices were forgotten to keep at most ``capacity``.
    package private(set) var forgottenCount = 0

    private var slots: [String: Int] = [:]
    private var keys: [String] = []
    private var values: [Value] = []
    /// The list from the most to the least recently seen slot: `older[slot]` and `newer[slot]`, -1 at the ends.
    private var older: [Int] = []
    private var newer: [Int] = []
    private var newest = -1
    private var oldest = -1

    /// An empty table of at most `capacity` devices.
    ///
    /// - Precondition: `capacity` ≥ 1.
    package init(capacity: Int) {
        precondition(capacity >= 1, "a device table holds at least one device")
        self.capacity = capacity
    }

    /// How many devices the table holds.
    package var count: Int { slots.count }

    /// Whether the table holds `key`'s device.
    package func contains(_ key: String) -> Bool { slots[key] != nil }

    /// The slot of `key`'s device, which becomes the most recently seen; a new device, or one that was
    /// forgotten, gets `make()` there first. Read and write its state through ``subscript(_:)`` before the next
    /// call: a later new device can take the slot.
    ///
    /// - Parameter forgetting: Called when the new device takes the place of the least recently seen one,
    ///   which is forgotten (counted in ``forgottenCount``).
    package mutating func slot(for key: String, new make: () -> Value, forgetting: () -> Void = {}) -> Int {
        guard let slot = slots[key] else { return admit(key, make(), forgetting: forgetting) }
        if slot != newest {
            unlink(slot)
            linkAsNewest(slot)
        }
        return slot
    }

    /// The state of the device in `slot` (from ``slot(for:new:)``).
    package subscript(slot: Int) -> Value {
        get { values[slot] }
        set { values[slot] = newValue }
    }

    /// Takes a slot for a new device: a new one below the capacity, else the least recently seen device's.
    private mutating func admit(_ key: String, _ value: Value, forgetting: () -> Void) -> Int {
        let slot: Int
        if keys.count < capacity {
            slot = keys.count
            keys.append(key)
            values.append(value)
            older.append(-1)
            newer.append(-1)
        } else {
            slot = oldest
            unlink(slot)
            slots[keys[slot]] = nil
            keys[slot] = key
            values[slot] = value
            forgottenCount += 1
            forgetting()
        }
        slots[key] = slot
        linkAsNewest(slot)
        return slot
    }

    private mutating func unlink(_ slot: Int) {
        let (before, after) = (older[slot], newer[slot])
        if before >= 0 { newer[before] = after } else { oldest = after }
        if after >= 0 { older[after] = before } else { newest = before }
    }

    private mutating func linkAsNewest(_ slot: Int) {
        older[slot] = newest
        newer[slot] = -1
        if newest >= 0 { newer[newest] = slot } else { oldest = slot }
        newest = slot
    }
}
