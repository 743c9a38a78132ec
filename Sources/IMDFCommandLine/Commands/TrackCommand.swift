import GeoJSON
import IMDFKit
import IMDFTracks

extension Command {
    /// `imdf track ARCHIVE [FILE | -] [--input csv|ndjson|nmea] [--format ndjson|csv|geojson] [--lang TAG]`:
    /// locates a stream of GPS fixes like a navigation loop, one record per fix.
    /// `imdf track --venues DIR [FILE | -] [--device-field NAME] [--max-open-venues N] …`: the same across a
    /// directory of venues, for a fleet of devices (`TrackCommand+Venues.swift`).
    static let track = Command(
        name: "track",
        abstract: "Locate a stream of GPS fixes (CSV, NDJSON or NMEA 0183) in a venue, one record per fix.",
        discussion: """
            Reads fixes from FILE, or from standard input when FILE is - or absent (a live feed: each record is \
            written as soon as its line arrives). The input format comes from --input, else the file extension \
            (.csv, .ndjson/.jsonl/.json, .nmea), else the first non-blank line ({ is NDJSON, $ is NMEA, anything \
            else a CSV header).

            Each record gives the fix, whether it is valid (and why not), the unit, level, building and occupants \
            it falls in, the nearest opening with its distance in meters, and events: entered unit, left unit, \
            changed level. A fix with a floor is searched on that level ordinal; otherwise the last fix's level is \
            kept while a unit there contains the fix. Invalid fixes (no satellite lock, bad checksum, negative \
            accuracy, values out of range) and unreadable lines are reported and skipped; the stream goes on.

            --format geojson writes one FeatureCollection at the end: the path as a LineString per level, split \
            where the level changes, then a Point per fix with its record as properties. A summary goes to \
            standard error, and a feature file of the archive that could not be read is named there.

            --venues DIR replaces ARCHIVE: DIR holds venue archives (folders or .zip files). Each fix goes to the \
            venue whose venue polygon or footprints contain it; a fix in no venue is written with venue null. \
            Records gain venue, venue_id and venue_name after reason, and left-venue / entered-venue events. \
            Venues are opened when a fix first falls in them, at most --max-open-venues at once. \
            --device-field NAME follows many devices interleaved in one stream: level hysteresis and \
            enter/leave events are kept per device (with or without --venues), for at most --max-devices \
            devices: beyond that the least recently seen device is forgotten, and its next fix starts afresh \
            (a warning says so once, the summary counts them). Every input field that is not \
            part of the fix is copied into the record. With --venues the exit status is 0 whenever the \
            stream was read, even empty (an empty Spark partition); --format geojson is not available.

            Exit status: 0 when at least one fix was valid, even if others were invalid or unreadable; 64 when no \
            fix was valid (not CSV, NDJSON or NMEA, every line unreadable or invalid, or no input at all), as for \
            render --track; 65 for a corrupt zip; 66 when the archive or FILE is missing.
            """,
        options: [
            .value(
                "input", valueName: "format", help: "Input format; detected when absent.",
                choices: TrackFormat.allCases.map(\.rawValue)),
            .value("format", help: "Output format.", defaultValue: "ndjson", choices: ["ndjson", "csv", "geojson"]),
            .value(
                "lang", valueName: "tag",
                help: "Preferred language for names, such as fr; a comma-separated list is tried in order."),
            InputLimit.option,
            .value(
                "venues", valueName: "dir",
                help:
                    "A directory of venue archives (folders or .zip files) instead of ARCHIVE; each fix is located in the venue containing it."
            ),
            .value(
                "max-open-venues", valueName: "n", help: "With --venues: the most venues kept open at once.",
                type: .integer, defaultValue: "8"),
            .value(
                "device-field", valueName: "name",
                help: "The input field naming the device: hysteresis and enter/leave events are kept per device."),
            .value(
                "max-devices", valueName: "n",
                help: "With --device-field: the most devices remembered; the least recently seen is forgotten.",
                type: .integer, defaultValue: String(TrackCommand.defaultMaxDevices)),
        ],
        positionals: [
            .init(
                "archive", help: "An IMDF archive: a directory or a .zip file (not given with --venues).",
                arity: .optional),
            .init("track", help: "The track file, or - for standard input (the default).", arity: .optional),
        ]
    ) { arguments, context in
        try TrackCommand(arguments: arguments, context: context).run()
    }
}

