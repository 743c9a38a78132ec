import GeoJSON
import IMDFKit

/// The viewer's data beside the drawings: picker labels, unit details, findings and routes, each
/// written as JSON the page's script reads.
extension HTMLViewer {
    /// A route offered in the viewer's route picker.
    public struct NamedRoute: Hashable, Sendable {
        /// What the picker shows, such as `Entrance Hall → Café du Quai`.
        public var name: String
        /// A line under the name, such as `64 m, 1 min, 1 level change`.
        public var summary: String
        /// The route's paths and markers.
        public var overlay: RouteOverlay

        /// A named route from its parts.
        public init(name: String, summary: String, overlay: RouteOverlay) {
            self.name = name
            self.summary = summary
            self.overlay = overlay
        }
    }

    /// A label in the chosen language.
    func label(_ labels: IMDF.Labels?) -> String? {
        labels?.bestMatch(for: options.preferredLanguages, defaultLanguage: graph.archive.manifest?.language)
    }

    /// A level's name (or short name, or "Level N") followed by its buildings' names in parentheses:
    /// `Level 2 (Main academic building)`.
    func levelTitle(_ level: VenueGraph.LevelHandle) -> String {
        let properties = graph[level].properties
        let name =
            label(properties.name) ?? label(properties.shortName)
            ?? "Level \(properties.ordinal.map(String.init) ?? "?")"
        let buildings = graph.buildings(of: level).compactMap { label(graph[$0].properties.name) }
        return buildings.isEmpty ? name : name + " (" + buildings.joined(separator: ", ") + ")"
    }

    /// The picker's wording for an ordinal: each of its levels with its building, `; `-separated.
    func ordinalTitle(_ ordinal: Int) -> String {
        let titles = graph.levels(withOrdinal: ordinal).map(levelTitle)
        return titles.isEmpty ? "Ordinal \(ordinal)" : titles.joined(separator: "; ")
    }

    /// Details of every unit on a level with an ordinal, keyed by its id: name, category, the names of its
    /// occupants, its amenities (name, or category), and its level.
    func unitDetailsJSON() -> String {
        var object = JSONObject()
        for unit in graph.handles(of: IMDF.UnitProperties.self) {
            let feature = graph[unit]
            guard let id = feature.id?.description, let level = graph.level(of: unit),
                graph[level].properties.ordinal != nil
            else { continue }
            var entry = JSONObject()
            entry.append(key: "name", value: label(feature.properties.name).map(JSONValue.string) ?? .null)
            entry.append(key: "category", value: feature.properties.category.map { .string($0.rawValue) } ?? .null)
            let occupants = graph.occupants(in: unit).compactMap { occupant -> JSONValue? in
                let properties = graph[occupant].properties
                guard let name = label(properties.name) else { return nil }
                return .string(name + (properties.category.map { " (\($0.rawValue))" } ?? ""))
            }
            entry.append(key: "occupants", value: .array(occupants))
            let amenities = graph.amenities(in: unit).compactMap { amenity -> JSONValue? in
                let properties = graph[amenity].properties
                let category = properties.category?.rawValue
                guard let name = label(properties.name) ?? category else { return nil }
                return .string(label(properties.name) != nil && category != nil ? "\(name) (\(category ?? ""))" : name)
            }
            entry.append(key: "amenities", value: .array(amenities))
            entry.append(key: "level", value: .string(levelTitle(level)))
            object.append(key: id, value: .object(entry))
        }
        return Self.scriptSafe(.object(object))
    }

