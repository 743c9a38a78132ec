import GeoJSON
import IMDFKit

/// Reads fixes from newline-delimited JSON: one object per line.
///
/// Known keys are those of the CSV header (`time`, `lat`, `lon`, `accuracy`, `course`, `speed`,
/// `altitude`, `floor`, with the same aliases); `lat` and `lon` are required numbers, the others
/// numbers or `null` (`time` an ISO 8601 string or epoch seconds, `floor` a whole number). Every other
/// key is kept, value as written, in ``TrackRecord/extras``. Each line is read with the GeoJSON
/// module's `JSONReader`; a line that is not a JSON object is reported as unparsable with the
/// reader's message. The common line (known keys, plain values) is read straight from its bytes first
/// (`NDJSONTrackParser+FastPath.swift`), which gives the same record without building a `JSONValue`.
public struct NDJSONTrackParser: TrackLineParser {
    private let reader = JSONReader(maximumDepth: 64)

    /// A parser.
    public init() {}

    /// Reads one line.
    public mutating func read(line rawLine: UnsafeBufferPointer<UInt8>, number: Int, into records: inout [TrackRecord])
    {
        guard !isBlank(rawLine) else { return }
        let line = withoutCarriageReturn(rawLine)
        if let record = Self.fastRecord(line, number: number, reader: reader) {
            records.append(record)
            return
        }
        records.append(generalRecord(line, number: number))
    }

    /// The record of a line read with `JSONReader`: any line, any keys, every message.
    func generalRecord(_ line: UnsafeBufferPointer<UInt8>, number: Int) -> TrackRecord {
        let value: JSONValue
        do {
            value = try reader.value(from: line)
        } catch {
            return .unparsable(line: number, "not JSON: \(error)")
        }
        guard case .object(let object) = value else {
            return .unparsable(line: number, "expected a JSON object, found \(value.typeName)")
        }
        return record(object, number: number)
    }

    private func record(_ object: JSONObject, number: Int) -> TrackRecord {
        var fix = Fix(latitude: .nan, longitude: .nan)
        var sawLatitude = false
        var sawLongitude = false
        // Each key classified once; those that are not part of the fix are kept whatever becomes of the fix.
        let columns = object.members.map { CSVTrackParser.Column(header: $0.key) }
        let extras = zip(object.members, columns).compactMap { member, column in
            if case .extra = column { member } else { nil }
        }
        func unparsable(_ reason: String) -> TrackRecord { .unparsable(line: number, reason, extras: extras) }
        for (member, column) in zip(object.members, columns) {
            if case .extra = column { continue }
            if case .null = member.value {
                if case .latitude = column { return unparsable("lat is null") }
                if case .longitude = column { return unparsable("lon is null") }
                continue
            }
            switch column {
            case .time:
                switch member.value {
                case .number(let seconds):
                    fix.timestamp = Fix.Timestamp(secondsSince1970: seconds.double)
                case .string(let text):
                    guard let time = TrackTime.iso8601(Array(text.utf8)) else {
                        return unparsable("\(member.key) '\(text)' is not an ISO 8601 date-time")
                    }
                    fix.timestamp = time
                default:
                    return unparsable("\(member.key) is \(member.value.typeName), expected a string or a number")
                }
            case .floor:
                guard case .number(let floor) = member.value, let whole = floor.int64Value, whole.magnitude < 1 << 31
                else {
                    return unparsable(
                        "\(member.key) is \(member.value.numberValue.map { "\($0)" } ?? member.value.typeName), expected a whole number"
                    )
                }
                fix.floor = Int(whole)
            default:
                guard case .number(let numeric) = member.value else {
                    return unparsable("\(member.key) is \(member.value.typeName), expected a number")
                }
                let value = numeric.double
                switch column {
                case .latitude:
                    fix.latitude = value
                    sawLatitude = true
                case .longitude:
                    fix.longitude = value
                    sawLongitude = true
                case .accuracy: fix.horizontalAccuracy = value
                case .course: fix.course = value
                case .speed: fix.speed = value
                case .altitude: fix.altitude = value
                case .time, .floor, .extra: break
                }
            }
        }
        guard sawLatitude, sawLongitude else {
            return unparsable("missing \(sawLatitude ? "lon" : "lat")")
        }
        return .checked(fix, lines: number...number, extras: extras)
    }
}
