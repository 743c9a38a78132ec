import GeoJSON

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
            // Sniff the file's ends (signature, end records, size limit) before reading it whole.
            try sniffZip(at: path, limits: limits)
            let bytes = try POSIXFileSystem.readFile(at: path, limit: limits.maxInputFileSize)
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
            return try ArchiveSource.directoryFiles(root: root, limits: limits)
        case .zip(let path):
            try ArchiveSource.sniffZip(at: path, limits: limits)
            let bytes = try POSIXFileSystem.readFile(at: path, limit: limits.maxInputFileSize)
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

    /// Checks, from the file's two ends only, that `path` can be a zip archive within the limits: its first
    /// bytes are a zip signature, its size is at most ``ZipArchive/Limits/maxInputFileSize``, and an End of
    /// Central Directory record lies in its last 65,557 bytes. A 2 GB file that is not a zip is refused after
    /// reading 4 bytes and 64 KiB, not 2 GB.
    static func sniffZip(at path: String, limits: ZipArchive.Limits) throws(ArchiveError) {
        let endRecord = 22
        let ends = try POSIXFileSystem.readEnds(at: path, head: 4, tail: endRecord + Int(UInt16.max))
        try checkZipSignature(ends.head[...], path: path)
        guard ends.size <= limits.maxInputFileSize else {
            throw ArchiveError(
                .limitExceeded,
                "the file is \(ends.size) bytes, more than the input limit of \(limits.maxInputFileSize) bytes (--max-input-size)",
                path: path)
        }
        let tail = ends.tail
        guard tail.count >= endRecord else {
            throw ArchiveError(
                .notZipArchive, "the file is \(tail.count) bytes long, too short for a zip archive (at least 22 bytes)",
                path: path)
        }
        var offset = tail.count - endRecord
        while offset >= 0 {
            if tail[offset] == 0x50, tail[offset + 1] == 0x4B, tail[offset + 2] == 0x05, tail[offset + 3] == 0x06,
                offset + endRecord + (Int(tail[offset + 20]) | Int(tail[offset + 21]) << 8) <= tail.count
            {
                return
            }
            offset -= 1
        }
        throw ArchiveError(
            .notZipArchive,
            "no End of Central Directory record found in the last \(tail.count) bytes; the file is not a zip archive or is truncated",
            path: path)
    }

    /// Throws `notZipArchive` unless `prefix` starts with a local file header or an (empty
    /// archive's) end of central directory signature.
    private static func checkZipSignature(_ prefix: ArraySlice<UInt8>, path: String) throws(ArchiveError) {
        let signature = Array(prefix.prefix(4))
        guard
            signature == [0x50, 0x4B, 0x03, 0x04] || signature == [0x50, 0x4B, 0x05, 0x06]
                || signature == [0x50, 0x4B, 0x07, 0x08]
        else {
            let shown = signature.map { byte in
                byte >= 0x20 && byte < 0x7F
                    ? String(UnicodeScalar(byte)) : "\\x" + Hexadecimal.digits(byte, width: 1, uppercase: false)
            }.joined()
            throw ArchiveError(
                .notZipArchive,
                "the file is neither a directory nor a zip archive (it starts with \"\(shown)\", not \"PK\")",
                path: path, offset: 0)
        }
    }
}
