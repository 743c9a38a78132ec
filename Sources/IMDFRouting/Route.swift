import IMDFKit

/// A route through a venue, from ``Router/route(from:to:options:)``: straight segments that stay inside
/// the units they name, openings passed, and vertical transitions.
///
/// Three views of the same route:
/// - ``segments``: every straight piece in order, each inside one unit, through one opening, or one ride;
/// - ``legs``: the walking per level, as polylines (door points included) for drawing;
/// - ``transitions``: the level changes, with the mode and where each link came from.
public struct Route: Hashable, Sendable {
    /// One straight piece of a route.
    public struct Segment: Hashable, Sendable {
        /// What the piece is.
        public enum Kind: Hashable, Sendable {
            /// Walking in a straight line inside one unit: both ends lie strictly inside the unit and the
            /// segment stays inside its polygon (checked with exact predicates when the router was built).
            case walk(unit: VenueGraph.UnitHandle)
            /// Passing through an opening from one unit into another: from a point just inside the first
            /// unit (``Router/portInset`` from the opening) to a point just inside the second, across the
            /// opening's line.
            case doorway(opening: VenueGraph.OpeningHandle, from: VenueGraph.UnitHandle, to: VenueGraph.UnitHandle)
            /// A level change: the index of the transition in ``Route/transitions``.
            case transition(Int)
        }

        /// What the piece is.
        public var kind: Kind
        /// Where it starts (longitude `x`, latitude `y`).
        public var start: PlanarPoint
        /// Where it ends.
        public var end: PlanarPoint
        /// The level the piece starts on.
        public var startLevel: VenueGraph.LevelHandle
        /// The level the piece ends on (differs from ``startLevel`` for transitions and for doorways
        /// between two levels of one ordinal, such as a building's ground floor and an outdoor forecourt).
        public var endLevel: VenueGraph.LevelHandle
        /// Metres walked (0 for a transition: riding is not walking).
        public var distance: Double
        /// Seconds it takes.
        public var duration: Double
    }

    /// The walking on one level: a polyline through the points of the route on that level, door points
    /// included.
    public struct Leg: Hashable, Sendable {
        /// The level.
        public var level: VenueGraph.LevelHandle
        /// The level's ordinal.
        public var ordinal: Int
        /// The polyline (longitude `x`, latitude `y`), at least one point.
        public var coordinates: [PlanarPoint]
        /// The polyline's length in metres.
        public var length: Double
        /// The units walked through on this leg, in order (each once per stay).
        public var units: [VenueGraph.UnitHandle]
        /// The openings passed on this leg, in order.
        public var openings: [VenueGraph.OpeningHandle]
    }

    /// Where a vertical link comes from.
    public enum LinkSource: Hashable, Sendable {
        /// A relationship feature (spec §2.13): origin → intermediaries → destination.
        case relationship(VenueGraph.RelationshipHandle)
        /// Two vertical-circulation units of one kind stacked on adjacent ordinals of one building
        /// (`VenueGraph.verticalCirculationOverlaps()`), for venues without relationships.
        case overlappingUnits(lower: VenueGraph.UnitHandle, upper: VenueGraph.UnitHandle)
    }

    /// A level change: boarding at one feature and leaving at another, possibly passing levels between.
    public struct Transition: Hashable, Sendable {
        /// How.
        public var mode: VerticalMode
        /// Where each hop of the ride came from, in order (one per pair of consecutive stops).
        public var sources: [LinkSource]
        /// The feature boarded: a unit (the elevator on the first level) or an opening (a lift door).
        public var from: AnyFeatureHandle
        /// The feature left.
        public var to: AnyFeatureHandle
        /// The level boarded on.
        public var fromLevel: VenueGraph.LevelHandle
        /// The level left on.
        public var toLevel: VenueGraph.LevelHandle
        /// The ordinals of every stop, boarding and leaving included.
        public var ordinals: [Int]
        /// Seconds, including an elevator's wait.
        public var duration: Double
    }

    /// Every straight piece, in order.
    public var segments: [Segment]
    /// The walking per level, in order; a level appears again when the route comes back to it.
    public var legs: [Leg]
    /// The level changes, in order.
    public var transitions: [Transition]
    /// Metres walked.
    public var distance: Double
    /// Seconds, walking and level changes (the router's cost; see ``RouteCosts``).
    public var duration: Double

    /// The openings passed, in order.
    public var openings: [VenueGraph.OpeningHandle] {
        segments.compactMap { if case .doorway(let opening, _, _) = $0.kind { return opening } else { return nil } }
    }

    /// The units the route is in, in order, each once per stay.
    public var units: [VenueGraph.UnitHandle] {
        var units: [VenueGraph.UnitHandle] = []
        for segment in segments {
            switch segment.kind {
            case .walk(let unit):
                if units.last != unit { units.append(unit) }
            case .doorway(_, let from, let to):
                if units.last != from { units.append(from) }
                units.append(to)
            case .transition:
                break
            }
        }
        return units
    }
}
