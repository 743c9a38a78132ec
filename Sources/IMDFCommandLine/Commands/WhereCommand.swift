import GeoJSON
import IMDFKit

extension Command {
    /// `imdf where ARCHIVE --lat LAT --lon LON`: which unit of a venue contains a point.
    static let `where` = Command(
        name: "where",
        abstract: "Find the unit, level and occupants at a latitude and longitude.",
        discussion: """
            Searches every level (matches are reported per level, highest first), or only the levels with \
            --ordinal, or one level with --level. For each unit containing the point: the unit, its level \
            and building, the occupants anchored in it, its amenities, and the nearest opening on its \
            level with its distance. With --accuracy, also the units within that many meters. A feature \
            file that could not be read (its features are left out) is named on standard error.

            --format json prints {"fix", "found", "matches": [{"unit", "level", "building", "location", \
            "area_m2", "occupants", "amenities", "nearest_opening"}], "nearby": [{"unit", "level", \
            "distance_m"}], "nearest"}; --format geojson prints a FeatureCollection of the point and the \
            matched and nearby units, for any GIS viewer.

            Exit status: 0 when a unit contains the point; 1 when none does (the nearest unit is named, in the \
            text, or on standard error beside JSON and GeoJSON); \
            64 for an invalid point (latitude outside [-90, 90], longitude outside [-180, 180], negative \
            accuracy), an unknown level, or --ordinal with --level; 65 when level.geojson or unit.geojson \
            is not JSON; 66 when the archive cannot be found or read.
            """,
        options: [
            .value("lat", valueName: "degrees", help: "Latitude, in [-90, 90].", type: .number, isRequired: true),
            .value("lon", valueName: "degrees", help: "Longitude, in [-180, 180].", type: .number, isRequired: true),
            .value("ordinal", valueName: "n", help: "Search only the levels with this ordinal.", type: .integer),
            .value("level", valueName: "id", help: "Search only the level with this ID."),
            .value("accuracy", valueName: "meters", help: "Also list units within this distance.", type: .number),
            LabelLanguage.option,
            .value(
                "format", help: "Output format.", defaultValue: "text", choices: WhereFormat.allCases.map(\.rawValue)),
            InputLimit.option,
        ],
        positionals: [ArchiveArgument.positional]
    ) { arguments, context in
        let format = try arguments.choice("format", as: WhereFormat.self) ?? .text
        let accuracy = try arguments.double("accuracy")
        let fix = Fix(
            latitude: try arguments.double("lat") ?? .nan, longitude: try arguments.double("lon") ?? .nan,
            horizontalAccuracy: accuracy ?? 0)
        if let problem = fix.problems.first { throw CLIError.usage("invalid point: \(problem)") }
        let ordinal = try arguments.integer("ordinal")
        let levelID = arguments.string("level")
        if ordinal != nil && levelID != nil { throw CLIError.usage("--ordinal and --level cannot be used together") }

        let answer = try WhereQuery.answer(
            files: try ArchiveArgument.openFiles(arguments), fix: fix, ordinal: ordinal, levelID: levelID,
            includeNearby: accuracy != nil
        ) { archive in
            try ArchiveArgument.report(archive, requiring: [.level, .unit], context: context)
        }
        context.keepUntilExit(answer.graph)
        let (archive, graph, result) = (answer.archive, answer.graph, answer.result)
        let report = WhereReport(
            result: result,
            describe: FeatureDescription(graph: graph, language: LabelLanguage(arguments, archive: archive)),
            accuracy: accuracy)
        switch format {
        case .text: context.standardOutput.write(report.text)
        case .json: try context.standardOutput.writeJSON(report.json)
        case .geojson: try context.standardOutput.writeJSON(try report.geoJSON)
        }
        guard result.isFound else {
            // Said once: in the text itself, or beside the JSON on standard error.
            if format != .text { context.standardError.writeLine(report.notFoundMessage) }
            return .findings
        }
        return .success
    }
}

/// What `imdf where` answers from: the archive as decoded for the point, its graph, and the result.
struct WhereQuery {
    var archive: IMDF.Archive
    var graph: VenueGraph
    var result: LocateResult
    /// Whether the answer came from the features around the fix alone (not the whole archive).
    var isFromSelection = false
    /// Whether the nearest opening of every match is the one the whole archive would give (the selection
    /// left out openings that could not be nearer; see ``locate(_:in:ordinal:levelID:includeNearby:openingReach:)``).
    var provesNearestOpenings = true
    /// Whether the answer came from a selection that left out openings of a matched unit's level.
    var hasNarrowedOpenings = false

