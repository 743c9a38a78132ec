import IMDFKit

/// The input formats of a track of GPS fixes.
public enum TrackFormat: String, Hashable, Sendable, CaseIterable {
    /// Comma-separated values with a header line naming the columns (RFC 4180 quoting).
    case csv
    /// One JSON object per line.
    case ndjson
    /// Raw NMEA 0183 sentences (`$GPGGA`, `$GNRMC`, …).
    case nmea

    /// The format a file name's extension implies: `.csv`; `.ndjson`, `.jsonl`, `.json`;
    /// `.nmea`, `.nma`, `.log`, `.txt` (case-insensitive), or `nil`.
    ///
    /// - Parameter path: A file path or name.
    public init?(fileExtensionOf path: String) {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
        switch path[path.index(after: dot)...].lowercased() {
        case "csv": self = .csv
        case "ndjson", "jsonl", "json": self = .ndjson
        case "nmea", "nma": self = .nmea
        default: return nil
        }
    }

    /// The format a first non-empty line suggests: `{` is NDJSON, `$` or `!` is NMEA, anything
    /// else is taken as a CSV header.
    ///
    /// - Parameter line: The first non-empty line of the input.
    /// - Returns: `nil` for a line of only spaces.
    public init?<Bytes: Collection<UInt8>>(firstLine line: Bytes) {
        guard
            let first = line.first(where: {
                $0 != 0x20 && $0 != 0x09 && $0 != 0x0D && $0 != 0xEF && $0 != 0xBB && $0 != 0xBF
            })
        else { return nil }
        switch first {
        case UInt8(ascii: "{"): self = .ndjson
        case UInt8(ascii: "$"), UInt8(ascii: "!"): self = .nmea
        default: self = .csv
        }
    }
}
