import GeoJSON
import IMDFKit
import IMDFTracks

/// Describes located fixes as flat JSON objects with feature IDs and names in a chosen language, the
/// records `imdf track` writes.
///
/// Keys, in order (a missing value is `null`):
///
/// | key | value |
/// |---|---|
/// | `line` | the last input line of the record |
/// | `time` | ISO 8601 UTC, e.g. `2026-11-01T09:00:00Z` |
/// | `lat`, `lon`, `accuracy`, `course`, `speed`, `altitude`, `floor` | the fix as read (course, speed `null` when unknown) |
/// | `valid` | whether the fix was valid and located |
/// | `reason` | why not, naming the line's problem |
/// | `unit_id`, `unit_name`, `unit_category` | the unit the fix is in |
/// | `level_id`, `level_name`, `ordinal` | its level |
/// | `building_id`, `building_name` | the level's building |
/// | `occupants` | `[{"id", "name"}]` anchored in the unit |
/// | `opening_id`, `opening_name`, `opening_distance` | the nearest opening on the level, distance in meters (0.01 m) |
/// | `events` | `[{"event", "id", "name", "message"}]`: `left-unit`, `changed-level` (with `from`, `to` level IDs), `entered-unit` |
///
/// then the record's extra input fields under their own keys (a key that collides with one above is
/// prefixed with `input_`).
///
/// Names are found once per feature: those of levels and buildings when the describer is made, those of
/// units, occupants and openings when a fix first needs them (a venue may have 50,000 units and a track a
/// few fixes). Describing a fix again does not search labels.
public struct TrackDescriber: Sendable {
    /// The known keys, in output order.
    public static let keys = [
        "line", "time", "lat", "lon", "accuracy", "course", "speed", "altitude", "floor", "valid", "reason",
        "unit_id", "unit_name", "unit_category", "level_id", "level_name", "ordinal", "building_id", "building_name",
        "occupants", "opening_id", "opening_name", "opening_distance", "events",
    ]
    private static let keySet = Set(keys)

    /// The properties read of the large feature files, for ``IMDF/Archive/init(files:selecting:)``: their
    /// names (``Label``), the references that place a fix (`level_id`; an occupant's `anchor_id`, an anchor's
    /// `unit_id`) and a unit's `category` (`unit_category`, and the locator's ranking of rooms before
    /// structural units). Nothing of amenities is read. Every property of the other files (levels,
    /// buildings, the venue, the manifest) is read.
    ///
    /// Why: the properties `imdf track` never reads (a unit's `display_point`, `accessibility`, `alt_name`,
    /// an opening's `door`, an occupant's `hours`, `phone`, `website`) were about a fifth of its start-up on
    /// the 50,000-unit venue (one fix 0.55 → 0.43 s, peak RSS 249 → 214 MB; issue 20).
    static let propertiesRead: [IMDF.FeatureType: PropertySelection] = [
        .unit: PropertySelection(["name", "category", "level_id"]),
        .opening: PropertySelection(["name", "level_id"]),
        .occupant: PropertySelection(["name", "anchor_id"]),
        .anchor: PropertySelection(["unit_id"]),
        .amenity: PropertySelection([]),
    ]

    /// An archive's files decoded for a track: only ``propertiesRead`` of the large feature files.
    static func archive(_ files: ArchiveFiles) -> IMDF.Archive {
        IMDF.Archive(files: files, selecting: propertiesRead)
    }

    /// One feature's ID and name as written (the NDJSON encoder reads these, and the arrays below, to
    /// assemble its fragments).
    struct Label: Sendable {
        var id: JSONValue
        var name: JSONValue
        var nameText: String
    }

    /// The venue described.
    public let graph: VenueGraph
    /// Per unit, made when first read.
    let units: OnDemandTable<Label>
    let levels: [Label]
    let ordinals: [JSONValue]
    let buildings: [Label]
    /// Per occupant and per opening, made when first read.
    let occupants: OnDemandTable<Label>
    let openings: OnDemandTable<Label>

