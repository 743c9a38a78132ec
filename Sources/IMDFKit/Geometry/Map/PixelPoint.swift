/// A position in a viewport, in pixels: x to the right, y down, (0, 0) at the top-left corner
/// (the `CGPoint` of a view that `MKMapView.convert(_:toPointTo:)` returns).
public struct PixelPoint: Hashable, Sendable, CustomStringConvertible {
    /// Pixels right of the viewport's left edge.
    public var x: Double
    /// Pixels below the viewport's top edge.
    public var y: Double

    /// A viewport position from pixel offsets.
    ///
    /// - Parameters:
    ///   - x: Pixels right of the left edge.
    ///   - y: Pixels below the top edge.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// `(x, y)`.
    public var description: String { "(\(x), \(y))" }
}
