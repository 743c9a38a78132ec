import GeoJSON
import IMDFKit

/// Reads fixes from CSV with a header line (RFC 4180).
///
/// The first non-blank line is the header. Known columns, in any order and case-insensitive:
/// `time` (or `timestamp`), `lat` (`latitude`), `lon` (`lng`, `longitude`), `accuracy`
/// (`horizontal_accuracy`), `course`, `speed`, `altitude`, `floor` (`ordinal`). `lat` and `lon`
/// are required; every other column is passed through as a string in ``TrackRecord/extras``.
/// An empty cell means "not given". Fields may be quoted with `"`, a quote inside written `""`;
/// a quoted field cannot span lines (the stream is read line by line), so a line with an
/// unterminated quote is reported as unparsable.
public struct CSVTrackParser: TrackLineParser {
    /// The meaning of a known column.
    enum Column: Sendable {
        case time, latitude, longitude, accuracy, course, speed, altitude, floor
        case extra(String)

        init(header: String) {
            if let known = Self.known(header) ?? Self.known(header.lowercased()) {
                self = known
            } else {
                self = .extra(header)
            }
        }

        /// Every known column name in lower case, with its column; the common ones first. The one list
        /// behind ``init(header:)`` and the NDJSON fast path's key matching.
        static let knownNames: [(name: String, column: Column)] = [
            ("lat", .latitude), ("lon", .longitude), ("time", .time), ("accuracy", .accuracy), ("floor", .floor),
            ("course", .course), ("speed", .speed), ("altitude", .altitude), ("timestamp", .time),
            ("latitude", .latitude), ("lng", .longitude), ("long", .longitude), ("longitude", .longitude),
            ("horizontal_accuracy", .accuracy), ("horizontalaccuracy", .accuracy), ("alt", .altitude),
            ("ordinal", .floor),
        ]

        private static func known(_ name: String) -> Column? {
            knownNames.first { $0.name == name }?.column
        }
    }

    private var columns: [Column]?
    private var headerProblem: String?
    private var headerLine = 0
    /// Unquoted field bytes of the current line, reused between lines.
    private var scratch: [UInt8] = []
    /// Each field's range in `scratch`, reused between lines.
    private var fields: [Range<Int>] = []

    /// A parser waiting for its header line.
    public init() {}

    /// Reads the header or one data line.
    public mutating func read(line rawLine: UnsafeBufferPointer<UInt8>, number: Int, into records: inout [TrackRecord])
    {
        guard !isBlank(rawLine) else { return }
        var line = withoutCarriageReturn(rawLine)
        if columns == nil, line.count >= 3, line[0] == 0xEF, line[1] == 0xBB, line[2] == 0xBF {
            line = UnsafeBufferPointer(rebasing: line[3...])
        }
        if let problem = split(line) {
            records.append(.unparsable(line: number, problem))
            return
        }
        guard let columns else {
            readHeader(number: number, into: &records)
            return
        }
        if let headerProblem {
            records.append(.unparsable(line: number, "no usable CSV header: \(headerProblem) (line \(headerLine))"))
            return
        }
        guard fields.count == columns.count else {
            records.append(
                .unparsable(line: number, "expected \(columns.count) fields as in the header, found \(fields.count)"))
            return
        }
        records.append(record(columns: columns, number: number))
    }

    private mutating func readHeader(number: Int, into records: inout [TrackRecord]) {
        let names = fields.map { String(decoding: scratch[$0], as: UTF8.self).trimmingSpaces }
        let parsed = names.map(Column.init(header:))
        columns = parsed
        headerLine = number
        var missing: [String] = []
        if !parsed.contains(where: { if case .latitude = $0 { true } else { false } }) { missing.append("lat") }
        if !parsed.contains(where: { if case .longitude = $0 { true } else { false } }) { missing.append("lon") }
        if !missing.isEmpty {
            let problem = "the header has no \(missing.joined(separator: " or ")) column"
            headerProblem = problem
            records.append(.unparsable(line: number, problem))
        }
    }

    private func record(columns: [Column], number: Int) -> TrackRecord {
        var fix = Fix(latitude: .nan, longitude: .nan)
        // The other columns are kept whatever becomes of the fix.
        var extras: [JSONObject.Member] = []
        for (column, range) in zip(columns, fields) {
            if case .extra(let name) = column {
                extras.append(
                    JSONObject.Member(key: name, value: .string(String(decoding: scratch[range], as: UTF8.self))))
            }
        }
        func unparsable(_ reason: String) -> TrackRecord { .unparsable(line: number, reason, extras: extras) }
        for (column, range) in zip(columns, fields) {
            let cell = scratch[range]
            let isEmpty = cell.allSatisfy { $0 == 0x20 || $0 == 0x09 }
            switch column {
            case .extra:
                continue
            case .latitude, .longitude:
                guard !isEmpty else { return unparsable("\(name(of: column)) is empty") }
            default:
                if isEmpty { continue }
            }
            if case .time = column {
                guard let time = TrackTime.timestamp(cell) else {
                    return unparsable("time '\(excerpt(cell))' is neither ISO 8601 nor epoch seconds")
                }
                fix.timestamp = time
                continue
            }
            if case .floor = column {
                guard let floor = TrackNumber.integer(cell) else {
                    return unparsable("floor '\(excerpt(cell))' is not a whole number")
                }
                fix.floor = floor
                continue
            }
            guard let value = TrackNumber.double(cell) else {
                return unparsable("\(name(of: column)) '\(excerpt(cell))' is not a number")
            }
            switch column {
            case .latitude: fix.latitude = value
            case .longitude: fix.longitude = value
            case .accuracy: fix.horizontalAccuracy = value
            case .course: fix.course = value
            case .speed: fix.speed = value
            case .altitude: fix.altitude = value
            case .time, .floor, .extra: break
            }
        }
        return .checked(fix, lines: number...number, extras: extras)
    }

    private func name(of column: Column) -> String {
        switch column {
        case .time: "time"
        case .latitude: "lat"
        case .longitude: "lon"
        case .accuracy: "accuracy"
        case .course: "course"
        case .speed: "speed"
        case .altitude: "altitude"
        case .floor: "floor"
        case .extra(let name): name
        }
    }

    /// Splits a line into `fields`, unquoting into `scratch`.
    ///
    /// - Returns: A problem when a quote is unterminated or followed by something other than a comma.
    private mutating func split(_ line: UnsafeBufferPointer<UInt8>) -> String? {
        scratch.removeAll(keepingCapacity: true)
        fields.removeAll(keepingCapacity: true)
        let quote = UInt8(ascii: "\"")
        let comma = UInt8(ascii: ",")
        var i = 0
        while true {
            let start = scratch.count
            if i < line.count, line[i] == quote {
                i += 1
                var closed = false
                while i < line.count {
                    if line[i] == quote {
                        if i + 1 < line.count, line[i + 1] == quote {
                            scratch.append(quote)
                            i += 2
                            continue
                        }
                        closed = true
                        i += 1
                        break
                    }
                    scratch.append(line[i])
                    i += 1
                }
                guard closed else { return "unterminated quoted field \(fields.count + 1)" }
                guard i == line.count || line[i] == comma else {
                    return "unexpected character after the closing quote of field \(fields.count + 1)"
                }
            } else {
                while i < line.count, line[i] != comma {
                    scratch.append(line[i])
                    i += 1
                }
            }
            fields.append(start..<scratch.count)
            if i == line.count { return nil }
            i += 1  // the comma
        }
    }
}