/// What `imdf track` says when `--max-devices` makes it forget devices: a warning on standard error when the
/// first is forgotten (a live feed may never reach the summary), then a count in the summary.
struct ForgottenDevicesWarning {
    let maxDevices: Int
    let context: CommandContext
    private var hasWarned = false

    init(maxDevices: Int, context: CommandContext) {
        self.maxDevices = maxDevices
        self.context = context
    }

    /// Warns, the first time it is called.
    mutating func warnOnce() {
        guard !hasWarned else { return }
        hasWarned = true
        context.standardError.writeLine(
            "warning: more than \(maxDevices) device\(maxDevices == 1 ? "" : "s"): from now on the least recently "
                + "seen device is forgotten, and its next fix starts afresh (--max-devices)")
    }

    /// `12 forgotten to keep at most 1000`.
    static func summary(_ forgotten: Int, _ maxDevices: Int) -> String {
        "\(forgotten) forgotten to keep at most \(maxDevices)"
    }
}

/// Thrown in `imdf track`'s loops when the reader of standard output has closed it: the track stops reading
/// and ends normally (``TrackCommand/checkStandardOutput(_:)``).
struct StandardOutputClosed: Error {}

/// The work of `imdf track`: reading, locating and writing one record at a time (a track file's records
/// are written on a thread of their own, `TrackWriteStage`).
struct TrackCommand {
    /// The output formats.
    enum OutputFormat: String { case ndjson, csv, geojson }

    let archivePath: String
    let trackPath: String
    let inputFormat: TrackFormat?
    let outputFormat: OutputFormat
    let languages: [String]
    let archiveLimits: ZipArchive.Limits
    let context: CommandContext
    /// `--venues`, `--max-open-venues`, `--device-field`, `--max-devices`.
    let venuesPath: String?
    let maxOpenVenues: Int
    let deviceField: String?
    let maxDevices: Int

    /// The most devices remembered by default: about 300 MB of device memories, so that a stream whose device
    /// IDs never repeat cannot grow without bound.
    static let defaultMaxDevices = 1_000_000

    init(arguments: ParsedArguments, context: CommandContext) throws {
        venuesPath = arguments.string("venues")
        maxOpenVenues = try arguments.integer("max-open-venues") ?? 8
        deviceField = arguments.string("device-field")
        maxDevices = try arguments.integer("max-devices") ?? Self.defaultMaxDevices
        guard maxDevices >= 1 else { throw CLIError.usage("--max-devices expects at least 1, got \(maxDevices)") }
        if venuesPath != nil {
            // `imdf track --venues DIR [FILE]`: the one positional is the track.
            guard arguments.positional("track") == nil else {
                throw CLIError.usage("with --venues, give only the track file (or -), not an archive")
            }
            archivePath = ""
            trackPath = arguments.positional("archive") ?? "-"
            guard maxOpenVenues >= 1 else {
                throw CLIError.usage("--max-open-venues expects at least 1, got \(maxOpenVenues)")
            }
        } else {
            guard let archive = arguments.positional("archive") else {
                throw CLIError.usage("missing <archive> (or --venues DIR)")
            }
            archivePath = archive
            trackPath = arguments.positional("track") ?? "-"
        }
        inputFormat = try arguments.choice("input", as: TrackFormat.self)
        outputFormat = try arguments.choice("format", as: OutputFormat.self) ?? .ndjson
        languages = (arguments.string("lang") ?? "").split(separator: ",").map { String($0).trimmedOfSpaces }.filter {
            !$0.isEmpty
        }
        archiveLimits = try InputLimit.archiveLimits(arguments)
        self.context = context
    }

