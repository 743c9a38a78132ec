/// A viewport of a given pixel size showing part of the map at one scale: the result of fitting
/// content the way `MKMapView.setVisibleMapRect(_:edgePadding:animated:)` does.
///
/// Fitting takes the content's map rectangle, a viewport size and edge padding, and picks the
/// largest scale at which the content fits inside the padded area, up to a maximum zoom level.
/// The content's centre is placed at the centre of the padded area. The visible rectangle then
/// has the viewport's aspect ratio and extends beyond the content on the looser axis; with
/// symmetric padding it is centred on the content, with asymmetric padding it is shifted so that
/// the content is centred in the padded area, as MapKit does.
///
/// ```swift
/// let viewport = MapViewport(fitting: venueRect, in: PixelSize(width: 800, height: 600),
///                            edgePadding: EdgeInsets(all: 20))
/// let pixel = viewport?.transform.pixel(for: entrance)
/// ```
public struct MapViewport: Hashable, Sendable {
    /// The viewport's size in pixels.
    public var size: PixelSize
    /// The map-to-pixel transform: the top-left map point and the scale.
    public var transform: ViewportTransform

    /// A viewport from its size and transform.
    ///
    /// - Parameters:
    ///   - size: The viewport's size in pixels.
    ///   - transform: The map point at the top-left pixel and the scale.
    public init(size: PixelSize, transform: ViewportTransform) {
        self.size = size
        self.transform = transform
    }

    /// A viewport centred on a map point at a zoom level (`MKMapView.setCenter(_:animated:)` with a
    /// camera altitude expressed as a web-map zoom level).
    ///
    /// - Parameters:
    ///   - center: The map point at the centre of the viewport.
    ///   - zoomLevel: The web-map zoom level; see ``ViewportTransform/zoomLevel``.
    ///   - size: The viewport's size in pixels.
    /// - Returns: `nil` when the size is not drawable or the centre or zoom level is not finite.
    public init?(center: MapPoint, zoomLevel: Double, size: PixelSize) {
        guard size.isDrawable, center.x.isFinite, center.y.isFinite, zoomLevel.isFinite else { return nil }
        let scale = ViewportTransform.pixelsPerMapPoint(atZoomLevel: zoomLevel)
        let origin = MapPoint(x: center.x - size.width / 2 / scale, y: center.y - size.height / 2 / scale)
        self.init(size: size, transform: ViewportTransform(origin: origin, pixelsPerMapPoint: scale))
    }

    /// A viewport showing a map rectangle inside padded edges
    /// (`MKMapView.setVisibleMapRect(_:edgePadding:animated:)`).
    ///
    /// The scale is the largest at which `rect` fits the padded area
    /// (`min(paddedWidth / rect.width, paddedHeight / rect.height)`), capped at
    /// `maximumZoomLevel` so that a single point or a tiny rectangle does not zoom without bound.
    /// The centre of `rect` is placed at the centre of the padded area.
    ///
    /// Padding that leaves no room (padded width or height zero or less) or is not finite is
    /// ignored, and the rectangle is fitted to the whole viewport.
    ///
    /// - Parameters:
    ///   - rect: The content to show.
    ///   - size: The viewport's size in pixels.
    ///   - edgePadding: Pixels inside each edge that the content keeps clear of.
    ///   - maximumZoomLevel: The closest zoom allowed; 21 is about 7 cm per pixel at the equator.
    /// - Returns: `nil` when `rect` is null or not finite, or `size` is not drawable.
    public init?(
        fitting rect: MapRect, in size: PixelSize, edgePadding: EdgeInsets = .zero, maximumZoomLevel: Double = 21
    ) {
        guard size.isDrawable, !rect.isNull,
            rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite,
            rect.width >= 0, rect.height >= 0
        else { return nil }
        var padding = edgePadding
        let paddedWidth = size.width - padding.left - padding.right
        let paddedHeight = size.height - padding.top - padding.bottom
        if !(paddedWidth > 0 && paddedHeight > 0 && paddedWidth.isFinite && paddedHeight.isFinite) {
            padding = .zero
        }
        let areaWidth = size.width - padding.left - padding.right
        let areaHeight = size.height - padding.top - padding.bottom

        // Division by a zero extent gives +∞, so a degenerate axis never limits the scale.
        var scale = Swift.min(areaWidth / rect.width, areaHeight / rect.height)
        if maximumZoomLevel.isFinite {
            scale = Swift.min(scale, ViewportTransform.pixelsPerMapPoint(atZoomLevel: maximumZoomLevel))
        }
        guard scale.isFinite, scale > 0 else { return nil }

        let anchorX = padding.left + areaWidth / 2
        let anchorY = padding.top + areaHeight / 2
        let origin = MapPoint(x: rect.midX - anchorX / scale, y: rect.midY - anchorY / scale)
        self.init(size: size, transform: ViewportTransform(origin: origin, pixelsPerMapPoint: scale))
    }

    /// The map rectangle the viewport shows (`MKMapView.visibleMapRect`); it has the viewport's
    /// aspect ratio.
    public var visibleMapRect: MapRect {
        MapRect(
            origin: transform.origin,
            size: MapSize(
                width: size.width / transform.pixelsPerMapPoint, height: size.height / transform.pixelsPerMapPoint))
    }

    /// The scale in pixels per map point.
    public var pixelsPerMapPoint: Double { transform.pixelsPerMapPoint }

    /// The web-map zoom level of the scale; see ``ViewportTransform/zoomLevel``.
    public var zoomLevel: Double { transform.zoomLevel }

    /// The coordinate region the viewport shows (`MKMapView.region`).
    public var region: CoordinateRegion? { CoordinateRegion(visibleMapRect) }
}
