import GeoJSON

/// Which rules reported findings, how many, and where the first one is: the table printed after the findings
/// (and alone with `--summary`), like `ogrinfo -so` for a dataset.
///
/// ```text
/// RULE                                          SEVERITY  COUNT  FIRST
/// FileMustBeValidJSON/json-syntax               error         1  venue/fixture.geojson:6:3
/// ReferencedFeatureIDMustBeResolvable           error         2  venue/anchor.geojson:4:215
/// ```
///
/// One row per rule (or `Rule/check`) and severity, errors first, then by count (most first), then by ID.
struct RuleSummary: Sendable {
    /// One row of the table.
    struct Row: Sendable {
        var rule: String
        var check: String?
        var severity: Diagnostic.Severity
        var count: Int
        /// The first finding's location, in report order.
        var first: Diagnostic.Location

        var id: String { check.map { rule + "/" + $0 } ?? rule }
    }

    /// The rows, in table order.
    var rows: [Row]

    /// The table of some findings.
    init<C: Collection<Diagnostic>>(_ diagnostics: C) {
        var rows: [Row] = []
        var index: [String: Int] = [:]
        for diagnostic in diagnostics {
            let key = diagnostic.qualifiedRule + " " + diagnostic.severity.rawValue
            if let position = index[key] {
                rows[position].count += 1
            } else {
                index[key] = rows.count
                rows.append(
                    Row(
                        rule: diagnostic.rule, check: diagnostic.check, severity: diagnostic.severity, count: 1,
                        first: diagnostic.location))
            }
        }
        self.rows = rows.sorted { ($1.severity, $1.count, $0.id) < ($0.severity, $0.count, $1.id) }
    }

    /// The table as text, each line ending in a newline; empty when there are no rows.
    func text(paths: FindingPaths) -> String {
        guard !rows.isEmpty else { return "" }
        var table = TextTable(header: ["RULE", "SEVERITY", "COUNT", "FIRST"], rightAligned: [2])
        for row in rows {
            table.rows.append([row.id, row.severity.rawValue, String(row.count), paths.position(of: row.first)])
        }
        return table.text
    }

    /// `[{"rule", "check", "severity", "count", "first": {"file", "file_path", "line", "column"}}]`.
    func json(paths: FindingPaths) -> JSONValue {
        .array(
            rows.map { row in
                .object([
                    "rule": .string(row.rule), "check": .string(row.check), "severity": .string(row.severity.rawValue),
                    "count": .integer(row.count),
                    "first": .object([
                        "file": .string(row.first.file), "file_path": .string(paths.path(of: row.first.file)),
                        "line": .integer(row.first.line), "column": .integer(row.first.column),
                    ]),
                ])
            })
    }
}