    func run() throws -> ExitCode {
        if let venuesPath { return try runFleet(venues: venuesPath) }
        let archive: IMDF.Archive
        do {
            archive = TrackDescriber.archive(try ArchiveSource.open(path: archivePath, limits: archiveLimits))
        } catch let error as ArchiveError {
            throw error.code == .notFound ? CLIError.noInput(error.exitMessage) : CLIError.data(error.exitMessage)
        }
        ArchiveNotices.report(archive, in: context)
        let input: TrackInput
        do {
            input = try TrackInput(path: trackPath)
        } catch let error as TrackInputError {
            throw CLIError.noInput(error.description)
        }
        let graph = VenueGraph(archive)
        let describer = TrackDescriber(graph: graph, languages: languages)
        // `.plain`: the track locator asks the plain grid (`Locator.bestUnit`). The classified grid answers a
        // fleet's 200,000 changing-unit fixes no faster (1.82 against 1.83 s, median of 7) and costs more
        // start-up (about a tenth on a 50,000-unit venue) and 15 MB.
        var tracker = TrackLocator(locator: Locator(graph: graph, grid: .plain))
        context.keepUntilExit(graph)
        var devices = deviceField.map { TrackDeviceMemories(field: $0, maxDevices: maxDevices) }
        var forgetting = ForgottenDevicesWarning(maxDevices: maxDevices, context: context)
        var writer = TrackOutput(
            format: outputFormat, output: context.standardOutput, flushesEachLine: Self.outputIsLive(context),
            describer: describer)
        var counts = TrackCounts()
        // A track file's fixes are located on this thread while another writes them (`TrackWriteStage`); a
        // live feed's are written one by one as they come.
        let stage =
            input.isRegularFile && sysconf(Int32(_SC_NPROCESSORS_ONLN)) > 1
            ? TrackWriteStage(writer: writer, standardOutput: context.standardOutput) : nil
        var batch: TrackWriteStage.Batch = []
        do {
            try input.forEachRecord(format: inputFormat) { record in
                guard counts.count(record) else { return }
                let located =
                    devices?.locate(record, with: &tracker) { forgetting.warnOnce() } ?? tracker.locate(record)
                if let stage {
                    batch.append((located, tracker.currentLevel))
                    if batch.count == TrackWriteStage.batchSize {
                        try stage.write(batch)
                        batch.removeAll(keepingCapacity: true)
                    }
                    return
                }
                try writer.write(located, currentLevel: tracker.currentLevel)
                try Self.checkStandardOutput(context.standardOutput)
            }
            if let stage, !batch.isEmpty { try stage.write(batch) }
        } catch is StandardOutputClosed {
            // The reader of standard output is gone: the track ends here, quietly, as if its input had.
            stage?.drain()
        } catch let error as TrackInputError {
            // What was located before the error is written, as the serial loop wrote it.
            stage?.drain()
            throw CLIError.noInput(error.description)
        } catch {
            stage?.drain()
            throw error
        }
        do {
            if let stage { writer = try stage.finish() } else { try writer.finish() }
        } catch is StandardOutputClosed {}
        // Done with: freed with the process (the encoder's per-unit fragments, the locator's indexes).
        context.keepUntilExit(writer)
        context.keepUntilExit(tracker)
        let total = counts.valid + counts.invalid + counts.unparsable
        var summary =
            "\(total) record\(total == 1 ? "" : "s"): \(counts.valid) valid, \(counts.invalid) invalid, "
            + "\(counts.unparsable) unreadable line\(counts.unparsable == 1 ? "" : "s"), \(counts.ignored) ignored sentence\(counts.ignored == 1 ? "" : "s")"
        if let devices, devices.forgottenCount > 0 {
            summary +=
                "; \(devices.deviceCount) devices, "
                + ForgottenDevicesWarning.summary(devices.forgottenCount, maxDevices)
        }
        guard counts.valid > 0 else {
            // As `render --track` does: a track without one valid fix is not the input the command expects.
            let name = trackPath == "-" ? "standard input" : "'\(trackPath)'"
            throw CLIError.usage(
                "track \(name) holds no valid fix (\(summary)); expected CSV, NDJSON or NMEA 0183 with latitude and longitude"
            )
        }
        context.standardError.writeLine(summary)
        return .success
    }

