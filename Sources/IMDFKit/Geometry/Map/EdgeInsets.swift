/// Padding inside a viewport's edges, in pixels (UIKit's `UIEdgeInsets`, AppKit's `NSEdgeInsets`,
/// as passed to `MKMapView.setVisibleMapRect(_:edgePadding:animated:)`).
///
/// Content fitted into a ``MapViewport`` keeps clear of this padding: use it for a title bar,
/// a legend or a margin around the venue outline.
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// Pixels kept clear below the top edge.
    public var top: Double
    /// Pixels kept clear right of the left edge.
    public var left: Double
    /// Pixels kept clear above the bottom edge.
    public var bottom: Double
    /// Pixels kept clear left of the right edge.
    public var right: Double

    /// Padding in `UIEdgeInsets` order: top, left, bottom, right.
    ///
    /// - Parameters:
    ///   - top: Pixels below the top edge.
    ///   - left: Pixels right of the left edge.
    ///   - bottom: Pixels above the bottom edge.
    ///   - right: Pixels left of the right edge.
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same padding on all four sides.
    ///
    /// - Parameter all: Pixels kept clear inside every edge.
    public init(all: Double) {
        self.init(top: all, left: all, bottom: all, right: all)
    }

    /// No padding (`UIEdgeInsets.zero`).
    public static let zero = EdgeInsets(all: 0)

    /// `{top, left, bottom, right}`.
    public var description: String { "{\(top), \(left), \(bottom), \(right)}" }
}