    /// The findings as JSON, in order: rule, severity, message, location, feature, and, for a finding
    /// with a position, its ordinal and its point in the drawing's pixels.
    func findingsJSON(_ findings: [FindingMarker], viewport: MapViewport?) -> String {
        let array: [JSONValue] = findings.map { finding in
            var object = JSONObject()
            object.append(key: "rule", value: .string(finding.rule))
            object.append(key: "severity", value: .string(finding.severity.rawValue))
            object.append(key: "message", value: .string(finding.message))
            object.append(key: "location", value: .string(finding.location))
            object.append(key: "feature", value: finding.featureID.map(JSONValue.string) ?? .null)
            if let level = finding.level, let ordinal = graph[level].properties.ordinal,
                let coordinate = finding.coordinate,
                let viewport
            {
                let pixel = viewport.transform.pixel(for: coordinate)
                object.append(key: "ordinal", value: .number(JSONNumber(ordinal)))
                object.append(key: "x", value: .number(JSONNumber(Self.rounded(pixel.x))))
                object.append(key: "y", value: .number(JSONNumber(Self.rounded(pixel.y))))
            } else {
                object.append(key: "ordinal", value: .null)
            }
            return .object(object)
        }
        return Self.scriptSafe(.array(array))
    }

    /// The routes as JSON: name, summary, and the ordinals each touches in order (the first is where it starts).
    func routesJSON(_ routes: [NamedRoute]) -> String {
        let array: [JSONValue] = routes.map { route in
            var object = JSONObject()
            object.append(key: "name", value: .string(route.name))
            object.append(key: "summary", value: .string(route.summary))
            var ordinals: [Int] = []
            for level in route.overlay.levels {
                if let ordinal = graph[level].properties.ordinal, !ordinals.contains(ordinal) {
                    ordinals.append(ordinal)
                }
            }
            object.append(key: "ordinals", value: .array(ordinals.map { .number(JSONNumber($0)) }))
            return .object(object)
        }
        return Self.scriptSafe(.array(array))
    }

    /// The route groups for one drawing: for each route touching its levels, a hidden `g.route`
    /// (`data-route` its position) holding its paths and markers there, as `imdf render --route` draws them.
    func routeGroups(_ routes: [NamedRoute], levels: [VenueGraph.LevelHandle], viewport: MapViewport) -> String {
        let drawn = Set(levels)
        var writer = SVGWriter()
        func n(_ value: Double) -> String { SVGWriter.number(value) }
        for (index, route) in routes.enumerated() {
            let paths = route.overlay.paths.filter { drawn.contains($0.level) && $0.coordinates.count >= 2 }
            let markers = route.overlay.markers.filter { drawn.contains($0.level) }
            guard !paths.isEmpty || !markers.isEmpty else { continue }
            writer.open("g", [("class", "route"), ("data-route", String(index)), ("hidden", "hidden")])
            for path in paths {
                let points = path.coordinates.map { coordinate -> String in
                    let p = viewport.transform.pixel(for: coordinate)
                    return n(p.x) + "," + n(p.y)
                }.joined(separator: " ")
                writer.empty("polyline", [("class", "route-path"), ("points", points)])
            }
            for marker in markers {
                let p = viewport.transform.pixel(for: marker.coordinate)
                writer.element(
                    "circle",
                    [
                        ("class", "route-" + marker.kind.rawValue), ("cx", n(p.x)), ("cy", n(p.y)),
                        ("r", n(LevelSVGFormatter.routeMarkerRadius)),
                    ], title: marker.title)
            }
            writer.close("g")
        }
        return writer.text
    }

    /// A value rounded to two decimals, as the drawings write numbers.
    static func rounded(_ value: Double) -> Double { (value * 100).rounded() / 100 }

    /// JSON text safe inside a `<script>` element: every `<` is written `\u003c`; `fallback` when the value cannot
    /// be written.
    static func scriptSafe(_ value: JSONValue, orElse fallback: String = "null") -> String {
        // Strings, integers, rounded finite numbers and null always write; the writer fails only on non-finite numbers.
        let json = (try? JSONWriter().string(for: value)) ?? fallback
        // `<` is one byte in UTF-8 and never part of another character's bytes, so bytes can be replaced; the
        // loop over Unicode scalars it replaces was an eighth of `imdf viewer`'s time on a large venue.
        guard json.utf8.contains(UInt8(ascii: "<")) else { return json }
        var safe: [UInt8] = []
        safe.reserveCapacity(json.utf8.count + 64)
        for byte in json.utf8 {
            if byte == UInt8(ascii: "<") { safe.append(contentsOf: "\\u003c".utf8) } else { safe.append(byte) }
        }
        return String(decoding: safe, as: UTF8.self)
    }
}
