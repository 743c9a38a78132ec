import GeoJSON
@_spi(IMDFInternals) import IMDFKit
import IMDFTracks

/// The venues of a directory of IMDF archives and where each one is: the index `imdf track --venues`
/// picks a fix's venue with.
///
/// Each entry of the directory that is an archive (a directory or a `.zip`) is read *partly*: only
/// `manifest.json`, `venue.geojson` and `footprint.geojson` are read and decoded (for a zip, only those
/// entries are inflated). A venue's extent is its venue polygons and its footprints: a fix is in the
/// venue when one of them contains it. The units, levels and openings are read later, when a fix first
/// falls in the venue (``VenueCache``).
///
/// Where extents overlap, ``venue(containing:preferring:)`` keeps a device in the venue it was in, and
/// otherwise picks the venue with the smallest bounding box (a hall inside a campus), then the first in
/// name order.
///
/// ```swift
/// let index = try VenueIndex(directory: "venues")
/// if let venue = index.venue(containing: PlanarPoint(x: -73.551, y: 45.503), preferring: nil) {
///     print(index.entries[venue].name)
/// }
/// ```
package struct VenueIndex: Sendable {
    /// One venue archive of the directory.
    package struct Entry: Sendable {
        /// The archive's name in the directory, without a `.zip` extension: the `venue` of a record.
        package var name: String
        /// The archive's path.
        package var path: String
        /// The ID of its (first) venue feature.
        package var venueID: String?
        /// The name of its (first) venue feature in the preferred language.
        package var venueName: String?
        /// Its venue polygons and footprints.
        package var extent: [PlanarMultiPolygon]
        /// The bounding box of ``extent``.
        package var bounds: PlanarBox

        /// An entry from its parts.
        package init(name: String, path: String, venueID: String?, venueName: String?, extent: [PlanarMultiPolygon]) {
            self.name = name
            self.path = path
            self.venueID = venueID
            self.venueName = venueName
            self.extent = extent
            self.bounds = extent.reduce(PlanarBox.empty) { $0.union($1.bounds) }
        }

        /// Whether a venue polygon or footprint contains the point (boundary included).
        package func contains(_ point: PlanarPoint) -> Bool {
            bounds.contains(point) && extent.contains { $0.bounds.contains(point) && $0.contains(point) }
        }
    }

    /// The venues, in name order.
    package let entries: [Entry]
    /// Entries of the directory that were not indexed, and why (not an archive, no venue polygon or
    /// footprint, unreadable).
    package let skipped: [(name: String, reason: String)]
    private let tree: PackedRTree

    /// An index over given venues.
    package init(entries: [Entry], skipped: [(name: String, reason: String)] = []) {
        self.entries = entries
        self.skipped = skipped
        tree = PackedRTree(boxes: entries.map(\.bounds))
    }

    /// Indexes the archives in a directory.
    ///
    /// - Parameters:
    ///   - directory: A directory holding IMDF archives: folders and `.zip` files. Hidden entries are ignored.
    ///   - languages: Preferred languages of venue names, best first.
    /// - Throws: ``ArchiveError`` when `directory` does not exist or is not a directory.
    /// - Complexity: O(*n*) in the size of the venue and footprint files of all archives.
    package init(directory: String, languages: [String] = []) throws {
        guard try POSIXFileSystem.kind(of: directory) == .directory else {
            throw ArchiveError(.notReadable, "not a directory of venue archives", path: directory)
        }
        let names = try POSIXFileSystem.directoryEntries(at: directory)
            .filter { !$0.hasPrefix(".") }
            .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        var entries: [Entry] = []
        var skipped: [(name: String, reason: String)] = []
        for file in names {
            let path = directory.hasSuffix("/") ? directory + file : directory + "/" + file
            do {
                guard let archive = try Self.extentArchive(at: path) else {
                    skipped.append((file, "not a directory or .zip holding venue.geojson"))
                    continue
                }
                let extent =
                    (archive.venues.compactMap { $0.geometry?.planarArea }
                    + archive.footprints.compactMap { $0.geometry?.planarArea }).filter { !$0.parts.isEmpty }
                guard !extent.isEmpty else {
                    skipped.append((file, "no venue polygon or footprint"))
                    continue
                }
                let venue = archive.venues.first
                let name = file.lowercased().hasSuffix(".zip") ? String(file.dropLast(4)) : file
                entries.append(
                    Entry(
                        name: name, path: path, venueID: venue?.id?.description,
                        venueName: venue?.properties.name?.bestMatch(
                            for: languages, defaultLanguage: archive.manifest?.language),
                        extent: extent))
            } catch {
                skipped.append((file, "\(error)"))
            }
        }
        self.init(entries: entries, skipped: skipped)
    }

    /// The venue a point is in, if any.
    ///
    /// - Parameters:
    ///   - point: Longitude (`x`) and latitude (`y`) in degrees.
    ///   - current: The venue the device was in: it wins while it contains the point.
    /// - Returns: The index in ``entries``.
    /// - Complexity: O(log *n* + *k*·*v*) for *k* venues whose bounding boxes hold the point.
    package func venue(containing point: PlanarPoint, preferring current: Int?) -> Int? {
        if let current, entries.indices.contains(current), entries[current].contains(point) { return current }
        var best: Int?
        var bestArea = Double.infinity
        tree.forEachItem(containing: point) { candidate in
            let entry = entries[candidate]
            let area = (entry.bounds.maxX - entry.bounds.minX) * (entry.bounds.maxY - entry.bounds.minY)
            if area < bestArea || (area == bestArea && candidate < (best ?? .max)), entry.contains(point) {
                best = candidate
                bestArea = area
            }
        }
        return best
    }

    /// The manifest, venues and footprints of the archive at `path`, or `nil` when it is neither a
    /// directory nor a zip with a `venue.geojson` (a stray file in the directory).
    static func extentArchive(at path: String) throws -> IMDF.Archive? {
        let wanted = ["manifest.json", "venue.geojson", "footprint.geojson"]
        var files: [ArchiveFile] = []
        let kind: ArchiveFiles.Kind
        switch try POSIXFileSystem.kind(of: path) {
        case .directory:
            kind = .directory
            for name in wanted {
                let file = path + "/" + name
                guard case .regularFile = try? POSIXFileSystem.kind(of: file) else { continue }
                files.append(ArchiveFile(path: name, bytes: try POSIXFileSystem.readFile(at: file)))
            }
        case .regularFile:
            kind = .zip
            let bytes = try POSIXFileSystem.readFile(at: path)
            guard bytes.starts(with: [0x50, 0x4B]) else { return nil }
            let zip = try ZipArchive(bytes: bytes)
            for name in wanted {
                // At the root, or under the one top-level folder a zipped folder has.
                let entry =
                    zip.entry(atPath: name)
                    ?? zip.entries.last {
                        !$0.isDirectory && $0.path.hasSuffix("/" + name)
                            && $0.path.utf8.filter { $0 == UInt8(ascii: "/") }.count == 1
                            && !$0.path.hasPrefix("__MACOSX/")
                    }
                guard let entry else { continue }
                files.append(ArchiveFile(path: name, bytes: try zip.contents(of: entry)))
            }
        default:
            return nil
        }
        guard files.contains(where: { $0.path == "venue.geojson" }) else { return nil }
        return IMDF.Archive(files: try ArchiveFiles(root: path, kind: kind, files: files))
    }
}
