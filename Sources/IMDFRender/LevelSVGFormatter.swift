import GeoJSON
import IMDFKit

/// Walks the features of a ``RenderScene`` and writes them as SVG, layer by layer.
///
/// The formatter is the renderer's inner loop, in the manner of swift-markdown's `HTMLFormatter`: one
/// `visit…` method per kind of feature, each turning one feature into one element through
/// ``SVGWriter``. Layers are painted bottom to top: level outlines, units (open areas first, so
/// rooms and their walls lie on top), openings, fixtures, kiosks, amenities, labels (placed by
/// `LabelPlacer`), then the overlays (track, route, findings, fix, north arrow, scale bar, title, legend). Within a layer, features keep archive order,
/// so the output depends only on the input.
///
/// Every coordinate goes through the viewport's ``ViewportTransform``; no other projection is made.
struct LevelSVGFormatter {
    let graph: VenueGraph
    let options: RenderOptions
    let scene: RenderScene
    let viewport: MapViewport
    /// The manifest's language, the labels' fallback.
    let defaultLanguage: String?
    var writer = SVGWriter()
    /// The unit styles drawn, for the legend.
    var stylesDrawn = Set<UnitStyle>()

    init(graph: VenueGraph, options: RenderOptions, scene: RenderScene, viewport: MapViewport) {
        self.graph = graph
        self.options = options
        self.scene = scene
        self.viewport = viewport
        defaultLanguage = graph.archive.manifest?.language
    }

    /// Writes the whole document and returns its text.
    mutating func format() -> String {
        let size = viewport.size
        let width = SVGWriter.number(size.width)
        let height = SVGWriter.number(size.height)
        var attributes: [SVGWriter.Attribute] = [
            ("xmlns", "http://www.w3.org/2000/svg"), ("class", "imdf-level"),
            ("width", width), ("height", height), ("viewBox", "0 0 \(width) \(height)"),
        ]
        let ordinals = Set(scene.levels.compactMap { graph[$0].properties.ordinal })
        if ordinals.count == 1, let ordinal = ordinals.first { attributes.append(("data-ordinal", String(ordinal))) }
        writer.open("svg", attributes)
        writer.element("title", text: scene.levels.map { levelName($0) }.joined(separator: " · "))
        writer.raw(
            "<style>" + RenderStyleSheet.svg + (scene.track == nil ? "" : RenderStyleSheet.track)
                + (scene.route == nil ? "" : RenderStyleSheet.route)
                + (scene.findings.isEmpty ? "" : RenderStyleSheet.findings) + "</style>")
        writer.empty("rect", [("class", "background"), ("width", width), ("height", height)])

        let levels = scene.levels
        writer.open("g", [("class", "levels")])
        for level in levels { visitLevel(level) }
        writer.close("g")

        writer.open("g", [("class", "units")])
        var units: [(style: UnitStyle, unit: VenueGraph.UnitHandle)] = []
        for level in levels {
            for unit in graph.units(on: level) {
                let properties = graph[unit].properties
                units.append((UnitStyle(category: properties.category, restriction: properties.restriction), unit))
            }
        }
        // Sorting on (paint order, archive position) keeps archive order within each style.
        let ordered = units.enumerated().sorted { a, b in
            (a.element.style.paintOrder, a.offset) < (b.element.style.paintOrder, b.offset)
        }
        for (_, entry) in ordered { visitUnit(entry.unit, style: entry.style) }
        writer.close("g")

        writer.open("g", [("class", "openings")])
        for level in levels { for opening in graph.openings(on: level) { visitOpening(opening) } }
        writer.close("g")
        writer.open("g", [("class", "fixtures")])
        for level in levels { for fixture in graph.fixtures(on: level) { visitFixture(fixture) } }
        writer.close("g")
        writer.open("g", [("class", "kiosks")])
        for level in levels { for kiosk in graph.kiosks(on: level) { visitKiosk(kiosk) } }
        writer.close("g")
        if options.showsAmenities {
            writer.open("g", [("class", "amenities")])
            for level in levels { for amenity in graph.amenities(on: level) { visitAmenity(amenity) } }
            writer.close("g")
        }
        if options.showsLabels { drawLabels() }
        if let track = scene.track { visitTrack(track) }
        if let route = scene.route { visitRoute(route) }
        if !scene.findings.isEmpty { visitFindings() }
        if let fix = scene.fix { visitFix(fix) }
        drawNorthArrow()
        drawScaleBar()
        drawTitle()
        if options.showsLegend { drawLegend() }
        writer.close("svg")
        return writer.text
    }

