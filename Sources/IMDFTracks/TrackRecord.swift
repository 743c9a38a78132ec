import GeoJSON
import IMDFKit

/// One record read from a track: a fix with the lines it came from, or why lines could not be used.
///
/// Every non-blank input line ends up in exactly one record: a CSV or NDJSON line gives one record,
/// an NMEA `GGA` and `RMC` pair of the same epoch give one record between them, and a line that
/// cannot be read gives a record with ``Status-swift.enum/unparsable`` saying why. Reading never
/// stops at a bad line.
public struct TrackRecord: Hashable, Sendable {
    /// Whether the record holds a fix that can be located.
    public enum Status: Hashable, Sendable {
        /// A usable fix.
        case valid
        /// A fix was read but must not be located: no satellite lock (GGA quality 0, RMC status `V`),
        /// a bad NMEA checksum, or a value out of range (see `Fix.problems`).
        case invalid
        /// The line could not be read as a fix at all (non-numeric field, wrong field count,
        /// truncated sentence, invalid JSON, …).
        case unparsable
        /// A well-formed line that carries no position (an NMEA sentence other than GGA and RMC).
        case ignored
    }

    /// The 1-based input lines the record was read from (two lines for a merged GGA + RMC pair).
    public var lines: ClosedRange<Int>
    /// Whether the fix can be located.
    public var status: Status
    /// The fix read, if any; present for ``Status-swift.enum/valid`` and for most invalid records.
    public var fix: Fix?
    /// Why the record is not valid, naming the field and value; `nil` when valid.
    public var reason: String?
    /// Columns or keys of the input beyond the known ones, in input order, passed through to the output
    /// (CSV values as strings, NDJSON values as written).
    public var extras: [JSONObject.Member]

    /// A record from its parts.
    ///
    /// - Parameters:
    ///   - lines: The input lines, 1-based.
    ///   - status: Whether the fix is usable.
    ///   - fix: The fix read, if any.
    ///   - reason: Why it is not usable.
    ///   - extras: Further input columns or keys.
    public init(
        lines: ClosedRange<Int>, status: Status, fix: Fix? = nil, reason: String? = nil,
        extras: [JSONObject.Member] = []
    ) {
        self.lines = lines
        self.status = status
        self.fix = fix
        self.reason = reason
        self.extras = extras
    }

    /// The last input line of the record.
    public var line: Int { lines.upperBound }

    /// A valid record for a fix, or an invalid one when the fix breaks a rule of `Fix.problems`.
    static func checked(_ fix: Fix, lines: ClosedRange<Int>, extras: [JSONObject.Member]) -> TrackRecord {
        let problems = fix.problems
        guard problems.isEmpty else {
            return TrackRecord(
                lines: lines, status: .invalid, fix: fix,
                reason: problems.map(\.description).joined(separator: "; "), extras: extras)
        }
        return TrackRecord(lines: lines, status: .valid, fix: fix, extras: extras)
    }

    /// A record for a line that could not be read, with the line's other columns or keys when it had any (so
    /// that a pass-through field such as a device or trip ID is not lost with the fix).
    static func unparsable(line: Int, _ reason: String, extras: [JSONObject.Member] = []) -> TrackRecord {
        TrackRecord(lines: line...line, status: .unparsable, reason: reason, extras: extras)
    }
}
