/// Consecutive runs of positions in one storage, delimited by offsets: polygon rings or lines.
public struct PositionListCollection: Hashable, Sendable, RandomAccessCollection {
    /// The storage the positions live in.
    public let storage: CoordinateStorage
    /// Start offsets (position indices) of each run plus the end: `count + 1` entries.
    public let offsets: ArraySlice<Int>

    /// Creates runs over `storage` from `offsets` (`count + 1` entries).
    public init(storage: CoordinateStorage, offsets: ArraySlice<Int>) {
        self.storage = storage
        self.offsets = offsets
    }

    /// 0.
    public var startIndex: Int { 0 }
    /// The number of runs.
    public var endIndex: Int { Swift.max(0, offsets.count - 1) }

    /// Run `index`.
    public subscript(index: Int) -> PositionList {
        let base = offsets.startIndex + index
        return PositionList(storage: storage, range: offsets[base]..<offsets[base + 1])
    }
}

extension PositionListCollection {
    /// Two collections are equal when they hold equal runs in the same order, wherever they are stored.
    public static func == (lhs: PositionListCollection, rhs: PositionListCollection) -> Bool {
        lhs.elementsEqual(rhs)
    }

    /// Hashes the runs.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for run in self { hasher.combine(run) }
    }
}
