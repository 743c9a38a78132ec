/// The files of an opened IMDF archive, in a deterministic order.
///
/// Files are sorted by the UTF-8 bytes of their paths, so that the same archive gives the same
/// order on every platform, whether it was a directory or a `.zip`. Paths are unique.
///
/// ```swift
/// let archive = try ArchiveSource.open(path: "venue.zip")
/// if let manifest = archive["manifest.json"] { … }
/// for file in archive.files where file.path.hasSuffix(".geojson") { … }
/// ```
public struct ArchiveFiles: Sendable {
    /// What the archive was opened from.
    public enum Kind: String, Hashable, Sendable {
        /// A directory on disk.
        case directory
        /// A `.zip` file.
        case zip
    }

    /// The path the archive was opened from, as given.
    public var root: String
    /// Whether the archive was a directory or a `.zip` file.
    public var kind: Kind
    /// The single top-level folder of a `.zip` that was stripped from every path (such as
    /// `Venue/` for a zip made by compressing a folder), or `nil`.
    public var strippedPrefix: String?
    /// The files, sorted by path.
    public private(set) var files: [ArchiveFile]
    /// What opening the archive noticed about files it could not read, or read with a doubt, in path order
    /// (``Notice``); the files themselves are not in ``files`` when they could not be read.
    public var notices: [Notice] = []
    private var indexByPath: [String: Int]

    /// A member the reader could not read, or a zip entry whose headers disagree.
    public struct Notice: Hashable, Sendable {
        /// What kind of notice.
        public enum Kind: String, Hashable, Sendable {
            /// A file the layout names (`unit.geojson`, `manifest.json`) that could not be read: a symbolic
            /// link leaving the folder, a FIFO, socket or device, a directory, a file over the input limit, or
            /// one the system refused to read. It is left out of ``ArchiveFiles/files``.
            case unreadable
            /// A zip entry whose local file header disagrees with its central directory header (name, size or
            /// CRC-32); the central directory was used.
            case headerMismatch
        }

        /// What kind of notice.
        public var kind: Kind
        /// The archive-relative path of the member.
        public var path: String
        /// Why, in words: `is a FIFO, not a regular file`, naming both values for a header mismatch.
        public var reason: String

        /// Creates a notice.
        public init(kind: Kind, path: String, reason: String) {
            self.kind = kind
            self.path = path
            self.reason = reason
        }
    }

    /// Creates the file set, sorting `files` by path.
    ///
    /// - Throws: ``ArchiveError/Code/duplicateEntry`` if two files have the same path.
    public init(root: String, kind: Kind, strippedPrefix: String? = nil, files: [ArchiveFile]) throws {
        try self.init(checkedRoot: root, kind: kind, strippedPrefix: strippedPrefix, files: files)
    }

    init(checkedRoot root: String, kind: Kind, strippedPrefix: String?, files: [ArchiveFile]) throws(ArchiveError) {
        let sorted = files.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
        var index: [String: Int] = [:]
        index.reserveCapacity(sorted.count)
        for (position, file) in sorted.enumerated() {
            guard index.updateValue(position, forKey: file.path) == nil else {
                throw ArchiveError(
                    .duplicateEntry, "two files have the path '\(file.path)'", path: root, entryName: file.path)
            }
        }
        self.root = root
        self.kind = kind
        self.strippedPrefix = strippedPrefix
        self.files = sorted
        self.indexByPath = index
    }

    /// The file at `path` (relative to the archive root), or `nil`.
    ///
    /// - Complexity: O(1) on average.
    public subscript(path: String) -> ArchiveFile? {
        indexByPath[path].map { files[$0] }
    }

    /// The paths of all files, sorted.
    public var paths: [String] { files.map(\.path) }

    /// The same archive without the files at `paths`, for a reader that reads those files itself (``LevelCensus``);
    /// its notices are kept whole.
    package func removing(_ paths: Set<String>) -> ArchiveFiles {
        var copy = self
        copy.files.removeAll { paths.contains($0.path) }
        copy.indexByPath = Dictionary(uniqueKeysWithValues: copy.files.enumerated().map { ($1.path, $0) })
        return copy
    }

    /// The same files with some reduced before they are decoded (``ArchiveFile/reduction``, by path), for a
    /// reader that decodes only part of a file (``PointFeatureSelection``); paths without a file are ignored.
    package func reducing(_ reductions: [String: ArchiveFile.Reduction]) -> ArchiveFiles {
        var copy = self
        for (path, reduction) in reductions {
            guard let index = indexByPath[path] else { continue }
            switch reduction {
            case .bytes(let bytes):
                precondition(bytes.count == files[index].bytes.count, "reduced bytes keep every offset")
            case .skipping(let ranges):
                precondition(ranges.allSatisfy { $0.upperBound <= files[index].bytes.count }, "ranges in the file")
            }
            copy.files[index].reduction = reduction
        }
        return copy
    }
}
