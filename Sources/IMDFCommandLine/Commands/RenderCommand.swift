import IMDFKit
import IMDFRender
import IMDFRouting
import IMDFTracks

/// `imdf render`: draws one level, or the levels sharing an ordinal, as SVG.
enum RenderCommand {
    /// The command's declaration.
    static let command = Command(
        name: "render",
        abstract: "Draw a level of an IMDF archive as SVG.",
        discussion: """
            Draws the levels with one ordinal (as a lift panel shows them) or one level: units filled by \
            category with a legend, openings, fixtures, kiosks, amenities, unit labels, a north arrow and a \
            scale bar. Without --ordinal or --level: with --fix, the ordinal of the level that contains the \
            fix (its unit highlighted); otherwise ordinal 0, or the lowest ordinal above 0, or the highest \
            below 0. --fix is LAT,LON[,ACCURACY[,COURSE]] in degrees, meters and degrees clockwise from north.

            --track FILE draws a GPS track (CSV, NDJSON or NMEA 0183, read as imdf track reads it; format from \
            --input, else the extension, else the first line): each fix is located as imdf track locates it, and \
            on each drawn level the valid fixes located there are drawn as a path (split where the track leaves \
            the level), with a dot per fix, a ring where a unit is entered, and start and end markers. Invalid \
            fixes and fixes in no unit are not drawn. Without --ordinal, --level or --fix, the ordinal of the \
            first valid fix located in a unit is drawn. A summary of the track goes to standard error.

            A feature file that could not be read (opening.geojson not JSON: no doors are drawn) is named on standard \
            error; so is a zip's top-level folder that was stripped.

            --route FROM:TO draws the quickest route between two places, each a PLACE as 'imdf route' takes \
            it (LAT,LON[,ORDINAL] or a feature ID or prefix), with --accessible and --avoid-restricted as there: \
            on each drawn level, the route's walk there as a line, with markers at its start, its end and where \
            it changes level. Without --ordinal or --level, the ordinal where the route starts is drawn; the \
            levels it touches are listed on standard error, to draw each with --ordinal.

            Exit status: 0 when drawn; 1 when --route finds no route (the reason on standard error); 64 for an \
            invalid --fix, an --ordinal or --level naming no level, both given, a bad size, an --output whose \
            extension is not .svg, a malformed --route or one naming no place, --accessible or --avoid-restricted \
            without --route, or a track holding no valid fix (not CSV, NDJSON or NMEA, or every line \
            unreadable), or an --output that is one of the inputs; 65 when the archive has no levels or nothing \
            drawable, the zip is corrupt, or an input is larger than --max-input-size; 66 when the archive or the \
            track file cannot be found or read, or the track is not a regular file (a FIFO or device); 74 when the \
            output cannot be written (the --output file is replaced atomically: a failed write leaves it as it was).
            """,
        options: [
            .value("ordinal", valueName: "n", help: "Draw every level with this ordinal.", type: .integer),
            .value("level", valueName: "id", help: "Draw the level with this id."),
            .value("width", valueName: "px", help: "Image width in pixels.", type: .number, defaultValue: "1024"),
            .value("height", valueName: "px", help: "Image height in pixels.", type: .number, defaultValue: "768"),
            .value(
                "padding", valueName: "px", help: "Pixels kept clear inside each edge.", type: .number,
                defaultValue: "48"),
            .value("lang", valueName: "tag", help: "Label language (BCP 47); default: the manifest's language."),
            fixOption,
            trackOption,
            trackInputOption,
            .value(
                "route", valueName: "from:to",
                help: "Draw the quickest route between two places (each LAT,LON[,ORDINAL] or a feature ID)."),
            .flag(
                "accessible",
                help: "With --route: step-free (no stairs, steps, escalators, revolving doors or turnstiles)."),
            .flag(
                "avoid-restricted", help: "With --route: keep out of restricted units and access-controlled openings."),
            .value(
                "output", short: "o", valueName: "file",
                help: "Write the SVG here instead of standard output (- is standard output)."),
            InputLimit.option,
        ],
        positionals: [.init("archive", help: "An IMDF archive: a directory or a .zip file.")],
        run: run)