    /// Stops a track whose standard output is no more: a failed write (a full disk) is an error, exit 74; a
    /// pipe its reader closed (`imdf track … | head`, with `SIGPIPE` ignored) ends the track quietly.
    /// Checked after every record, so that a live feed is not read on forever into an output that is gone.
    ///
    /// - Throws: ``CLIError/output(_:)`` after a failed write; ``StandardOutputClosed`` after a closed pipe.
    static func checkStandardOutput(_ standardOutput: OutputWriter) throws {
        guard let output = standardOutput.output as? FileDescriptorOutput else { return }
        if let failure = output.writeFailure {
            throw CLIError.output("cannot write to standard output: \(String(cString: strerror(failure)))")
        }
        if output.isClosed { throw StandardOutputClosed() }
    }

    /// Whether standard output is a terminal, pipe or socket (someone waiting for each line), as opposed to
    /// a regular file or a device such as `/dev/null`, where writing 64 KiB at a time is much faster.
    static func outputIsLive(_ context: CommandContext) -> Bool {
        if context.standardOutput.isTerminal { return true }
        guard context.standardOutput.output is FileDescriptorOutput else { return false }
        var status = stat()
        guard fstat(1, &status) == 0 else { return false }
        let type = status.st_mode & S_IFMT
        return type == S_IFIFO || type == S_IFSOCK
    }
}

/// Writes located fixes as NDJSON, CSV or GeoJSON.
struct TrackOutput {
    let format: TrackCommand.OutputFormat
    let output: OutputWriter
    let flushesEachLine: Bool
    let describer: TrackDescriber
    private let json = JSONWriter()
    /// NDJSON: the encoder, and lines not yet written (up to 64 KiB unless each line is flushed).
    private let encoder: TrackNDJSONEncoder
    private var pending: [UInt8] = []
    private var csvColumns: [String]?
    /// GeoJSON: the path so far, one part per level run: the level and its interleaved lon/lat.
    private var segments: [(level: VenueGraph.LevelHandle?, coordinates: [Double])] = []
    /// GeoJSON: one point feature per record, as compact JSON: about 700 bytes a fix, where the features kept as
    /// values took about 3 KB (640 MB for 200,000 fixes).
    private var points: [[UInt8]] = []

    init(format: TrackCommand.OutputFormat, output: OutputWriter, flushesEachLine: Bool, describer: TrackDescriber) {
        self.describer = describer
        self.encoder = TrackNDJSONEncoder(describer: describer)
        self.format = format
        self.output = output
        self.flushesEachLine = flushesEachLine
    }

    mutating func write(_ located: LocatedFix, currentLevel: VenueGraph.LevelHandle?) throws {
        if format == .ndjson {
            try encoder.append(located, to: &pending)
            if flushesEachLine || pending.count >= 1 << 16 { writePending() }
            return
        }
        let object = describer.object(for: located)
        switch format {
        case .ndjson:
            break
        case .csv:
            if csvColumns == nil {
                let columns = object.members.map(\.key)
                csvColumns = columns
                output.write(columns.map(Self.csvField).joined(separator: ",") + "\n")
            }
            output.write(csvRow(object) + "\n")
        case .geojson:
            try collect(located, object: object, currentLevel: currentLevel)
            return
        }
        if flushesEachLine { output.flush() }
    }

    /// Writes the NDJSON lines collected so far, and flushes them.
    ///
    /// The lines go to the output as bytes: turning each 64 KiB block into a `String` (validating it as
    /// UTF-8) and copying it once more cost about a tenth of the command's time per fix.
    private mutating func writePending() {
        guard !pending.isEmpty else { return }
        output.write(utf8: pending)
        output.flush()
        pending.removeAll(keepingCapacity: true)
    }

