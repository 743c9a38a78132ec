import IMDFKit
import IMDFTracks

/// A located GPS track to draw over the levels of a ``RenderScene``.
///
/// The overlay holds every record of the track, located by `TrackLocator` (invalid and unreadable
/// records included, so their line numbers stay meaningful), and answers which parts of it lie on the
/// drawn levels. Only *valid fixes located on a drawn level* are drawn: an invalid fix, or a valid one in
/// no unit, is not a position on any level and splits the path there.
///
/// ```swift
/// let locator = Locator(graph: graph)
/// let track = TrackOverlay(fixes: try TrackLocator.locatedFixes(inFileAt: "walk.csv", locator: locator))
/// let scene = try RenderScene(selection: .automatic, track: track, in: graph, locator: locator)
/// let svg = try SVGRenderer(graph: graph).render(scene).svg
/// ```
public struct TrackOverlay: Hashable, Sendable {
    /// One stretch of the track on one level: consecutive records whose valid fixes were all located on it.
    public struct Segment: Hashable, Sendable {
        /// The level every fix of the segment was located on.
        public var level: VenueGraph.LevelHandle
        /// The positions in ``TrackOverlay/fixes`` of the segment's fixes, ascending; never empty.
        public var fixIndices: [Int]

        /// A segment from its parts.
        ///
        /// - Parameters:
        ///   - level: The level of the segment's fixes.
        ///   - fixIndices: Their positions in the track, ascending.
        public init(level: VenueGraph.LevelHandle, fixIndices: [Int]) {
            self.level = level
            self.fixIndices = fixIndices
        }
    }

    /// Every record of the track in input order, located.
    public var fixes: [LocatedFix]

    /// A track from its located records, such as `TrackLocator.locatedFixes(inFileAt:format:locator:)` returns.
    ///
    /// - Parameter fixes: The records in input order.
    public init(fixes: [LocatedFix]) {
        self.fixes = fixes
    }

    /// The number of records that are not `TrackRecord.Status.ignored` (NMEA sentences without
    /// a position), as `imdf track` counts them.
    public var recordCount: Int { fixes.count(where: { $0.record.status != .ignored }) }

    /// The number of records holding a valid fix.
    public var validCount: Int { fixes.count(where: \.isValid) }

    /// The level of the first valid fix that was located in a unit, if any: the level drawn when
    /// neither a level nor a fix is chosen.
    public var firstLocatedLevel: VenueGraph.LevelHandle? {
        fixes.first { $0.isValid && $0.level != nil }?.level
    }

    /// Whether a record is drawn on one of `levels`: a valid fix located on one of them.
    ///
    /// - Parameters:
    ///   - index: A position in ``fixes``.
    ///   - levels: The drawn levels.
    public func isDrawn(_ index: Int, on levels: Set<VenueGraph.LevelHandle>) -> Bool {
        let located = fixes[index]
        guard located.isValid, located.record.fix != nil, let level = located.level else { return false }
        return levels.contains(level)
    }

    /// The stretches of the track on the given levels, in track order.
    ///
    /// A segment ends where the next record is not a valid fix on the same level: the walker went to
    /// another level (drawn or not), was in no unit, or the receiver lost its lock (an invalid or
    /// unreadable record). Ignored records (NMEA sentences without a position) do not split it. The segments hold
    /// together exactly the fixes that ``isDrawn(_:on:)`` accepts.
    ///
    /// - Parameter levels: The drawn levels.
    /// - Returns: The segments, in track order.
    /// - Complexity: O(*n*) in the number of records.
    public func segments(on levels: [VenueGraph.LevelHandle]) -> [Segment] {
        let drawn = Set(levels)
        var segments: [Segment] = []
        var current: Segment?
        for index in fixes.indices where fixes[index].record.status != .ignored {
            guard isDrawn(index, on: drawn), let level = fixes[index].level else {
                if let finished = current { segments.append(finished) }
                current = nil
                continue
            }
            if current?.level == level {
                // In place: a copy of the open segment would copy its indices on every fix (quadratic).
                current?.fixIndices.append(index)
            } else {
                if let finished = current { segments.append(finished) }
                current = Segment(level: level, fixIndices: [index])
            }
        }
        if let finished = current { segments.append(finished) }
        return segments
    }

    /// The coordinates of the fixes drawn on the given levels, in track order (for fitting the view).
    ///
    /// - Parameter levels: The drawn levels.
    /// - Returns: One coordinate per drawn fix.
    public func drawnCoordinates(on levels: [VenueGraph.LevelHandle]) -> [Coordinate] {
        let drawn = Set(levels)
        return fixes.indices.compactMap { index in
            isDrawn(index, on: drawn) ? fixes[index].record.fix?.coordinate : nil
        }
    }
}
