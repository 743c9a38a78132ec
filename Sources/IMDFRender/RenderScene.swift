import IMDFKit

/// What one drawing shows: the levels, an optional fix, and the unit to highlight.
///
/// A scene is resolved from a ``LevelSelection`` and an optional `Fix`:
///
/// - `.level(id)` draws that level, `.ordinal(n)` every level with ordinal *n*;
/// - `.automatic` with a fix draws the levels sharing the ordinal of the level that contains the fix
///   (located with `Locator`, which honours the fix's `floor`; without a floor, of the levels with a unit
///   containing the fix, the one nearest the ground, at or above it on a tie); when no unit contains it, the level
///   of the nearest unit; when there are no units, the default ordinal;
/// - `.automatic` without a fix but with a track draws the levels sharing the ordinal of the level of the
///   track's first valid fix located in a unit (``TrackOverlay/firstLocatedLevel``);
/// - `.automatic` without either draws ``LevelSelection/defaultOrdinal(in:)``.
///
/// With a fix, the unit that contains it on the drawn levels (ranked as `Locator` ranks: rooms
/// before walkways and structure, then the smallest) is highlighted.
public struct RenderScene: Hashable, Sendable {
    /// The levels drawn, in archive order.
    public var levels: [VenueGraph.LevelHandle]
    /// The fix drawn as an overlay, if any.
    public var fix: Fix?
    /// The unit drawn highlighted (the one that contains the fix), if any.
    public var highlightedUnit: VenueGraph.UnitHandle?
    /// The located track drawn as an overlay, if any: on each drawn level, the path of the valid fixes
    /// located on it.
    public var track: TrackOverlay?
    /// The route drawn as an overlay, if any: on each drawn level, its path and markers there.
    public var route: RouteOverlay?
    /// Points no label may cover though nothing is drawn there by this scene: the viewer's route markers,
    /// drawn in groups it shows only when their route is picked.
    public var labelsKeepClear: [Coordinate] = []
    /// Validator findings drawn as markers, each on its level when it has a position (see ``FindingMarker``).
    public var findings: [FindingMarker] = []
    /// The map rectangle fitted into the image; `nil` fits the drawn levels (and the fix). The
    /// viewer sets it to the whole venue so that every level is drawn at the same scale.
    public var fitting: MapRect?

    /// A scene from its parts, with no checks.
    ///
    /// - Parameters:
    ///   - levels: The levels to draw.
    ///   - fix: The fix to draw, if any.
    ///   - highlightedUnit: The unit to highlight, if any.
    ///   - track: The located track to draw, if any.
    ///   - route: The route to draw, if any.
    ///   - fitting: The map rectangle to fit, or `nil` for the levels' own bounds.
    public init(
        levels: [VenueGraph.LevelHandle], fix: Fix? = nil, highlightedUnit: VenueGraph.UnitHandle? = nil,
        track: TrackOverlay? = nil, route: RouteOverlay? = nil, fitting: MapRect? = nil
    ) {
        self.levels = levels
        self.fix = fix
        self.highlightedUnit = highlightedUnit
        self.track = track
        self.route = route
        self.fitting = fitting
    }

    /// Resolves a selection and a fix against a venue, as described above.
    ///
    /// - Parameters:
    ///   - selection: Which levels to draw.
    ///   - fix: A position to draw and locate, if any.
    ///   - track: A located track to draw, if any; with `.automatic` and no fix it chooses the levels.
    ///   - graph: The venue.
    ///   - locator: A locator over `graph`, when the caller already has one; built when needed.
    /// - Throws: ``RenderError`` when the selection names no level, the archive has no levels, or
    ///   the fix is invalid.
    public init(
        selection: LevelSelection, fix: Fix? = nil, track: TrackOverlay? = nil, in graph: VenueGraph,
        locator: Locator? = nil
    ) throws {
        guard !graph.archive.levels.isEmpty else { throw RenderError.noLevels }
        if let fix {
            do throws(FixError) {
                try fix.validate()
            } catch {
                throw RenderError.invalidFix(error)
            }
        }
        var levels: [VenueGraph.LevelHandle]
        switch selection {
        case .level(let id):
            guard let level = graph.handle(for: id, as: IMDF.LevelProperties.self) else {
                throw RenderError.unknownLevel(
                    id, known: graph.archive.levels.compactMap { $0.id.map { FeatureID($0.description) } })
            }
            levels = [level]
        case .ordinal(let ordinal):
            levels = graph.levels(withOrdinal: ordinal)
            guard !levels.isEmpty else { throw RenderError.unknownOrdinal(ordinal, available: graph.ordinals) }
        case .automatic:
            if fix == nil, let level = track?.firstLocatedLevel {
                levels = Self.levelsSharingOrdinal(with: level, in: graph)
            } else {
                levels = Self.defaultLevels(in: graph)
            }
        }
        var highlighted: VenueGraph.UnitHandle?
        if let fix {
            let locator = locator ?? Locator(graph: graph)
            let scope: LevelScope? =
                selection == .automatic
                ? nil
                : (levels.count == 1
                    ? .level(levels[0])
                    : levels.first
                        .flatMap { graph[$0].properties.ordinal }.map(LevelScope.ordinal))
            let result = try? locator.locate(fix, in: scope, includeNearby: false)
            if let best = result.flatMap({ Self.preferredMatch(in: $0, graph: graph) }) {
                highlighted = best.unit
                if selection == .automatic { levels = Self.levelsSharingOrdinal(with: best.level, in: graph) }
            } else if selection == .automatic, let nearest = result?.nearest {
                levels = Self.levelsSharingOrdinal(with: nearest.level, in: graph)
            }
        }
        self.init(levels: levels, fix: fix, highlightedUnit: highlighted, track: track)
    }

    /// The match to draw: a fix without a `floor` lies in units on every level above and below it, so
    /// the match on the level nearest the ground is taken (ordinal closest to the default ordinal,
    /// at or above it on a tie), then `Locator`'s ranking on that level.
    static func preferredMatch(in result: LocateResult, graph: VenueGraph) -> LocateResult.Match? {
        let ground = LevelSelection.defaultOrdinal(in: graph) ?? 0
        return result.matches.enumerated().min { a, b in
            func key(_ entry: (offset: Int, element: LocateResult.Match)) -> (UInt, Int, Int) {
                guard let ordinal = graph[entry.element.level].properties.ordinal else {
                    return (UInt.max, 1, entry.offset)
                }
                let (difference, overflow) = ordinal.subtractingReportingOverflow(ground)
                return (overflow ? UInt.max : difference.magnitude, ordinal < ground ? 1 : 0, entry.offset)
            }
            return key(a) < key(b)
        }?.element
    }

    /// The levels with the default ordinal, or, when no level has an ordinal, the first level.
    static func defaultLevels(in graph: VenueGraph) -> [VenueGraph.LevelHandle] {
        if let ordinal = LevelSelection.defaultOrdinal(in: graph) { return graph.levels(withOrdinal: ordinal) }
        return graph.archive.levels.isEmpty ? [] : [VenueGraph.LevelHandle(0)]
    }

    /// The levels with the same ordinal as `level` (just `level` when it has none).
    static func levelsSharingOrdinal(
        with level: VenueGraph.LevelHandle, in graph: VenueGraph
    ) -> [VenueGraph.LevelHandle] {
        guard let ordinal = graph[level].properties.ordinal else { return [level] }
        let group = graph.levels(withOrdinal: ordinal)
        return group.isEmpty ? [level] : group
    }
}