    mutating func finish() throws {
        writePending()
        guard format == .geojson else { return }
        // Written as it is made: the path features, then the points' bytes.
        var document = StreamedJSON(to: output, pretty: false)
        document.beginObject()
        try document.member("type", "FeatureCollection")
        document.key("features")
        document.beginArray()
        for segment in segments where segment.coordinates.count >= 4 {
            var positions: [JSONValue] = []
            positions.reserveCapacity(segment.coordinates.count / 2)
            for i in stride(from: 0, to: segment.coordinates.count, by: 2) {
                positions.append([
                    .number(JSONNumber(segment.coordinates[i])), .number(JSONNumber(segment.coordinates[i + 1])),
                ])
            }
            var properties: JSONObject = ["kind": "path"]
            properties.members.append(contentsOf: describer.levelMembers(segment.level))
            try document.value([
                "type": "Feature", "geometry": ["type": "LineString", "coordinates": .array(positions)],
                "properties": .object(properties),
            ])
        }
        for point in points { document.rawValue(point) }
        document.endArray()
        document.endObject()
        document.finish()
    }

    private mutating func collect(
        _ located: LocatedFix, object: JSONObject, currentLevel: VenueGraph.LevelHandle?
    ) throws {
        var geometry: JSONValue = .null
        if let fix = located.record.fix, fix.coordinate.isValid {
            geometry = [
                "type": "Point",
                "coordinates": [.number(JSONNumber(fix.longitude)), .number(JSONNumber(fix.latitude))],
            ]
            if located.isValid {
                let level = located.level ?? currentLevel
                if segments.isEmpty || segments[segments.count - 1].level != level {
                    segments.append((level, []))
                }
                segments[segments.count - 1].coordinates.append(fix.longitude)
                segments[segments.count - 1].coordinates.append(fix.latitude)
            }
        }
        let bytes = try json.bytes(for: ["type": "Feature", "geometry": geometry, "properties": .object(object)])
        points.append(bytes.withUnsafeBufferPointer { Array($0) })  // exact size: the writer's buffer is 1 KiB
    }

    private func csvRow(_ object: JSONObject) -> String {
        guard let columns = csvColumns else { return "" }
        var cells: [String] = []
        cells.reserveCapacity(columns.count)
        for column in columns {
            cells.append(Self.csvField(Self.cellText(object[column] ?? .null)))
        }
        return cells.joined(separator: ",")
    }

    /// The text of a value in a CSV cell: arrays of occupants or events become their names or messages
    /// joined by `; `.
    static func cellText(_ value: JSONValue) -> String {
        switch value {
        case .null: ""
        case .bool(let flag): flag ? "true" : "false"
        case .number(let number): number.description
        case .string(let text): text
        case .array(let items):
            items.map { item in
                item["message"]?.stringValue ?? item["name"]?.stringValue ?? item["id"]?.stringValue ?? cellText(item)
            }.joined(separator: "; ")
        case .object(let object): (try? JSONWriter().string(for: .object(object))) ?? ""
        }
    }

    /// A CSV field, quoted when it holds a comma, quote or line break (RFC 4180).
    static func csvField(_ text: String) -> String {
        guard
            text.utf8.contains(where: {
                $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "\"") || $0 == 0x0A || $0 == 0x0D
            })
        else { return text }
        return "\"" + text.replacingQuotes + "\""
    }
}

extension String {
    fileprivate var trimmedOfSpaces: String {
        guard let first = firstIndex(where: { $0 != " " }), let last = lastIndex(where: { $0 != " " }) else {
            return ""
        }
        return String(self[first...last])
    }

    fileprivate var replacingQuotes: String {
        var result = ""
        for character in self {
            if character == "\"" { result += "\"\"" } else { result.append(character) }
        }
        return result
    }
}

/// How many records of a track were valid fixes, invalid fixes, unreadable lines and ignored NMEA sentences,
/// for the summary `imdf track` prints on standard error.
struct TrackCounts {
    var valid = 0
    var invalid = 0
    var unparsable = 0
    var ignored = 0

    /// Counts a record; `false` for an ignored sentence, which gets no output line.
    mutating func count(_ record: TrackRecord) -> Bool {
        switch record.status {
        case .valid: valid += 1
        case .invalid: invalid += 1
        case .unparsable: unparsable += 1
        case .ignored:
            ignored += 1
            return false
        }
        return true
    }
}
