/// The flat storage of a geometry's positions: interleaved longitude/latitude doubles, and the
/// numbers after them (altitude and further) in a side array that exists only when needed.
///
/// Position *i* is at `xy[2 * i]` (longitude) and `xy[2 * i + 1]` (latitude). When some position
/// has a third number, ``extraOffsets`` has `count + 1` entries and the numbers after the latitude
/// of position *i* are `extras[extraOffsets[i] ..< extraOffsets[i + 1]]`; otherwise both are empty.
/// Nothing is ever dropped.
///
/// Geometry algorithms can run over ``xy`` as contiguous doubles; the collection interface gives
/// ``Position`` values.
public struct CoordinateStorage: Hashable, Sendable, RandomAccessCollection {
    /// Interleaved longitude, latitude of every position.
    public private(set) var xy: [Double] = []
    /// Start offsets into ``extras`` per position plus the end (`count + 1` entries), or empty.
    public private(set) var extraOffsets: [Int] = []
    /// Altitudes and further numbers, position after position.
    public private(set) var extras: [Double] = []

    /// Creates empty storage.
    public init() {}

    /// Creates storage holding the given positions in order.
    public init(_ positions: some Sequence<Position>) {
        for position in positions { append(position) }
    }

    /// Whether some position has an altitude.
    public var hasAltitudes: Bool { !extraOffsets.isEmpty }

    /// 0.
    public var startIndex: Int { 0 }
    /// The number of positions.
    public var endIndex: Int { xy.count / 2 }

    /// The position at `index`.
    public subscript(index: Int) -> Position {
        let longitude = xy[2 * index]
        let latitude = xy[2 * index + 1]
        guard !extraOffsets.isEmpty else { return Position(longitude: longitude, latitude: latitude) }
        let numbers = extras[extraOffsets[index]..<extraOffsets[index + 1]]
        guard let altitude = numbers.first else { return Position(longitude: longitude, latitude: latitude) }
        return Position(longitude: longitude, latitude: latitude, altitude: altitude, extra: Array(numbers.dropFirst()))
    }

    /// Appends a position.
    public mutating func append(_ position: Position) {
        xy.append(position.longitude)
        xy.append(position.latitude)
        if let altitude = position.altitude {
            extras.append(altitude)
            extras.append(contentsOf: position.extra)
        }
        finishPosition()
    }

    /// A copy of the positions whose arrays are exactly as large as their contents (empty ones allocate
    /// nothing); `Array(xy)` would share the buffer, spare room included.
    ///
    /// Read through `self` in place: an array passed to a copying helper was retained and released
    /// for every geometry of a file.
    func exactCopy() -> CoordinateStorage {
        var copy = CoordinateStorage()
        if !xy.isEmpty { copy.xy = xy.withUnsafeBufferPointer { Array($0) } }
        if !extraOffsets.isEmpty { copy.extraOffsets = extraOffsets.withUnsafeBufferPointer { Array($0) } }
        if !extras.isEmpty { copy.extras = extras.withUnsafeBufferPointer { Array($0) } }
        return copy
    }

    /// Removes every position.
    mutating func removeAll(keepingCapacity: Bool) {
        xy.removeAll(keepingCapacity: keepingCapacity)
        if !extraOffsets.isEmpty { extraOffsets.removeAll(keepingCapacity: keepingCapacity) }
        if !extras.isEmpty { extras.removeAll(keepingCapacity: keepingCapacity) }
    }

    /// Reserves room for `count` positions without extras.
    mutating func reserveCapacity(positions count: Int) {
        xy.reserveCapacity(count * 2)
    }

    /// Moves ``xy`` into storage of exactly its size (after a reservation that turned out too big).
    mutating func trimCapacity() {
        let count = xy.count
        xy = [Double](unsafeUninitializedCapacity: count) { buffer, initialized in
            xy.withUnsafeBufferPointer { source in
                // Both buffers hold `count` doubles: the new one was allocated for exactly that many.
                _ = buffer.initialize(fromContentsOf: source)
            }
            initialized = count
        }
    }

    /// Appends longitude and latitude; call ``appendExtra(_:)`` for further numbers, then ``finishPosition()``.
    @inline(__always)
    mutating func appendXY(_ longitude: Double, _ latitude: Double) {
        xy.append(longitude)
        xy.append(latitude)
    }

    /// Appends a number after the latitude of the position being built.
    @inline(__always)
    mutating func appendExtra(_ value: Double) {
        extras.append(value)
    }

    /// Completes the position whose numbers were appended last.
    @inline(__always)
    mutating func finishPosition() {
        if extraOffsets.isEmpty {
            if extras.isEmpty { return }
            extraOffsets = Array(repeating: 0, count: xy.count / 2)
        }
        extraOffsets.append(extras.count)
    }

    /// The positions in `range`, copied into new storage.
    func copying(_ range: Range<Int>) -> CoordinateStorage {
        var copy = CoordinateStorage()
        copy.xy = Array(xy[(2 * range.lowerBound)..<(2 * range.upperBound)])
        if !extraOffsets.isEmpty {
            let base = extraOffsets[range.lowerBound]
            copy.extras = Array(extras[base..<extraOffsets[range.upperBound]])
            if !copy.extras.isEmpty {
                copy.extraOffsets = extraOffsets[range.lowerBound...range.upperBound].map { $0 - base }
            }
        }
        return copy
    }
}