    // MARK: Features

    mutating func visitLevel(_ level: VenueGraph.LevelHandle) {
        let feature = graph[level]
        var attributes: [SVGWriter.Attribute] = [
            ("class", "level-outline"), ("data-id", featureID(feature.id, fallback: "level", level.index)),
        ]
        if let ordinal = feature.properties.ordinal { attributes.append(("data-ordinal", String(ordinal))) }
        guard let data = feature.geometry.flatMap(pathData(for:)) else { return }
        attributes += [("fill-rule", "evenodd"), ("d", data)]
        writer.element("path", attributes, title: levelName(level))
    }

    mutating func visitUnit(_ unit: VenueGraph.UnitHandle, style: UnitStyle) {
        let feature = graph[unit]
        guard let data = feature.geometry.flatMap(pathData(for:)) else { return }
        stylesDrawn.insert(style)
        var classes = "unit " + style.cssClass
        if unit == scene.highlightedUnit { classes += " highlighted" }
        var attributes: [SVGWriter.Attribute] = [
            ("class", classes), ("data-id", featureID(feature.id, fallback: "unit", unit.index)),
        ]
        if let level = graph.level(of: unit) {
            attributes.append(("data-level", featureID(graph[level].id, fallback: "level", level.index)))
        }
        if let category = feature.properties.category { attributes.append(("data-category", category.rawValue)) }
        attributes += [("fill-rule", "evenodd"), ("d", data)]
        let name = unitName(unit)
        let category = feature.properties.category?.rawValue
        let title = [name, category.map { "(\($0))" }].compactMap { $0 }.joined(separator: " ")
        writer.element("path", attributes, title: title)
    }

    mutating func visitOpening(_ opening: VenueGraph.OpeningHandle) {
        let feature = graph[opening]
        guard let data = feature.geometry.flatMap(pathData(for:)) else { return }
        let id = featureID(feature.id, fallback: "opening", opening.index)
        var attributes: [SVGWriter.Attribute] = [("class", "opening"), ("data-id", id)]
        if let category = feature.properties.category { attributes.append(("data-category", category.rawValue)) }
        // The gap in the wall; a door adds a mark inside the gap.
        writer.empty("path", attributes + [("d", data)])
        if feature.properties.door != nil {
            writer.empty("path", [("class", "door"), ("data-opening", id), ("d", data)])
        }
    }

    mutating func visitFixture(_ fixture: VenueGraph.FixtureHandle) {
        let feature = graph[fixture]
        guard let data = feature.geometry.flatMap(pathData(for:)) else { return }
        var attributes: [SVGWriter.Attribute] = [
            ("class", "fixture"), ("data-id", featureID(feature.id, fallback: "fixture", fixture.index)),
        ]
        if let category = feature.properties.category { attributes.append(("data-category", category.rawValue)) }
        writer.element(
            "path", attributes + [("fill-rule", "evenodd"), ("d", data)], title: label(feature.properties.name))
    }

    mutating func visitKiosk(_ kiosk: VenueGraph.KioskHandle) {
        let feature = graph[kiosk]
        guard let data = feature.geometry.flatMap(pathData(for:)) else { return }
        let attributes: [SVGWriter.Attribute] = [
            ("class", "kiosk"), ("data-id", featureID(feature.id, fallback: "kiosk", kiosk.index)),
            ("fill-rule", "evenodd"), ("d", data),
        ]
        writer.element("path", attributes, title: label(feature.properties.name) ?? "Kiosk")
    }

