import IMDFKit

/// Turns a stream of bytes in any track format into ``TrackRecord``s, line by line.
///
/// The reader splits bytes into lines (LF or CRLF), numbers them from 1, detects the format from the
/// first non-blank line when none was given (see ``TrackFormat/init(firstLine:)``), and hands each line
/// to the format's parser. It keeps at most one partial line between chunks, and a line longer than
/// ``maximumLineLength`` is reported as unparsable and skipped, so memory stays bounded however long the
/// stream is.
///
/// ```swift
/// var reader = TrackReader(format: .nmea)
/// var records: [TrackRecord] = []
/// bytes.withUnsafeBufferPointer { reader.read(chunk: $0, into: &records) }
/// reader.finish(into: &records)
/// ```
public struct TrackReader: Sendable {
    /// The longest line read, in bytes (1 MiB).
    public static let maximumLineLength = 1 << 20

    /// The format being read: the one given, or the one detected once a non-blank line was seen.
    public private(set) var format: TrackFormat?
    private var csv = CSVTrackParser()
    private var ndjson = NDJSONTrackParser()
    private var nmea = NMEATrackParser()
    private var lineNumber = 0
    private var partial: [UInt8] = []
    private var isSkippingLongLine = false

    /// A reader of one format, or detecting it from the first non-blank line.
    ///
    /// - Parameter format: The input format; `nil` to detect it.
    public init(format: TrackFormat? = nil) {
        self.format = format
    }

    /// Reads one complete line (without its `\n`), appending the records it completes.
    ///
    /// - Parameters:
    ///   - line: The line's bytes; a trailing `\r` is ignored.
    ///   - records: Where records are appended.
    public mutating func read(line: UnsafeBufferPointer<UInt8>, into records: inout [TrackRecord]) {
        lineNumber += 1
        if format == nil {
            guard let detected = TrackFormat(firstLine: line) else { return }
            format = detected
        }
        switch format {
        case .csv: csv.read(line: line, number: lineNumber, into: &records)
        case .ndjson: ndjson.read(line: line, number: lineNumber, into: &records)
        case .nmea: nmea.read(line: line, number: lineNumber, into: &records)
        case nil: break
        }
    }

    /// Reads a chunk of bytes, which may end inside a line; the rest of that line is kept for the next
    /// chunk.
    ///
    /// - Parameters:
    ///   - chunk: The next bytes of the stream.
    ///   - records: Where records are appended.
    /// - Complexity: O(*n*) in the chunk's length.
    public mutating func read(chunk: UnsafeBufferPointer<UInt8>, into records: inout [TrackRecord]) {
        var start = 0
        while start < chunk.count {
            guard let newline = chunk[start...].firstIndex(of: 0x0A) else {
                appendPartial(UnsafeBufferPointer(rebasing: chunk[start...]), into: &records)
                return
            }
            if partial.isEmpty && !isSkippingLongLine {
                read(line: UnsafeBufferPointer(rebasing: chunk[start..<newline]), into: &records)
            } else {
                appendPartial(UnsafeBufferPointer(rebasing: chunk[start..<newline]), into: &records)
                endPartialLine(into: &records)
            }
            start = newline + 1
        }
    }

    /// Ends the stream: reads a last line without a newline and any record still waiting.
    public mutating func finish(into records: inout [TrackRecord]) {
        if !partial.isEmpty || isSkippingLongLine { endPartialLine(into: &records) }
        switch format {
        case .csv: csv.finish(into: &records)
        case .ndjson: ndjson.finish(into: &records)
        case .nmea: nmea.finish(into: &records)
        case nil: break
        }
    }

    private mutating func appendPartial(_ bytes: UnsafeBufferPointer<UInt8>, into records: inout [TrackRecord]) {
        guard !isSkippingLongLine else { return }
        if partial.count + bytes.count > Self.maximumLineLength {
            isSkippingLongLine = true
            partial = []
            return
        }
        partial.append(contentsOf: bytes)
    }

    private mutating func endPartialLine(into records: inout [TrackRecord]) {
        if isSkippingLongLine {
            lineNumber += 1
            records.append(.unparsable(line: lineNumber, "line longer than \(Self.maximumLineLength) bytes; skipped"))
            isSkippingLongLine = false
            return
        }
        let line = partial
        partial.removeAll(keepingCapacity: true)
        line.withUnsafeBufferPointer { read(line: $0, into: &records) }
    }

    /// Every record of a whole track held in memory.
    ///
    /// - Parameters:
    ///   - bytes: The track's bytes.
    ///   - format: Its format, or `nil` to detect it.
    /// - Returns: The records in input order.
    public static func records(in bytes: [UInt8], format: TrackFormat? = nil) -> [TrackRecord] {
        var reader = TrackReader(format: format)
        var records: [TrackRecord] = []
        bytes.withUnsafeBufferPointer { reader.read(chunk: $0, into: &records) }
        reader.finish(into: &records)
        return records
    }
}
