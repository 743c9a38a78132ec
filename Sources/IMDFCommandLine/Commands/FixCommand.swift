import GeoJSON
import IMDFKit
import IMDFRepair

/// `imdf fix ARCHIVE (-o OUT | --in-place | --dry-run) [--only RULES] [--ignore RULES]`: applies the safe
/// automatic repairs of `IMDFRepair` and writes the archive back losslessly.
enum FixCommand {
    static let command = Command(
        name: "fix",
        abstract: "Repair the findings that have one safe repair, editing only the bytes that change.",
        discussion: """
            Validates the archive (a directory or a .zip) and repairs every finding that has exactly one safe \
            repair, then validates again, until nothing more can be repaired. Repairs: \
            \(repairList). Nothing uncertain is repaired: swapped coordinates, duplicate IDs and dangling \
            references are reported, never guessed.

            The repairs edit byte ranges of the original files: every byte outside a changed value stays as it \
            was (formatting, member order, number spelling, foreign members, unknown properties), and IDs never \
            change. -o OUT writes a repaired copy of the whole archive, a .zip when OUT ends in .zip and a \
            directory otherwise; --in-place rewrites only the files that change, each atomically (a temporary \
            file in the same directory, then a rename), and a .zip whole, atomically; --dry-run prints a unified \
            diff of each file that would change and writes nothing. --only and --ignore take rule IDs, Rule/check \
            IDs or check IDs (comma-separated) and choose which repairs run.

            At the end, a table of the repairs made per rule and the findings that remain (with --dry-run on \
            standard error, so that standard output is a patch that patch -p1 applies in the archive folder).

            Exit status: 0 when no error remains (everything it was asked to repair was repaired and nothing \
            else is an error); 1 when errors remain that it cannot repair (the output is still written); 64 for \
            bad arguments, an unknown rule ID, or not exactly one of -o, --in-place and --dry-run; 65 for a corrupt \
            zip; 66 when the archive cannot be found or read, or the output cannot be written.
            """,
        options: [
            .value(
                "output", short: "o", valueName: "out", help: "Write the repaired archive here: a directory, or a .zip."
            ),
            .flag("in-place", help: "Rewrite the changed files of the archive itself, atomically."),
            .flag("dry-run", help: "Print a unified diff of each file that would change; write nothing."),
            .value(
                "only", valueName: "rules",
                help: "Run only the repairs of these rules or checks (comma-separated IDs).",
                isRepeatable: true),
            .value(
                "ignore", valueName: "rules", help: "Skip the repairs of these rules or checks (comma-separated IDs).",
                isRepeatable: true),
        ],
        positionals: [ArchiveArgument.positional]
    ) { arguments, context in
        let archivePath = arguments.positional("archive") ?? ""
        let output = arguments.string("output")
        let inPlace = arguments.flag("in-place")
        let dryRun = arguments.flag("dry-run")
        guard [output != nil, inPlace, dryRun].filter({ $0 }).count == 1 else {
            throw CLIError.usage("give exactly one of -o OUT, --in-place and --dry-run")
        }
        let repairs = try selectedRepairs(
            only: ids(arguments.strings("only")), ignore: ids(arguments.strings("ignore")))
        if let output, normalized(output) == normalized(archivePath) {
            throw CLIError.usage("-o names the archive itself; use --in-place to rewrite it")
        }
        let files = try ArchiveSource.open(path: archivePath)
        let outcome = ArchiveRepairer(repairs: repairs).repair(files)
        let prefix = files.strippedPrefix ?? ""

        if dryRun {
            for path in outcome.changedPaths {
                guard let old = outcome.original[path]?.bytes, let new = outcome.repaired[path]?.bytes else { continue }
                context.standardOutput.write(
                    UnifiedDiff.diff(old, new, oldName: "a/" + prefix + path, newName: "b/" + prefix + path))
            }
        } else if let output {
            try write(outcome.repaired, to: output)
        } else {
            let pause = context.environment["IMDF_FIX_TEST_PAUSE_BETWEEN_FILES_MS"].flatMap { UInt32($0) }
            try writeInPlace(outcome, betweenFiles: { if let pause { usleep(pause * 1000) } })
        }

        writeSummary(of: outcome, dryRun: dryRun, to: dryRun ? context.standardError : context.standardOutput)
        return outcome.remainingFindings.hasErrors ? .findings : .success
    }

    /// The repairs as listed in the help: `reverse ... (FileMustBeValidGeoJSON/geojson-ring-winding)`.
    static var repairList: String {
        Repairs.all.enumerated().map { index, repair in
            "(\(index + 1)) \(repair.summary.dropLast()) [\(repair.qualifiedRule)]"
        }.joined(separator: "; ")
    }