    mutating func visitAmenity(_ amenity: VenueGraph.AmenityHandle) {
        let feature = graph[amenity]
        guard let point = feature.geometry?.planarPoint else { return }
        let pixel = viewport.transform.pixel(for: Coordinate(latitude: point.y, longitude: point.x))
        let category = feature.properties.category?.rawValue
        let style: String
        switch UnitStyle(category: category.map(IMDF.UnitCategory.init(rawValue:)), restriction: nil) {
        case .restroom: style = "amenity-restroom"
        case .verticalCirculation: style = "amenity-vertical"
        default: style = "amenity-service"
        }
        var attributes: [SVGWriter.Attribute] = [
            ("class", "amenity " + style), ("data-id", featureID(feature.id, fallback: "amenity", amenity.index)),
        ]
        if let category { attributes.append(("data-category", category)) }
        attributes += [("cx", SVGWriter.number(pixel.x)), ("cy", SVGWriter.number(pixel.y)), ("r", "4")]
        let title = [label(feature.properties.name), category.map { "(\($0))" }].compactMap { $0 }.joined(
            separator: " ")
        writer.element("circle", attributes, title: title)
    }

    /// The average advance of a 10-pixel sans-serif glyph, for fitting labels.
    static let averageGlyphWidth = 5.2

    // MARK: Names and geometry

    /// A label in the chosen language.
    func label(_ labels: IMDF.Labels?) -> String? {
        labels?.bestMatch(for: options.preferredLanguages, defaultLanguage: defaultLanguage)
    }

    /// A unit's name, or the name of the first occupant anchored in it.
    func unitName(_ unit: VenueGraph.UnitHandle) -> String? {
        if let name = label(graph[unit].properties.name) { return name }
        return graph.occupants(in: unit).lazy.compactMap { label(graph[$0].properties.name) }.first
    }

    /// A level's name, or its short name, or "Level <ordinal>".
    func levelName(_ level: VenueGraph.LevelHandle) -> String {
        let properties = graph[level].properties
        return label(properties.name) ?? label(properties.shortName)
            ?? "Level \(properties.ordinal.map(String.init) ?? "?")"
    }

    /// A feature's id as written, or `type-#index` for a feature without one.
    func featureID(_ id: FeatureIdentifier?, fallback type: String, _ index: Int) -> String {
        id?.description ?? "\(type)-#\(index)"
    }

    /// SVG path data for an area or a line; `nil` for points, collections and empty geometry.
    ///
    /// Each ring is a closed subpath (`M … L … Z`) with the repeated closing position dropped;
    /// holes and MultiPolygon parts are further subpaths, filled with `fill-rule="evenodd"`.
    func pathData(for geometry: Geometry) -> String? {
        var data = ""
        switch geometry {
        case .polygon(let polygon):
            for ring in polygon.rings { appendPath(ring.xy, closed: true, to: &data) }
        case .multiPolygon(let multiPolygon):
            for ring in multiPolygon.allRings { appendPath(ring.xy, closed: true, to: &data) }
        case .lineString(let line):
            appendPath(line.xy[...], closed: false, to: &data)
        case .multiLineString(let lines):
            for line in lines.lines { appendPath(line.xy, closed: false, to: &data) }
        case .point, .multiPoint, .geometryCollection:
            return nil
        }
        return data.isEmpty ? nil : data
    }

    private func appendPath(_ xy: ArraySlice<Double>, closed: Bool, to data: inout String) {
        var count = xy.count / 2
        guard count >= 2 else { return }
        let start = xy.startIndex
        if closed, count > 1, xy[start] == xy[start + 2 * (count - 1)], xy[start + 1] == xy[start + 2 * (count - 1) + 1]
        {
            count -= 1
        }
        for index in 0..<count {
            let longitude = xy[start + 2 * index]
            let latitude = xy[start + 2 * index + 1]
            let pixel = viewport.transform.pixel(for: Coordinate(latitude: latitude, longitude: longitude))
            data +=
                (index == 0 ? (data.isEmpty ? "M" : " M") : " L") + SVGWriter.number(pixel.x) + " "
                + SVGWriter.number(pixel.y)
        }
        if closed { data += " Z" }
    }
}
