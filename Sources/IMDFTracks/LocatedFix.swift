import IMDFKit

/// One track record with where it falls in the venue and what changed since the previous fix.
public struct LocatedFix: Hashable, Sendable {
    /// The record read from the track (its fix, validity, lines and extra fields).
    public var record: TrackRecord
    /// The unit the fix is in, chosen as ``TrackLocator`` describes; `nil` for an invalid fix or one
    /// in no unit.
    public var unit: VenueGraph.UnitHandle?
    /// The level of ``unit``.
    public var level: VenueGraph.LevelHandle?
    /// The first building of ``level``, if the level belongs to one.
    public var building: VenueGraph.BuildingHandle?
    /// The occupants anchored in ``unit``.
    public var occupants: [VenueGraph.OccupantHandle]
    /// The opening nearest to the fix on ``level`` (or, when the fix is in no unit, on the level of the
    /// last located fix), and its distance in meters.
    public var nearestOpening: LocateResult.Nearby<VenueGraph.OpeningHandle>?
    /// What changed since the previous located fix: left unit, changed level, entered unit, in that order.
    public var events: [TrackEvent]

    /// A located fix from its parts.
    public init(
        record: TrackRecord, unit: VenueGraph.UnitHandle? = nil, level: VenueGraph.LevelHandle? = nil,
        building: VenueGraph.BuildingHandle? = nil, occupants: [VenueGraph.OccupantHandle] = [],
        nearestOpening: LocateResult.Nearby<VenueGraph.OpeningHandle>? = nil, events: [TrackEvent] = []
    ) {
        self.record = record
        self.unit = unit
        self.level = level
        self.building = building
        self.occupants = occupants
        self.nearestOpening = nearestOpening
        self.events = events
    }

    /// Whether the record held a valid fix, which was therefore located.
    public var isValid: Bool { record.status == .valid }
}
