import GeoJSON
@_spi(IMDFInternals) import IMDFKit
import IMDFTracks

/// What `imdf track --venues` adds to a record: the venue members after `reason`, and the venue events
/// first in `events`.
///
/// | key | value |
/// |---|---|
/// | `venue` | the archive's name in the venues directory (without `.zip`); `null` for a fix in no venue, or not located |
/// | `venue_id`, `venue_name` | the ID and name of the archive's venue feature |
///
/// Events, before the unit events: `left-venue` then `entered-venue`, each
/// `{"event", "venue", "id", "name", "message"}` (`id` and `name` of the venue feature).
package struct TrackVenueInsert: Sendable {
    /// The keys added, in order.
    package static let keys = ["venue", "venue_id", "venue_name"]

    /// `venue`, `venue_id`, `venue_name`.
    package var members: [JSONObject.Member]
    /// The same members as bytes, each followed by a comma.
    package var memberBytes: [UInt8]
    /// The venue events.
    package var events: [JSONValue]
    /// The same events as bytes, separated by commas, without brackets.
    package var eventBytes: [UInt8]

    /// The members of a venue (or of none), without events.
    ///
    /// - Parameter entry: The venue, or `nil` for a record in no venue.
    package init(venue entry: VenueIndex.Entry?) {
        members = [
            JSONObject.Member(key: "venue", value: entry.map { .string($0.name) } ?? .null),
            JSONObject.Member(key: "venue_id", value: entry?.venueID.map(JSONValue.string) ?? .null),
            JSONObject.Member(key: "venue_name", value: entry?.venueName.map(JSONValue.string) ?? .null),
        ]
        let bytes = (try? JSONWriter().bytes(for: .object(JSONObject(members: members)))) ?? [0x7B, 0x7D]
        memberBytes = Array(bytes.dropFirst().dropLast()) + [UInt8(ascii: ",")]
        events = []
        eventBytes = []
    }

    /// A venue event object: `left-venue` or `entered-venue`.
    ///
    /// - Parameters:
    ///   - kind: `left-venue` or `entered-venue`.
    ///   - entry: The venue left or entered.
    package static func event(_ kind: String, _ entry: VenueIndex.Entry) -> JSONValue {
        let verb = kind == "left-venue" ? "left" : "entered"
        return .object([
            "event": .string(kind), "venue": .string(entry.name),
            "id": entry.venueID.map(JSONValue.string) ?? .null, "name": entry.venueName.map(JSONValue.string) ?? .null,
            "message": .string("\(verb) venue \(entry.venueName ?? entry.name)"),
        ])
    }

    /// Appends an event (and its bytes).
    package mutating func append(event: JSONValue, bytes: [UInt8]) {
        if !eventBytes.isEmpty { eventBytes.append(UInt8(ascii: ",")) }
        events.append(event)
        eventBytes += bytes
    }

    /// A record object of ``TrackDescriber/object(for:)`` with the members inserted before `unit_id` and
    /// the events before the unit events.
    package func applied(to object: JSONObject) -> JSONObject {
        var result: [JSONObject.Member] = []
        result.reserveCapacity(object.members.count + members.count)
        for member in object.members {
            if member.key == "unit_id" { result += members }
            if member.key == "events", !events.isEmpty {
                result.append(JSONObject.Member(key: "events", value: .array(events + (member.value.arrayValue ?? []))))
                continue
            }
            result.append(member)
        }
        return JSONObject(members: result)
    }
}