    /// `--track FILE`, shared with `imdf viewer`.
    static let trackOption = Command.Option.value(
        "track", valueName: "file",
        help: "Draw a GPS track file (CSV, NDJSON or NMEA 0183) on the levels it passes through.")

    /// `--input csv|ndjson|nmea`, the format of `--track`, shared with `imdf viewer`.
    static let trackInputOption = Command.Option.value(
        "input", valueName: "format", help: "The track's format; detected when absent.",
        choices: TrackFormat.allCases.map(\.rawValue))

    /// `--fix LAT,LON[,ACCURACY[,COURSE]]`, shared with `imdf viewer`.
    static let fixOption = Command.Option.value(
        "fix", valueName: "lat,lon[,accuracy[,course]]",
        help: "Draw a position: degrees, accuracy in meters, course in degrees.")

    private static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitCode {
        guard arguments.positional("archive") != nil else { throw CLIError.usage("missing archive") }
        let fix = try parseFix(arguments.string("fix"))
        let ordinal = try arguments.integer("ordinal")
        let levelID = arguments.string("level")
        if ordinal != nil && levelID != nil { throw CLIError.usage("--ordinal and --level cannot be used together") }
        let width = try arguments.double("width") ?? 1024
        let height = try arguments.double("height") ?? 768
        let padding = try arguments.double("padding") ?? 48
        guard width > 0, height > 0, width <= 100_000, height <= 100_000 else {
            throw CLIError.usage("--width and --height must be between 0 and 100000 pixels (got \(width) × \(height))")
        }
        guard padding >= 0, padding.isFinite else {
            throw CLIError.usage("--padding must be 0 or more (got \(padding))")
        }

        let (trackPath, trackFormat) = try trackArguments(arguments)
        // `-o -` is standard output, as `-` is standard input for the track.
        let outputFile = arguments.string("output").flatMap { $0 == "-" ? nil : $0 }
        if let output = outputFile {
            try checkOutputExtension(output)
            try OutputFiles.refuseInput(output, inputs: [arguments.positional("archive"), trackPath])
        }
        let routePlaces = try routeArguments(arguments)

        let requested: LevelSelection =
            ordinal.map(LevelSelection.ordinal) ?? levelID.map { .level(FeatureID($0)) } ?? .automatic
        let archive: IMDF.Archive
        if trackPath == nil, routePlaces == nil {
            // The drawn levels are found before decoding: only what lies on them is decoded.
            let files = try ArchiveArgument.openFiles(arguments)
            archive = IMDF.Archive(files: filesToDraw(files, selection: requested, fix: fix))
            try ArchiveArgument.report(archive, requiring: [.level, .unit], context: context)
        } else {
            archive = try ArchiveArgument.openReporting(arguments, context: context, requiring: [.level, .unit])
        }
        let graph = VenueGraph(archive)
        context.keepUntilExit(graph)
        // Built only to locate a track: building the level grids was a fifth of a plain `render` of the
        // 50,000-unit venue. A fix alone is located by `RenderScene`, which builds one when it needs it.
        var locator: Locator?
        var track: TrackOverlay?
        if let trackPath {
            let built = Locator(graph: graph)
            locator = built
            track = try readTrack(at: trackPath, format: trackFormat, locator: built)
        }
        var route: (overlay: RouteOverlay, summary: String)?
        if let routePlaces {
            let options = RouteOptions(
                accessible: arguments.flag("accessible"), avoidRestricted: arguments.flag("avoid-restricted"))
            switch try findRoute(routePlaces, options: options, in: graph) {
            case .drawn(let overlay, let summary): route = (overlay, summary)
            case .none(let noRoute):
                context.standardError.writeLine(noRoute.description)
                return .findings
            }
        }
        let options = RenderOptions(
            size: PixelSize(width: width, height: height), padding: EdgeInsets(all: padding),
            preferredLanguages: arguments.string("lang").map { [$0] } ?? [])
        var selection = requested
        if selection == .automatic, fix == nil, let start = route?.overlay.levels.first {
            selection =
                graph[start].properties.ordinal.map(LevelSelection.ordinal)
                ?? .level(FeatureID(graph[start].id?.description ?? ""))
        }
        let drawing: LevelDrawing
        do {
            let renderer = SVGRenderer(graph: graph, options: options)
            var scene = try RenderScene(selection: selection, fix: fix, track: track, in: graph, locator: locator)
            scene.route = route?.overlay
            drawing = try renderer.render(scene)
        } catch let error as RenderError {
            throw cliError(for: error)
        }
        if let route {
            let drawn = Set(drawing.scene.levels)
            let ordinals = route.overlay.levels.compactMap { graph[$0].properties.ordinal }
            let drawnOrdinals = route.overlay.levels.filter(drawn.contains).compactMap { graph[$0].properties.ordinal }
            context.standardError.writeLine(
                "route: \(route.summary); it touches ordinal\(Set(ordinals).count == 1 ? "" : "s") "
                    + Self.uniqueList(ordinals) + ", drawn here: "
                    + (drawnOrdinals.isEmpty ? "none" : Self.uniqueList(drawnOrdinals)))
        }
        if let track, let trackPath {
            let segments = track.segments(on: drawing.scene.levels)
            let drawn = segments.reduce(0) { $0 + $1.fixIndices.count }
            let ordinals = Set(drawing.scene.levels.compactMap { graph[$0].properties.ordinal }).sorted()
            let records = track.recordCount
            context.standardError.writeLine(
                "track \(trackPath): \(records) record\(records == 1 ? "" : "s"), \(track.validCount) valid; \(drawn) drawn in "
                    + "\(segments.count) segment\(segments.count == 1 ? "" : "s") on ordinal \(ordinals.map(String.init).joined(separator: ", "))"
            )
        }
        if let output = outputFile {
            try OutputFiles.save(drawing.svg, to: output)
        } else {
            context.standardOutput.write(drawing.svg)
        }
        return .success
    }

