import IMDFKit

/// How ``SVGRenderer`` draws: the image size, its padding, the label language and which layers
/// are shown.
///
/// ```swift
/// var options = RenderOptions()
/// options.size = PixelSize(width: 800, height: 600)
/// options.preferredLanguages = ["fr"]
/// ```
public struct RenderOptions: Hashable, Sendable {
    /// The image size in pixels; also the SVG's `viewBox`.
    public var size: PixelSize
    /// Pixels inside each edge that the drawn levels keep clear of (the legend, north arrow and
    /// scale bar sit in this margin).
    public var padding: EdgeInsets
    /// Label languages, most preferred first (BCP 47 tags). Labels fall back to the manifest's
    /// `language`, then English, then the first label (`IMDF.Labels.bestMatch(for:defaultLanguage:)`).
    public var preferredLanguages: [String]
    /// Whether unit names are written at their display points.
    public var showsLabels: Bool
    /// Whether the legend of unit styles is drawn.
    public var showsLegend: Bool
    /// Whether amenities are drawn as small symbols.
    public var showsAmenities: Bool
    /// The largest zoom labels are placed for (see `LabelPlacer`): 1, the default, draws the labels that
    /// fit at the drawing's own scale; the viewer asks for more, each marked with the zoom it appears from.
    public var maximumLabelZoom: Double = 1

    /// Options with the given values; by default 1024 × 768 pixels, 48 pixels of padding, labels in
    /// the archive's language, and every layer shown.
    ///
    /// - Parameters:
    ///   - size: The image size in pixels.
    ///   - padding: Pixels kept clear inside each edge.
    ///   - preferredLanguages: Label languages, most preferred first.
    ///   - showsLabels: Whether unit names are drawn.
    ///   - showsLegend: Whether the legend is drawn.
    ///   - showsAmenities: Whether amenities are drawn.
    public init(
        size: PixelSize = PixelSize(width: 1024, height: 768), padding: EdgeInsets = EdgeInsets(all: 48),
        preferredLanguages: [String] = [], showsLabels: Bool = true, showsLegend: Bool = true,
        showsAmenities: Bool = true
    ) {
        self.size = size
        self.padding = padding
        self.preferredLanguages = preferredLanguages
        self.showsLabels = showsLabels
        self.showsLegend = showsLegend
        self.showsAmenities = showsAmenities
    }
}
