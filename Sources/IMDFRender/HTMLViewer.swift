import GeoJSON
import IMDFKit

/// Writes a self-contained static HTML viewer for a venue: one inline SVG per level ordinal, pan and
/// zoom, a level picker naming each level's building, unit details on hover and tap, a search over
/// units, occupants and amenities, and optionally validator findings and routes on the map.
///
/// The page needs no network and no outside script: the drawings, the style sheet, the data (JSON)
/// and a small script are all inline, so `index.html` opens from the file system in any browser.
/// Every ordinal is drawn in the same frame, fitted to the whole venue, so a point keeps its place
/// across levels; the page fits the view to a level when it is selected, and pans (drag, arrow keys)
/// and zooms (wheel, pinch, the + and − buttons, the + and − keys) from there. Labels are placed by
/// `LabelPlacer` up to zoom 64; each shows from the zoom its `data-minzoom` names, so more appear as
/// you zoom in. Levels without an ordinal are not shown.
///
/// When the page's script fails, its `window.onerror` handler sets `document.title` to
/// `SCRIPT ERROR: …` and the `data-script-error` attribute of `<html>`; once the script has run,
/// `<html>` gets `data-ready="true"`. Opened with `#selftest` after its address, the page drives
/// itself through pan, zoom, a level change, a search, a finding and a route, and writes the outcome
/// to `data-selftest` on `<html>` (`pass`, or `fail: …`). `Scripts/check-viewer.sh` reads all three.
///
/// ```swift
/// let html = try HTMLViewer(graph: graph).page(fix: nil)
/// ```
public struct HTMLViewer: Sendable {
    /// The venue shown.
    public let graph: VenueGraph
    /// Drawing options for every level; labels and search results use its languages.
    public var options: RenderOptions

    /// A viewer for a venue.
    ///
    /// - Parameters:
    ///   - graph: The venue.
    ///   - options: Drawing options; by default 960 × 720 pixels with 40 pixels of padding.
    public init(
        graph: VenueGraph,
        options: RenderOptions = RenderOptions(size: PixelSize(width: 960, height: 720), padding: EdgeInsets(all: 40))
    ) {
        self.graph = graph
        self.options = options
    }

    /// One entry of the search index.
    public struct SearchEntry: Hashable, Sendable {
        /// What the entry is: `unit`, `occupant` or `amenity`.
        public var kind: String
        /// Its name in the chosen language (for an unnamed amenity, its category).
        public var name: String
        /// Its category, if any.
        public var category: String?
        /// The `id` of the unit to highlight.
        public var unitID: String
        /// The ordinal of that unit's level.
        public var ordinal: Int
    }

