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
            summary line on standard error. Files that are not JSON and GeoJSON structure problems are \
            findings of the rules FileMustBeValidJSON and FileMustBeValidGeoJSON.

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
        let report = Validator().validate(archive)
        let diagnostics = report.diagnostics
        let passed = report.passes(strict: strict)
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
