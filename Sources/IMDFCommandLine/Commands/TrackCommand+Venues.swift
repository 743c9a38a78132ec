import GeoJSON
import IMDFKit
import IMDFTracks

/// `imdf track --venues DIR [FILE | -] [--device-field NAME] [--max-open-venues N]`: a fleet of devices
/// across a directory of venues (``FleetLocator``).
///
/// A pipe citizen for Spark's `RDD.pipe`: one record per input record, in input order, written as the
/// stream is read (64 KiB at a time unless standard output is a terminal, pipe or socket); the summary on
/// standard error; exit 0 whenever the stream was read, even an empty one (an empty partition).
extension TrackCommand {
    func runFleet(venues directory: String) throws -> ExitCode {
        if outputFormat == .geojson {
            throw CLIError.usage("--format geojson is not available with --venues; use ndjson or csv")
        }
        let index: VenueIndex
        do {
            index = try VenueIndex(directory: directory, languages: languages)
        } catch let error as ArchiveError {
            throw error.code == .notFound ? CLIError.noInput(error.exitMessage) : CLIError.data(error.exitMessage)
        }
        for (name, reason) in index.skipped {
            context.standardError.writeLine("note: skipped \(name) in \(directory): \(reason)")
        }
        guard !index.entries.isEmpty else {
            throw CLIError.noInput(
                "no venue archive in '\(directory)': expected folders or .zip files holding venue.geojson")
        }
        let input: TrackInput
        do {
            input = try TrackInput(path: trackPath)
        } catch let error as TrackInputError {
            throw CLIError.noInput(error.description)
        }
        var fleet = FleetLocator(
            index: index, deviceField: deviceField, maxOpenVenues: maxOpenVenues, maxDevices: maxDevices,
            languages: languages)
        var forgetting = ForgottenDevicesWarning(maxDevices: maxDevices, context: context)
        var writer = FleetOutput(
            format: outputFormat, output: context.standardOutput, flushesEachLine: Self.outputIsLive(context))
        var counts = TrackCounts()
        do {
            try input.forEachRecord(format: inputFormat) { record in
                guard counts.count(record) else { return }
                do {
                    try fleet.locate(record, forgetting: { forgetting.warnOnce() }) { located, insert, venue in
                        try writer.write(located, inserting: insert, venue: venue)
                    }
                } catch let error as ArchiveError {
                    throw CLIError.data(error.exitMessage)
                }
                try Self.checkStandardOutput(context.standardOutput)
            }
        } catch is StandardOutputClosed {
            // The reader of standard output is gone: the track ends here, quietly, as if its input had.
        } catch let error as TrackInputError {
            throw CLIError.noInput(error.description)
        }
        writer.finish()
        let total = counts.valid + counts.invalid + counts.unparsable
        func plural(_ count: Int, _ word: String, _ suffix: String = "s") -> String {
            "\(count) \(word)\(count == 1 ? "" : suffix)"
        }
        context.standardError.writeLine(
            "\(plural(total, "record")): \(counts.valid) valid, \(counts.invalid) invalid, \(plural(counts.unparsable, "unreadable line")), "
                + "\(plural(counts.ignored, "ignored sentence")); \(fleet.outsideCount) in no venue; "
                + "\(plural(index.entries.count, "venue")) indexed, opened \(plural(fleet.cache.openCount, "time")), "
                + "closed \(plural(fleet.cache.evictionCount, "time")) to keep at most \(fleet.cache.capacity) open; "
                + "\(plural(fleet.deviceCount, "device"))"
                + (fleet.forgottenCount > 0
                    ? ", " + ForgottenDevicesWarning.summary(fleet.forgottenCount, maxDevices) : ""))
        return .success
    }
}

/// Writes fleet records as NDJSON or CSV, buffered 64 KiB at a time unless each line is flushed.
struct FleetOutput {
    let format: TrackCommand.OutputFormat
    let output: OutputWriter
    let flushesEachLine: Bool
    private var pending: [UInt8] = []
    private var csvColumns: [String]?

    init(format: TrackCommand.OutputFormat, output: OutputWriter, flushesEachLine: Bool) {
        self.format = format
        self.output = output
        self.flushesEachLine = flushesEachLine
        pending.reserveCapacity(1 << 16 + 4096)
    }

    mutating func write(_ located: LocatedFix, inserting insert: TrackVenueInsert, venue: VenueCache.OpenVenue) throws {
        if format == .csv {
            let object = insert.applied(to: venue.describer.object(for: located))
            if csvColumns == nil {
                let columns = object.members.map(\.key)
                csvColumns = columns
                pending += Array((columns.map(TrackOutput.csvField).joined(separator: ",") + "\n").utf8)
            }
            let cells = (csvColumns ?? []).map { TrackOutput.csvField(TrackOutput.cellText(object[$0] ?? .null)) }
            pending += Array((cells.joined(separator: ",") + "\n").utf8)
        } else {
            try venue.encoder.append(located, inserting: insert, to: &pending)
        }
        if flushesEachLine || pending.count >= 1 << 16 { writePending() }
    }

    mutating func finish() { writePending() }

    private mutating func writePending() {
        guard !pending.isEmpty else { return }
        output.write(utf8: pending)
        output.flush()
        pending.removeAll(keepingCapacity: true)
    }
}