    /// The page.
    ///
    /// - Parameters:
    ///   - fix: A position to draw, on the ordinal of the level that contains it (which the page then
    ///     shows first, with the unit containing it highlighted).
    ///   - track: A located track, drawn on every ordinal where some of its valid fixes were located;
    ///     without a fix, the page shows the ordinal of its first located fix first.
    ///   - findings: Validator findings to mark on the map and list by rule (see ``FindingMarker``).
    ///   - routes: Routes the page's route picker offers; none is drawn until one is picked.
    /// - Returns: The HTML text.
    /// - Throws: ``RenderError`` for an archive without levels or an invalid fix.
    public func page(
        fix: Fix? = nil, track: TrackOverlay? = nil, findings: [FindingMarker] = [],
        routes: [NamedRoute] = []
    ) throws -> String {
        let ordinals = graph.ordinals
        guard !ordinals.isEmpty else { throw RenderError.noLevels }
        let fixScene = try fix.map { try RenderScene(selection: .automatic, fix: $0, in: graph) }
        let fixOrdinal = fixScene.flatMap { $0.levels.first }.flatMap { graph[$0].properties.ordinal }
        let trackOrdinal = track?.firstLocatedLevel.flatMap { graph[$0].properties.ordinal }
        let initialOrdinal = fixOrdinal ?? trackOrdinal ?? LevelSelection.defaultOrdinal(in: graph) ?? ordinals[0]

        var drawingOptions = options
        drawingOptions.maximumLabelZoom = LabelPlacer.zoomLevels.last ?? 1
        let renderer = SVGRenderer(graph: graph, options: drawingOptions)
        let allLevels = ordinals.flatMap { graph.levels(withOrdinal: $0) }
        var venueRect = renderer.bounds(ofLevels: allLevels)
        if let fix { venueRect = venueRect.union(MapRect(bounding: [fix.coordinate])) }
        if let coordinates = track?.drawnCoordinates(on: allLevels), !coordinates.isEmpty {
            venueRect = venueRect.union(MapRect(bounding: coordinates))
        }

        let venueName = graph.archive.venues.first.flatMap { label($0.properties.name) } ?? "IMDF venue"
        let initialTitle = ordinalTitle(initialOrdinal)

        var writer = SVGWriter()
        writer.raw("<!DOCTYPE html>")
        writer.open("html", [("lang", options.preferredLanguages.first ?? graph.archive.manifest?.language ?? "en")])
        writer.open("head")
        writer.empty("meta", [("charset", "utf-8")])
        writer.empty("meta", [("name", "viewport"), ("content", "width=device-width, initial-scale=1")])
        writer.element("title", text: venueName)
        writer.raw("<script>" + HTMLViewerAssets.errorTrap + "</script>")
        writer.raw(
            "<style>" + HTMLViewerAssets.pageStyle + RenderStyleSheet.route + RenderStyleSheet.findings + "</style>")
        writer.close("head")
        writer.open("body")
        writer.open("header")
        writer.open("div", [("class", "title")])
        writer.element("h1", text: venueName)
        writer.element("p", [("id", "level-name")], text: "Ordinal \(initialOrdinal) · " + initialTitle)
        writer.close("div")
        writer.open("select", [("id", "level-select"), ("aria-label", "Level")])
        for ordinal in ordinals.reversed() {
            var attributes: [SVGWriter.Attribute] = [("value", String(ordinal))]
            if ordinal == initialOrdinal { attributes.append(("selected", "selected")) }
            writer.element("option", attributes, text: "\(ordinal) · " + ordinalTitle(ordinal))
        }
        writer.close("select")
        writer.open("div", [("class", "search")])
        writer.empty(
            "input",
            [
                ("id", "search"), ("type", "search"), ("placeholder", "Search units, occupants, amenities"),
                ("autocomplete", "off"), ("aria-label", "Search"),
            ])
        writer.raw("<ul id=\"results\"></ul>")
        writer.close("div")
        if !routes.isEmpty {
            writer.open("select", [("id", "route-select"), ("aria-label", "Route")])
            writer.element("option", [("value", "")], text: "No route")
            for (index, route) in routes.enumerated() {
                writer.element("option", [("value", String(index))], text: route.name)
            }
            writer.close("select")
        }
        if !findings.isEmpty {
            let errors = findings.filter { $0.severity == .error }.count
            writer.element(
                "button", [("type", "button"), ("id", "findings-toggle"), ("aria-controls", "findings")],
                text: "Findings (\(findings.count)\(errors > 0 ? ", \(errors) error\(errors == 1 ? "" : "s")" : ""))")
        }
        writer.close("header")
        writer.open("main")
        writer.open("nav", [("id", "levels"), ("aria-label", "Levels")])
        for ordinal in ordinals.reversed() {
            writer.open(
                "button",
                [("type", "button"), ("data-ordinal", String(ordinal)), ("data-title", ordinalTitle(ordinal))])
            writer.element("b", text: String(ordinal))
            for level in graph.levels(withOrdinal: ordinal) { writer.element("span", text: levelTitle(level)) }
            writer.close("button")
        }
        writer.close("nav")
        writer.open(
            "div",
            [("id", "map"), ("tabindex", "0"), ("aria-label", "Map: drag to pan, wheel or + and − to zoom, 0 to fit")])
        var viewport: MapViewport?
        for ordinal in ordinals.reversed() {
            var scene = RenderScene(levels: graph.levels(withOrdinal: ordinal), fitting: venueRect)
            if let fixScene, ordinal == fixOrdinal {
                scene.fix = fixScene.fix
                scene.highlightedUnit = fixScene.highlightedUnit
            }
            if let track, !track.segments(on: scene.levels).isEmpty { scene.track = track }
            scene.findings = findings
            let drawn = Set(scene.levels)
            scene.labelsKeepClear = routes.flatMap {
                $0.overlay.markers.filter { drawn.contains($0.level) }.map(\.coordinate)
            }
            let drawing = try renderer.render(scene)
            viewport = viewport ?? drawing.viewport
            var attributes: [SVGWriter.Attribute] = [("class", "floor"), ("data-ordinal", String(ordinal))]
            if ordinal != initialOrdinal { attributes.append(("hidden", "hidden")) }
            writer.open("section", attributes)
            var svg = drawing.svg.hasSuffix("\n") ? String(drawing.svg.dropLast()) : drawing.svg
            let groups = routeGroups(routes, levels: scene.levels, viewport: drawing.viewport)
            if !groups.isEmpty, svg.hasSuffix("</svg>") {
                svg = String(svg.dropLast("</svg>".count)) + groups + "</svg>"
            }
            writer.raw(svg)
            writer.close("section")
        }
        writer.raw(HTMLViewerAssets.mapControls)
        writer.close("div")
        if !findings.isEmpty {
            writer.open("aside", [("id", "findings"), ("aria-label", "Findings")])
            writer.element("h2", text: "Findings")
            writer.raw("<div id=\"finding-list\"></div>")
            writer.close("aside")
        }
        writer.close("main")
        let json = Self.indexJSON(searchEntries())
        writer.raw("<script type=\"application/json\" id=\"search-index\">" + json + "</script>")
        writer.raw("<script type=\"application/json\" id=\"unit-details\">" + unitDetailsJSON() + "</script>")
        writer.raw(
            "<script type=\"application/json\" id=\"findings-data\">" + findingsJSON(findings, viewport: viewport)
                + "</script>")
        writer.raw("<script type=\"application/json\" id=\"routes-data\">" + routesJSON(routes) + "</script>")
        writer.raw("<script>var initialOrdinal = \(initialOrdinal);\n" + HTMLViewerAssets.script + "</script>")
        writer.close("body")
        writer.close("html")
        return writer.text
    }

