import GeoJSON

extension Command {
    /// `imdf lint FILE... [-]`: checks GeoJSON files against RFC 8259 (JSON) and RFC 7946 (GeoJSON).
    static let lint = Command(
        name: "lint",
        abstract: "Check GeoJSON files against RFC 8259 (JSON) and RFC 7946 (GeoJSON).",
        discussion: """
            Each file (or standard input, written -) is parsed strictly and checked as GeoJSON. Findings are \
            printed compiler-style, file:line:column: severity: [rule] message, then a table of the rules that \
            reported findings; a summary line per file goes to standard error. With --format json, one JSON \
            document: {"files": [{"file", "diagnostics": [...], "summary"}], "summary": {"errors", "warnings", \
            "infos", "hidden", "rules", "baseline"}}; --format sarif writes SARIF 2.1.0, --format github GitHub \
            Actions annotations. --severity, --only, --ignore, --summary, --baseline and --write-baseline work \
            as for imdf validate.

            Rules: \(LintRules.all.joined(separator: ", ")). They are described in \
            Documentation/GeoJSONRules.md.

            Exit status: 0 when no file has errors shown (warnings do not fail), 1 when one has; 0 after \
            --write-baseline; 64 for an unknown rule ID; 65 for a baseline that is not one, or a file larger than \
            --max-input-size (default 1G; the others are still checked); 66 when a file cannot be read (the others \
            are still checked); 74 when the output or the --write-baseline file cannot be written.
            """,
        options: FindingOptions.options + [InputLimit.option],
        positionals: [.init("file", help: "A GeoJSON file, or - for standard input.", arity: .variadic(minimum: 1))]
    ) { arguments, context in
        let rules = FindingRules.lint
        let options = try FindingOptions(arguments, rules: rules)
        let inputLimit = try InputLimit.bytes(arguments)
        var files: [(name: String, diagnostics: [Diagnostic])] = []
        var unreadable: [String] = []
        var inputFailure = ExitCode.noInput  // 66 if any file could not be read, else 65 (a file over the limit)
        let paths = arguments.positionals("file")
        let progress = ProgressLine.standardError(of: context, format: options.format, quiet: options.quiet)
        for (index, path) in paths.enumerated() {
            progress.update("imdf: checking files \(index + 1)/\(paths.count)")
            let name = path == "-" ? "<stdin>" : path
            do {
                files.append(
                    (name, LintRules.diagnostics(of: try InputFile.bytes(at: path, limit: inputLimit), file: name)))
            } catch let error as CLIError {
                progress.clear()
                context.standardError.writeLine(context.standardError.styled("error:", .error) + " " + error.message)
                if unreadable.isEmpty || inputFailure != .noInput { inputFailure = error.exitCode }
                unreadable.append(path)
            }
        }
        progress.finish()
        let report = FindingReport(options: options, rules: rules, paths: .asGiven, context: context)
        let all = files.flatMap(\.diagnostics)
        if let path = options.writeBaselinePath {
            try report.writeBaseline(all.filter(options.filter.shows), to: path)
            return unreadable.isEmpty ? .success : inputFailure
        }
        let selection = try report.select(all)
        let shownByFile = Dictionary(grouping: selection.shown, by: { $0.location.file ?? "" })
        switch options.format {
        case .text:
            report.writeText(selection.shown, totals: report.totals(selection))
            if !options.summaryOnly && !options.quiet {
                for file in files {
                    let shown = shownByFile[file.name] ?? []
                    context.standardError.writeLine("\(file.name): " + context.diagnosticFormatter.summary(of: shown))
                }
                if files.count > 1 { context.standardError.writeLine("all files: " + report.totals(selection)) }
            }
            report.reportBaseline(selection)
        case .json:
            var json = StreamedJSON(to: context.standardOutput)
            json.beginObject()
            json.key("files")
            json.beginArray()
            for file in files {
                let shown = shownByFile[file.name] ?? []
                json.beginObject()
                try json.member("file", .string(file.name))
                json.key("diagnostics")
                json.beginArray()
                for finding in shown { try json.value(finding.jsonValue) }
                json.endArray()
                try json.member("summary", Diagnostic.summaryJSON(of: shown))
                json.endObject()
            }
            json.endArray()
            try json.member("summary", .object(report.summaryJSON(selection)))
            json.endObject()
            json.finish()
            report.reportBaseline(selection)
        case .sarif:
            try report.writeSARIF(selection)
            report.reportBaseline(selection)
        case .github:
            report.writeGitHubAnnotations(selection)
            report.reportBaseline(selection)
            if !options.quiet { context.standardError.writeLine(report.totals(selection)) }
        }
        if !unreadable.isEmpty { return inputFailure }
        return selection.shown.hasErrors ? .findings : .success
    }
}

/// What `imdf lint` checks: the GeoJSON decoder's findings, or the JSON syntax error.
enum LintRules {
    /// Every rule ID `lint` can report (``GeoJSONRule/all``).
    static var all: [String] { GeoJSONRule.all.map(\.id) }

    /// The findings for one file, sorted by position. The document is not built (``GeoJSONDecoder/diagnose(_:file:)``):
    /// a file costs about its own size in memory, whatever it holds.
    static func diagnostics(of bytes: [UInt8], file: String) -> [Diagnostic] {
        do {
            return try GeoJSONDecoder().diagnose(bytes, file: file).sorted {
                ($0.location.line ?? 0, $0.location.column ?? 0) < ($1.location.line ?? 0, $1.location.column ?? 0)
            }
        } catch {
            return [error.diagnostic(in: SourceText(bytes: bytes, fileName: file))]
        }
    }
}
