import GeoJSON
import IMDFKit
import IMDFTracks

/// Writes located fixes as NDJSON lines, byte for byte what ``JSONWriter`` writes for
/// ``TrackDescriber/object(for:)`` plus a newline, at a fraction of the cost.
///
/// The parts that depend only on the venue (the unit, level, building and occupants of each unit; the ID
/// and name of each opening; the events of entering and leaving each unit) are written once, when a fix
/// first needs them, and copied into each line after; per fix only numbers, the time and the record's own
/// strings are written. Anything unusual (a unit located on another level than its own, which the locator
/// does not produce) falls back to the writer.
///
/// The per-unit parts are assembled from bytes, not through ``JSONWriter``: strings are quoted with the
/// writer's rules (``appendQuoted(_:to:)``), and the members of each level and building, which hold numbers,
/// are written by the writer once per level when the encoder is made. Why: through the writer, the fragments
/// of a 50,000-unit venue took about 0.8 s of start-up (issue 20); assembled, about 0.13 s (`perf`); made on
/// first use, a track of a few fixes makes a few (``OnDemandTable``).
public struct TrackNDJSONEncoder: Sendable {
    private let describer: TrackDescriber
    private let graph: VenueGraph
    /// Per unit, made when a fix is first located in it: its fragment and events.
    private let units: OnDemandTable<UnitParts>
    /// The fragment for no unit: every key `null`, occupants `[]`.
    private let noUnitFragment: [UInt8]
    /// Per opening, made when it is first the nearest: `"opening_id":…,"opening_name":…,"opening_distance":`.
    private let openingFragments: OnDemandTable<[UInt8]>
    /// Per level, for `changed-level` events: its ID and ordinal as JSON, and its name text (as in the
    /// event's message) quoted without the quotes. Why: a fleet changes level on most fixes.
    private let levelEventParts: [(id: [UInt8], ordinal: [UInt8], nameText: [UInt8])]
    private let writer = JSONWriter()

    /// An encoder for a describer's venue and language.
    ///
    /// - Parameter describer: The describer whose records are written.
    /// - Complexity: O(*n*) in the number of levels; each unit's and opening's parts are made when first
    ///   needed.
    public init(describer: TrackDescriber) {
        self.describer = describer
        let graph = describer.graph
        self.graph = graph
        let writer = JSONWriter()
        func members(_ members: [JSONObject.Member]) -> [UInt8] {
            // `{…}` without its braces, plus a comma.
            let bytes = (try? writer.bytes(for: .object(JSONObject(members: members)))) ?? [0x7B, 0x7D]
            return Array(bytes.dropFirst().dropLast()) + [UInt8(ascii: ",")]
        }
        // `"level_id":…,"building_name":…,` per level (the members between `unit_category` and
        // `occupants`), and for no level.
        func levelAndBuilding(_ level: VenueGraph.LevelHandle?) -> [UInt8] {
            let all = describer.unitMembers(
                of: LocatedFix(
                    record: TrackRecord(lines: 1...1, status: .valid), level: level,
                    building: level.flatMap { graph.buildings(of: $0).first }))
            return members(Array(all.dropFirst(3).dropLast()))
        }
        let levelCount = graph.archive.levels.count
        let levelParts = (0..<levelCount).map { levelAndBuilding(VenueGraph.LevelHandle($0)) }
        let noLevelPart = levelAndBuilding(nil)
        units = OnDemandTable(count: graph.archive.units.count) { index in
            let unit = VenueGraph.UnitHandle(index)
            let level = graph.level(of: unit)
            let label = describer.units[index]
            var fragment: [UInt8] = []
            fragment.reserveCapacity(256)
            Self.append("\"unit_id\":", to: &fragment)
            Self.append(value: label.id, writer: writer, to: &fragment)
            Self.append(",\"unit_name\":", to: &fragment)
            Self.append(value: label.name, writer: writer, to: &fragment)
            Self.append(",\"unit_category\":", to: &fragment)
            Self.append(value: describer.unitCategory(unit), writer: writer, to: &fragment)
            fragment.append(UInt8(ascii: ","))
            fragment += level.map { levelParts[$0.index] } ?? noLevelPart
            Self.append("\"occupants\":[", to: &fragment)
            for (position, occupant) in graph.occupants(in: unit).enumerated() {
                if position > 0 { fragment.append(UInt8(ascii: ",")) }
                let occupantLabel = describer.occupants[occupant.index]
                Self.append("{\"id\":", to: &fragment)
                Self.append(value: occupantLabel.id, writer: writer, to: &fragment)
                Self.append(",\"name\":", to: &fragment)
                Self.append(value: occupantLabel.name, writer: writer, to: &fragment)
                fragment.append(UInt8(ascii: "}"))
            }
            Self.append("],", to: &fragment)
            return UnitParts(
                fragment: fragment, level: level,
                left: Self.unitEvent("left-unit", message: "left unit ", label, writer: writer),
                entered: Self.unitEvent("entered-unit", message: "entered unit ", label, writer: writer))
        }
        noUnitFragment = members(
            describer.unitMembers(of: LocatedFix(record: TrackRecord(lines: 1...1, status: .valid))))
        levelEventParts = (0..<levelCount).map { index in
            var id: [UInt8] = []
            Self.append(value: describer.levels[index].id, writer: writer, to: &id)
            var ordinal: [UInt8] = []
            Self.append(value: describer.ordinals[index], writer: writer, to: &ordinal)
            var nameText: [UInt8] = []
            Self.appendEscaped(describer.levels[index].nameText, to: &nameText)
            return (id, ordinal, nameText)
        }
        openingFragments = OnDemandTable(count: describer.openings.count) { index in
            let label = describer.openings[index]
            var fragment: [UInt8] = []
            Self.append("\"opening_id\":", to: &fragment)
            Self.append(value: label.id, writer: writer, to: &fragment)
            Self.append(",\"opening_name\":", to: &fragment)
            Self.append(value: label.name, writer: writer, to: &fragment)
            Self.append(",\"opening_distance\":", to: &fragment)
            return fragment
        }
    }

