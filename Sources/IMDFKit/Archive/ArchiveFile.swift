/// One file of an IMDF archive: its path relative to the archive root, and its bytes.
///
/// Paths use `/` as the separator, never start with `/` and never contain `..`; for a zip they
/// are the normalised entry names (``ZipEntry/path``) with any single top-level folder removed.
public struct ArchiveFile: Hashable, Sendable {
    /// The path relative to the archive root, such as `unit.geojson` or `extra/notes.txt`.
    public var path: String
    /// The file's contents.
    public var bytes: [UInt8]

    /// Creates a file from its archive-relative path and contents.
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    /// The last path component, such as `unit.geojson`.
    public var name: Substring {
        guard let slash = path.lastIndex(of: "/") else { return path[...] }
        return path[path.index(after: slash)...]
    }
}