    /// The files a render without `--track` or `--route` draws from: the drawn levels and what lies on them
    /// (``LevelFeatureSelection``), the levels chosen as ``RenderScene`` chooses them. With `--ordinal` or
    /// `--level` (a fix or not), or with neither and no fix, they come from the level file alone. With a fix and
    /// neither, from the features around the fix (``PointFeatureSelection``): the units that hold it there are
    /// the whole archive's, so the level of the one drawn highlighted is too; when no unit holds the fix (the
    /// nearest unit may be anywhere), the whole archive is decoded. So are the whole archive's files returned
    /// when the level file is missing or names no such level (the command then says why, as without this step).
    ///
    /// Why: a render of one ordinal of a large venue decoded every level's units and openings (issue 20).
    ///
    /// - Parameter minimumSkimmedSize: Files smaller than this are decoded whole.
    static func filesToDraw(
        _ files: ArchiveFiles, selection: LevelSelection, fix: Fix? = nil,
        minimumSkimmedSize: Int = PointFeatureSelection.minimumSkimmedSize
    ) -> ArchiveFiles {
        let levelFile = IMDF.FeatureType.level.fileName
        guard files[levelFile] != nil else { return files }
        let chooser: VenueGraph
        if let fix, selection == .automatic {
            guard
                let around = PointFeatureSelection.files(
                    files, longitude: fix.longitude, latitude: fix.latitude, radius: fix.horizontalAccuracy,
                    minimumSkimmedSize: minimumSkimmedSize)
            else { return files }
            chooser = VenueGraph(IMDF.Archive(files: around.files))
        } else {
            chooser = VenueGraph(IMDF.Archive(files: files.removing(Set(files.paths).subtracting([levelFile]))))
        }
        // With `--ordinal` or `--level` the fix decides no level (an invalid one is reported after decoding).
        let locating = selection == .automatic ? fix : nil
        guard let scene = try? RenderScene(selection: selection, fix: locating, in: chooser),
            locating == nil || scene.highlightedUnit != nil
        else { return files }
        let ids = scene.levels.compactMap { chooser[$0].id?.description }
        return LevelFeatureSelection.files(files, levelIDs: ids, minimumSkimmedSize: minimumSkimmedSize) ?? files
    }

