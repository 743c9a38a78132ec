import GeoJSON
import IMDFKit

/// Draws venue levels as SVG: units filled by category with a legend, holes and MultiPolygon
/// parts, openings as gaps with door marks, fixtures, kiosks, amenity symbols, unit labels in a
/// chosen language, a north arrow, a scale bar, and optionally a fix.
///
/// The drawing fits the levels' bounding map rectangle into the image with
/// `MapViewport.init(fitting:in:edgePadding:maximumZoomLevel:)`, and every coordinate goes
/// through that viewport's `ViewportTransform`. Output is deterministic: the same archive and
/// options give byte-identical SVG (numbers with at most two decimals, features in archive order).
///
/// ```swift
/// let graph = VenueGraph(try IMDF.Archive(contentsOf: "SampleVenues/HarbourviewQuay"))
/// let renderer = SVGRenderer(graph: graph, options: RenderOptions(preferredLanguages: ["fr"]))
/// let drawing = try renderer.render(.ordinal(0), fix: Fix(latitude: 45.5033, longitude: -73.5503, horizontalAccuracy: 5))
/// print(drawing.svg)
/// ```
public struct SVGRenderer: Sendable {
    /// The venue drawn.
    public let graph: VenueGraph
    /// Image size, padding, language and layers.
    public var options: RenderOptions

    /// A renderer for a venue.
    ///
    /// - Parameters:
    ///   - graph: The venue.
    ///   - options: How to draw.
    public init(graph: VenueGraph, options: RenderOptions = RenderOptions()) {
        self.graph = graph
        self.options = options
    }

    /// Draws the levels a selection names, with an optional fix; see ``RenderScene`` for how the
    /// selection and the fix choose the levels.
    ///
    /// - Parameters:
    ///   - selection: Which levels to draw.
    ///   - fix: A position to draw and highlight the unit of.
    /// - Returns: The drawing.
    /// - Throws: ``RenderError``.
    /// - Complexity: O(*n*) in the vertices drawn, plus building a `Locator` when a fix is given.
    public func render(_ selection: LevelSelection = .automatic, fix: Fix? = nil) throws -> LevelDrawing {
        try render(RenderScene(selection: selection, fix: fix, in: graph))
    }

    /// Draws the levels a selection names with a located track over them, and an optional fix; with
    /// `.automatic` and no fix, the ordinal of the track's first located fix is drawn.
    ///
    /// - Parameters:
    ///   - selection: Which levels to draw.
    ///   - track: The located track; on each drawn level, the path of its valid fixes located there.
    ///   - fix: A position to draw and highlight the unit of.
    ///   - locator: A locator over ``graph`` when the caller has one (it located the track, say).
    /// - Returns: The drawing.
    /// - Throws: ``RenderError``.
    /// - Complexity: O(*n* + *t*) in the vertices drawn and the track's records.
    public func render(
        _ selection: LevelSelection = .automatic, track: TrackOverlay, fix: Fix? = nil,
        locator: Locator? = nil
    ) throws -> LevelDrawing {
        try render(RenderScene(selection: selection, fix: fix, track: track, in: graph, locator: locator))
    }

    /// Draws a resolved scene.
    ///
    /// - Parameter scene: The levels, fix and highlight to draw.
    /// - Returns: The drawing.
    /// - Throws: ``RenderError/invalidSize(_:)`` for an undrawable image size,
    ///   ``RenderError/nothingToDraw(levels:)`` when nothing in the scene has coordinates.
    public func render(_ scene: RenderScene) throws -> LevelDrawing {
        guard options.size.isDrawable else { throw RenderError.invalidSize(options.size) }
        let rect = scene.fitting ?? bounds(of: scene)
        guard let viewport = MapViewport(fitting: rect, in: options.size, edgePadding: options.padding) else {
            throw RenderError.nothingToDraw(
                levels: scene.levels.map { FeatureID(graph[$0].id?.description ?? "#\($0.index)") })
        }
        var formatter = LevelSVGFormatter(graph: graph, options: options, scene: scene, viewport: viewport)
        let svg = formatter.format()
        return LevelDrawing(svg: svg, viewport: viewport, scene: scene)
    }

    /// The map rectangle around the scene's levels, units, openings, fixtures and kiosks, its fix, the
    /// route's points on its levels, and the track's fixes drawn on its levels (which lie in units, so they widen the view only when a unit
    /// reaches outside its level).
    ///
    /// - Parameter scene: A scene.
    /// - Returns: The bounding rectangle, null when nothing has finite coordinates.
    public func bounds(of scene: RenderScene) -> MapRect {
        var rect = bounds(ofLevels: scene.levels)
        if let fix = scene.fix { rect = rect.union(MapRect(bounding: [fix.coordinate])) }
        if let track = scene.track {
            let coordinates = track.drawnCoordinates(on: scene.levels)
            if !coordinates.isEmpty { rect = rect.union(MapRect(bounding: coordinates)) }
        }
        if let route = scene.route {
            let coordinates = route.coordinates(on: scene.levels)
            if !coordinates.isEmpty { rect = rect.union(MapRect(bounding: coordinates)) }
        }
        return rect
    }

    /// The map rectangle around levels' own geometry and the units, openings, fixtures and kiosks on them.
    ///
    /// - Parameter levels: The levels.
    /// - Returns: The bounding rectangle, null when nothing has finite coordinates.
    public func bounds(ofLevels levels: [VenueGraph.LevelHandle]) -> MapRect {
        var rect = MapRect.null
        func add(_ geometry: Geometry?) {
            guard let geometry else { return }
            rect = rect.union(MapRect(boundingLongitudeLatitude: geometry.allXY))
        }
        for level in levels {
            add(graph[level].geometry)
            for unit in graph.units(on: level) { add(graph[unit].geometry) }
            for opening in graph.openings(on: level) { add(graph[opening].geometry) }
            for fixture in graph.fixtures(on: level) { add(graph[fixture].geometry) }
            for kiosk in graph.kiosks(on: level) { add(graph[kiosk].geometry) }
        }
        return rect
    }
}

/// One SVG drawing and the viewport it was drawn in.
public struct LevelDrawing: Hashable, Sendable {
    /// The SVG document, UTF-8 text ending in a newline.
    public var svg: String
    /// The viewport: the image size and the map-to-pixel transform every coordinate went through.
    public var viewport: MapViewport
    /// What was drawn.
    public var scene: RenderScene
}