    /// A describer for a venue's features.
    ///
    /// - Parameters:
    ///   - graph: The venue.
    ///   - languages: Preferred language tags for names, best first; the manifest's language, then `en`,
    ///     then any label follow.
    public init(graph: VenueGraph, languages: [String] = []) {
        self.graph = graph
        let archive = graph.archive
        let fallback = archive.manifest?.language
        @Sendable func label(
            _ id: FeatureIdentifier?, _ name: IMDF.Labels?, fallbackName: @autoclosure () -> String
        ) -> Label {
            let text = name?.bestMatch(for: languages, defaultLanguage: fallback)
            return Label(
                id: id.map { .string($0.description) } ?? .null, name: text.map(JSONValue.string) ?? .null,
                nameText: text ?? fallbackName())
        }
        // The features are read in place: binding one to a constant copied it whole, retaining every
        // reference in it, on a cold cache line per unit (issue 20: a fleet makes a label per unit it enters).
        units = OnDemandTable(count: archive.units.count) { index in
            let id = archive.units[index].id
            return label(id, archive.units[index].properties.name, fallbackName: "unit \(id?.description ?? "?")")
        }
        levels = archive.levels.map { level in
            let name = level.properties.name?.bestMatch(for: languages, defaultLanguage: fallback)
            let ordinal = level.properties.ordinal.map(String.init) ?? "?"
            return Label(
                id: level.id.map { .string($0.description) } ?? .null, name: name.map(JSONValue.string) ?? .null,
                nameText: "\(name ?? "level \(level.id?.description ?? "?")") (\(ordinal))")
        }
        ordinals = archive.levels.map { $0.properties.ordinal.map { .number(JSONNumber($0)) } ?? .null }
        buildings = archive.buildings.map {
            label($0.id, $0.properties.name, fallbackName: "building \($0.id?.description ?? "?")")
        }
        occupants = OnDemandTable(count: archive.occupants.count) { index in
            let id = archive.occupants[index].id
            return label(
                id, archive.occupants[index].properties.name, fallbackName: "occupant \(id?.description ?? "?")")
        }
        openings = OnDemandTable(count: archive.openings.count) { index in
            let id = archive.openings[index].id
            return label(
                id, archive.openings[index].properties.name, fallbackName: "opening \(id?.description ?? "?")")
        }
    }

    /// One sentence for an event: `entered unit Lobby`, `left unit Lobby`,
    /// `changed level from Ground Level (0) to Mezzanine (1)`.
    public func message(for event: TrackEvent) -> String {
        switch event {
        case .leftUnit(let unit): "left unit \(units[unit.index].nameText)"
        case .enteredUnit(let unit): "entered unit \(units[unit.index].nameText)"
        case .changedLevel(let from, let to):
            "changed level from \(levels[from.index].nameText) to \(levels[to.index].nameText)"
        }
    }

    /// The flat record of a located fix, keys as in the table above.
    ///
    /// - Parameter located: A located fix.
    /// - Returns: The JSON object, keys in order.
    public func object(for located: LocatedFix) -> JSONObject {
        var members: [JSONObject.Member] = []
        members.reserveCapacity(Self.keys.count + located.record.extras.count)
        func add(_ key: String, _ value: JSONValue) { members.append(JSONObject.Member(key: key, value: value)) }
        func number(_ value: Double?) -> JSONValue {
            value.map { $0.isFinite ? .number(JSONNumber($0)) : .null } ?? .null
        }
        let record = located.record
        let fix = record.fix
        add("line", .number(JSONNumber(record.line)))
        add("time", fix?.timestamp.map { .string(TrackTime.iso8601String($0)) } ?? .null)
        add("lat", number(fix?.latitude))
        add("lon", number(fix?.longitude))
        add("accuracy", number(fix?.horizontalAccuracy))
        add("course", number(fix?.knownCourse))
        add("speed", number(fix?.knownSpeed))
        add("altitude", number(fix?.altitude))
        add("floor", fix?.floor.map { .number(JSONNumber($0)) } ?? .null)
        add("valid", .bool(located.isValid))
        add("reason", record.reason.map(JSONValue.string) ?? .null)
        members += unitMembers(of: located)
        members += openingMembers(of: located.nearestOpening?.feature)
        add("opening_distance", number(located.nearestOpening.map { ($0.distance * 100).rounded() / 100 }))
        add("events", eventsValue(located.events))
        for extra in record.extras {
            members.append(JSONObject.Member(key: Self.outputKey(forInputKey: extra.key), value: extra.value))
        }
        return JSONObject(members: members)
    }

