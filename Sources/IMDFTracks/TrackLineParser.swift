import IMDFKit

/// A parser that turns the lines of one track format into ``TrackRecord``s, one line at a time.
///
/// Parsers hold only the little state a format needs (the CSV header, an NMEA sentence waiting
/// for its partner), so memory does not grow with the length of the track. Lines are handed
/// over without their line terminator; a trailing carriage return may still be present and is ignored.
public protocol TrackLineParser: Sendable {
    /// Reads one line, appending the records it completes (none, one or two) to `records`.
    ///
    /// - Parameters:
    ///   - line: The bytes of the line, without `\n`.
    ///   - number: The 1-based line number, for records and messages.
    ///   - records: Where completed records are appended; the caller empties it between calls.
    mutating func read(line: UnsafeBufferPointer<UInt8>, number: Int, into records: inout [TrackRecord])

    /// Appends any record still waiting for more input, at the end of the stream.
    mutating func finish(into records: inout [TrackRecord])
}

extension TrackLineParser {
    /// Nothing waits by default.
    public mutating func finish(into records: inout [TrackRecord]) {}
}

/// Whether a line holds nothing but spaces, tabs and a carriage return.
func isBlank(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
    line.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
}

/// The line without a trailing carriage return.
func withoutCarriageReturn(_ line: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
    guard let last = line.last, last == 0x0D else { return line }
    return UnsafeBufferPointer(rebasing: line[line.startIndex..<(line.endIndex - 1)])
}

/// Printable text of a few bytes of input, for messages: at most 40 characters.
func excerpt<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> String {
    let text = String(decoding: bytes.prefix(40), as: UTF8.self)
    return bytes.count > 40 ? text + "…" : text
}
