import IMDFKit
import IMDFRender
import IMDFRouting

/// `imdf viewer`: writes a self-contained static HTML viewer for an archive.
enum ViewerCommand {
    /// The command's declaration.
    static let command = Command(
        name: "viewer",
        abstract: "Write a static HTML viewer (DIR/index.html) for an IMDF archive.",
        discussion: """
            The page needs no network and no outside script: one inline SVG per level ordinal, all drawn in \
            one frame. Drag, the wheel, a pinch, the + and − buttons or keys pan and zoom; "Fit" (or 0) fits \
            the level, and every level is fitted when picked. The level picker (a drop-down on a narrow \
            screen) names each level with its building; the header names the level shown. Hovering or tapping \
            a unit shows its name, category, occupants, amenities and ID (with a button that copies it). \
            Labels are placed at display points, rotated along long rooms, and dropped where they would \
            collide (named occupants before room numbers); more appear as you zoom in. A search over units, \
            occupants and amenities switches level and zooms to the unit. With --fix the position is drawn on \
            its level, which is shown first. With --track FILE a GPS track is located and drawn as imdf render \
            --track draws it, on every ordinal it passes through; without --fix, the ordinal of its first \
            located fix is shown first.

            --findings runs imdf validate's rules and marks each finding at its feature, listed by rule with \
            its file:line:column; a click shows the finding's level and zooms to the feature. Findings about \
            the venue, a building, an address or the manifest are listed without a marker.

            --route FROM:TO (repeatable) finds the quickest route between two places, as imdf render --route \
            does, with --accessible and --avoid-restricted; the page's route picker offers exactly the routes \
            given and draws the one picked on every level it touches. A route that cannot be found is named on \
            standard error and left out of the picker.

            Open DIR/index.html from the file system in any browser. A feature file that could not be read is \
            named on standard error.

            Exit status: 0 when written; 1 when written but a --route found no route; 64 without --output, for \
            an invalid --fix, a malformed --route or one naming no place, --accessible or --avoid-restricted \
            without --route, a track holding no valid fix, or an index.html that is one of the inputs; 65 when \
            the archive has no levels, the zip is corrupt, or an input is larger than --max-input-size; 66 when \
            the archive or the track file cannot be found or read, or the track is not a regular file; 74 when \
            the page cannot be written (it is replaced atomically).
            """,
        options: [
            .value(
                "output", short: "o", valueName: "dir",
                help: "The directory to write index.html into (created if missing).",
                isRequired: true),
            RenderCommand.fixOption,
            RenderCommand.trackOption,
            RenderCommand.trackInputOption,
            .value("lang", valueName: "tag", help: "Label language (BCP 47); default: the manifest's language."),
            InputLimit.option,
            .flag("findings", help: "Validate the archive and show each finding on the map, listed by rule."),
            .value(
                "route", valueName: "from:to",
                help:
                    "Offer this route in the page's route picker (repeatable; each place LAT,LON[,ORDINAL] or a feature ID).",
                isRepeatable: true),
            .flag(
                "accessible",
                help: "With --route: step-free (no stairs, steps, escalators, revolving doors or turnstiles)."),
            .flag(
                "avoid-restricted", help: "With --route: keep out of restricted units and access-controlled openings."),
        ],
        positionals: [.init("archive", help: "An IMDF archive: a directory or a .zip file.")],
        run: run)

    private static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitCode {
        guard arguments.positional("archive") != nil else { throw CLIError.usage("missing archive") }
        let directory = try arguments.requiredString("output")
        let fix = try RenderCommand.parseFix(arguments.string("fix"))
        let (trackPath, trackFormat) = try RenderCommand.trackArguments(arguments)
        try OutputFiles.refuseInput(
            OutputFiles.path("index.html", in: directory), inputs: [arguments.positional("archive"), trackPath])
        let routeTexts = arguments.strings("route")
        if routeTexts.isEmpty, arguments.flag("accessible") || arguments.flag("avoid-restricted") {
            throw CLIError.usage("--accessible and --avoid-restricted need --route")
        }
        let routePlaces = try routeTexts.map { text -> (text: String, places: (from: RoutePlace, to: RoutePlace)) in
            let parts = text.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
                throw CLIError.usage("--route expects FROM:TO, two places separated by a colon (got '\(text)')")
            }
            return (
                text,
                (try RoutePlace.parse(parts[0], option: "--route"), try RoutePlace.parse(parts[1], option: "--route"))
            )
        }
        // The findings' rules read the raw documents throughout: parsed once, up front.
        let archive = try ArchiveArgument.openReporting(
            arguments, context: context, requiring: [.level, .unit],
            rawDocuments: arguments.flag("findings") ? .upFront : .onDemand)
        let graph = VenueGraph(archive)
        context.keepUntilExit(graph)
        let track = try trackPath.map {
            try RenderCommand.readTrack(at: $0, format: trackFormat, locator: Locator(graph: graph))
        }
        var viewer = HTMLViewer(graph: graph)
        viewer.options.preferredLanguages = arguments.string("lang").map { [$0] } ?? []
        let findings =
            arguments.flag("findings")
            ? FindingMarker.markers(for: Validator().validate(archive).diagnostics, in: graph) : []
        var routes: [HTMLViewer.NamedRoute] = []
        var missingRoute = false
        let describe = FeatureDescription(graph: graph, language: LabelLanguage(arguments, archive: archive))
        let options = RouteOptions(
            accessible: arguments.flag("accessible"), avoidRestricted: arguments.flag("avoid-restricted"))
        for (text, places) in routePlaces {
            func name(_ place: RoutePlace, _ text: Substring) -> String {
                guard case .feature = place, let endpoint = try? place.endpoint(in: graph, option: "--route"),
                    case .feature(let handle) = endpoint
                else { return String(text) }
                return describe.name(of: handle) ?? String(text)
            }
            let parts = text.split(separator: ":", omittingEmptySubsequences: false)
            switch try RenderCommand.findRoute(places, options: options, in: graph) {
            case .drawn(let overlay, let summary):
                routes.append(
                    .init(
                        name: name(places.from, parts[0]) + " → " + name(places.to, parts[1]), summary: summary,
                        overlay: overlay))
            case .none(let noRoute):
                context.standardError.writeLine("route \(text): \(noRoute.description)")
                missingRoute = true
            }
        }
        let page: String
        do {
            page = try viewer.page(fix: fix, track: track, findings: findings, routes: routes)
        } catch let error as RenderError {
            throw RenderCommand.cliError(for: error)
        }
        try OutputFiles.createDirectory(directory)
        let file = OutputFiles.path("index.html", in: directory)
        try OutputFiles.save(page, to: file)
        let placed = findings.filter { $0.coordinate != nil }.count
        context.standardError.writeLine(
            "wrote \(file)"
                + (arguments.flag("findings")
                    ? " (\(findings.count) finding\(findings.count == 1 ? "" : "s"), \(placed) on the map)" : "")
                + (routes.isEmpty ? "" : " (\(routes.count) route\(routes.count == 1 ? "" : "s"))"))
        return missingRoute ? .findings : .success
    }
}
