/// What `Locator.locate(_:in:)` found for one fix.
public struct LocateResult: Hashable, Sendable {
    /// A unit that contains the fix, with what is in it.
    public struct Match: Hashable, Sendable {
        public var unit: VenueGraph.UnitHandle
        public var level: VenueGraph.LevelHandle
        public var building: VenueGraph.BuildingHandle?
        /// `.inside`, or `.boundary` when the fix lies exactly on the unit's edge (a shared wall is in both
        /// units).
        public var location: PointLocation
        /// The unit's area in square meters.
        public var area: Double
        /// Whether the unit's category is structural (ranked after rooms).
        public var isStructural: Bool
        /// The occupants anchored in the unit.
        public var occupants: [VenueGraph.OccupantHandle]
        /// The amenities that list the unit.
        public var amenities: [VenueGraph.AmenityHandle]
        /// The opening on the unit's level nearest to the fix, and its distance in meters.
        public var nearestOpening: Nearby<VenueGraph.OpeningHandle>?
    }

    /// A feature and its distance from the fix in meters.
    public struct Nearby<Handle: Hashable & Sendable>: Hashable, Sendable {
        public var feature: Handle
        public var level: VenueGraph.LevelHandle
        public var distance: Double

        package init(feature: Handle, level: VenueGraph.LevelHandle, distance: Double) {
            self.feature = feature
            self.level = level
            self.distance = distance
        }
    }

    /// The fix that was located.
    public var fix: Fix
    /// Every unit that contains the fix, ranked: per level in the scope's order, rooms before structural
    /// units, smaller before larger, then archive order.
    public var matches: [Match]
    /// Units within the fix's horizontal accuracy (when one was asked for) that do not contain it, nearest
    /// first — the fix may be in any of them.
    public var nearby: [Nearby<VenueGraph.UnitHandle>]
    /// When nothing contains the fix: the nearest unit in scope and its distance.
    public var nearest: Nearby<VenueGraph.UnitHandle>?

    /// Whether some unit contains the fix.
    public var isFound: Bool { !matches.isEmpty }

    /// The best match: the first of `matches`.
    public var best: Match? { matches.first }

    /// The levels with matches, in order, each with its matches.
    public var matchesByLevel: [(level: VenueGraph.LevelHandle, matches: [Match])] {
        var result: [(level: VenueGraph.LevelHandle, matches: [Match])] = []
        for match in matches {
            if let last = result.indices.last, result[last].level == match.level {
                result[last].matches.append(match)
            } else {
                result.append((match.level, [match]))
            }
        }
        return result
    }
}
