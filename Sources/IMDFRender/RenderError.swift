import IMDFKit

/// Why a drawing cannot be made: the selection names no level, or the fix is not a position.
///
/// Archives that cannot be read fail earlier, in `IMDF.Archive(contentsOf:)`; geometry that cannot be
/// drawn (a missing or non-polygonal unit geometry) is skipped rather than thrown.
public enum RenderError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The archive has no level features, so there is nothing to draw.
    case noLevels
    /// No level has this `id`; `known` lists the level IDs that exist, in archive order.
    case unknownLevel(FeatureID, known: [FeatureID])
    /// No level has this ordinal; `available` lists the ordinals that exist, ascending.
    case unknownOrdinal(Int, available: [Int])
    /// The fix is not a valid position (latitude or longitude out of range, negative accuracy, …).
    case invalidFix(FixError)
    /// The levels drawn have no geometry with finite coordinates, so no view can be fitted.
    case nothingToDraw(levels: [FeatureID])
    /// The image size is not drawable (zero, negative or not finite).
    case invalidSize(PixelSize)

    /// A one-line explanation naming what was asked for and what exists.
    public var description: String {
        switch self {
        case .noLevels:
            return "the archive has no levels to draw"
        case .unknownLevel(let id, let known):
            let list = known.prefix(8).map(\.rawValue).joined(separator: ", ")
            return "no level has id '\(id.rawValue)'"
                + (known.isEmpty ? "" : " (levels: \(list)\(known.count > 8 ? ", …" : ""))")
        case .unknownOrdinal(let ordinal, let available):
            return "no level has ordinal \(ordinal) (ordinals: \(available.map(String.init).joined(separator: ", ")))"
        case .invalidFix(let error):
            return "invalid fix: \(error)"
        case .nothingToDraw(let levels):
            return "the levels \(levels.map(\.rawValue).joined(separator: ", ")) have no drawable geometry"
        case .invalidSize(let size):
            return "cannot draw an image of \(size) pixels"
        }
    }
}
