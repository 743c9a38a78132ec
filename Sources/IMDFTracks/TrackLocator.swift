import IMDFKit

/// Locates a stream of fixes one after another, remembering where the last one was, as a navigation loop
/// does.
///
/// For each valid fix the locator picks one unit:
/// 1. A fix that gives a `floor` (a level ordinal) is searched on the levels with that ordinal only.
/// 2. Hysteresis: when the level of the last located fix is among the levels searched and a unit there
///    contains the fix, that unit wins, even where another level's unit also contains the point (stacked
///    floors have the same outline, so a fix without a floor stays on the floor it was on).
/// 3. Otherwise the levels are tried nearest ordinal first, measured from the last located level's
///    ordinal (from 0, the ground, before any fix was located); equal distances try the lower ordinal
///    first, then archive order. The first level with a containing unit wins.
///
/// On a level, units are ranked as `Locator.bestUnit(containingLongitude:latitude:on:)` ranks them:
/// rooms before structural units (walkways, open-to-below), then the smallest.
///
/// Invalid records (see ``TrackRecord/Status-swift.enum``) are not located and change nothing: the next
/// valid fix is compared with the last valid one. A valid fix in no unit emits ``TrackEvent/leftUnit(_:)``
/// and keeps the last level in memory for rule 2 and 3.
///
/// The locator holds only the last unit and level, so memory stays flat however long the track.
///
/// ```swift
/// var tracker = TrackLocator(locator: Locator(graph: graph))
/// try TrackInput(path: "walk.nmea").forEachRecord { record in
///     let located = tracker.locate(record)
///     for event in located.events { print(event) }
/// }
/// ```
public struct TrackLocator: Sendable {
    /// The locator that answers point queries.
    public let locator: Locator
    /// The unit of the last located fix, if it was in one.
    public internal(set) var currentUnit: VenueGraph.UnitHandle?
    /// The level of the last fix located in a unit.
    public internal(set) var currentLevel: VenueGraph.LevelHandle?

    /// The nearest opening of the last located fix: the starting guess for the next one.
    var lastOpening: (level: VenueGraph.LevelHandle, slot: Int)?
    /// The projection distances are measured in, made again when a fix is more than ~100 m of latitude
    /// from its origin (a degree of longitude's length then changes by less than 2 parts in 10⁵).
    var projection = LocalProjection(origin: PlanarPoint(x: 0, y: 0))

    /// The levels in search order for each reference ordinal (rule 3).
    private let searchOrder: [Int: [VenueGraph.LevelHandle]]
    /// Each level's ordinal (0 when missing).
    private let ordinalOfLevel: [Int]
    /// Each unit's occupants.
    private let occupantsOfUnit: [[VenueGraph.OccupantHandle]]

    /// A locator with no fix seen yet.
    ///
    /// - Parameter locator: The venue's locator.
    /// - Complexity: O(*l*² + *u*) in the number of levels and units.
    public init(locator: Locator) {
        self.locator = locator
        let graph = locator.graph
        let levels = graph.archive.levels.indices.map(VenueGraph.LevelHandle.init)
        let ordinals = levels.map { graph.archive.levels[$0.index].properties.ordinal ?? 0 }
        ordinalOfLevel = ordinals
        var order: [Int: [VenueGraph.LevelHandle]] = [:]
        for reference in Set(ordinals + [0]) {
            order[reference] = levels.sorted { a, b in
                let (oa, ob) = (ordinals[a.index], ordinals[b.index])
                let (da, db) = (abs(oa - reference), abs(ob - reference))
                return (da, oa, a.index) < (db, ob, b.index)
            }
        }
        searchOrder = order
        occupantsOfUnit = graph.archive.units.indices.map { graph.occupants(in: VenueGraph.UnitHandle($0)) }
    }

    /// Locates the next record of the track and updates the state.
    ///
    /// - Parameter record: The next record; invalid and unparsable records pass through unlocated.
    /// - Returns: The unit, level, building, occupants and nearest opening of the fix, and the events it causes.
    /// - Complexity: O(*L*·(log *n* + *k*·*v*)) for *L* levels searched (one, usually).
    public mutating func locate(_ record: TrackRecord) -> LocatedFix {
        guard record.status == .valid, let fix = record.fix else { return LocatedFix(record: record) }
        let point = PlanarPoint(x: fix.longitude, y: fix.latitude)
        var found: (unit: VenueGraph.UnitHandle, level: VenueGraph.LevelHandle)?
        if let remembered = currentLevel, fix.floor == nil || fix.floor == ordinalOfLevel[remembered.index],
            let unit = locator.bestUnit(containingLongitude: point.x, latitude: point.y, on: remembered)
        {
            found = (unit, remembered)
        } else {
            let candidates: [VenueGraph.LevelHandle]
            if let floor = fix.floor {
                candidates = locator.graph.levels(withOrdinal: floor)
            } else {
                candidates = searchOrder[currentLevel.map { ordinalOfLevel[$0.index] } ?? 0] ?? []
            }
            for level in candidates where level != currentLevel {
                if let unit = locator.bestUnit(containingLongitude: point.x, latitude: point.y, on: level) {
                    found = (unit, level)
                    break
                }
            }
        }

        var events: [TrackEvent] = []
        if found?.unit != currentUnit {
            // At most three events (left, changed level, entered): one allocation, not one per append.
            events.reserveCapacity(3)
            if let previous = currentUnit { events.append(.leftUnit(previous)) }
            if let found {
                if let previousLevel = currentLevel, previousLevel != found.level {
                    events.append(.changedLevel(from: previousLevel, to: found.level))
                }
                events.append(.enteredUnit(found.unit))
            }
        }

        var located = LocatedFix(record: record, events: events)
        if let found {
            located.unit = found.unit
            located.level = found.level
            located.building = locator.graph.buildings(of: found.level).first
            located.occupants = occupantsOfUnit[found.unit.index]
            currentLevel = found.level
        }
        currentUnit = found?.unit
        if let level = located.level ?? currentLevel {
            let hint = lastOpening?.level == level ? lastOpening?.slot : nil
            if abs(projection.origin.y - point.y) > 0.001 || abs(projection.origin.x - point.x) > 0.01 {
                projection = LocalProjection(origin: point)
            }
            if let nearest = locator.nearestOpeningSlot(to: point, on: level, hint: hint, projection: projection) {
                located.nearestOpening = LocateResult.Nearby(
                    feature: locator.opening(atSlot: nearest.slot, on: level), level: level, distance: nearest.distance)
                lastOpening = (level, nearest.slot)
            }
        }
        return located
    }

    /// Reads and locates a whole track file, for callers that want every fix at once (drawing a track
    /// on a map, say).
    ///
    /// - Parameters:
    ///   - path: The track file, or `-` for standard input.
    ///   - format: Its format, or `nil` to detect it from the extension, then the first non-blank line.
    ///   - locator: The venue's locator.
    /// - Returns: Every record in input order, located.
    /// - Throws: ``TrackInputError`` when the file cannot be read.
    /// - Complexity: O(*n*) memory in the number of records; stream with ``TrackInput`` to stay flat.
    public static func locatedFixes(
        inFileAt path: String, format: TrackFormat? = nil, locator: Locator
    ) throws -> [LocatedFix] {
        var tracker = TrackLocator(locator: locator)
        var located: [LocatedFix] = []
        try TrackInput(path: path).forEachRecord(format: format) { located.append(tracker.locate($0)) }
        return located
    }
}
