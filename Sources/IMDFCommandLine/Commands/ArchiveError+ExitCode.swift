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
}

/// Opening archives for the commands that take one.
enum ArchiveArgument {
    /// The `<archive>` positional every archive command declares.
    static let positional = Command.Positional("archive", help: "An IMDF archive: a directory or a .zip file.")

    /// Opens and decodes the archive named by the `archive` positional.
    ///
    /// - Throws: ``ArchiveError`` (exit 66 or 65, see its ``ExitCodeProviding`` conformance).
    static func open(_ arguments: ParsedArguments) throws -> IMDF.Archive {
        try IMDF.Archive(contentsOf: arguments.positional("archive") ?? "")
    }

    /// Checks that the files a command cannot work without are readable feature collections.
    ///
    /// - Throws: ``CLIError`` (data, exit 65) naming the first file that is present but not JSON (or not a
    ///   feature collection), with the syntax error's position.
    static func require(_ types: [IMDF.FeatureType], in archive: IMDF.Archive) throws {
        for type in types {
            guard let file = archive.file(for: type), file.collection == nil else { continue }
            if let error = file.syntaxError {
                let diagnostic = error.diagnostic(in: file.source)
                throw CLIError.data("\(diagnostic.location.description): \(type.fileName) is not valid JSON: \(diagnostic.message)")
            }
            throw CLIError.data("\(type.fileName) is not a GeoJSON FeatureCollection")
        }
    }
}