    static func ids(_ values: [String]) -> [String] {
        values.flatMap { $0.split(separator: ",") }.map {
            String($0.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
        }.filter { !$0.isEmpty }
    }

    /// The repairs `--only` and `--ignore` select.
    ///
    /// - Throws: ``CLIError`` (usage, 64) for an ID that names no repair's rule, `Rule/check` or check.
    static func selectedRepairs(only: [String], ignore: [String]) throws -> [any Repair] {
        func matches(_ repair: any Repair, _ id: String) -> Bool {
            id == repair.rule || id == repair.qualifiedRule || (repair.check != nil && id == repair.check)
        }
        for id in only + ignore where !Repairs.all.contains(where: { matches($0, id) }) {
            let known = Repairs.all.map(\.qualifiedRule)
            throw CLIError.usage(
                "no repair for '\(id)'; repairs exist for \(known.joined(separator: ", "))",
                suggestion: Suggestion.closest(to: id, among: known))
        }
        return Repairs.all.filter { repair in
            (only.isEmpty || only.contains { matches(repair, $0) }) && !ignore.contains { matches(repair, $0) }
        }
    }

    /// Writes the repairs table, then the findings that remain (one at a time: a broken archive can have a
    /// finding per feature) and their totals.
    static func writeSummary(of outcome: RepairOutcome, dryRun: Bool, to output: OutputWriter) {
        let counts = outcome.countsByRule
        if counts.isEmpty {
            output.write("no repairs\(dryRun ? " would be made" : " made")\n")
        } else {
            var table = TextTable(header: ["REPAIRED RULE", "COUNT"], rightAligned: [1])
            table.rows = counts.map { [$0.rule, String($0.count)] }
            table.rows.append(["total", String(counts.reduce(0) { $0 + $1.count })])
            let files = outcome.changedPaths.count
            output.write(
                table.text + "\(files) \(files == 1 ? "file" : "files")\(dryRun ? " would change" : " changed")\n")
        }
        let remaining = outcome.remainingFindings
        let formatter = DiagnosticFormatter(paths: FindingPaths(outcome.repairedArchive))
        if !remaining.isEmpty {
            output.write("\nremaining findings:\n")
            for finding in remaining { output.write(formatter.format(finding) + "\n") }
        }
        output.write(
            "remaining: "
                + DiagnosticFormatter.summary(
                    errors: remaining.count(of: .error),
                    warnings: remaining.count(of: .warning),
                    infos: remaining.count(of: .info)) + "\n")
    }

    /// Writes every file of `files` under `output`: a stored `.zip` when it ends in `.zip`, else a directory.
    /// Files the reader listed without reading (a README, images) are read first and copied byte for byte.
    static func write(_ files: ArchiveFiles, to output: String) throws {
        let files = try files.readingListedFiles()
        let prefix = files.strippedPrefix ?? ""
        if output.lowercased().hasSuffix(".zip") {
            let bytes: [UInt8]
            do {
                bytes = try StoredZipWriter.zip(files.files.map { (prefix + $0.path, $0.bytes) })
            } catch let error as StoredZipWriter.TooLarge {
                throw CLIError.data("cannot write '\(output)': \(error.message)")
            }
            try OutputFiles.save(bytes, to: output)
            return
        }
        try OutputFiles.createDirectories(output)
        for file in files.files {
            let path = output + "/" + file.path
            if let slash = path.lastIndex(of: "/") { try OutputFiles.createDirectories(String(path[..<slash])) }
            try OutputFiles.save(file.bytes, to: path)
        }
    }

    /// Rewrites the changed files of the archive: each file of a directory atomically, a zip whole.
    ///
    /// - Parameter betweenFiles: Run after each file is written (a test pauses here to kill the process).
    static func writeInPlace(_ outcome: RepairOutcome, betweenFiles: () throws -> Void) throws {
        let changed = outcome.changedPaths
        guard !changed.isEmpty else { return }
        let root = outcome.original.root
        switch outcome.original.kind {
        case .zip:
            try write(outcome.repaired, to: root.lowercased().hasSuffix(".zip") ? root : root + ".zip")
        case .directory:
            for path in changed {
                guard let file = outcome.repaired[path] else { continue }
                try OutputFiles.save(file.bytes, to: (root.hasSuffix("/") ? root : root + "/") + path)
                try betweenFiles()
            }
        }
    }

    static func normalized(_ path: String) -> String {
        var path = path
        while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
        return path
    }
}
