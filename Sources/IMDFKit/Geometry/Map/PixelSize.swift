/// The size of a viewport in pixels (the `CGSize` of an `MKMapView`'s bounds).
public struct PixelSize: Hashable, Sendable, CustomStringConvertible {
    /// The width in pixels.
    public var width: Double
    /// The height in pixels.
    public var height: Double

    /// A viewport size in pixels.
    ///
    /// - Parameters:
    ///   - width: The width in pixels.
    ///   - height: The height in pixels.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// Whether both sides are finite and greater than zero, as a drawable viewport needs.
    public var isDrawable: Bool { width.isFinite && height.isFinite && width > 0 && height > 0 }

    /// `width × height`.
    public var description: String { "\(width) × \(height)" }
}
