import GeoJSON
import IMDFKit
import IMDFRouting

/// The output of `imdf route`, as text directions, JSON and GeoJSON.
struct RouteReport {
    let result: RouteResult
    let from: (text: String, endpoint: RouteEndpoint)
    let to: (text: String, endpoint: RouteEndpoint)
    let options: RouteOptions
    let costs: RouteCosts
    let describe: FeatureDescription

    private var graph: VenueGraph { describe.graph }

    /// One instruction: what happens, and the metres walked since the previous one.
    struct Step {
        enum Kind {
            case start(VenueGraph.UnitHandle?)
            case doorway(opening: VenueGraph.OpeningHandle, into: VenueGraph.UnitHandle, level: VenueGraph.LevelHandle?)
            case transition(Int)
            case arrive(VenueGraph.UnitHandle?)
        }
        let kind: Kind
        let distance: Double
    }

    /// The route's instructions: start, every opening passed, every transition, arrival.
    static func steps(of route: Route) -> [Step] {
        var steps: [Step] = []
        var walked = 0.0
        var lastUnit: VenueGraph.UnitHandle?
        let firstUnit: VenueGraph.UnitHandle? = route.segments.lazy.compactMap { segment -> VenueGraph.UnitHandle? in
            switch segment.kind {
            case .walk(let unit): return unit
            case .doorway(_, let from, _): return from
            case .transition: return nil
            }
        }.first
        steps.append(Step(kind: .start(firstUnit), distance: 0))
        for segment in route.segments {
            switch segment.kind {
            case .walk(let unit):
                walked += segment.distance
                lastUnit = unit
            case .doorway(let opening, _, let into):
                walked += segment.distance
                steps.append(
                    Step(
                        kind: .doorway(
                            opening: opening, into: into,
                            level: segment.startLevel == segment.endLevel ? nil : segment.endLevel),
                        distance: walked))
                walked = 0
                lastUnit = into
            case .transition(let index):
                steps.append(Step(kind: .transition(index), distance: walked))
                walked = 0
                lastUnit = route.transitions[index].to.typed(as: IMDF.UnitProperties.self) ?? lastUnit
            }
        }
        steps.append(Step(kind: .arrive(lastUnit ?? firstUnit), distance: walked))
        return steps
    }

    // MARK: Text

    private static func meters(_ value: Double) -> String { DecimalText.text(value, places: 0) + " m" }

    /// `2 min 5 s`, `45 s`.
    static func duration(_ seconds: Double) -> String {
        let total = Int(seconds.rounded())
        return total >= 60 ? "\(total / 60) min \(total % 60) s" : "\(total) s"
    }

    /// A unit by name, else by category and the start of its ID.
    private func unitName(_ unit: VenueGraph.UnitHandle) -> String {
        let handle = AnyFeatureHandle(unit, type: .unit)
        if let name = describe.name(of: handle) { return name }
        return "\(describe.category(of: handle) ?? "unit") \(describe.id(of: handle).prefix(8))"
    }

    /// `level G "Museum Ground Floor"`.
    private func levelName(_ level: VenueGraph.LevelHandle) -> String {
        let properties = graph[level].properties
        var text =
            "level " + (describe.language.text(properties.shortName) ?? properties.ordinal.map(String.init) ?? "?")
        if let name = describe.language.text(properties.name) { text += " \"\(name)\"" }
        return text
    }

    /// How an opening is called in directions: its name, else "the door" or "the opening".
    private func openingName(_ opening: VenueGraph.OpeningHandle) -> String {
        let properties = graph[opening].properties
        if let name = describe.language.text(properties.name) { return name }
        if let door = properties.door?.type?.rawValue, door != "open" { return "the door" }
        return "the opening"
    }

    private func endpointText(_ end: (text: String, endpoint: RouteEndpoint)) -> String {
        switch end.endpoint {
        case .feature(let handle): return describe.text(handle)
        case .fix(let fix):
            var text =
                "point \(DecimalText.text(fix.latitude, places: 7)), \(DecimalText.text(fix.longitude, places: 7))"
            if let floor = fix.floor { text += " on ordinal \(floor)" }
            return text
        case .point(let point, let unit):
            return "point \(point.y), \(point.x) in \(describe.text(AnyFeatureHandle(unit, type: .unit)))"
        }
    }

    private func sourceText(_ sources: [Route.LinkSource]) -> String {
        sources.contains { if case .relationship = $0 { true } else { false } } ? "relationship" : "stacked units"
    }

