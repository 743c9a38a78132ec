/// Where an IMDF archive comes from: a directory or a `.zip` file (IMDF §1.1).
///
/// IMDF is delivered as a `.zip`, but archives in the wild are often unpacked folders (Apple's
/// sample app reads a directory), so both are accepted. Which one a path is gets decided by
/// what is on disk: a directory, or a regular file that starts with a zip signature (`PK\3\4`,
/// or `PK\5\6` for an empty zip), whatever its extension.
///
/// ```swift
/// let archive = try ArchiveSource.open(path: "Venue.imdf.zip")
/// print(archive.kind, archive.paths)
/// ```
public enum ArchiveSource: Hashable, Sendable {
    /// A directory, read recursively.
    case directory(String)
    /// A `.zip` file.
    case zip(String)

    /// The path on disk.
    public var path: String {
        switch self {
        case .directory(let path), .zip(let path): path
        }
    }

    /// Decides whether `path` is a directory or a zip file, reading at most 4 bytes.
    ///
    /// - Throws: ``ArchiveError`` with code `notFound`, `notReadable`, `notRegularFile` (a FIFO,
    ///   socket or device; refused without blocking) or `notZipArchive`.
    public static func detect(path: String) throws -> ArchiveSource {
        try detecting(path: path)
    }

    /// Opens the archive at `path`, a directory or a `.zip` file.
    ///
    /// - Parameters:
    ///   - path: A directory or a `.zip` file.
    ///   - limits: Bounds applied to a `.zip` (ignored for a directory).
    /// - Returns: The archive's files with their archive-relative paths, sorted.
    /// - Throws: ``ArchiveError``; see ``detect(path:)`` and ``open(limits:)``.
    public static func open(path: String, limits: ZipArchive.Limits = .default) throws -> ArchiveFiles {
        switch try POSIXFileSystem.kind(of: path) {
        case .directory:
            return try ArchiveSource.directory(path).openChecked(limits: limits)
        default:
            // Read the file once; the signature check happens on the bytes already read.
            let bytes = try POSIXFileSystem.readFile(at: path)
            try checkZipSignature(bytes.prefix(4), path: path)
            return try ArchiveSource.zipFiles(bytes: bytes, path: path, limits: limits)
        }
    }

    /// Opens this archive.
    ///
    /// A directory is read recursively: regular files only, `.DS_Store` files and `__MACOSX`
    /// folders skipped, symbolic links followed only to regular files inside the root. A zip
    /// drops directory entries, `__MACOSX/` and `.DS_Store` entries, and if every remaining
    /// file sits under one top-level folder, that folder is stripped from the paths.
    ///
    /// - Parameter limits: Bounds applied to a `.zip` (ignored for a directory).
    /// - Throws: ``ArchiveError`` for an unreadable path or a damaged or hostile zip.
    /// - Complexity: O(*n*) in the total size of the files, plus sorting the paths.
    public func open(limits: ZipArchive.Limits = .default) throws -> ArchiveFiles {
        try openChecked(limits: limits)
    }

    func openChecked(limits: ZipArchive.Limits) throws(ArchiveError) -> ArchiveFiles {
        switch self {
        case .directory(let root):
            return try ArchiveSource.directoryFiles(root: root)
        case .zip(let path):
            let bytes = try POSIXFileSystem.readFile(at: path)
            return try ArchiveSource.zipFiles(bytes: bytes, path: path, limits: limits)
        }
    }

    private static func detecting(path: String) throws(ArchiveError) -> ArchiveSource {
        switch try POSIXFileSystem.kind(of: path) {
        case .directory:
            return .directory(path)
        default:
            try checkZipSignature(try POSIXFileSystem.readFile(at: path, limit: 4)[...], path: path)
            return .zip(path)
        }
    }

    /// Throws `notZipArchive` unless `prefix` starts with a local file header or an (empty
    /// archive's) end of central directory signature.
    private static func checkZipSignature(_ prefix: ArraySlice<UInt8>, path: String) throws(ArchiveError) {
        let signature = Array(prefix.prefix(4))
        guard signature == [0x50, 0x4B, 0x03, 0x04] || signature == [0x50, 0x4B, 0x05, 0x06]
            || signature == [0x50, 0x4B, 0x07, 0x08]
        else {
            let shown = signature.map { byte in byte >= 0x20 && byte < 0x7F ? String(UnicodeScalar(byte)) : "\\x" + String(byte, radix: 16) }.joined()
            throw ArchiveError(.notZipArchive, "the file is neither a directory nor a zip archive (it starts with \"\(shown)\", not \"PK\")", path: path, offset: 0)
        }
    }
}
