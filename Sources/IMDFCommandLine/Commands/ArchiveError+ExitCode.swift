import IMDFKit

/// The one mapping from archive errors to exit codes.
///
/// A path that is missing, unreadable or not a file or directory is "no input" (66); everything else
/// (a file that is not a zip, a truncated or corrupt zip, a hostile or unsupported one) was read but
/// cannot be used: a data error (65).
extension ArchiveError: ExitCodeProviding {
    /// 66 for ``ArchiveError/Code/notFound``, ``ArchiveError/Code/notReadable`` and
    /// ``ArchiveError/Code/notRegularFile``; 65 for every other code.
    public var exitCode: ExitCode {
        switch code {
        case .notFound, .notReadable, .notRegularFile:
            .noInput
        case .notZipArchive, .truncated, .corrupt, .unsupported, .encrypted, .unsafeEntryName, .duplicateEntry,
            .overlappingEntries, .limitExceeded, .sizeMismatch, .checksumMismatch:
            .dataError
        }
    }

    /// The path, entry, offset and message, without an operating-system error's number and call (`posix 20:
    /// stat: …`), which the message already says in words; a zlib error is kept.
    public var exitMessage: String {
        var copy = self
        if copy.underlying?.domain == .posix { copy.underlying = nil }
        return copy.description
    }
}

/// Opening archives for the commands that take one.
enum ArchiveArgument {
    /// The `<archive>` positional every archive command declares.
    static let positional = Command.Positional("archive", help: "An IMDF archive: a directory or a .zip file.")

    /// Opens and decodes the archive named by the `archive` positional.
    ///
    /// - Parameters:
    ///   - rawDocuments: When the raw GeoJSON is parsed: up front for a command that validates, which reads it
    ///     throughout; on demand for the others, which read the typed features.
    ///   - progress: Called as files are decoded (see `IMDF.Archive.init(contentsOf:limits:rawDocuments:progress:)`).
    /// - Throws: as ``openFiles(_:)``.
    static func open(
        _ arguments: ParsedArguments, rawDocuments: IMDF.Archive.RawDocuments = .onDemand,
        progress: (@Sendable (_ decoded: Int, _ total: Int) -> Void)? = nil
    ) throws -> IMDF.Archive {
        IMDF.Archive(files: try openFiles(arguments), rawDocuments: rawDocuments, progress: progress)
    }

    /// Reads the files of the archive named by the `archive` positional, without decoding them.
    ///
    /// - Throws: ``ArchiveError`` (exit 66 or 65, see its ``ExitCodeProviding`` conformance); ``CLIError`` (no
    ///   input, 66) for a path written with a trailing `/` that names a file.
    static func openFiles(_ arguments: ParsedArguments) throws -> ArchiveFiles {
        let path = arguments.positional("archive") ?? ""
        do {
            return try ArchiveSource.open(path: path, limits: try InputLimit.archiveLimits(arguments))
        } catch let error as ArchiveError where error.underlying?.code == ENOTDIR && path.hasSuffix("/") {
            var file = path
            while file.count > 1 && file.hasSuffix("/") { file.removeLast() }
            var status = stat()
            guard stat(file, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { throw error }
            throw CLIError.noInput(
                "'\(path)' ends in '/', but \(file) is a file, not a directory; write it without the '/'")
        }
    }

    /// Opens the archive as ``open(_:progress:)`` does and says on standard error what of it could not be read
    /// (``ArchiveNotices``): the archive commands other than `validate` use this, so a partial result is never
    /// silent.
    ///
    /// - Parameter required: Feature types the command cannot work without (``require(_:in:)``); checked before
    ///   the notices, so a missing requirement is reported once, as the error.
    static func openReporting(
        _ arguments: ParsedArguments, context: CommandContext,
        requiring required: [IMDF.FeatureType] = [], rawDocuments: IMDF.Archive.RawDocuments = .onDemand
    ) throws -> IMDF.Archive {
        let archive = try open(arguments, rawDocuments: rawDocuments)
        try report(archive, requiring: required, context: context)
        return archive
    }

    /// What ``openReporting(_:context:requiring:rawDocuments:)`` does once the archive is decoded: checks the required files,
    /// then writes the notices.
    static func report(
        _ archive: IMDF.Archive, requiring required: [IMDF.FeatureType], context: CommandContext
    ) throws {
        try require(required, in: archive)
        ArchiveNotices.report(archive, in: context)
    }

    /// Checks that the files a command cannot work without are readable feature collections.
    ///
    /// - Throws: ``CLIError`` (data, exit 65) naming the first file that is present but not JSON (or not a
    ///   feature collection), with the syntax error's position.
    static func require(_ types: [IMDF.FeatureType], in archive: IMDF.Archive) throws {
        for type in types {
            guard let file = archive.file(for: type), !file.holdsFeatureCollection else { continue }
            if let error = file.syntaxError {
                let diagnostic = error.diagnostic(in: file.source)
                throw CLIError.data(
                    "\(diagnostic.location.description): \(type.fileName) is not valid JSON: \(diagnostic.message)")
            }
            throw CLIError.data("\(type.fileName) is not a GeoJSON FeatureCollection")
        }
    }
}
