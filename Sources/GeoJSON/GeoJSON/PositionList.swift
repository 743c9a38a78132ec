/// A run of positions inside a ``CoordinateStorage``: a line string, a ring, a multi-point.
///
/// Indices run from 0 to `count - 1`. ``xy`` gives the interleaved doubles of just this run.
public struct PositionList: Hashable, Sendable, RandomAccessCollection {
    /// The storage the positions live in.
    public let storage: CoordinateStorage
    /// The indices of the positions in ``storage``.
    public let range: Range<Int>

    /// Creates a view of `range` in `storage`.
    public init(storage: CoordinateStorage, range: Range<Int>) {
        self.storage = storage
        self.range = range
    }

    /// 0.
    public var startIndex: Int { 0 }
    /// The number of positions.
    public var endIndex: Int { range.count }

    /// The position at `index` (0-based within this run).
    public subscript(index: Int) -> Position { storage[range.lowerBound + index] }

    /// The interleaved longitude, latitude doubles of this run.
    public var xy: ArraySlice<Double> { storage.xy[(2 * range.lowerBound)..<(2 * range.upperBound)] }

    /// Whether the first and last positions are equal (a closed ring); `false` when empty.
    public var isClosed: Bool {
        guard let first = self.first, let last = self.last else { return false }
        return first == last
    }

    /// Twice the signed planar area in longitude/latitude (shoelace); positive when counterclockwise.
    public var signedDoubleArea: Double { storage.signedDoubleArea(of: range) }
}

extension CoordinateStorage {
    /// Twice the signed planar area of the positions in `range`, read as a closed ring (shoelace);
    /// positive when counterclockwise, 0 for fewer than three positions.
    ///
    /// On the storage rather than a ``PositionList`` so that the decoder's ring checks read the doubles
    /// in place: building a list view retains the storage's arrays, and every polygon of a file is checked.
    func signedDoubleArea(of range: Range<Int>) -> Double {
        let values = xy
        var sum = 0.0
        let start = range.lowerBound
        let count = range.count
        guard count >= 3 else { return 0 }
        // Each position with the next one, the last with the first, summed in that order. The wrap-around
        // term is taken out of the loop rather than computed with `% count` on every vertex (an integer
        // division, about 4 % of decoding canada.json, which checks every ring's winding).
        for offset in 0..<(count - 1) {
            let a = 2 * (start + offset)
            sum += values[a] * values[a + 3] - values[a + 2] * values[a + 1]
        }
        let last = 2 * (start + count - 1)
        let first = 2 * start
        sum += values[last] * values[first + 1] - values[first] * values[last + 1]
        return sum
    }

    /// Whether positions `first` and `last` are equal, altitudes and further numbers included.
    func positionsEqual(_ first: Int, _ last: Int) -> Bool {
        guard xy[2 * first] == xy[2 * last], xy[2 * first + 1] == xy[2 * last + 1] else { return false }
        guard !extraOffsets.isEmpty else { return true }
        return extras[extraOffsets[first]..<extraOffsets[first + 1]].elementsEqual(
            extras[extraOffsets[last]..<extraOffsets[last + 1]])
    }
}

extension PositionList {
    /// Two runs are equal when they hold equal positions in the same order, wherever they are stored.
    public static func == (lhs: PositionList, rhs: PositionList) -> Bool {
        guard lhs.count == rhs.count, lhs.xy.elementsEqual(rhs.xy) else { return false }
        if !lhs.storage.hasAltitudes && !rhs.storage.hasAltitudes { return true }
        return lhs.indices.allSatisfy { lhs[$0].numbersAfterLatitude == rhs[$0].numbersAfterLatitude }
    }

    /// Hashes the positions.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for value in xy { hasher.combine(value) }
    }
}
