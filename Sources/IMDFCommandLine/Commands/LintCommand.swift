import GeoJSON

extension Command {
    /// `imdf lint FILE... [-]`: checks GeoJSON files against RFC 8259 (JSON) and RFC 7946 (GeoJSON).
    static let lint = Command(
        name: "lint",
        abstract: "Check GeoJSON files against RFC 8259 (JSON) and RFC 7946 (GeoJSON).",
        discussion: """
            Each file (or standard input, written -) is parsed strictly and checked as GeoJSON. Findings are \
            printed compiler-style, file:line:column: severity: [rule] message; with --format json, one \
            JSON object per file is printed: {"file", "diagnostics": [...], "summary"}.

            Rules: \(LintRules.all.joined(separator: ", ")). They are described in \
            Documentation/GeoJSONRules.md.

            Exit status: 0 when no file has errors (warnings do not fail), 1 when one has, 66 when a file \
            cannot be read (the others are still checked).
            """,
        options: [OutputFormat.option],
        positionals: [.init("file", help: "A GeoJSON file, or - for standard input.", arity: .variadic(minimum: 1))]
    ) { arguments, context in
        let format = try arguments.choice("format", as: OutputFormat.self) ?? .text
        var hasErrors = false
        var unreadable: [String] = []
        for path in arguments.positionals("file") {
            let name = path == "-" ? "<stdin>" : path
            let bytes: [UInt8]
            do {
                bytes = try InputFile.bytes(at: path)
            } catch let error as CLIError {
                context.standardError.writeLine(context.standardError.styled("error:", .error) + " " + error.message)
                unreadable.append(path)
                continue
            }
            let diagnostics = LintRules.diagnostics(of: bytes, file: name)
            hasErrors = hasErrors || diagnostics.hasErrors
            switch format {
            case .text:
                context.standardOutput.write(context.diagnosticFormatter.format(diagnostics))
                context.standardError.writeLine("\(name): " + context.diagnosticFormatter.summary(of: diagnostics))
            case .json:
                try context.standardOutput.writeJSON(.object([
                    "file": .string(name),
                    "diagnostics": .array(diagnostics.map(\.jsonValue)),
                    "summary": Diagnostic.summaryJSON(of: diagnostics),
                ]))
            }
        }
        if !unreadable.isEmpty { return .noInput }
        return hasErrors ? .findings : .success
    }
}

/// What `imdf lint` checks: the GeoJSON decoder's findings, or the JSON syntax error.
enum LintRules {
    /// Every rule ID `lint` can report (``GeoJSONRule``).
    static let all = [
        GeoJSONRule.jsonSyntax, GeoJSONRule.notObject, GeoJSONRule.missingType, GeoJSONRule.unknownType,
        GeoJSONRule.unexpectedType, GeoJSONRule.invalidMember, GeoJSONRule.missingMember,
        GeoJSONRule.invalidCoordinates, GeoJSONRule.positionTooShort, GeoJSONRule.positionTooLong,
        GeoJSONRule.lineTooShort, GeoJSONRule.ringTooShort, GeoJSONRule.ringNotClosed, GeoJSONRule.ringWinding,
        GeoJSONRule.invalidBoundingBox, GeoJSONRule.boundingBoxExcludesGeometry, GeoJSONRule.memberChangesSemantics,
        GeoJSONRule.duplicateMember,
    ]

    /// The findings for one file, sorted by position.
    static func diagnostics(of bytes: [UInt8], file: String) -> [Diagnostic] {
        do {
            return try GeoJSONDecoder().decode(bytes, file: file).diagnostics.sorted {
                ($0.location.line ?? 0, $0.location.column ?? 0) < ($1.location.line ?? 0, $1.location.column ?? 0)
            }
        } catch {
            return [error.diagnostic(in: SourceText(bytes: bytes, fileName: file))]
        }
    }
}
