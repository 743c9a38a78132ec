import GeoJSON
import IMDFRepair

/// The findings of one `validate` or `lint` run, chosen and printed as the ``FindingOptions`` say: filtered,
/// compared with a baseline (or recorded as one), then written as text, JSON, SARIF or GitHub annotations.
///
/// Exit codes follow what is shown: a run fails on the errors it shows (and with `--strict`, the warnings), not
/// on findings hidden by `--severity`, `--only`, `--ignore` or the baseline.
struct FindingReport {
    let options: FindingOptions
    let rules: FindingRules
    let paths: FindingPaths
    let context: CommandContext

    /// The findings shown and what was left out.
    struct Selection {
        /// The findings shown, in report order.
        var shown: [Diagnostic]
        /// How many findings the filters hid.
        var hidden: Int
        /// The comparison with `--baseline`, if one was given.
        var comparison: Baseline.Comparison?
    }

    /// Applies the filters, then the baseline.
    ///
    /// - Throws: ``CLIError``: no input (66) when the baseline file cannot be read, data (65) when it is not a
    ///   baseline.
    func select<C: Collection<Diagnostic>>(_ diagnostics: C) throws -> Selection {
        let filtered = options.filter.showsEverything ? Array(diagnostics) : diagnostics.filter(options.filter.shows)
        let hidden = diagnostics.count - filtered.count
        guard let path = options.baselinePath else { return Selection(shown: filtered, hidden: hidden) }
        let baseline = try Baseline(json: InputFile.bytes(at: path), name: path)
        let comparison = baseline.compare(filtered)
        return Selection(shown: comparison.new, hidden: hidden, comparison: comparison)
    }

    /// Records the findings the filters let through as the `--write-baseline` file, and says so on standard
    /// error.
    ///
    /// - Throws: ``CLIError`` (output, 74) when the file cannot be written.
    func writeBaseline<C: Collection<Diagnostic>>(_ diagnostics: C, to path: String) throws {
        let baseline = Baseline(diagnostics)
        try OutputFiles.save(try baseline.text(), to: path)
        context.standardError.writeLine(
            "wrote baseline \(path): \(EnglishList.count(baseline.findingCount, "finding")) in \(Self.entries(baseline.counts.count))"
        )
    }

    /// `N findings match the baseline; M baseline entries fixed`, then each fixed entry (at most
    /// ``fixedListLimit``), on standard error; nothing with `--quiet`.
    func reportBaseline(_ selection: Selection) {
        guard let comparison = selection.comparison, !options.quiet, let path = options.baselinePath else { return }
        let fixedCount = comparison.fixed.count
        let matched = EnglishList.count(comparison.matched, "finding")
        context.standardError.writeLine(
            "baseline \(path): \(matched) \(comparison.matched == 1 ? "matches" : "match") the baseline; "
                + "\(Self.entries(fixedCount, "baseline entry")) fixed")
        for (entry, count) in comparison.fixed.prefix(Self.fixedListLimit) {
            context.standardError.writeLine("  fixed: \(entry)" + (count > 1 ? " (\(count) findings)" : ""))
        }
        if fixedCount > Self.fixedListLimit {
            context.standardError.writeLine(
                "  … and \(fixedCount - Self.fixedListLimit) more; record the baseline again with --write-baseline to drop them"
            )
        }
    }

    /// How many fixed baseline entries are listed.
    static let fixedListLimit = 20

    /// `1 entry`, `2 entries` (`EnglishList.count` adds an `s`).
    private static func entries(_ count: Int, _ noun: String = "entry") -> String {
        "\(count) " + (count == 1 ? noun : String(noun.dropLast()) + "ies")
    }

    /// Writes the findings as text: each finding (marked `[fixable]` when `fixIts` has a fix-it for it), then
    /// (unless `--quiet`) a blank line and the per-rule table; with `--summary`, the table and the totals line
    /// only. Finding by finding, so the text is never held whole; flushed at the end, so that what the command
    /// then writes to standard error (the totals) follows it when both go to one file.
    func writeText(_ shown: [Diagnostic], marking fixIts: ValidationFixIts? = nil, totals: String) {
        let output = context.standardOutput
        defer { output.flush() }
        let table = RuleSummary(shown).text(paths: paths)
        if options.summaryOnly { return output.write(table + (table.isEmpty ? "" : "\n") + totals + "\n") }
        let formatter = DiagnosticFormatter(usesColor: output.usesColor, paths: paths)
        for (index, finding) in shown.enumerated() {
            output.write(formatter.format(fixIts?.marked(finding, at: index) ?? finding) + "\n")
        }
        if !options.quiet && !table.isEmpty { output.write((shown.isEmpty ? "" : "\n") + table) }
    }

    /// `3 errors, 1 warning, 2 infos` with what was hidden: `(1016 hidden by --severity, --only, --ignore)`.
    func totals(_ selection: Selection) -> String {
        var line = DiagnosticFormatter.summary(
            errors: selection.shown.count(of: .error),
            warnings: selection.shown.count(of: .warning),
            infos: selection.shown.count(of: .info))
        if selection.hidden > 0 { line += " (\(selection.hidden) hidden by --severity, --only or --ignore)" }
        return line
    }

    /// `{"errors", "warnings", "infos", "hidden", "rules", "baseline"}` for the JSON output.
    func summaryJSON(_ selection: Selection) -> JSONObject {
        var summary = Diagnostic.summaryJSON(of: selection.shown).objectValue ?? [:]
        summary.append(key: "hidden", value: .integer(selection.hidden))
        summary.append(key: "rules", value: RuleSummary(selection.shown).json(paths: paths))
        summary.append(key: "baseline", value: baselineJSON(selection))
        return summary
    }

    /// `{"file", "matched", "fixed": [{"rule", "check", "file", "feature", "path", "count"}]}`, or `null` without
    /// a baseline.
    func baselineJSON(_ selection: Selection) -> JSONValue {
        guard let comparison = selection.comparison, let path = options.baselinePath else { return .null }
        return .object([
            "file": .string(path),
            "matched": .integer(comparison.matched),
            "fixed": .array(
                comparison.fixed.map { entry, count in
                    .object([
                        "rule": .string(entry.rule), "check": .string(entry.check), "file": .string(entry.file),
                        "feature": .string(entry.feature), "path": .string(entry.path), "count": .integer(count),
                    ])
                }),
        ])
    }

    /// Writes the SARIF log of the shown findings, a result at a time.
    func writeSARIF(_ selection: Selection, fixIts: [Int: FixIt] = [:]) throws {
        var json = StreamedJSON(to: context.standardOutput)
        try SARIFWriter(
            rules: rules, paths: paths, workingDirectory: OutputFiles.currentDirectory(),
            comparedWithBaseline: selection.comparison != nil, fixIts: fixIts
        ).write(for: selection.shown, to: &json)
        json.finish()
    }

    /// Writes the GitHub workflow commands of the shown findings, one at a time, and flushes them.
    func writeGitHubAnnotations(_ selection: Selection, marking fixIts: ValidationFixIts? = nil) {
        defer { context.standardOutput.flush() }
        let annotations = GitHubAnnotations(paths: paths)
        for (index, finding) in selection.shown.enumerated() {
            context.standardOutput.write(annotations.command(for: fixIts?.marked(finding, at: index) ?? finding) + "\n")
        }
    }
}
