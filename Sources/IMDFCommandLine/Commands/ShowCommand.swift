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
            level_summary is present for levels only (the shape of one 'imdf levels' row). When several \
            features share the ID (an invalid archive), each is shown in archive order, with a warning on \
            standard error; --format json then prints an array of those objects.

            Exit status: 0; 1 when no feature has the ID (or a prefix matches several); 64 for a prefix \
            shorter than \(ShowLookup.minimumPrefixLength) characters that is not an ID; 65 for a corrupt zip; 66 \
            when the archive cannot be found or read. A feature file that could not be read is named on \
            standard error.
            """,
        options: [LabelLanguage.option, OutputFormat.option] + [InputLimit.option],
        positionals: [ArchiveArgument.positional, .init("id", help: "The feature ID, or a unique prefix of one.")]
    ) { arguments, context in
        let format = try arguments.choice("format", as: OutputFormat.self) ?? .text
        // Only the feature's neighbourhood is decoded (FeatureNeighbourhoodSelection); a prefix, or an archive
        // that does not skim, is decoded whole.
        let files = try ArchiveArgument.openFiles(arguments)
        let archive = IMDF.Archive(
            files: FeatureNeighbourhoodSelection.files(files, id: arguments.positional("id") ?? "") ?? files)
        try ArchiveArgument.report(archive, requiring: [], context: context)
        let graph = VenueGraph(archive)
        context.keepUntilExit(graph)
        let handles = try ShowLookup.features(arguments.positional("id") ?? "", in: graph)
        let describe = FeatureDescription(graph: graph, language: LabelLanguage(arguments, archive: archive))
        let reports = handles.map { ShowReport(links: graph.links(of: $0), describe: describe) }
        if handles.count > 1 {
            // An ID that several features share (an invalid archive): every one is shown, never just the first.
            context.standardError.writeLine(
                context.standardError.styled("warning:", .warning)
                    + " \(handles.count) features have this ID (IDs must be unique; imdf validate reports it): each is shown, in archive order"
            )
        }
        switch format {
        case .text:
            for (index, report) in reports.enumerated() {
                if index > 0 { context.standardOutput.write("\n") }
                context.standardOutput.write(try report.text)
            }
        case .json:
            try context.standardOutput.writeJSON(reports.count == 1 ? reports[0].json : .array(reports.map(\.json)))
        }
        return .success
    }
}

/// Finding the feature `imdf show` was asked for.
enum ShowLookup {
    /// The fewest characters a prefix of an ID must have.
    static let minimumPrefixLength = 4

    /// Every feature with the ID (several when the ID is shared, in archive order), or every feature of the
    /// only ID that starts with it.
    ///
    /// - Throws: as ``feature(_:in:)``.
    static func features(_ text: String, in graph: VenueGraph) throws -> [AnyFeatureHandle] {
        let first = try feature(text, in: graph)
        let id = graph.firstHandleByID.first { $0.value == first }?.key
        guard let id, graph.duplicateHandlesByID[id] != nil else { return [first] }
        return graph.handles(for: id)
    }

    /// The feature with the ID, or the only one whose ID starts with it.
    ///
    /// - Throws: ``CLIError``: findings (exit 1) when none matches or a prefix is ambiguous; usage (exit 64) for a
    ///   text that is not an ID and too short to be a prefix.
    static func feature(_ text: String, in graph: VenueGraph) throws -> AnyFeatureHandle {
        if let handle = graph.feature(withID: text) { return handle }
        guard text.count >= minimumPrefixLength else {
            throw CLIError.usage(
                "no feature has ID '\(text)', and an ID prefix needs at least \(minimumPrefixLength) characters (got \(text.count))"
            )
        }
        let matches = graph.firstHandleByID.keys.filter { $0.rawValue.hasPrefix(text) }.sorted()
        switch matches.count {
        case 0: throw CLIError.findings("no feature has ID '\(text)'")
        case 1:
            guard let handle = graph.handle(for: matches[0]) else {
                throw CLIError.findings("no feature has ID '\(text)'")
            }
            return handle
        default:
            let listed = matches.prefix(5).map(\.rawValue).joined(separator: ", ")
            throw CLIError.findings(
                "'\(text)' is the start of \(matches.count) feature IDs: \(listed)\(matches.count > 5 ? ", …" : "")")
        }
    }
}
