/// Which levels a locate query searches.
public enum LevelScope: Hashable, Sendable {
    /// Every level of the venue; matches are reported per level.
    case allLevels
    /// The levels with this ordinal (a phone's reported floor), across buildings.
    case ordinal(Int)
    /// One level.
    case level(VenueGraph.LevelHandle)
}
