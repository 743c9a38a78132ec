import IMDFKit
import IMDFRouting

extension Command {
    /// `imdf route ARCHIVE --from PLACE --to PLACE`: the quickest indoor route between two places.
    static let route = Command(
        name: "route",
        abstract: "Find the quickest indoor route between two places, across levels.",
        discussion: """
            PLACE is LAT,LON[,ORDINAL] (degrees; without an ordinal the point is located as 'imdf where' \
            locates it, highest level first; write --from=-33.9,151.2 when it starts with a minus), or the ID (or a unique prefix of at least 4 characters) of a \
            unit, opening, amenity, occupant or anchor. A unit is reached at its display point (or a point \
            inside it), an opening on either side, an amenity or anchor at its point, an occupant at its \
            anchor.

            Routes pass between units only through openings and stay inside each unit's polygon; levels \
            change by elevator, escalator, stairs or ramp, from relationship features or, where a venue has \
            none, from vertical-circulation units stacked on adjacent ordinals of one building (each \
            transition says which). The route is the quickest at 1.3 m/s walking, with 30 s waiting plus \
            5 s per level for an elevator, 12 s per level on an escalator (in its direction only when \
            directed), 18 s per level on stairs and 40 s per level on a ramp. Emergency exits and \
            openings out of service are never used.

            --accessible avoids stairs, steps and escalators, and revolving doors and turnstiles unless \
            their accessibility lists wheelchair. --avoid-restricted avoids employeesonly, restricted and \
            nonpublic units and openings with access control. The units the route starts and ends in are \
            always allowed.

            --format text prints numbered directions, the distance walked and the time. --format json \
            prints {"found", "from", "to", "options": {"accessible", "avoid_restricted"}, "distance_m", \
            "duration_s", "legs": [{"level", "ordinal", "length_m", "coordinates": [[lon, lat], ...], \
            "units", "openings"}], "transitions": [{"mode", "sources": [{"type": "relationship", "id"} | \
            {"type": "overlapping_units", "lower", "upper"}], "from", "to", "from_level", "to_level", \
            "ordinals", "duration_s"}], "steps": [{"kind": "start" | "doorway" | "transition" | "arrive", \
            "distance_m", "unit", "opening", "transition"}]}, where from and to are {"input", "type": \
            "feature" | "point", "feature", "point", "ordinal"}; without a route, {"found": false, "from", \
            "to", "options", "reason", "message"}. --format geojson prints a FeatureCollection with one \
            LineString per leg (role "leg", level_id, ordinal, length_m) and Points for the start, the end \
            and each transition (role "transition", mode, from_level_id, to_level_id, ordinals, sources).

            Exit status: 0 with a route; 1 without one (the reason on standard error: an endpoint in no \
            unit, not connected, or reachable only without --accessible or --avoid-restricted); 64 for a \
            malformed PLACE, an ID that names no feature (or a prefix that names several) or a feature of \
            another type, an ordinal no level has, or an invalid point; 65 when level.geojson or \
            unit.geojson is not JSON; 66 when the archive cannot be found or read.
            """,
        options: [
            .value(
                "from", valueName: "place", help: "Where the route starts: LAT,LON[,ORDINAL] or a feature ID.",
                isRequired: true),
            .value(
                "to", valueName: "place", help: "Where the route ends: LAT,LON[,ORDINAL] or a feature ID.",
                isRequired: true),
            .flag("accessible", help: "Step-free: no stairs, steps, escalators, revolving doors or turnstiles."),
            .flag("avoid-restricted", help: "Keep out of restricted units and access-controlled openings."),
            LabelLanguage.option,
            .value(
                "format", help: "Output format.", defaultValue: "text", choices: RouteFormat.allCases.map(\.rawValue)),
            InputLimit.option,
        ],
        positionals: [ArchiveArgument.positional]
    ) { arguments, context in
        let format = try arguments.choice("format", as: RouteFormat.self) ?? .text
        let fromText = arguments.string("from") ?? ""
        let toText = arguments.string("to") ?? ""
        let fromPlace = try RoutePlace.parse(fromText, option: "--from")
        let toPlace = try RoutePlace.parse(toText, option: "--to")
        let options = RouteOptions(
            accessible: arguments.flag("accessible"), avoidRestricted: arguments.flag("avoid-restricted"))

        let archive = try ArchiveArgument.openReporting(arguments, context: context, requiring: [.level, .unit])
        let graph = VenueGraph(archive)
        context.keepUntilExit(graph)
        let start = try fromPlace.endpoint(in: graph, option: "--from")
        let end = try toPlace.endpoint(in: graph, option: "--to")
        let router = Router(graph: graph)
        context.keepUntilExit(router)
        let result = try router.route(from: start, to: end, options: options)
        let report = RouteReport(
            result: result, from: (fromText, start), to: (toText, end), options: options, costs: router.costs,
            describe: FeatureDescription(graph: graph, language: LabelLanguage(arguments, archive: archive)))
        switch format {
        case .text: context.standardOutput.write(report.text)
        case .json: try context.standardOutput.writeJSON(report.json)
        case .geojson: try context.standardOutput.writeJSON(report.geoJSON)
        }
        if case .notFound(let noRoute) = result {
            context.standardError.writeLine(noRoute.description)
            return .findings
        }
        return .success
    }
}

