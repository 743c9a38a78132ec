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
    /// How a reader reduced the file before decoding it, so that only what it needs is decoded; `nil` for a
    /// file decoded as read.
    package var reduction: Reduction? = nil

    /// What a reader decodes of a file instead of all of it (``ArchiveFile/reduction``). Either way every kept
    /// byte keeps its offset, so source ranges are offsets into ``ArchiveFile/bytes``, which stay the original.
    package enum Reduction: Hashable, Sendable {
        /// Bytes to decode instead of the file's, of the same length (`FeatureSkim.projecting(keys:keepsGeometry:)`:
        /// properties blanked out); line:column positions are taken from the original.
        case bytes([UInt8])
        /// Ranges of the file's own bytes read as whitespace: features left out of its collection, with
        /// the commas between them (`FeatureSkim.skippedRanges(keeping:)`, `GeoJSONDecoder.skippedRanges`).
        case skipping([Range<Int>])
    }

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
