import GeoJSON
import IMDFKit

/// The output of `imdf show` for one feature, as text and JSON.
struct ShowReport {
    let links: FeatureLinks
    let describe: FeatureDescription

    private var graph: VenueGraph { describe.graph }
    private var handle: AnyFeatureHandle { links.feature }
    private var raw: Feature<JSONObject?>? { graph.archive.rawFeature(handle) }

    private var geometryType: String? {
        raw?.geometry?.typeName ?? raw?.rawGeometry?["type"]?.stringValue
    }

    // MARK: Text

    var text: String {
        get throws {
            let location = graph.archive.location(of: handle)
            var text = describe.text(handle) + "\n"
            text += "  defined at \(location.description)\n"
            text += "  geometry: \(geometryType ?? "null")\n"
            if let levelSummary {
                text +=
                    "  units \(levelSummary.unitCount), openings \(levelSummary.openingCount), "
                    + "amenities \(levelSummary.amenityCount), occupants \(levelSummary.occupantCount)\n"
            }
            text += "properties:\n"
            let properties = raw?.properties.map(JSONValue.object) ?? .null
            for line in try JSONWriter(pretty: true).string(for: properties).split(
                separator: "\n", omittingEmptySubsequences: false)
            {
                text += "  \(line)\n"
            }
            text += section("references", links.outgoing) { link in
                "\(link.property) → "
                    + (link.feature.map(describe.text) ?? "\(link.id?.rawValue ?? "?") (not in the archive)")
            }
            text += section("referenced by", links.incoming) { link in
                (link.feature.map(describe.text) ?? "?") + " (\(link.property))"
            }
            text += section("related", links.indirect) { link in
                (link.feature.map(describe.text) ?? "?") + " (via \(link.via ?? "?") → \(link.property))"
            }
            return text
        }
    }

    private func section(_ title: String, _ links: [FeatureLinks.Link], _ line: (FeatureLinks.Link) -> String) -> String
    {
        guard !links.isEmpty else { return "\(title): none\n" }
        return "\(title):\n" + links.map { "  " + line($0) + "\n" }.joined()
    }

    private var levelSummary: LevelSummary? {
        handle.typed(as: IMDF.LevelProperties.self).map { graph.summary(of: $0) }
    }

    // MARK: JSON

    var json: JSONValue {
        let location = graph.archive.location(of: handle)
        var object: JSONObject = [
            "type": .string(handle.type.rawValue), "id": .string(graph.id(of: handle)?.rawValue),
            "file": .string(location.file), "line": .integer(location.line), "column": .integer(location.column),
            "geometry_type": .string(geometryType),
            "properties": raw?.properties.map(JSONValue.object) ?? .null,
            "outgoing": .array(
                links.outgoing.map { link in
                    .object([
                        "property": .string(link.property), "resolved": .bool(link.feature != nil),
                        "feature": link.feature.map(describe.json)
                            ?? .object([
                                "type": .null, "id": .string(link.id?.rawValue), "category": .null, "name": .null,
                            ]),
                    ])
                }),
            "incoming": .array(
                links.incoming.map { link in
                    .object(["property": .string(link.property), "feature": link.feature.map(describe.json) ?? .null])
                }),
            "indirect": .array(
                links.indirect.map { link in
                    .object([
                        "property": .string(link.property), "via": .string(link.via),
                        "feature": link.feature.map(describe.json) ?? .null,
                    ])
                }),
        ]
        if let levelSummary {
            object.append(
                key: "level_summary",
                value: LevelsJSON.value(of: levelSummary, graph: graph, language: describe.language))
        }
        return .object(object)
    }
}
