import GeoJSON
import IMDFKit

extension Command {
    /// `imdf validate ARCHIVE [--strict] [--format text|json]`: runs every validation rule.
    static let validate = Command(
        name: "validate",
        abstract: "Validate an IMDF archive against the IMDF 1.0.0 rules.",
        discussion: """
            Reads the archive (a directory or a .zip), runs every registered rule (see \
            Documentation/ValidationRules.md) and prints each finding compiler-style with its notes, then a \
            summary line on standard error. Files that are not JSON, and GeoJSON structure problems found \
            while reading, are reported too.

            With --format json: {"archive", "diagnostics": [{"rule", "severity", "message", "file", "line", \
            "column", "path", "feature", "notes"}], "summary": {"errors", "warnings", "infos", "passed"}}.

            Exit status: 0 when the archive passes, 1 when there are errors (or warnings with --strict), \
            65 for a corrupt zip, 66 when the archive cannot be found or read.
            """,
        options: [.flag("strict", help: "Fail on warnings too."), OutputFormat.option],
        positionals: [ArchiveArgument.positional]
    ) { arguments, context in
        let format = try arguments.choice("format", as: OutputFormat.self) ?? .text
        let strict = arguments.flag("strict")
        let archive = try ArchiveArgument.open(arguments)
        let diagnostics = ValidationFindings.diagnostics(of: archive)
        let passed = !diagnostics.hasErrors && !(strict && diagnostics.contains { $0.severity == .warning })
        switch format {
        case .text:
            context.standardOutput.write(context.diagnosticFormatter.format(diagnostics))
            let summary = context.diagnosticFormatter.summary(of: diagnostics)
            context.standardError.writeLine(summary + (passed ? "" : strict ? " (strict: failed)" : ""))
        case .json:
            var summary = Diagnostic.summaryJSON(of: diagnostics).objectValue ?? [:]
            summary.append(key: "passed", value: .bool(passed))
            try context.standardOutput.writeJSON(.object([
                "archive": .string(archive.root),
                "diagnostics": .array(diagnostics.map(\.jsonValue)),
                "summary": .object(summary),
            ]))
        }
        return passed ? .success : .findings
    }
}

/// What `imdf validate` reports: the validator's report plus what reading the archive found.
enum ValidationFindings {
    /// The validator's diagnostics, and every reading diagnostic (JSON syntax, GeoJSON structure) at a
    /// position no rule already reported, sorted by file and position.
    ///
    /// Rules may re-report reading problems under their own IDs (`FileMustBeValidJSON`); the position
    /// check keeps one finding per place.
    static func diagnostics(of archive: IMDF.Archive) -> [Diagnostic] {
        let report = Validator().validate(archive)
        let reported = Set(report.diagnostics.map { Place($0.location) })
        let reading = archive.diagnostics.filter { !reported.contains(Place($0.location)) }
        return ValidationReport(diagnostics: report.diagnostics + reading).diagnostics
    }

    private struct Place: Hashable {
        var file: String?
        var line: Int?
        var column: Int?
        init(_ location: Diagnostic.Location) {
            file = location.file
            line = location.line
            column = location.column
        }
    }
}