    /// Numbered directions, then the total.
    var text: String {
        var text = "route from \(endpointText(from)) to \(endpointText(to))\n"
        guard case .found(let route) = result else {
            // The reason goes to standard error (the command writes it there).
            text += "no route\n"
            return text
        }
        let steps = Self.steps(of: route)
        for (number, step) in steps.enumerated() {
            text += "\(String(repeating: " ", count: max(0, 3 - String(number + 1).count)))\(number + 1). "
            switch step.kind {
            case .start(let unit):
                let level = route.segments.first?.startLevel
                text += "start in " + (unit.map(unitName) ?? "the venue") + (level.map { ", " + levelName($0) } ?? "")
            case .doorway(let opening, let into, let level):
                text += "through \(openingName(opening)) to \(unitName(into))"
                if let level { text += " (\(levelName(level)))" }
                text += ", " + Self.meters(step.distance)
            case .transition(let index):
                let transition = route.transitions[index]
                let name = describe.name(of: transition.from) ?? transition.mode.rawValue
                let first = transition.ordinals.first ?? 0
                let last = transition.ordinals.last ?? 0
                let direction = last > first ? "up " : (last < first ? "down " : "")
                text +=
                    "take \(name) (\(transition.mode.rawValue), \(sourceText(transition.sources))) \(direction)to "
                    + levelName(transition.toLevel)
                let levels = abs(last - first)
                if levels > 1 { text += ", \(levels) levels" }
                text += ", " + Self.meters(step.distance) + " walk, " + Self.duration(transition.duration)
            case .arrive(let unit):
                text += "arrive in " + (unit.map(unitName) ?? "the destination") + ", " + Self.meters(step.distance)
            }
            text += "\n"
        }
        let walking = DecimalText.text(costs.walkingSpeed, places: 2)
        text +=
            "\(Self.meters(route.distance)) walked, \(Self.duration(route.duration)) "
            + "(walking at \(walking) m/s; \(route.transitions.count) level change\(route.transitions.count == 1 ? "" : "s"))\n"
        return text
    }

    // MARK: JSON

    private func point(_ point: PlanarPoint) -> JSONValue { .array([.number(point.x), .number(point.y)]) }

    /// `{"input", "type": "feature" | "point", "feature", "point", "ordinal"}`.
    private func endpointJSON(_ end: (text: String, endpoint: RouteEndpoint)) -> JSONValue {
        var type = "point"
        var feature = JSONValue.null
        var location = JSONValue.null
        var ordinal = JSONValue.null
        switch end.endpoint {
        case .feature(let handle):
            type = "feature"
            feature = describe.json(handle)
        case .fix(let fix):
            location = .array([.number(fix.longitude), .number(fix.latitude)])
            ordinal = .integer(fix.floor)
        case .point(let at, let unit):
            location = point(at)
            feature = describe.json(AnyFeatureHandle(unit, type: .unit))
        }
        return .object([
            "input": .string(end.text), "type": .string(type), "feature": feature, "point": location,
            "ordinal": ordinal,
        ])
    }

    private var optionsJSON: JSONValue {
        .object(["accessible": .bool(options.accessible), "avoid_restricted": .bool(options.avoidRestricted)])
    }

    private func unitJSON(_ unit: VenueGraph.UnitHandle) -> JSONValue {
        describe.json(AnyFeatureHandle(unit, type: .unit))
    }
    private func openingJSON(_ opening: VenueGraph.OpeningHandle) -> JSONValue {
        describe.json(AnyFeatureHandle(opening, type: .opening))
    }

    private func sourceJSON(_ source: Route.LinkSource) -> JSONValue {
        switch source {
        case .relationship(let relationship):
            return .object([
                "type": "relationship",
                "id": .string(graph.id(of: AnyFeatureHandle(relationship, type: .relationship))?.rawValue),
            ])
        case .overlappingUnits(let lower, let upper):
            return .object(["type": "overlapping_units", "lower": unitJSON(lower), "upper": unitJSON(upper)])
        }
    }

    /// The stable JSON shape documented in `imdf route --help`.
    var json: JSONValue {
        var object: [(key: String, value: JSONValue)] = [
            ("found", .bool(result.route != nil)), ("from", endpointJSON(from)), ("to", endpointJSON(to)),
            ("options", optionsJSON),
        ]
        switch result {
        case .notFound(let noRoute):
            object.append(("reason", .string(Self.reasonCode(noRoute.reason))))
            object.append(("message", .string(noRoute.description)))
        case .found(let route):
            object.append(("distance_m", .number(route.distance)))
            object.append(("duration_s", .number(route.duration)))
            object.append(
                (
                    "legs",
                    .array(
                        route.legs.map { leg in
                            .object([
                                "level": describe.levelJSON(leg.level), "ordinal": .integer(leg.ordinal),
                                "length_m": .number(leg.length),
                                "coordinates": .array(leg.coordinates.map(point)),
                                "units": .array(leg.units.map(unitJSON)),
                                "openings": .array(leg.openings.map(openingJSON)),
                            ])
                        })
                ))
            object.append(
                (
                    "transitions",
                    .array(
                        route.transitions.map { transition in
                            .object([
                                "mode": .string(transition.mode.rawValue),
                                "sources": .array(transition.sources.map(sourceJSON)),
                                "from": describe.json(transition.from), "to": describe.json(transition.to),
                                "from_level": describe.levelJSON(transition.fromLevel),
                                "to_level": describe.levelJSON(transition.toLevel),
                                "ordinals": .array(transition.ordinals.map { .integer($0) }),
                                "duration_s": .number(transition.duration),
                            ])
                        })
                ))
            object.append(("steps", .array(Self.steps(of: route).map(stepJSON))))
        }
        return .object(Self.object(object))
    }