/// The formats of `imdf route`.
enum RouteFormat: String, CaseIterable, Sendable {
    case text, json, geojson
}

/// A PLACE argument of `imdf route`, parsed before the archive is opened.
enum RoutePlace: Equatable {
    /// `LAT,LON[,ORDINAL]`.
    case point(latitude: Double, longitude: Double, ordinal: Int?)
    /// A feature ID or a prefix of one.
    case feature(String)

    /// The feature types a route can start or end at.
    static let routableTypes: [IMDF.FeatureType] = [.unit, .opening, .amenity, .occupant, .anchor]

    /// Reads `LAT,LON[,ORDINAL]` when the text is two or three comma-separated numbers, else an ID.
    ///
    /// - Throws: ``CLIError`` (usage) for an empty value, or for numbers that are not a valid point.
    static func parse(_ text: String, option: String) throws -> RoutePlace {
        let trimmed = text.trimmingCharacters(in: " ")
        guard !trimmed.isEmpty else {
            throw CLIError.usage("\(option) needs a place: LAT,LON[,ORDINAL] or a feature ID")
        }
        let parts = trimmed.split(separator: ",", omittingEmptySubsequences: false).map {
            String($0).trimmingCharacters(in: " ")
        }
        guard parts.count >= 2, Double(parts[0]) != nil || Double(parts[1]) != nil else { return .feature(trimmed) }
        guard parts.count <= 3, let latitude = Double(parts[0]), let longitude = Double(parts[1]) else {
            throw CLIError.usage("\(option) expects LAT,LON[,ORDINAL] (got '\(text)')")
        }
        var ordinal: Int?
        if parts.count == 3 {
            guard let value = Int(parts[2]) else {
                throw CLIError.usage("\(option): the ordinal must be a whole number (got '\(parts[2])')")
            }
            ordinal = value
        }
        if let problem = Fix(latitude: latitude, longitude: longitude, floor: ordinal).problems.first {
            throw CLIError.usage("invalid point for \(option): \(problem)")
        }
        return .point(latitude: latitude, longitude: longitude, ordinal: ordinal)
    }

    /// The route endpoint in a venue.
    ///
    /// - Throws: ``CLIError`` (usage) for an ordinal no level has, an ID naming no feature (or a prefix
    ///   naming several), or a feature a route cannot reach.
    func endpoint(in graph: VenueGraph, option: String) throws -> RouteEndpoint {
        switch self {
        case .point(let latitude, let longitude, let ordinal):
            if let ordinal, graph.levels(withOrdinal: ordinal).isEmpty {
                let known = graph.ordinals.map(String.init).joined(separator: ", ")
                throw CLIError.usage("\(option): no level has ordinal \(ordinal); the venue's ordinals are \(known)")
            }
            return .fix(Fix(latitude: latitude, longitude: longitude, floor: ordinal))
        case .feature(let text):
            let handle: AnyFeatureHandle
            do {
                handle = try ShowLookup.feature(text, in: graph)
            } catch let error as CLIError {
                throw CLIError.usage("\(option): \(error.message)")
            }
            guard Self.routableTypes.contains(handle.type) else {
                throw CLIError.usage(
                    "\(option): '\(text)' is a \(handle.type.rawValue); a route starts or ends at a unit, opening, amenity, occupant or anchor"
                )
            }
            return .feature(handle)
        }
    }
}

extension String {
    /// The text without leading and trailing occurrences of a character.
    fileprivate func trimmingCharacters(in character: Character) -> String {
        var text = Substring(self)
        while text.first == character { text.removeFirst() }
        while text.last == character { text.removeLast() }
        return String(text)
    }
}
