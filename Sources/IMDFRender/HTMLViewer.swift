import GeoJSON
import IMDFKit

/// Writes a self-contained static HTML viewer for a venue: one inline SVG per level ordinal, a
/// level picker, unit names on hover, and a search over units, occupants and amenities.
///
/// The page needs no network and no outside script: the drawings, the style sheet, the search
/// index (JSON) and a small script are all inline, so `index.html` opens from the file system in
/// any browser. Every ordinal is drawn at the same scale, fitted to the whole venue, so switching
/// levels keeps the map in place. Levels without an ordinal are not shown.
///
/// When the page's script fails, its `window.onerror` handler sets `document.title` to
/// `SCRIPT ERROR: …` and the `data-script-error` attribute of `<html>`; once the script has run,
/// `<html>` gets `data-ready="true"`. `Scripts/check-viewer.sh` looks for both.
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
    public init(graph: VenueGraph, options: RenderOptions = RenderOptions(size: PixelSize(width: 960, height: 720), padding: EdgeInsets(all: 40))) {
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
    /// - Returns: The HTML text.
    /// - Throws: ``RenderError`` for an archive without levels or an invalid fix.
    public func page(fix: Fix? = nil, track: TrackOverlay? = nil) throws -> String {
        let ordinals = graph.ordinals
        guard !ordinals.isEmpty else { throw RenderError.noLevels }
        let fixScene = try fix.map { try RenderScene(selection: .automatic, fix: $0, in: graph) }
        let fixOrdinal = fixScene.flatMap { $0.levels.first }.flatMap { graph[$0].properties.ordinal }
        let trackOrdinal = track?.firstLocatedLevel.flatMap { graph[$0].properties.ordinal }
        let initialOrdinal = fixOrdinal ?? trackOrdinal ?? LevelSelection.defaultOrdinal(in: graph) ?? ordinals[0]

        let renderer = SVGRenderer(graph: graph, options: options)
        let allLevels = ordinals.flatMap { graph.levels(withOrdinal: $0) }
        var venueRect = renderer.bounds(ofLevels: allLevels)
        if let fix { venueRect = venueRect.union(MapRect(bounding: [fix.coordinate])) }
        if let coordinates = track?.drawnCoordinates(on: allLevels), !coordinates.isEmpty {
            venueRect = venueRect.union(MapRect(bounding: coordinates))
        }

        let defaultLanguage = graph.archive.manifest?.language
        func label(_ labels: IMDF.Labels?) -> String? {
            labels?.bestMatch(for: options.preferredLanguages, defaultLanguage: defaultLanguage)
        }
        let venueName = graph.archive.venues.first.flatMap { label($0.properties.name) } ?? "IMDF venue"

        var writer = SVGWriter()
        writer.raw("<!DOCTYPE html>")
        writer.open("html", [("lang", options.preferredLanguages.first ?? defaultLanguage ?? "en")])
        writer.open("head")
        writer.empty("meta", [("charset", "utf-8")])
        writer.empty("meta", [("name", "viewport"), ("content", "width=device-width, initial-scale=1")])
        writer.element("title", text: venueName)
        writer.raw("<script>" + HTMLViewerAssets.errorTrap + "</script>")
        writer.raw("<style>" + HTMLViewerAssets.pageStyle + "</style>")
        writer.close("head")
        writer.open("body")
        writer.open("header")
        writer.element("h1", text: venueName)
        writer.empty("input", [("id", "search"), ("type", "search"), ("placeholder", "Search units, occupants, amenities"),
                               ("autocomplete", "off"), ("aria-label", "Search")])
        writer.raw("<ul id=\"results\"></ul>")
        writer.close("header")
        writer.open("main")
        writer.open("nav", [("id", "levels"), ("aria-label", "Levels")])
        for ordinal in ordinals.reversed() {
            let names = graph.levels(withOrdinal: ordinal).compactMap { level -> String? in
                let properties = graph[level].properties
                return label(properties.name) ?? label(properties.shortName)
            }
            writer.element("button", [("type", "button"), ("data-ordinal", String(ordinal)), ("title", names.joined(separator: ", "))],
                           text: String(ordinal) + (names.isEmpty ? "" : " · " + names.joined(separator: ", ")))
        }
        writer.close("nav")
        writer.open("div", [("id", "map")])
        for ordinal in ordinals.reversed() {
            var scene = RenderScene(levels: graph.levels(withOrdinal: ordinal), fitting: venueRect)
            if let fixScene, ordinal == fixOrdinal {
                scene.fix = fixScene.fix
                scene.highlightedUnit = fixScene.highlightedUnit
            }
            if let track, !track.segments(on: scene.levels).isEmpty { scene.track = track }
            let drawing = try renderer.render(scene)
            var attributes: [SVGWriter.Attribute] = [("class", "floor"), ("data-ordinal", String(ordinal))]
            if ordinal != initialOrdinal { attributes.append(("hidden", "hidden")) }
            writer.open("section", attributes)
            writer.raw(drawing.svg.hasSuffix("\n") ? String(drawing.svg.dropLast()) : drawing.svg)
            writer.close("section")
        }
        writer.element("p", [("id", "hover")], text: " ")
        writer.close("div")
        writer.close("main")
        let json = Self.indexJSON(searchEntries())
        writer.raw("<script type=\"application/json\" id=\"search-index\">" + json + "</script>")
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
                  let level = graph.level(of: unit), let ordinal = graph[level].properties.ordinal else { return nil }
            return (id, ordinal)
        }
        var entries: [SearchEntry] = []
        for unit in graph.handles(of: IMDF.UnitProperties.self) {
            let properties = graph[unit].properties
            guard let name = label(properties.name), let place = place(of: unit) else { continue }
            entries.append(SearchEntry(kind: "unit", name: name, category: properties.category?.rawValue, unitID: place.id, ordinal: place.ordinal))
        }
        for occupant in graph.handles(of: IMDF.OccupantProperties.self) {
            let properties = graph[occupant].properties
            guard let name = label(properties.name), let place = place(of: graph.unit(of: occupant)) else { continue }
            entries.append(SearchEntry(kind: "occupant", name: name, category: properties.category?.rawValue, unitID: place.id, ordinal: place.ordinal))
        }
        for amenity in graph.handles(of: IMDF.AmenityProperties.self) {
            let properties = graph[amenity].properties
            guard let name = label(properties.name) ?? properties.category?.rawValue,
                  let place = place(of: graph.units(of: amenity).first) else { continue }
            entries.append(SearchEntry(kind: "amenity", name: name, category: properties.category?.rawValue, unitID: place.id, ordinal: place.ordinal))
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
        // Strings, integers and null always write; the writer fails only on non-finite numbers.
        let json = (try? JSONWriter().string(for: .array(array))) ?? "[]"
        var safe = ""
        for character in json.unicodeScalars {
            if character == "<" { safe += "\\u003c" } else { safe.unicodeScalars.append(character) }
        }
        return safe
    }
}
