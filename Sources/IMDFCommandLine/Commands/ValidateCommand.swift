import GeoJSON
import IMDFKit
import IMDFRepair

extension Command {
    /// `imdf validate ARCHIVE [--strict] [--format text|json|sarif|github] [filters] [--baseline FILE]`: runs every
    /// validation rule.
    static let validate = Command(
        name: "validate",
        abstract: "Validate an IMDF archive against the IMDF 1.0.0 rules.",
        discussion: """
            Reads the archive (a directory or a .zip), runs every registered rule (see \
            Documentation/ValidationRules.md) and prints each finding compiler-style with its notes, \
            path:line:column: severity: [Rule/check] message, the path joined to the archive as given \
            (inside a zip: venue.zip/unit.geojson); then a table of the rules that reported findings (rule, \
            severity, count, first location), and the totals on standard error. Files that are not JSON and \
            GeoJSON structure problems are findings of the rules FileMustBeValidJSON and FileMustBeValidGeoJSON, \
            whose checks have their own IDs (FileMustBeValidGeoJSON/geojson-ring-winding). A finding that \
            imdf fix would repair ends in [fixable] (a "fix" member in JSON, "fixes" in SARIF).

            --severity hides findings below a severity; --only and --ignore take rule IDs, Rule/check IDs or \
            check IDs, comma-separated. --write-baseline FILE records the findings; --baseline FILE then shows \
            only findings not in it (matched by rule, file, feature ID and JSON path, never by line) and lists \
            the baseline entries that are fixed. Progress is shown on a terminal when the work takes more than \
            half a second.

            With --format json: {"archive", "diagnostics": [{"rule", "check", "severity", "message", "file", \
            "file_path", "line", "column", "path", "feature", "features", "notes", "fix" (fixable only)}], "summary": {"errors", \
            "warnings", "infos", "passed", "hidden", "rules", "baseline"}}. --format sarif writes SARIF 2.1.0 \
            (GitHub code scanning), --format github GitHub Actions annotations.

            Exit status follows the findings shown (after filters and baseline): 0 when none is an error (with \
            --strict, none is a warning either), 1 otherwise; 0 after --write-baseline; 64 for an unknown rule \
            ID or options that do not go together; 65 for a corrupt zip, an archive or file larger than \
            --max-input-size, or a baseline that is not one; 66 when the archive or the baseline cannot be found \
            or read; 74 when the output or the --write-baseline file cannot be written.
            """,
        options: [.flag("strict", help: "Fail on warnings too.")] + FindingOptions.options + [InputLimit.option],
        positionals: [ArchiveArgument.positional]
    ) { arguments, context in
        let rules = FindingRules.validation
        let options = try FindingOptions(arguments, rules: rules)
        let strict = arguments.flag("strict")
        let progress = ProgressLine.standardError(of: context, format: options.format, quiet: options.quiet)
        defer { progress.finish() }
        let archive = try ArchiveArgument.open(arguments, rawDocuments: .upFront) { decoded, total in
            progress.update("imdf: decoding files \(decoded)/\(total)")
        }
        context.keepUntilExit(archive)
        let diagnostics = Validator().validate(archive) { finished, total in
            progress.update("imdf: running rules \(finished)/\(total)")
        }.diagnostics
        progress.finish()

        let report = FindingReport(options: options, rules: rules, paths: FindingPaths(archive), context: context)
        if let path = options.writeBaselinePath {
            try report.writeBaseline(diagnostics.filter(options.filter.shows), to: path)
            return .success
        }
        let selection = try report.select(diagnostics)
        // Fix-its of the shown findings (`imdf fix` applies them): `[fixable]` in text, `fix` in JSON, SARIF `fixes`.
        let fixIts = ValidationFixIts(ArchiveRepairer().fixIts(for: selection.shown, in: archive))
        let passed = !selection.shown.hasErrors && !(strict && selection.shown.contains { $0.severity == .warning })
        let verdict = passed ? "" : strict ? " (strict: failed)" : ""
        switch options.format {
        case .text:
            let totals = report.totals(selection) + verdict
            report.writeText(selection.shown, marking: fixIts, totals: totals)
            report.reportBaseline(selection)
            if !options.summaryOnly && !options.quiet { context.standardError.writeLine(totals) }
        case .json:
            var summary = report.summaryJSON(selection)
            summary.members.insert(.init(key: "passed", value: .bool(passed)), at: 3)
            // Written a finding at a time: a broken archive can have a finding per feature.
            var json = StreamedJSON(to: context.standardOutput)
            json.beginObject()
            try json.member("archive", .string(archive.root))
            json.key("diagnostics")
            json.beginArray()
            for (index, finding) in selection.shown.enumerated() {
                try json.value(fixIts.json(finding.jsonValue(paths: report.paths), finding: index))
            }
            json.endArray()
            try json.member("summary", .object(summary))
            json.endObject()
            json.finish()
            report.reportBaseline(selection)
        case .sarif:
            try report.writeSARIF(selection, fixIts: fixIts.byFinding)
            report.reportBaseline(selection)
        case .github:
            report.writeGitHubAnnotations(selection, marking: fixIts)
            report.reportBaseline(selection)
            if !options.quiet { context.standardError.writeLine(report.totals(selection) + verdict) }
        }
        return passed ? .success : .findings
    }
}
