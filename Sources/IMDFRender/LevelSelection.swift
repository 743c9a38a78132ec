import IMDFKit

/// Which levels a drawing shows.
///
/// A lift panel shows one button per ordinal, and pressing it shows every level with that
/// ordinal (several buildings, or a building and its forecourt). ``ordinal(_:)`` draws the same.
public enum LevelSelection: Hashable, Sendable {
    /// With a fix, the level that contains the fix (see ``RenderScene``); without one, the
    /// ``defaultOrdinal(in:)`` levels.
    case automatic
    /// Every level with this ordinal, in archive order.
    case ordinal(Int)
    /// The one level with this `id`.
    case level(FeatureID)

    /// The ordinal drawn when none is chosen: 0 when some level has ordinal 0 (the ground, by the
    /// spec's convention), otherwise the lowest ordinal above 0, otherwise the highest below 0
    /// (the level nearest the ground from underneath). `nil` when the archive has no levels.
    ///
    /// - Parameter graph: The venue.
    /// - Returns: The ordinal to draw.
    public static func defaultOrdinal(in graph: VenueGraph) -> Int? {
        let ordinals = graph.ordinals
        if ordinals.contains(0) { return 0 }
        return ordinals.first { $0 > 0 } ?? ordinals.last
    }
}