    /// The search index: named units, occupants and amenities that lie in a unit on a level with an
    /// ordinal, in that order, each in archive order.
    public func searchEntries() -> [SearchEntry] {
        let defaultLanguage = graph.archive.manifest?.language
        func label(_ labels: IMDF.Labels?) -> String? {
            labels?.bestMatch(for: options.preferredLanguages, defaultLanguage: defaultLanguage)
        }
        func place(of unit: VenueGraph.UnitHandle?) -> (id: String, ordinal: Int)? {
            guard let unit, let id = graph[unit].id?.description,
                let level = graph.level(of: unit), let ordinal = graph[level].properties.ordinal
            else { return nil }
            return (id, ordinal)
        }
        var entries: [SearchEntry] = []
        for unit in graph.handles(of: IMDF.UnitProperties.self) {
            let properties = graph[unit].properties
            guard let name = label(properties.name), let place = place(of: unit) else { continue }
            entries.append(
                SearchEntry(
                    kind: "unit", name: name, category: properties.category?.rawValue, unitID: place.id,
                    ordinal: place.ordinal))
        }
        for occupant in graph.handles(of: IMDF.OccupantProperties.self) {
            let properties = graph[occupant].properties
            guard let name = label(properties.name), let place = place(of: graph.unit(of: occupant)) else { continue }
            entries.append(
                SearchEntry(
                    kind: "occupant", name: name, category: properties.category?.rawValue, unitID: place.id,
                    ordinal: place.ordinal))
        }
        for amenity in graph.handles(of: IMDF.AmenityProperties.self) {
            let properties = graph[amenity].properties
            guard let name = label(properties.name) ?? properties.category?.rawValue,
                let place = place(of: graph.units(of: amenity).first)
            else { continue }
            entries.append(
                SearchEntry(
                    kind: "amenity", name: name, category: properties.category?.rawValue, unitID: place.id,
                    ordinal: place.ordinal))
        }
        return entries
    }

    /// The index as JSON safe inside a `<script>` element: every `<` is written `\u003c`, so no
    /// text in a name can close the element.
    static func indexJSON(_ entries: [SearchEntry]) -> String {
        let array: [JSONValue] = entries.map { entry in
            var object = JSONObject()
            object.append(key: "kind", value: .string(entry.kind))
            object.append(key: "name", value: .string(entry.name))
            object.append(key: "category", value: entry.category.map(JSONValue.string) ?? .null)
            object.append(key: "unit", value: .string(entry.unitID))
            object.append(key: "ordinal", value: .number(JSONNumber(entry.ordinal)))
            return .object(object)
        }
        return scriptSafe(.array(array), orElse: "[]")
    }
}
