import IMDFKit

/// A change a fix brings about on a track, as a navigation loop announces it.
public enum TrackEvent: Hashable, Sendable {
    /// The fix is no longer in this unit (it is in another, or in none).
    case leftUnit(VenueGraph.UnitHandle)
    /// The fix is in a unit on another level than the last located fix; the last level is `from`.
    case changedLevel(from: VenueGraph.LevelHandle, to: VenueGraph.LevelHandle)
    /// The fix is in this unit and the previous located fix was not.
    case enteredUnit(VenueGraph.UnitHandle)
}
