import GeoJSON
@_spi(IMDFInternals) import IMDFKit
import IMDFTracks

/// Locates the interleaved fixes of many devices across many venues: `imdf track --venues DIR`.
///
/// For each valid fix:
/// 1. The venue is the one whose venue polygon or footprints contain the fix (``VenueIndex``); the
///    device's current venue wins while it contains the fix.
/// 2. When the venue changes, the device `left-venue` (the last one) and `entered-venue` (the new one),
///    and its memory starts afresh in the new venue: no `left-unit` of the old venue's unit and no
///    `changed-level` across venues (their levels are not comparable).
/// 3. Inside a venue the fix is located as ``TrackLocator`` does, with the device's own memory
///    (hysteresis, enter/leave events), in the venue opened through a bounded ``VenueCache``.
///
/// A valid fix in no venue is written with `venue` `null` and no unit. Invalid and unreadable records
/// change nothing and are written with `venue` `null`. With no device field, every fix belongs to one
/// device, as in `imdf track ARCHIVE`.
///
/// Records are independent of the cache size and of how the stream interleaves devices: a device's
/// records depend only on that device's fixes, in order. That is what lets Spark split a stream by
/// device and get, record for record, what one process gets. The one exception is a stream of more than
/// `maxDevices` devices: the least recently seen device is then forgotten, and its next fix starts afresh
/// (``DeviceTable``).
///
/// - Complexity: memory O(*d* + *c*·*v*) for *d* devices held (at most `maxDevices`) and *c* open venues of
///   size *v*.
package struct FleetLocator: Sendable {
    private struct Device: Sendable {
        var venue: Int?
        var memory = TrackLocator.Memory()
    }

    /// The venues.
    package let index: VenueIndex
    /// The input field naming the device, or `nil` for one device.
    package let deviceField: String?
    /// The open venues.
    package private(set) var cache: VenueCache
    /// How many valid fixes fell in no venue.
    package private(set) var outsideCount = 0

    private var devices: DeviceTable<Device>
    /// Records in no venue are written through an empty venue's describer and encoder.
    private let nowhere: VenueCache.OpenVenue
    private let nowhereInsert = TrackVenueInsert(venue: nil)
    /// Per venue: its members (no events), and its entered/left events as values and bytes.
    private let inserts: [TrackVenueInsert]
    private let entered: [(value: JSONValue, bytes: [UInt8])]
    private let left: [(value: JSONValue, bytes: [UInt8])]

    /// A locator over the venues of an index.
    ///
    /// - Parameters:
    ///   - index: The venues.
    ///   - deviceField: The input field naming the device (`nil`: all fixes are one device's).
    ///   - maxOpenVenues: The most venues open at once.
    ///   - maxDevices: The most devices whose venue and memory are kept; beyond that the least recently seen
    ///     is forgotten (``DeviceTable``).
    ///   - languages: Preferred languages of names, best first.
    package init(
        index: VenueIndex, deviceField: String?, maxOpenVenues: Int, maxDevices: Int, languages: [String] = []
    ) {
        self.index = index
        self.deviceField = deviceField
        devices = DeviceTable(capacity: maxDevices)
        cache = VenueCache(capacity: maxOpenVenues, languages: languages)
        nowhere = VenueCache.OpenVenue(archive: IMDF.Archive(root: "", kind: .directory), languages: languages)
        inserts = index.entries.map { TrackVenueInsert(venue: $0) }
        let writer = JSONWriter()
        func rendered(_ value: JSONValue) -> (value: JSONValue, bytes: [UInt8]) {
            (value, (try? writer.bytes(for: value)) ?? [0x7B, 0x7D])
        }
        entered = index.entries.map { rendered(TrackVenueInsert.event("entered-venue", $0)) }
        left = index.entries.map { rendered(TrackVenueInsert.event("left-venue", $0)) }
    }

    /// How many devices came in: those held, plus those forgotten (a device forgotten and seen again counts
    /// again).
    package var deviceCount: Int { devices.count + devices.forgottenCount }

    /// How many devices were forgotten to keep at most `maxDevices`.
    package var forgottenCount: Int { devices.forgottenCount }

    /// Locates the next record of the stream and hands it to `body`.
    ///
    /// - Parameters:
    ///   - record: The next record; its device is read from ``deviceField``.
    ///   - forgetting: Called when the record's device takes the place of a device that is forgotten (see
    ///     ``forgottenCount``), as `TrackDeviceMemories.locate(_:with:forgetting:)` does.
    ///   - body: Called once with the located fix (no unit when in no venue), the venue members and events
    ///     to add to its record, and the open venue (or an empty one) whose describer and encoder write it.
    /// - Returns: What `body` returns.
    /// - Throws: ``ArchiveError`` when the venue's archive cannot be read in full, or what `body` throws.
    package mutating func locate<Result>(
        _ record: TrackRecord, forgetting: () -> Void = {},
        _ body: (LocatedFix, TrackVenueInsert, VenueCache.OpenVenue) throws -> Result
    ) throws -> Result {
        var record = record
        if record.extras.contains(where: { TrackVenueInsert.keys.contains($0.key) }) {
            // An input field named like a venue key keeps its value under `input_…`, as other collisions do.
            for position in record.extras.indices where TrackVenueInsert.keys.contains(record.extras[position].key) {
                record.extras[position].key = "input_" + record.extras[position].key
            }
        }
        guard record.status == .valid, let fix = record.fix else {
            return try body(LocatedFix(record: record), nowhereInsert, nowhere)
        }
        let key = deviceField.flatMap { record.deviceKey(field: $0) } ?? ""
        let slot = devices.slot(for: key, new: Device.init, forgetting: forgetting)
        var device = devices[slot]
        let venue = index.venue(containing: PlanarPoint(x: fix.longitude, y: fix.latitude), preferring: device.venue)
        var insert = venue.map { inserts[$0] } ?? nowhereInsert
        if venue != device.venue {
            if let previous = device.venue { insert.append(event: left[previous].value, bytes: left[previous].bytes) }
            if let venue { insert.append(event: entered[venue].value, bytes: entered[venue].bytes) }
            device.venue = venue
            device.memory = TrackLocator.Memory()
        }
        guard let venue else {
            outsideCount += 1
            devices[slot] = device
            return try body(LocatedFix(record: record), insert, nowhere)
        }
        let memory = device.memory
        let result = try cache.withVenue(venue, of: index) { open in
            open.tracker.memory = memory
            let located = open.tracker.locate(record)
            device.memory = open.tracker.memory
            return try body(located, insert, open)
        }
        devices[slot] = device
        return result
    }
}