    /// `{"kind", "distance_m", "unit", "opening", "transition"}`.
    private func stepJSON(_ step: Step) -> JSONValue {
        var kind = ""
        var unit = JSONValue.null
        var opening = JSONValue.null
        var transition = JSONValue.null
        switch step.kind {
        case .start(let start):
            kind = "start"
            unit = start.map(unitJSON) ?? .null
        case .doorway(let passed, let into, _):
            kind = "doorway"
            opening = openingJSON(passed)
            unit = unitJSON(into)
        case .transition(let index):
            kind = "transition"
            transition = .integer(index)
        case .arrive(let end):
            kind = "arrive"
            unit = end.map(unitJSON) ?? .null
        }
        return .object([
            "kind": .string(kind), "distance_m": .number(step.distance), "unit": unit, "opening": opening,
            "transition": transition,
        ])
    }

    /// The `reason` codes of the JSON output.
    static func reasonCode(_ reason: NoRoute.Reason) -> String {
        switch reason {
        case .outsideUnits(let end): return "\(end.rawValue)_outside_units"
        case .levelNotAllowed(let end): return "\(end.rawValue)_level_not_allowed"
        case .disconnected: return "disconnected"
        case .onlyInaccessible: return "only_inaccessible"
        case .onlyThroughRestricted: return "only_through_restricted"
        case .onlyThroughExcludedLevels: return "only_through_excluded_levels"
        case .onlyWithFewerConstraints: return "only_with_fewer_constraints"
        }
    }

    /// A JSON object with members in the given order.
    private static func object(_ members: [(key: String, value: JSONValue)]) -> JSONObject {
        JSONObject(members: members.map { JSONObject.Member(key: $0.key, value: $0.value) })
    }

    // MARK: GeoJSON

    private func levelID(_ level: VenueGraph.LevelHandle) -> JSONValue {
        .string(graph.id(of: AnyFeatureHandle(level, type: .level))?.rawValue)
    }

    private func pointFeature(_ at: PlanarPoint, _ properties: [(key: String, value: JSONValue)]) -> JSONValue {
        .object([
            "type": "Feature", "geometry": .object(["type": "Point", "coordinates": point(at)]),
            "properties": .object(Self.object(properties)),
        ])
    }

    /// A FeatureCollection: one LineString per leg of two or more points, Points for the start, the end and
    /// each transition; without a route, an empty collection.
    var geoJSON: JSONValue {
        guard case .found(let route) = result else {
            return .object(["type": "FeatureCollection", "features": .array([])])
        }
        var features: [JSONValue] = []
        for leg in route.legs where leg.coordinates.count >= 2 {
            features.append(
                .object([
                    "type": "Feature",
                    "geometry": .object(["type": "LineString", "coordinates": .array(leg.coordinates.map(point))]),
                    "properties": .object([
                        "role": "leg", "level_id": levelID(leg.level), "ordinal": .integer(leg.ordinal),
                        "length_m": .number(leg.length),
                        "units": .array(
                            leg.units.map { .string(graph.id(of: AnyFeatureHandle($0, type: .unit))?.rawValue) }),
                        "openings": .array(
                            leg.openings.map { .string(graph.id(of: AnyFeatureHandle($0, type: .opening))?.rawValue) }),
                    ]),
                ]))
        }
        for (index, transition) in route.transitions.enumerated() {
            guard let segment = route.segments.first(where: { $0.kind == .transition(index) }) else { continue }
            features.append(
                pointFeature(
                    segment.start,
                    [
                        ("role", "transition"), ("mode", .string(transition.mode.rawValue)),
                        ("from_level_id", levelID(transition.fromLevel)), ("to_level_id", levelID(transition.toLevel)),
                        ("ordinals", .array(transition.ordinals.map { .integer($0) })),
                        ("duration_s", .number(transition.duration)),
                        ("sources", .array(transition.sources.map(sourceJSON))),
                    ]))
        }
        if let first = route.segments.first, let last = route.segments.last {
            features.append(pointFeature(first.start, [("role", "start"), ("level_id", levelID(first.startLevel))]))
            features.append(pointFeature(last.end, [("role", "end"), ("level_id", levelID(last.endLevel))]))
        } else if let leg = route.legs.first, let only = leg.coordinates.first {
            features.append(pointFeature(only, [("role", "start"), ("level_id", levelID(leg.level))]))
            features.append(pointFeature(only, [("role", "end"), ("level_id", levelID(leg.level))]))
        }
        return .object(["type": "FeatureCollection", "features": .array(features)])
    }
}
