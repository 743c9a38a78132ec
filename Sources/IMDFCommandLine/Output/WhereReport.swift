import GeoJSON
import IMDFKit

/// The output of `imdf where` for one result, as text, JSON and GeoJSON.
struct WhereReport {
    let result: LocateResult
    let describe: FeatureDescription
    /// The accuracy given with `--accuracy`, or `nil` when none was (written as `null` in JSON).
    var accuracy: Double?

    private var graph: VenueGraph { describe.graph }

    private func unit(_ handle: VenueGraph.UnitHandle) -> AnyFeatureHandle { AnyFeatureHandle(handle, type: .unit) }

    private static func meters(_ value: Double) -> String { DecimalText.text(value, places: 1) + " m" }

    // MARK: Text

    /// Matches grouped by level, then nearby units.
    var text: String {
        var text =
            "point \(DecimalText.text(result.fix.latitude, places: 7)), \(DecimalText.text(result.fix.longitude, places: 7))"
        if result.fix.horizontalAccuracy > 0 { text += " ± \(Self.meters(result.fix.horizontalAccuracy))" }
        text += "\n"
        for (level, matches) in result.matchesByLevel {
            text += describe.levelText(level)
            if let building = matches.first?.building {
                text +=
                    ", building "
                    + (describe.name(of: AnyFeatureHandle(building, type: .building))
                        ?? describe.id(of: AnyFeatureHandle(building, type: .building)))
            }
            text += "\n"
            for match in matches {
                text += "  " + describe.text(unit(match.unit))
                if match.location == .boundary { text += " (on its boundary)" }
                text += "\n"
                for occupant in match.occupants {
                    let properties = graph[occupant].properties
                    text +=
                        "    occupant "
                        + (describe.language.text(properties.name)
                            ?? describe.id(of: AnyFeatureHandle(occupant, type: .occupant)))
                    if let category = properties.category { text += " (\(category.rawValue))" }
                    if let hours = properties.hours { text += ", hours \(hours)" }
                    text += "\n"
                }
                for amenity in match.amenities {
                    text += "    " + describe.text(AnyFeatureHandle(amenity, type: .amenity)) + "\n"
                }
                if let opening = match.nearestOpening {
                    text +=
                        "    nearest " + describe.text(AnyFeatureHandle(opening.feature, type: .opening))
                        + ", " + Self.meters(opening.distance) + "\n"
                }
            }
        }
        if !result.nearby.isEmpty {
            text += "within \(Self.meters(result.fix.horizontalAccuracy)):\n"
            for nearby in result.nearby {
                text += "  " + describe.text(unit(nearby.feature)) + ", " + Self.meters(nearby.distance)
                text +=
                    " (level "
                    + (describe.language.text(graph[nearby.level].properties.shortName)
                        ?? describe.id(of: AnyFeatureHandle(nearby.level, type: .level))) + ")\n"
            }
        }
        if !result.isFound { text += notFoundMessage + "\n" }
        return text
    }

    /// What is printed when nothing contains the point: the last line of the text, or a line on standard error
    /// beside JSON and GeoJSON.
    var notFoundMessage: String {
        guard let nearest = result.nearest else {
            return "no unit contains the point, and the searched levels have no units"
        }
        return "no unit contains the point; the nearest is " + describe.text(unit(nearest.feature)) + " on "
            + describe.levelText(nearest.level) + ", " + Self.meters(nearest.distance) + " away"
    }

    // MARK: JSON

    /// The stable JSON shape documented in `imdf where --help`.
    var json: JSONValue {
        .object([
            "fix": .object([
                "latitude": .number(result.fix.latitude), "longitude": .number(result.fix.longitude),
                "accuracy": accuracy.map { .number($0) } ?? .null,
            ]),
            "found": .bool(result.isFound),
            "matches": .array(result.matches.map(matchJSON)),
            "nearby": .array(result.nearby.map(nearbyJSON)),
            "nearest": result.nearest.map(nearbyJSON) ?? .null,
        ])
    }

    private func matchJSON(_ match: LocateResult.Match) -> JSONValue {
        let occupants: [JSONValue] = match.occupants.map { occupant in
            let properties = graph[occupant].properties
            return .object([
                "id": .string(graph.id(of: AnyFeatureHandle(occupant, type: .occupant))?.rawValue),
                "name": .string(describe.language.text(properties.name)),
                "category": .string(properties.category?.rawValue), "hours": .string(properties.hours),
            ])
        }
        return .object([
            "unit": describe.json(unit(match.unit)),
            "level": describe.levelJSON(match.level),
            "building": match.building.map { describe.json(AnyFeatureHandle($0, type: .building)) } ?? .null,
            "location": .string(match.location == .boundary ? "boundary" : "inside"),
            "area_m2": .number(match.area),
            "occupants": .array(occupants),
            "amenities": .array(match.amenities.map { describe.json(AnyFeatureHandle($0, type: .amenity)) }),
            "nearest_opening": match.nearestOpening.map { opening in
                .object([
                    "opening": describe.json(AnyFeatureHandle(opening.feature, type: .opening)),
                    "distance_m": .number(opening.distance),
                ])
            } ?? .null,
        ])
    }

    private func nearbyJSON(_ nearby: LocateResult.Nearby<VenueGraph.UnitHandle>) -> JSONValue {
        .object([
            "unit": describe.json(unit(nearby.feature)), "level": describe.levelJSON(nearby.level),
            "distance_m": .number(nearby.distance),
        ])
    }

    // MARK: GeoJSON

    /// A FeatureCollection: the point (`"role": "fix"`), then each matched unit (`"match"`), nearby unit
    /// (`"nearby"`) or, when nothing matched, the nearest unit (`"nearest"`), with its geometry as written.
    var geoJSON: JSONValue {
        get throws {
            var features: [JSONValue] = [
                .object([
                    "type": "Feature",
                    "geometry": .object([
                        "type": "Point",
                        "coordinates": .array([.number(result.fix.longitude), .number(result.fix.latitude)]),
                    ]),
                    "properties": .object(["role": "fix", "accuracy": accuracy.map { .number($0) } ?? .null]),
                ])
            ]
            for match in result.matches {
                features.append(try unitFeature(match.unit, level: match.level, role: "match", distance: 0))
            }
            for nearby in result.nearby {
                features.append(
                    try unitFeature(nearby.feature, level: nearby.level, role: "nearby", distance: nearby.distance))
            }
            if let nearest = result.nearest {
                features.append(
                    try unitFeature(nearest.feature, level: nearest.level, role: "nearest", distance: nearest.distance))
            }
            return .object(["type": "FeatureCollection", "features": .array(features)])
        }
    }

    private func unitFeature(
        _ handle: VenueGraph.UnitHandle, level: VenueGraph.LevelHandle, role: String, distance: Double
    ) throws -> JSONValue {
        let feature = graph[handle]
        var geometry = JSONValue.null
        if let shape = feature.geometry {
            geometry = try JSONReader().value(from: GeoJSONWriter().bytes(for: shape))
        }
        let any = unit(handle)
        return .object([
            "type": "Feature", "id": .string(graph.id(of: any)?.rawValue), "geometry": geometry,
            "properties": .object([
                "role": .string(role), "category": .string(describe.category(of: any)),
                "name": .string(describe.name(of: any)),
                "level_id": .string(feature.properties.levelID?.rawValue),
                "ordinal": .integer(graph[level].properties.ordinal), "distance_m": .number(distance),
            ]),
        ])
    }
}
