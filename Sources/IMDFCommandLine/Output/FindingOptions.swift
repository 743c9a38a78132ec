import GeoJSON

/// The options `validate` and `lint` share for choosing and printing findings: `--format`, `--severity`,
/// `--only`, `--ignore`, `--summary`, `--quiet`, `--baseline` and `--write-baseline`.
struct FindingOptions: Sendable {
    /// The output format.
    var format: FindingFormat = .text
    /// Which findings are shown.
    var filter = FindingFilter()
    /// Whether only the per-rule table and the totals are printed.
    var summaryOnly = false
    /// Whether only the findings are printed: no per-rule table, no totals, no progress, no baseline notes.
    var quiet = false
    /// The baseline to compare with.
    var baselinePath: String?
    /// Where to record the findings as a baseline.
    var writeBaselinePath: String?

    /// The options, in help order.
    static let options: [Command.Option] =
        [FindingFormat.option] + FindingFilter.options + [
            .flag(
                "summary", help: "Print only the per-rule table (rule, severity, count, first location) and the totals."
            ),
            .flag("quiet", short: "q", help: "Print only the findings: no per-rule table, no totals, no progress."),
            .value(
                "baseline", valueName: "file",
                help: "Show only findings not recorded in this baseline file; list its entries that are fixed."),
            .value(
                "write-baseline", valueName: "file",
                help: "Record the findings (after --severity, --only, --ignore) in this baseline file and exit 0."),
        ]

    /// Options that show everything as text.
    init() {}

    /// The options given on the command line.
    ///
    /// - Throws: ``CLIError`` (usage) for an unknown rule ID, or options that cannot go together.
    init(_ arguments: ParsedArguments, rules: FindingRules) throws {
        format = try arguments.choice("format", as: FindingFormat.self) ?? .text
        filter = try FindingFilter(arguments, rules: rules)
        summaryOnly = arguments.flag("summary")
        quiet = arguments.flag("quiet")
        baselinePath = arguments.string("baseline")
        writeBaselinePath = arguments.string("write-baseline")
        if summaryOnly && format != .text {
            throw CLIError.usage(
                "--summary prints text; with --format \(format.rawValue) the summary is part of the output")
        }
        if summaryOnly && quiet { throw CLIError.usage("--summary and --quiet cannot be used together") }
        if baselinePath != nil && writeBaselinePath != nil {
            throw CLIError.usage(
                "--baseline and --write-baseline cannot be used together; to update a baseline, write it again with --write-baseline"
            )
        }
    }
}