    /// Refuses an output file whose extension names a format other than SVG (`out.png`), which would be written
    /// as SVG under a misleading name; a name without an extension is accepted.
    ///
    /// - Throws: ``CLIError`` (usage, 64).
    static func checkOutputExtension(_ path: String) throws {
        let name = path.split(separator: "/").last ?? Substring(path)
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return }
        let fileExtension = name[name.index(after: dot)...]
        guard fileExtension.lowercased() != "svg" else { return }
        throw CLIError.usage(
            "render writes SVG only, but --output '\(path)' ends in .\(fileExtension); name the file .svg (and convert it afterwards if needed)"
        )
    }

    /// The ordinals in order of first appearance, each once: `1, 0, -1`.
    static func uniqueList(_ ordinals: [Int]) -> String {
        var seen: [Int] = []
        for ordinal in ordinals where !seen.contains(ordinal) { seen.append(ordinal) }
        return seen.map(String.init).joined(separator: ", ")
    }

    /// `--route FROM:TO`, parsed (the places are resolved once the archive is open), and the flags that
    /// need it.
    ///
    /// - Throws: `CLIError.usage` for a value that is not two places separated by one colon, a malformed
    ///   place, or `--accessible`/`--avoid-restricted` without `--route`.
    static func routeArguments(_ arguments: ParsedArguments) throws -> (from: RoutePlace, to: RoutePlace)? {
        guard let text = arguments.string("route") else {
            if arguments.flag("accessible") || arguments.flag("avoid-restricted") {
                throw CLIError.usage("--accessible and --avoid-restricted need --route")
            }
            return nil
        }
        let parts = text.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
            throw CLIError.usage("--route expects FROM:TO, two places separated by a colon (got '\(text)')")
        }
        return (try RoutePlace.parse(parts[0], option: "--route"), try RoutePlace.parse(parts[1], option: "--route"))
    }

    /// The route between two places as an overlay, with a one-line summary; or why there is none.
    static func findRoute(
        _ places: (from: RoutePlace, to: RoutePlace), options: RouteOptions,
        in graph: VenueGraph
    ) throws -> RouteDrawing {
        let start = try places.from.endpoint(in: graph, option: "--route")
        let end = try places.to.endpoint(in: graph, option: "--route")
        switch try Router(graph: graph).route(from: start, to: end, options: options) {
        case .notFound(let noRoute):
            return .none(noRoute)
        case .found(let route):
            let summary =
                "\(DecimalText.text(route.distance, places: 0)) m, \(RouteReport.duration(route.duration)), "
                + "\(route.transitions.count) level change\(route.transitions.count == 1 ? "" : "s")"
            return .drawn(RouteOverlay(route, graph: graph), summary: summary)
        }
    }

    /// `--track FILE` and `--input FORMAT` (which needs `--track`), shared with `imdf viewer`.
    static func trackArguments(_ arguments: ParsedArguments) throws -> (path: String?, format: TrackFormat?) {
        let path = arguments.string("track")
        let format = try arguments.choice("input", as: TrackFormat.self)
        if format != nil && path == nil { throw CLIError.usage("--input needs --track") }
        return (path, format)
    }

    /// Reads and locates a whole track file.
    ///
    /// - Throws: `CLIError.noInput` when the file does not exist or cannot be read, `CLIError.usage` when
    ///   it holds no valid fix (not a track in a known format, or every line unreadable or invalid).
    static func readTrack(at path: String, format: TrackFormat?, locator: Locator) throws -> TrackOverlay {
        try InputFile.requireRegularFile(path, role: "track")
        let fixes: [LocatedFix]
        do {
            fixes = try TrackLocator.locatedFixes(inFileAt: path, format: format, locator: locator)
        } catch let error as TrackInputError {
            throw CLIError.noInput(error.description)
        }
        let track = TrackOverlay(fixes: fixes)
        guard track.validCount > 0 else {
            let read = format.map { " read as \($0.rawValue)" } ?? ""
            let count = "\(track.recordCount) record\(track.recordCount == 1 ? "" : "s")\(read)"
            let first =
                fixes.first { $0.record.reason != nil }.map { "; line \($0.record.line): \($0.record.reason ?? "")" }
                ?? ""
            throw CLIError.usage(
                "track '\(path)' holds no valid fix (\(count)\(first)); expected CSV, NDJSON or NMEA 0183 "
                    + "with latitude and longitude")
        }
        return track
    }

    // MARK: Shared with `imdf viewer`

    /// Parses `LAT,LON[,ACCURACY[,COURSE]]` and checks the fix.
    ///
    /// - Throws: `CLIError.usage` for a malformed or invalid fix (out-of-range latitude or longitude,
    ///   negative accuracy, course of 360 or more).
    static func parseFix(_ text: String?) throws -> Fix? {
        guard let text else { return nil }
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingSpaces() }
        let numbers = parts.map { Double($0) }
        guard (2...4).contains(parts.count), numbers.allSatisfy({ $0 != nil }) else {
            throw CLIError.usage("--fix expects LAT,LON[,ACCURACY[,COURSE]] as numbers (got '\(text)')")
        }
        let values = numbers.compactMap { $0 }
        let fix = Fix(
            latitude: values[0], longitude: values[1], horizontalAccuracy: values.count > 2 ? values[2] : 0,
            course: values.count > 3 ? values[3] : -1)
        if let problem = fix.problems.first { throw CLIError.usage("invalid --fix: \(problem)") }
        return fix
    }

    /// The exit code for a rendering failure: a selection naming nothing is a usage error (64), an
    /// archive with nothing drawable a data error (65).
    static func cliError(for error: RenderError) -> CLIError {
        switch error {
        case .unknownLevel, .unknownOrdinal, .invalidFix, .invalidSize: .usage(error.description)
        case .noLevels, .nothingToDraw: .data(error.description)
        }
    }
}