    /// The output key of an extra input field: its own, or prefixed with `input_` when it collides with
    /// one of ``keys``.
    public static func outputKey(forInputKey key: String) -> String {
        keySet.contains(key) ? "input_" + key : key
    }

    /// `unit_id` … `occupants` of a located fix, as in ``object(for:)``.
    func unitMembers(of located: LocatedFix) -> [JSONObject.Member] {
        let unit = located.unit.map { units[$0.index] }
        let building = located.building.map { buildings[$0.index] }
        return [
            JSONObject.Member(key: "unit_id", value: unit?.id ?? .null),
            JSONObject.Member(key: "unit_name", value: unit?.name ?? .null),
            JSONObject.Member(key: "unit_category", value: located.unit.map(unitCategory) ?? .null),
        ] + levelMembers(located.level) + [
            JSONObject.Member(key: "building_id", value: building?.id ?? .null),
            JSONObject.Member(key: "building_name", value: building?.name ?? .null),
            JSONObject.Member(
                key: "occupants",
                value: .array(
                    located.occupants.map {
                        .object(["id": occupants[$0.index].id, "name": occupants[$0.index].name])
                    })),
        ]
    }

    /// `unit_category` of a unit, as in ``object(for:)``.
    func unitCategory(_ unit: VenueGraph.UnitHandle) -> JSONValue {
        graph[unit].properties.category.map { .string($0.rawValue) } ?? .null
    }

    /// `opening_id` and `opening_name` of an opening (`null` for `nil`), as in ``object(for:)``.
    func openingMembers(of opening: VenueGraph.OpeningHandle?) -> [JSONObject.Member] {
        let label = opening.map { openings[$0.index] }
        return [
            JSONObject.Member(key: "opening_id", value: label?.id ?? .null),
            JSONObject.Member(key: "opening_name", value: label?.name ?? .null),
        ]
    }

    /// The `events` array of ``object(for:)``.
    func eventsValue(_ events: [TrackEvent]) -> JSONValue {
        .array(events.map(eventObject))
    }

    /// `level_id`, `level_name` and `ordinal` of a level (all `null` for `nil`), as in ``object(for:)``.
    ///
    /// - Parameter level: A level, or `nil`.
    /// - Returns: Three members.
    public func levelMembers(_ level: VenueGraph.LevelHandle?) -> [JSONObject.Member] {
        let label = level.map { levels[$0.index] }
        return [
            JSONObject.Member(key: "level_id", value: label?.id ?? .null),
            JSONObject.Member(key: "level_name", value: label?.name ?? .null),
            JSONObject.Member(key: "ordinal", value: level.map { ordinals[$0.index] } ?? .null),
        ]
    }

    private func eventObject(_ event: TrackEvent) -> JSONValue {
        var object: JSONObject
        switch event {
        case .leftUnit(let unit):
            object = ["event": "left-unit", "id": units[unit.index].id, "name": units[unit.index].name]
        case .enteredUnit(let unit):
            object = ["event": "entered-unit", "id": units[unit.index].id, "name": units[unit.index].name]
        case .changedLevel(let from, let to):
            object = [
                "event": "changed-level", "from": levels[from.index].id, "to": levels[to.index].id,
                "from_ordinal": ordinals[from.index], "to_ordinal": ordinals[to.index],
            ]
        }
        object.append(key: "message", value: .string(message(for: event)))
        return .object(object)
    }
}
