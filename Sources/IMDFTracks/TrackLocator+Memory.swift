import IMDFKit

extension TrackLocator {
    /// What a track locator remembers between two fixes: the last unit and level, the last nearest
    /// opening and the projection distances are measured in.
    ///
    /// `imdf track --device-field` follows many devices through one locator: it keeps one memory per
    /// device and swaps it in before each of that device's fixes, so hysteresis and enter/leave events
    /// are per device while the venue's indexes are shared. A memory holds only handles (indexes into
    /// the archive), never the venue, so it survives the venue being closed and opened again
    /// (``VenueCache``): reopening the same archive gives the same handles.
    package struct Memory: Sendable {
        var unit: VenueGraph.UnitHandle?
        var level: VenueGraph.LevelHandle?
        var opening: (level: VenueGraph.LevelHandle, slot: Int)?
        var projection: LocalProjection

        /// The memory of a locator that has seen no fix.
        package init() {
            projection = LocalProjection(origin: PlanarPoint(x: 0, y: 0))
        }

        init(
            unit: VenueGraph.UnitHandle?, level: VenueGraph.LevelHandle?,
            opening: (level: VenueGraph.LevelHandle, slot: Int)?, projection: LocalProjection
        ) {
            self.unit = unit
            self.level = level
            self.opening = opening
            self.projection = projection
        }
    }

    /// The locator's state between fixes; setting it makes the locator continue another track.
    package var memory: Memory {
        get { Memory(unit: currentUnit, level: currentLevel, opening: lastOpening, projection: projection) }
        set {
            currentUnit = newValue.unit
            currentLevel = newValue.level
            lastOpening = newValue.opening
            projection = newValue.projection
        }
    }
}