extension Substring {
    /// The text without leading and trailing spaces.
    fileprivate func trimmingSpaces() -> Substring {
        var text = self
        while text.first == " " { text.removeFirst() }
        while text.last == " " { text.removeLast() }
        return text
    }
}

/// What `--route` found: an overlay to draw with a summary line, or why there is none.
enum RouteDrawing {
    case drawn(RouteOverlay, summary: String)
    case none(NoRoute)
}

extension RouteOverlay {
    /// A routing result as the renderer's overlay: each leg's polyline on its level, a start and an end
    /// marker, and for each transition a marker where it is boarded and one where it is left.
    init(_ route: Route, graph: VenueGraph) {
        func coordinate(_ point: PlanarPoint) -> Coordinate { Coordinate(latitude: point.y, longitude: point.x) }
        func levelName(_ level: VenueGraph.LevelHandle) -> String {
            let properties = graph[level].properties
            return "level " + (properties.shortName?.bestMatch(for: []) ?? properties.ordinal.map(String.init) ?? "?")
        }
        let paths = route.legs.filter { $0.coordinates.count >= 2 }.map {
            Path(level: $0.level, coordinates: $0.coordinates.map(coordinate))
        }
        var markers: [Marker] = []
        if let first = route.segments.first {
            markers.append(
                Marker(level: first.startLevel, coordinate: coordinate(first.start), kind: .start, title: "start"))
        } else if let leg = route.legs.first, let point = leg.coordinates.first {
            markers.append(Marker(level: leg.level, coordinate: coordinate(point), kind: .start, title: "start"))
        }
        for segment in route.segments {
            guard case .transition(let index) = segment.kind else { continue }
            let transition = route.transitions[index]
            let name =
                graph.archive.rawFeature(transition.from)?.properties?["name"]?.objectValue?.members.first?.value
                .stringValue
                ?? transition.mode.rawValue
            markers.append(
                Marker(
                    level: segment.startLevel, coordinate: coordinate(segment.start), kind: .transition,
                    title: "take \(name) (\(transition.mode.rawValue)) to \(levelName(transition.toLevel))"))
            markers.append(
                Marker(
                    level: segment.endLevel, coordinate: coordinate(segment.end), kind: .transition,
                    title: "arrive by \(name) (\(transition.mode.rawValue)) from \(levelName(transition.fromLevel))"))
        }
        if let last = route.segments.last {
            markers.append(Marker(level: last.endLevel, coordinate: coordinate(last.end), kind: .end, title: "end"))
        }
        self.init(paths: paths, markers: markers)
    }
}