    /// What the encoder keeps of one unit.
    ///
    /// A class: each fix reads its unit's parts out of the table, and a reference is one retain where a
    /// struct of three arrays was three.
    private final class UnitParts: Sendable {
        let fragment: [UInt8]
        let level: VenueGraph.LevelHandle?
        let left: [UInt8]
        let entered: [UInt8]

        init(fragment: [UInt8], level: VenueGraph.LevelHandle?, left: [UInt8], entered: [UInt8]) {
            self.fragment = fragment
            self.level = level
            self.left = left
            self.entered = entered
        }
    }

    /// `{"event":…,"id":…,"name":…,"message":…}` of a unit, as ``TrackDescriber`` makes it.
    private static func unitEvent(
        _ event: StaticString, message: StaticString, _ label: TrackDescriber.Label, writer: JSONWriter
    ) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(160)
        append("{\"event\":\"", to: &bytes)
        append(event, to: &bytes)
        append("\",\"id\":", to: &bytes)
        append(value: label.id, writer: writer, to: &bytes)
        append(",\"name\":", to: &bytes)
        append(value: label.name, writer: writer, to: &bytes)
        append(",\"message\":\"", to: &bytes)
        append(message, to: &bytes)
        appendEscaped(label.nameText, to: &bytes)
        append("\"}", to: &bytes)
        return bytes
    }

    /// Appends `{"event":"changed-level",…}` as ``TrackDescriber`` makes it.
    private func appendChangedLevel(
        from: VenueGraph.LevelHandle, to: VenueGraph.LevelHandle, to bytes: inout [UInt8]
    ) {
        let (a, b) = (levelEventParts[from.index], levelEventParts[to.index])
        Self.append("{\"event\":\"changed-level\",\"from\":", to: &bytes)
        bytes += a.id
        Self.append(",\"to\":", to: &bytes)
        bytes += b.id
        Self.append(",\"from_ordinal\":", to: &bytes)
        bytes += a.ordinal
        Self.append(",\"to_ordinal\":", to: &bytes)
        bytes += b.ordinal
        Self.append(",\"message\":\"changed level from ", to: &bytes)
        bytes += a.nameText
        Self.append(" to ", to: &bytes)
        bytes += b.nameText
        Self.append("\"}", to: &bytes)
    }

    // MARK: Strings

    /// Appends a value as ``JSONWriter`` writes it: `null` and strings here, anything else through the
    /// writer (`null` if it cannot be written).
    static func append(value: JSONValue, writer: JSONWriter, to bytes: inout [UInt8]) {
        switch value {
        case .null: append("null", to: &bytes)
        case .string(let text): appendQuoted(text, to: &bytes)
        default: bytes += (try? writer.bytes(for: value)) ?? Array("null".utf8)
        }
    }

    /// Appends a string in quotes, escaped as ``JSONWriter`` escapes it.
    static func appendQuoted(_ text: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        appendEscaped(text, to: &bytes)
        bytes.append(UInt8(ascii: "\""))
    }

    /// Appends a string's UTF-8 escaped as ``JSONWriter`` escapes it, without the quotes (the writer's own
    /// routine).
    static func appendEscaped(_ text: String, to bytes: inout [UInt8]) {
        JSONWriter.appendEscaped(text, to: &bytes)
    }

    /// Appends one located fix as a JSON object and a newline.
    ///
    /// - Parameters:
    ///   - located: The located fix.
    ///   - bytes: Where the line is appended.
    /// - Throws: ``JSONWriterError`` when an extra input value holds a non-finite number (not possible for
    ///   values read from JSON or CSV).
    public func append(_ located: LocatedFix, to bytes: inout [UInt8]) throws {
        try append(located, inserting: nil, to: &bytes)
    }

    /// Appends one located fix with the venue members of `imdf track --venues` after `reason` and its
    /// venue events first in `events` (``TrackVenueInsert``).
    package func append(_ located: LocatedFix, inserting insert: TrackVenueInsert?, to bytes: inout [UInt8]) throws {
        let unitParts = located.unit.map { units[$0.index] }
        if let unitParts, unitParts.level != located.level {
            let object = describer.object(for: located)
            bytes += try writer.bytes(for: .object(insert?.applied(to: object) ?? object))
            bytes.append(0x0A)
            return
        }
        let record = located.record
        let fix = record.fix
        Self.append("{\"line\":", to: &bytes)
        Self.append(integer: record.line, to: &bytes)
        Self.append(",\"time\":", to: &bytes)
        if let timestamp = fix?.timestamp {
            TrackTime.appendQuotedISO8601(timestamp, to: &bytes)
        } else {
            Self.append("null", to: &bytes)
        }
        Self.append(",\"lat\":", to: &bytes)
        Self.append(number: fix?.latitude, to: &bytes)
        Self.append(",\"lon\":", to: &bytes)
        Self.append(number: fix?.longitude, to: &bytes)
        Self.append(",\"accuracy\":", to: &bytes)
        Self.append(number: fix?.horizontalAccuracy, to: &bytes)
        Self.append(",\"course\":", to: &bytes)
        Self.append(number: fix?.knownCourse, to: &bytes)
        Self.append(",\"speed\":", to: &bytes)
        Self.append(number: fix?.knownSpeed, to: &bytes)
        Self.append(",\"altitude\":", to: &bytes)
        Self.append(number: fix?.altitude, to: &bytes)
        Self.append(",\"floor\":", to: &bytes)
        if let floor = fix?.floor { Self.append(integer: floor, to: &bytes) } else { Self.append("null", to: &bytes) }
        if located.isValid {
            Self.append(",\"valid\":true,\"reason\":", to: &bytes)
        } else {
            Self.append(",\"valid\":false,\"reason\":", to: &bytes)
        }
        if let reason = record.reason {
            bytes += try writer.bytes(for: .string(reason))
        } else {
            Self.append("null", to: &bytes)
        }
        bytes.append(UInt8(ascii: ","))
        if let insert { bytes += insert.memberBytes }
        bytes += unitParts?.fragment ?? noUnitFragment
        if let opening = located.nearestOpening {
            bytes += openingFragments[opening.feature.index]
            Self.append(hundredths: opening.distance, to: &bytes)
        } else {
            Self.append("\"opening_id\":null,\"opening_name\":null,\"opening_distance\":null", to: &bytes)
        }
        Self.append(",\"events\":", to: &bytes)
        bytes.append(UInt8(ascii: "["))
        let venueEvents = insert?.eventBytes ?? []
        bytes += venueEvents
        for (position, event) in located.events.enumerated() {
            if position > 0 || !venueEvents.isEmpty { bytes.append(UInt8(ascii: ",")) }
            switch event {
            case .leftUnit(let unit) where unit.index < units.count:
                bytes += units[unit.index].left
            case .enteredUnit(let unit) where unit.index < units.count:
                // The unit entered is the fix's own: its parts are in hand (a lookup less per fix of a fleet).
                bytes += (unit == located.unit ? unitParts : nil)?.entered ?? units[unit.index].entered
            case .changedLevel(let from, let to)
            where levelEventParts.indices.contains(from.index) && levelEventParts.indices.contains(to.index):
                appendChangedLevel(from: from, to: to, to: &bytes)
            default:
                bytes += try writer.bytes(for: describer.eventsValue([event])).dropFirst().dropLast()
            }
        }
        bytes.append(UInt8(ascii: "]"))
        for extra in record.extras {
            // Keys and string values quoted here, as the writer quotes them (a fleet's `"device"` field
            // through the writer cost two allocations per fix); other values through the writer.
            bytes.append(UInt8(ascii: ","))
            Self.appendQuoted(TrackDescriber.outputKey(forInputKey: extra.key), to: &bytes)
            bytes.append(UInt8(ascii: ":"))
            switch extra.value {
            case .string(let text): Self.appendQuoted(text, to: &bytes)
            case .null: Self.append("null", to: &bytes)
            default: bytes += try writer.bytes(for: extra.value)
            }
        }
        bytes.append(UInt8(ascii: "}"))
        bytes.append(0x0A)
    }

    // MARK: Numbers and literals

    /// Appends the bytes of a literal (no reference counting, one copy).
    @inline(__always)
    static func append(_ literal: StaticString, to bytes: inout [UInt8]) {
        literal.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Appends a number as ``JSONNumber`` writes it (integral values below 2^53 without `.0`), or `null`
    /// for `nil` and non-finite values.
    static func append(number: Double?, to bytes: inout [UInt8]) {
        guard let value = number, value.isFinite else {
            append("null", to: &bytes)
            return
        }
        if value.rounded(.towardZero) == value, abs(value) < 9_007_199_254_740_992.0 {
            if value == 0 {
                if value.sign == .minus { bytes.append(UInt8(ascii: "-")) }
                bytes.append(UInt8(ascii: "0"))
            } else {
                append(integer: Int(value), to: &bytes)
            }
            return
        }
        appendShortest(value, to: &bytes)
    }

    /// Appends `value.description`, the shortest text that reads back to the same double, without
    /// making a `String`: `Double.write(to:)` formats with the same routine as `description` into a
    /// stack buffer and hands the ASCII to the stream.
    ///
    /// Why: coordinates such as `-73.55051234567891` are longer than a small string, so `description`
    /// allocated and freed a string for each (about 40 % slower per number). If the standard library
    /// ever stops calling the stream's `_writeASCII`, its `write(_:)` gets the same text as a string:
    /// slower, same bytes.
    static func appendShortest(_ value: Double, to bytes: inout [UInt8]) {
        var sink = ByteSink()
        swap(&sink.bytes, &bytes)  // moves the buffer in and out: no copy, no reference counting
        value.write(to: &sink)
        swap(&sink.bytes, &bytes)
    }

    /// Appends `(value × 100).rounded() / 100` as ``append(number:to:)`` would, with integer arithmetic:
    /// below 10¹² the shortest text of a whole number of hundredths is its decimal digits, trailing
    /// zeros dropped.
    static func append(hundredths value: Double, to bytes: inout [UInt8]) {
        let scaled = (value * 100).rounded()
        guard scaled.isFinite, scaled >= 0, scaled < 1e14 else {
            append(number: scaled / 100, to: &bytes)
            return
        }
        let count = Int(scaled)
        append(integer: count / 100, to: &bytes)
        let fraction = count % 100
        guard fraction != 0 else { return }
        bytes.append(UInt8(ascii: "."))
        bytes.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: fraction / 10))
        if fraction % 10 != 0 { bytes.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: fraction % 10)) }
    }

    /// Appends a whole number in decimal.
    static func append(integer: Int, to bytes: inout [UInt8]) {
        if integer < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = integer.magnitude
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)  // up to 24 digits, most significant last
        var count = 0
        withUnsafeMutableBytes(of: &digits) { buffer in
            repeat {
                buffer[count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                count += 1
            } while magnitude > 0
            for index in stride(from: count - 1, through: 0, by: -1) { bytes.append(buffer[index]) }
        }
    }

}

/// A text stream appending to bytes, for ``TrackNDJSONEncoder/appendShortest(_:to:)``.
private struct ByteSink: TextOutputStream {
    var bytes: [UInt8] = []

    mutating func write(_ string: String) {
        bytes.append(contentsOf: string.utf8)
    }

    /// The standard library's hook for ASCII it formatted in a buffer of its own (numbers): taken as is.
    mutating func _writeASCII(_ buffer: UnsafeBufferPointer<UInt8>) {
        bytes.append(contentsOf: buffer)
    }
}
