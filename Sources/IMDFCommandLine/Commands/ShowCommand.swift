import GeoJSON
import IMDFKit

extension Command {
    /// `imdf show ARCHIVE ID`: one feature, its properties as written, and its links both ways.
    static let show = Command(
        name: "show",
        abstract: "Show one feature: its properties and what it references and is referenced by.",
        discussion: """
            ID is a feature ID as written, or a prefix of one that matches a single feature (at least \
            \(ShowLookup.minimumPrefixLength) characters). Prints the feature's type, source position, geometry type, properties as written, \
            the features it references (outgoing), the features that reference it (incoming) and links \
            further away (a unit's building and occupants, an occupant's unit and level). A level also \
            gets its counts.

            --format json prints {"type", "id", "file", "line", "column", "geometry_type", "properties", \
            "outgoing": [{"property", "resolved", "feature": {"type", "id", "category", "name"}}], \
            "incoming": [...], "indirect": [{"property", "via", "feature"}], "level_summary"} where \
            level_summary is present for levels only (the shape of one 'imdf levels' row).

            Exit status: 0; 1 when no feature has the ID (or a prefix matches several); 64 for a prefix \
            shorter than \(ShowLookup.minimumPrefixLength) characters that is not an ID; 65 for a corrupt zip; 66 \
            when the archive cannot be found or read. A feature file that could not be read is named on \
            standard error.
            """,
        options: [LabelLanguage.option, OutputFormat.option],
        positionals: [ArchiveArgument.positional, .init("id", help: "The feature ID, or a unique prefix of one.")]
    ) { arguments, context in
        let format = try arguments.choice("format", as: OutputFormat.self) ?? .text
        let archive = try ArchiveArgument.openReporting(arguments, context: context)
        let graph = VenueGraph(archive)
        let handle = try ShowLookup.feature(arguments.positional("id") ?? "", in: graph)
        let report = ShowReport(links: graph.links(of: handle), describe: FeatureDescription(graph: graph, language: LabelLanguage(arguments, archive: archive)))
        switch format {
        case .text: context.standardOutput.write(try report.text)
        case .json: try context.standardOutput.writeJSON(report.json)
        }
        return .success
    }
}

/// Finding the feature `imdf show` was asked for.
enum ShowLookup {
    /// The fewest characters a prefix of an ID must have.
    static let minimumPrefixLength = 4

    /// The feature with the ID, or the only one whose ID starts with it.
    ///
    /// - Throws: ``CLIError``: findings (exit 1) when none matches or a prefix is ambiguous; usage (exit 64) for a
    ///   text that is not an ID and too short to be a prefix.
    static func feature(_ text: String, in graph: VenueGraph) throws -> AnyFeatureHandle {
        if let handle = graph.feature(withID: text) { return handle }
        guard text.count >= minimumPrefixLength else {
            throw CLIError.usage("no feature has ID '\(text)', and an ID prefix needs at least \(minimumPrefixLength) characters (got \(text.count))")
        }
        let matches = graph.firstHandleByID.keys.filter { $0.rawValue.hasPrefix(text) }.sorted()
        switch matches.count {
        case 0: throw CLIError.findings("no feature has ID '\(text)'")
        case 1:
            guard let handle = graph.handle(for: matches[0]) else { throw CLIError.findings("no feature has ID '\(text)'") }
            return handle
        default:
            let listed = matches.prefix(5).map(\.rawValue).joined(separator: ", ")
            throw CLIError.findings("'\(text)' is the start of \(matches.count) feature IDs: \(listed)\(matches.count > 5 ? ", …" : "")")
        }
    }
}
