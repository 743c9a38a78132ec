@_spi(IMDFInternals) import IMDFKit
import IMDFTracks

/// The venues `imdf track --venues` has open: at most ``capacity``, the least recently used closed first.
///
/// Opening a venue reads and decodes its whole archive and builds its graph, locator indexes, names and
/// NDJSON fragments, which costs milliseconds to seconds and megabytes per venue; a fleet spread over
/// hundreds of venues must not hold them all. Closing a venue loses nothing a device needs: device
/// memories hold handles, and reopening an archive gives the same handles (``TrackLocator/Memory``), so
/// the records written never depend on the cache size — only the time does.
package struct VenueCache: Sendable {
    /// One open venue: what locating and writing its fixes needs.
    package struct OpenVenue: Sendable {
        /// A locator over the venue with no fix seen (a device's memory is set on it before use).
        package var tracker: TrackLocator
        /// Names and IDs in the chosen language.
        package let describer: TrackDescriber
        /// The NDJSON writer for its records.
        package let encoder: TrackNDJSONEncoder

        /// Opens the venue of an archive.
        package init(archive: IMDF.Archive, languages: [String]) {
            let graph = VenueGraph(archive)
            // `.plain`: the track locator never reads the classified grid (see `TrackCommand.run`).
            tracker = TrackLocator(locator: Locator(graph: graph, grid: .plain))
            describer = TrackDescriber(graph: graph, languages: languages)
            encoder = TrackNDJSONEncoder(describer: describer)
        }
    }

    /// The most venues open at once (at least 1).
    package let capacity: Int
    /// Preferred languages of names.
    package let languages: [String]
    /// How many times a venue was opened (a venue closed and opened again counts twice).
    package private(set) var openCount = 0
    /// How many times a venue was closed to make room.
    package private(set) var evictionCount = 0

    private var slots: [(venue: Int, lastUse: Int, open: OpenVenue)] = []
    private var clock = 0

    /// An empty cache.
    ///
    /// - Parameters:
    ///   - capacity: The most venues open at once; values below 1 count as 1.
    ///   - languages: Preferred languages of names, best first.
    package init(capacity: Int, languages: [String] = []) {
        self.capacity = max(1, capacity)
        self.languages = languages
    }

    /// The venues open now, least recently used first.
    package var openVenues: [Int] { slots.sorted { $0.lastUse < $1.lastUse }.map(\.venue) }

    /// Calls `body` with the open venue `venue` of `index`, in place, opening it first (and closing the
    /// least recently used one if the cache is full) if it is not open.
    ///
    /// Why in place: an open venue holds some forty arrays; handing out copies cost a retain and a release
    /// of each per fix, about 40 % of `imdf track --venues`.
    ///
    /// - Throws: ``ArchiveError`` when the archive cannot be read, or what `body` throws.
    /// - Complexity: O(``capacity``) plus, when the venue is not open, reading its archive.
    package mutating func withVenue<Result>(
        _ venue: Int, of index: VenueIndex,
        _ body: (inout OpenVenue) throws -> Result
    ) throws -> Result {
        clock += 1
        if let slot = slots.firstIndex(where: { $0.venue == venue }) {
            slots[slot].lastUse = clock
            return try body(&slots[slot].open)
        }
        let files = try ArchiveSource.open(path: index.entries[venue].path)
        let open = OpenVenue(archive: TrackDescriber.archive(files), languages: languages)
        openCount += 1
        if slots.count >= capacity, let oldest = slots.indices.min(by: { slots[$0].lastUse < slots[$1].lastUse }) {
            slots.remove(at: oldest)
            evictionCount += 1
        }
        slots.append((venue, clock, open))
        return try body(&slots[slots.count - 1].open)
    }
}
