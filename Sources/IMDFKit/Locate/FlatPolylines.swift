/// The polylines of a level's openings, every point in one array.
///
/// Why: `imdf track` measures the distance from each fix to the openings around it. With one
/// ``PlanarPolyline`` per opening, each measured opening was a separate heap array, somewhere in a venue's
/// hundreds of megabytes: a fleet of devices spread over a 58,000-unit venue missed the cache on nearly
/// every one (the nearest-opening search was about a sixth of the changing-unit track, `perf`, issue 20).
/// Here a level's openings are 16 bytes a point in one array, in the level's opening order.
struct FlatPolylines: Sendable {
    /// Interleaved `x, y` of every line's points, line after line.
    private let xy: [Double]
    /// Where each line's points start in `xy` (in points), and one past the last line's end.
    private let starts: [Int32]

    /// The lines, in order; line `i` is `lines[i]`.
    ///
    /// - Precondition: fewer than 2³¹ points in all (a level's openings have a handful each).
    init(_ lines: [PlanarPolyline]) {
        var xy: [Double] = []
        xy.reserveCapacity(lines.reduce(0) { $0 + $1.coordinates.count })
        var starts: [Int32] = [0]
        starts.reserveCapacity(lines.count + 1)
        for line in lines {
            xy += line.coordinates
            starts.append(Int32(xy.count / 2))
        }
        self.xy = xy
        self.starts = starts
    }

    /// The number of lines.
    var count: Int { starts.count - 1 }

    /// Calls `body` with a view that measures distances to the lines without reference counting.
    @inline(__always)
    func withLines<Result>(_ body: (Lines) -> Result) -> Result {
        xy.withUnsafeBufferPointer { xy in
            starts.withUnsafeBufferPointer { starts in body(Lines(xy: xy, starts: starts)) }
        }
    }

    /// A borrowed view of the lines, valid inside ``withLines(_:)``.
    struct Lines {
        let xy: UnsafeBufferPointer<Double>
        let starts: UnsafeBufferPointer<Int32>

        /// Meters from a point to line `line`: the least distance to one of its segments, the distance to its
        /// point if it has only one, and infinity if it has none.
        ///
        /// - Precondition: `line` is below the number of lines.
        @inline(__always)
        func distance(from point: PlanarPoint, toLine line: Int, projection: LocalProjection) -> Double {
            let first = Int(starts[line])
            let end = Int(starts[line + 1])
            guard end > first else { return .infinity }
            if end - first == 1 { return projection.distance(point, self.point(at: first)) }
            var best = Double.infinity
            var previous = self.point(at: first)
            for index in (first + 1)..<end {
                let next = self.point(at: index)
                best = min(best, projection.distance(from: point, toSegmentFrom: previous, to: next))
                previous = next
            }
            return best
        }

        @inline(__always)
        private func point(at index: Int) -> PlanarPoint {
            PlanarPoint(x: xy[2 * index], y: xy[2 * index + 1])
        }
    }
}
