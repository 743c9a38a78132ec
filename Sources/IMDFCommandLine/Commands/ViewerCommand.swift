#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import IMDFKit
import IMDFRender

/// `imdf viewer`: writes a self-contained static HTML viewer for an archive.
enum ViewerCommand {
    /// The command's declaration.
    static let command = Command(
        name: "viewer",
        abstract: "Write a static HTML viewer (DIR/index.html) for an IMDF archive.",
        discussion: """
        The page needs no network and no outside script: one inline SVG per level ordinal, a level \
        picker (highest ordinal first), unit names on hover, and a search over units, occupants and \
        amenities that switches level and highlights the unit. With --fix the position is drawn on its \
        level, which is shown first. With --track FILE a GPS track is located and drawn as imdf render \
        --track draws it, on every ordinal it passes through; without --fix, the ordinal of its first \
        located fix is shown first. Open DIR/index.html from the file system in any browser. A feature file \
        that could not be read is named on standard error.

        Exit status: 0 when written; 64 without --output, for an invalid --fix, or a track holding no valid \
        fix, or an index.html that is one of the inputs; 65 when the archive has no levels, the zip is corrupt, \
        or an input is larger than --max-input-size; 66 when the archive or the track file cannot be found or \
        read, or the track is not a regular file; 74 when the page cannot be written (it is replaced atomically).
        """,
        options: [
            .value("output", short: "o", valueName: "dir", help: "The directory to write index.html into (created if missing).",
                   isRequired: true),
            RenderCommand.fixOption,
            RenderCommand.trackOption,
            RenderCommand.trackInputOption,
            .value("lang", valueName: "tag", help: "Label language (BCP 47); default: the manifest's language."),
            InputLimit.option,
        ],
        positionals: [.init("archive", help: "An IMDF archive: a directory or a .zip file.")],
        run: run)

    private static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitCode {
        guard arguments.positional("archive") != nil else { throw CLIError.usage("missing archive") }
        let directory = try arguments.requiredString("output")
        let fix = try RenderCommand.parseFix(arguments.string("fix"))
        let (trackPath, trackFormat) = try RenderCommand.trackArguments(arguments)
        try OutputFiles.refuseInput(OutputFiles.path("index.html", in: directory), inputs: [arguments.positional("archive"), trackPath])
        let archive = try ArchiveArgument.openReporting(arguments, context: context, requiring: [.level, .unit])
        let graph = VenueGraph(archive)
        let track = try trackPath.map { try RenderCommand.readTrack(at: $0, format: trackFormat, locator: Locator(graph: graph)) }
        var viewer = HTMLViewer(graph: graph)
        viewer.options.preferredLanguages = arguments.string("lang").map { [$0] } ?? []
        let page: String
        do {
            page = try viewer.page(fix: fix, track: track)
        } catch let error as RenderError {
            throw RenderCommand.cliError(for: error)
        }
        try OutputFiles.createDirectory(directory)
        let file = OutputFiles.path("index.html", in: directory)
        try OutputFiles.save(page, to: file)
        context.standardError.writeLine("wrote \(file)")
        return .success
    }
}
