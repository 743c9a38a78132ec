import Testing

@testable import IMDFTracks

/// `DeviceTable`: at most `capacity` devices, the least recently seen forgotten first.
@Suite struct DeviceTableTests {
    /// Sees `key`: adds one to its count (a new or forgotten device starts at 0) and returns the new count. The
    /// table must call `forgetting` exactly when it forgets a device.
    private func see(_ key: String, in table: inout DeviceTable<Int>) -> Int {
        let forgotten = table.forgottenCount
        var calls = 0
        let slot = table.slot(for: key, new: { 0 }, forgetting: { calls += 1 })
        #expect(calls == table.forgottenCount - forgotten)
        table[slot] += 1
        return table[slot]
    }

    @Test func theLeastRecentlySeenDeviceIsForgottenFirst() {
        var table = DeviceTable<Int>(capacity: 3)
        #expect(["a", "b", "c", "a"].map { see($0, in: &table) } == [1, 1, 1, 2])
        #expect(table.count == 3 && table.forgottenCount == 0)
        // b is now the least recently seen (a was seen again): d takes its place.
        #expect(see("d", in: &table) == 1)
        #expect(!table.contains("b") && table.contains("a") && table.contains("c") && table.contains("d"))
        #expect(table.forgottenCount == 1)
        // Then c; a and d keep their counts, b comes back afresh in c's place.
        #expect(see("b", in: &table) == 1)
        #expect(!table.contains("c"))
        #expect(see("a", in: &table) == 3)
        #expect(see("d", in: &table) == 2)
        #expect(table.count == 3 && table.forgottenCount == 2)
    }

    @Test func oneDeviceAtATime() {
        var table = DeviceTable<Int>(capacity: 1)
        #expect(["a", "a", "b", "a", "a"].map { see($0, in: &table) } == [1, 2, 1, 1, 2])
        #expect(table.count == 1 && table.forgottenCount == 2)
    }

    /// Against a plain model (an array of keys in order of last sight) over a long pseudo-random stream, at several
    /// capacities: the same devices are held, with the same states.
    @Test(arguments: [1, 2, 5, 64])
    func agreesWithAListInOrderOfLastSight(capacity: Int) {
        var table = DeviceTable<Int>(capacity: capacity)
        var order: [String] = []  // least recently seen first
        var counts: [String: Int] = [:]
        var state: UInt64 = 20  // a fixed linear congruential stream, so that a failure can be replayed
        for _ in 0..<5_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let key = "d\(Int(state >> 33) % (capacity * 2 + 3))"
            if let position = order.firstIndex(of: key) {
                order.remove(at: position)
            } else {
                if order.count == capacity { counts[order.removeFirst()] = nil }
                counts[key] = 0
            }
            order.append(key)
            counts[key, default: 0] += 1
            #expect(see(key, in: &table) == counts[key])
        }
        #expect(table.count == order.count)
        #expect(order.allSatisfy(table.contains))
    }
}
