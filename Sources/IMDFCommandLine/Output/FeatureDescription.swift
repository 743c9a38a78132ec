import GeoJSON
import IMDFKit

/// How commands name features: a label in the chosen language, an ID, a category, as text and JSON.
struct FeatureDescription {
    let graph: VenueGraph
    let language: LabelLanguage

    /// The `name` of any feature, read from its properties as written: a LABELS object in the chosen
    /// language, or a plain string (tolerated); `nil` when it has none.
    func name(of handle: AnyFeatureHandle) -> String? {
        guard let value = graph.archive.rawFeature(handle)?.properties?["name"] else { return nil }
        if let text = value.stringValue { return text }
        guard let object = value.objectValue else { return nil }
        let entries = object.members.compactMap { member in
            member.value.stringValue.map { IMDF.Labels.Entry(language: member.key, text: $0) }
        }
        return language.text(IMDF.Labels(entries))
    }

    /// The `category` of any feature as written, when it is a string.
    func category(of handle: AnyFeatureHandle) -> String? {
        graph.archive.rawFeature(handle)?.properties?["category"]?.stringValue
    }

    /// The ID as written, or `#index` for a feature without a string ID.
    func id(of handle: AnyFeatureHandle) -> String {
        graph.id(of: handle)?.rawValue ?? "#\(handle.index)"
    }

    /// `unit 6c1e… room "Café Quai"`: type, ID, category and name, as far as known.
    func text(_ handle: AnyFeatureHandle) -> String {
        var text = "\(handle.type.rawValue) \(id(of: handle))"
        if let category = category(of: handle) { text += " \(category)" }
        if let name = name(of: handle) { text += " \"\(name)\"" }
        return text
    }

    /// `{"type", "id", "category", "name"}`.
    func json(_ handle: AnyFeatureHandle) -> JSONValue {
        .object([
            "type": .string(handle.type.rawValue), "id": .string(graph.id(of: handle)?.rawValue),
            "category": .string(category(of: handle)), "name": .string(name(of: handle)),
        ])
    }

    /// `{"id", "ordinal", "short_name", "name"}` of a level.
    func levelJSON(_ level: VenueGraph.LevelHandle) -> JSONValue {
        let properties = graph[level].properties
        return .object([
            "id": .string(graph.id(of: AnyFeatureHandle(level, type: .level))?.rawValue),
            "ordinal": .integer(properties.ordinal), "short_name": .string(language.text(properties.shortName)),
            "name": .string(language.text(properties.name)),
        ])
    }

    /// `level G "Ground Level" (ordinal 0)`.
    func levelText(_ level: VenueGraph.LevelHandle) -> String {
        let properties = graph[level].properties
        var text = "level"
        if let short = language.text(properties.shortName) { text += " \(short)" }
        if let name = language.text(properties.name) { text += " \"\(name)\"" }
        text +=
            " (ordinal \(properties.ordinal.map(String.init) ?? "none"), \(id(of: AnyFeatureHandle(level, type: .level))))"
        return text
    }
}

/// Meters and degrees printed without Foundation: a fixed number of decimals.
enum DecimalText {
    /// `value` rounded to `places` decimals, as text: `3.2`, `45.50312`.
    static func text(_ value: Double, places: Int) -> String {
        guard value.isFinite else { return String(value) }
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        let text = String(rounded)
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }
}
