import IMDFKit

/// A scale bar: a round ground length and how many pixels it spans in a drawing.
///
/// The length is the largest of 1, 2 or 5 × 10ⁿ meters that fits in a given pixel length at the
/// drawing's scale, so the bar reads "20 m" rather than "23.7 m".
public struct ScaleBar: Hashable, Sendable {
    /// The ground length in meters: 1, 2 or 5 × 10ⁿ.
    public var meters: Double
    /// The bar's length in pixels.
    public var pixels: Double

    /// The scale bar for a viewport, measured at a latitude.
    ///
    /// - Parameters:
    ///   - transform: The drawing's map-to-pixel transform.
    ///   - latitude: The latitude at which lengths are measured (the view's centre).
    ///   - maximumPixels: The longest the bar may be.
    public init(transform: ViewportTransform, latitude: Double, maximumPixels: Double) {
        let available = transform.meters(forPixels: maximumPixels, atLatitude: latitude)
        meters = Self.roundLength(notExceeding: available)
        pixels = transform.pixels(forMeters: meters, atLatitude: latitude)
    }

    /// The largest 1, 2 or 5 × 10ⁿ not greater than `length` (for lengths below 0.01, 0.01).
    ///
    /// - Parameter length: A positive length.
    /// - Returns: The round length.
    public static func roundLength(notExceeding length: Double) -> Double {
        guard length.isFinite, length > 0.01 else { return 0.01 }
        // Whole powers by multiplication and fractional ones by division stay exact or correctly rounded.
        var power = 1.0
        while power * 10 <= length { power *= 10 }
        while power > length { power /= 10 }
        for multiple in [5.0, 2.0] where power * multiple <= length { return power * multiple }
        return power
    }

    /// The length as text: `500 m`, `2 km`, `0.5 m`.
    public var label: String {
        meters >= 1000 ? SVGWriter.number(meters / 1000) + " km" : SVGWriter.number(meters) + " m"
    }
}