    /// Locates a fix in an archive's files, decoding only the features around it (``PointFeatureSelection``);
    /// when no unit holds the fix, the nearest unit may be anywhere, so the whole archive is decoded from the
    /// same bytes and the fix located again.
    ///
    /// - Parameters:
    ///   - minimumSkimmedSize: Feature files smaller than this are decoded whole (tests lower it to 0, or raise
    ///     it to `Int.max` to decode everything).
    ///   - decoded: Called once with the first archive decoded (the notices are the same for both).
    /// - Throws: what `decoded` throws; ``CLIError`` (usage) for an unknown level or ordinal.
    static func answer(
        files: ArchiveFiles, fix: Fix, ordinal: Int?, levelID: String?, includeNearby: Bool,
        minimumSkimmedSize: Int = PointFeatureSelection.minimumSkimmedSize,
        decoded: (IMDF.Archive) throws -> Void = { _ in }
    ) throws -> WhereQuery {
        let selected = PointFeatureSelection.files(
            files, longitude: fix.longitude, latitude: fix.latitude, radius: fix.horizontalAccuracy,
            minimumSkimmedSize: minimumSkimmedSize)
        let archive = IMDF.Archive(files: selected?.files ?? files)
        try decoded(archive)
        var query = try locate(
            fix, in: archive, ordinal: ordinal, levelID: levelID, includeNearby: includeNearby,
            openingReach: selected?.openingReach ?? [:])
        query.isFromSelection = selected != nil
        query.hasNarrowedOpenings = selected?.openingReach.isEmpty == false
        guard selected != nil, !query.result.isFound || !query.provesNearestOpenings else { return query }
        return try locate(
            fix, in: IMDF.Archive(files: files), ordinal: ordinal, levelID: levelID, includeNearby: includeNearby)
    }

    /// Locates a fix in a decoded archive.
    ///
    /// - Parameter openingReach: For the levels whose openings were narrowed, how far every opening left out
    ///   is at least (``PointFeatureSelection/Selected/openingReach``); ``provesNearestOpenings`` tells whether
    ///   the answer's nearest openings are the whole archive's.
    static func locate(
        _ fix: Fix, in archive: IMDF.Archive, ordinal: Int?, levelID: String?, includeNearby: Bool,
        openingReach: [String: Double] = [:]
    ) throws -> WhereQuery {
        let graph = VenueGraph(archive)
        let scope = try WhereScope.scope(ordinal: ordinal, levelID: levelID, graph: graph)
        let locator = Locator(graph: graph, grid: .plain)
        let result = try locator.locate(fix, in: scope, includeNearby: includeNearby)
        var query = WhereQuery(archive: archive, graph: graph, result: result)
        let point = PlanarPoint(x: fix.longitude, y: fix.latitude)
        query.provesNearestOpenings = result.matches.allSatisfy { match in
            // Openings name their level by a string ID (the graph links no other kind).
            guard case .string(let levelID)? = archive.levels[match.level.index].id, let reach = openingReach[levelID]
            else { return true }
            guard let nearest = match.nearestOpening else { return false }
            return nearest.distance <= reach && !locator.nearestOpeningIsTied(to: point, on: match.level)
        }
        return query
    }
}

/// The formats of `imdf where`: text, JSON, or GeoJSON for a GIS viewer.
enum WhereFormat: String, CaseIterable, Sendable {
    case text, json, geojson
}

/// The level scope chosen with `--ordinal` or `--level`.
enum WhereScope {
    /// The scope, checked against the venue.
    ///
    /// - Throws: ``CLIError`` (usage) when no level has the ordinal or the ID.
    static func scope(ordinal: Int?, levelID: String?, graph: VenueGraph) throws -> LevelScope {
        if let ordinal {
            guard !graph.levels(withOrdinal: ordinal).isEmpty else {
                let known = graph.ordinals.map(String.init).joined(separator: ", ")
                throw CLIError.usage("no level has ordinal \(ordinal); the venue's ordinals are \(known)")
            }
            return .ordinal(ordinal)
        }
        if let levelID {
            guard let level = graph.handle(for: FeatureID(levelID), as: IMDF.LevelProperties.self) else {
                throw CLIError.usage("no level has ID '\(levelID)'; see 'imdf levels'")
            }
            return .level(level)
        }
        return .allLevels
    }
}
