import GeoJSON

/// Checks that `manifest.json` and every `.geojson` file is strict JSON (RFC 8259; spec §4.3 A.2),
/// forwarding each syntax error the reader found at its exact line and column (roomfinder's trailing
/// commas fail here). A UTF-8 byte order mark at the start of a file is a warning. Extension files are
/// not read as IMDF, so they get nothing here (`ExtensionFileIgnored` lists them). Severity: error.
struct FileMustBeValidJSON: ValidationRule {
    let id = "FileMustBeValidJSON"
    let group = ValidationGroup.archive
    let severity = Diagnostic.Severity.error
    let summary =
        "manifest.json and every .geojson file is strict JSON (RFC 8259); a UTF-8 byte order mark is a warning."
    let specReference = "§4.3 A.2; RFC 8259"
    let specText =
        "spec §4.3 A.2: each file \"parses as strict JSON (RFC 8259)\"; RFC 8259 §8.1: implementations \"MUST NOT add a byte order mark\" but \"MAY ignore the presence of a byte order mark\""
    let severityReason =
        "Error: a file that is not JSON cannot be read at all. A UTF-8 byte order mark is lowered to a warning: RFC 8259 lets parsers ignore it, so consumers still read the file."

    static let byteOrderMark = "byte-order-mark"

    var checks: [ValidationCheck] {
        [
            ValidationCheck(
                id: GeoJSONRule.jsonSyntax, severity: .error,
                summary: "The file is not JSON (RFC 8259): the reader's syntax error, at its position."),
            ValidationCheck(
                id: Self.byteOrderMark, severity: .warning, summary: "The file starts with a UTF-8 byte order mark."),
        ]
    }

    func check(_ context: ValidationContext, into report: inout ValidationReport.Builder) {
        for diagnostic in context.archive.diagnostics where diagnostic.rule == GeoJSONRule.jsonSyntax {
            report.report(
                "\(diagnostic.message); the file is not JSON, so none of its content can be checked",
                at: diagnostic.location, severity: diagnostic.severity, check: GeoJSONRule.jsonSyntax,
                notes: diagnostic.notes)
        }
        for file in context.archive.files where file.isReadAsIMDF {
            if file.source.bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
                report.report(
                    "\(file.path) starts with a UTF-8 byte order mark; JSON text should not have one",
                    at: file.location(ofByteOffset: 0), severity: .warning, check: Self.byteOrderMark)
            }
        }
    }
}
