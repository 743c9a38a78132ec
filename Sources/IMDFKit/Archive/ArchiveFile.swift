/// One file of an IMDF archive: its path relative to the archive root, and its bytes.
///
/// Paths use `/` as the separator, never start with `/` and never contain `..`; for a zip they
/// are the normalised entry names (a zip entry's path) with any single top-level folder removed.
public struct ArchiveFile: Hashable, Sendable {
    /// The path relative to the archive root, such as `unit.geojson` or `extra/notes.txt`.
    public var path: String
    /// The file's contents; empty for a file that was listed but not read (``unreadSize``).
    public var bytes: [UInt8]
    /// The size in bytes of a file that was listed but deliberately not read, because the IMDF layout does not
    /// name it (a README, a 2 GB `notes.bin`): its zip entry is never inflated, its folder file never opened.
    /// `nil` for a file that was read.
    public var unreadSize: Int?
    /// The bytes to decode instead of ``bytes``, when a reader reduced the file before decoding it (a
    /// `FeatureSkim` with features or properties blanked out): same length, same offsets for what is kept.
    /// ``bytes`` stay the original, for line:column positions. `nil` for a file decoded as read.
    package var reducedBytes: [UInt8]? = nil

    /// Creates a file from its archive-relative path and contents.
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        self.unreadSize = nil
    }

    /// Creates the entry of a file that was listed but not read, with its size.
    public init(path: String, unreadSize: Int) {
        self.path = path
        self.bytes = []
        self.unreadSize = unreadSize
    }

    /// Whether the IMDF layout names a file at `path`, so that an archive reader reads it: `manifest.json`
    /// and every `.geojson` file (the sixteen feature files and extension layers). Every other file is only
    /// listed, by name and size.
    public static func isReadByLayout(_ path: String) -> Bool {
        path == "manifest.json" || path.hasSuffix(".geojson")
    }

    /// The last path component, such as `unit.geojson`.
    public var name: Substring {
        guard let slash = path.lastIndex(of: "/") else { return path[...] }
        return path[path.index(after: slash)...]
    }
}
