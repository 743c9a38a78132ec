import GeoJSON

/// Which findings a command shows: `--severity` (the least severe shown), `--only` and `--ignore` (rule or
/// check IDs, comma-separated and repeatable).
///
/// An ID selects a finding when it is the finding's rule (`FileMustBeValidGeoJSON`, every check of it), its
/// rule and check (`FileMustBeValidGeoJSON/geojson-ring-winding`), or its check alone (`geojson-ring-winding`,
/// that check in every rule). A finding is shown when it is at least as severe as `--severity`, when some
/// `--only` ID selects it (or there is no `--only`), and when no `--ignore` ID does. IDs are checked against
/// the command's rules (``FindingRules/filterIDs``); an unknown one is a usage error with a close match.
struct FindingFilter: Sendable {
    /// The least severe finding shown.
    var minimumSeverity: Diagnostic.Severity = .info
    /// The IDs of `--only`; empty for no restriction.
    var only: Set<String> = []
    /// The IDs of `--ignore`.
    var ignored: Set<String> = []

    /// `--severity`, `--only` and `--ignore`.
    static let options: [Command.Option] = [
        .value(
            "severity", valueName: "level",
            help: "Show findings of this severity and above (info, everything, by default).",
            choices: Diagnostic.Severity.allCases.reversed().map(\.rawValue)),
        .value(
            "only", valueName: "rules", help: "Show only findings of these rules or checks (comma-separated IDs).",
            isRepeatable: true),
        .value(
            "ignore", valueName: "rules", help: "Hide findings of these rules or checks (comma-separated IDs).",
            isRepeatable: true),
    ]

    /// A filter that shows everything.
    init() {}

    /// The filter given on the command line.
    ///
    /// - Throws: ``CLIError`` (usage) for an ID that names no rule or check of `rules`, with a close match.
    init(_ arguments: ParsedArguments, rules: FindingRules) throws {
        minimumSeverity = try arguments.choice("severity", as: Diagnostic.Severity.self) ?? .info
        let known = rules.filterIDs
        only = try Self.ids(arguments.strings("only"), option: "--only", known: known, listing: rules.listing)
        ignored = try Self.ids(arguments.strings("ignore"), option: "--ignore", known: known, listing: rules.listing)
    }

    /// Whether nothing is filtered out.
    var showsEverything: Bool { minimumSeverity == .info && only.isEmpty && ignored.isEmpty }

    /// Whether the finding is shown.
    func shows(_ diagnostic: Diagnostic) -> Bool {
        guard diagnostic.severity >= minimumSeverity else { return false }
        if !only.isEmpty && !only.contains(where: { Self.id($0, selects: diagnostic) }) { return false }
        return !ignored.contains { Self.id($0, selects: diagnostic) }
    }

    /// Whether an ID names the finding's rule, its rule and check, or its check.
    static func id(_ id: String, selects diagnostic: Diagnostic) -> Bool {
        id == diagnostic.rule || id == diagnostic.qualifiedRule || (diagnostic.check != nil && id == diagnostic.check)
    }

    /// The IDs of a repeatable, comma-separated option, each checked against the known ones.
    private static func ids(_ values: [String], option: String, known: [String], listing: String) throws -> Set<String>
    {
        var ids = Set<String>()
        for value in values {
            for part in value.split(separator: ",", omittingEmptySubsequences: true) {
                let id = String(part.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
                guard !id.isEmpty else { continue }
                guard known.contains(id) else {
                    throw CLIError.usage(
                        "unknown rule '\(id)' for \(option) (rule and check IDs are listed in \(listing))",
                        suggestion: Suggestion.closest(to: id, among: known))
                }
                ids.insert(id)
            }
        }
        return ids
    }
}
