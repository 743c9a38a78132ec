import Testing

@testable import IMDFKit
@testable import IMDFTracks

@Suite("Track reader")
struct TrackReaderTests {
    @Test func formatIsDetectedFromTheFirstNonBlankLine() {
        #expect(TrackFormat(firstLine: Array("  {\"lat\":1}".utf8)) == .ndjson)
        #expect(TrackFormat(firstLine: Array("$GPGGA".utf8)) == .nmea)
        #expect(TrackFormat(firstLine: Array("time,lat,lon".utf8)) == .csv)
        #expect(TrackFormat(firstLine: Array(" \r".utf8)) == nil)
        var reader = TrackReader()
        var records: [TrackRecord] = []
        Array("\n\n{\"lat\":1,\"lon\":2}\n".utf8).withUnsafeBufferPointer { reader.read(chunk: $0, into: &records) }
        #expect(reader.format == .ndjson)
        #expect(records.map(\.line) == [3])
    }

    @Test func formatIsImpliedByTheFileExtension() {
        #expect(TrackFormat(fileExtensionOf: "a/walk.CSV") == .csv)
        #expect(TrackFormat(fileExtensionOf: "walk.jsonl") == .ndjson)
        #expect(TrackFormat(fileExtensionOf: "walk.nmea") == .nmea)
        #expect(TrackFormat(fileExtensionOf: "walk.txt") == nil)
        #expect(TrackFormat(fileExtensionOf: "dir.csv/walk") == nil)
        #expect(TrackFormat(fileExtensionOf: "-") == nil)
    }

    @Test func linesSplitAcrossChunksAreJoined() {
        let text = Array("lat,lon\r\n1,2\r\n3,4\n5,6".utf8)
        for chunkSize in 1...text.count {
            var reader = TrackReader()
            var records: [TrackRecord] = []
            var start = 0
            while start < text.count {
                let end = min(start + chunkSize, text.count)
                text[start..<end].withUnsafeBufferPointer { reader.read(chunk: $0, into: &records) }
                start = end
            }
            reader.finish(into: &records)
            #expect(records.map(\.fix?.latitude) == [1, 3, 5], "chunk size \(chunkSize)")
            #expect(records.map(\.line) == [2, 3, 4], "chunk size \(chunkSize)")
        }
    }

    @Test func anOverlongLineIsReportedAndSkipped() {
        var text = Array("lat,lon\n".utf8)
        text += [UInt8](repeating: UInt8(ascii: "9"), count: TrackReader.maximumLineLength + 10)
        text += Array("\n1,2\n".utf8)
        let records = TrackReader.records(in: text)
        #expect(records.map(\.status) == [.unparsable, .valid])
        #expect(records.map(\.line) == [2, 3])
    }

    @Test(arguments: [
        ("2026-11-01T09:00:00Z", 1_793_523_600.0),
        ("2026-11-01T09:00:00.250Z", 1_793_523_600.25),
        ("2026-11-01 09:00:00", 1_793_523_600),
        ("2026-11-01T10:30:00+01:30", 1_793_523_600),
        ("2026-11-01T04:00:00-0500", 1_793_523_600),
        ("2026-11-01T11:00:00+02", 1_793_523_600),
        ("1793523600", 1_793_523_600),
        ("1793523600.5", 1_793_523_600.5),
        ("2024-02-29T00:00:00Z", 1_709_164_800),
        ("1969-12-31T23:59:59Z", -1),
    ])
    func timeFormats(text: String, seconds: Double) {
        #expect(TrackTime.timestamp(Array(text.utf8))?.secondsSince1970 == seconds, "\(text)")
    }

    @Test func badTimesAreRejected() {
        for text in [
            "2026-13-01T00:00:00Z", "2026-02-30T00:00:00Z", "2026-11-01T24:00:00Z", "2026-11-01", "noon",
            "2026-11-01T09:00:00Zjunk", "2026-11-01T09:00:00.",
        ] {
            #expect(TrackTime.timestamp(Array(text.utf8)) == nil, "\(text)")
        }
    }

    @Test func timestampsAreWrittenAsISO8601() {
        #expect(TrackTime.iso8601String(Fix.Timestamp(secondsSince1970: 1_793_523_600)) == "2026-11-01T09:00:00Z")
        #expect(
            TrackTime.iso8601String(Fix.Timestamp(secondsSince1970: 1_793_523_600.25)) == "2026-11-01T09:00:00.250Z")
        #expect(TrackTime.iso8601String(Fix.Timestamp(secondsSince1970: -1)) == "1969-12-31T23:59:59Z")
        #expect(TrackTime.iso8601String(Fix.Timestamp(secondsSince1970: 1_709_164_800)) == "2024-02-29T00:00:00Z")
    }

    @Test func numbersParseExactlyAsTheStandardLibraryDoes() {
        for text in [
            "45.5031234", "-73.5509951", "0", "-0.5", "+3", ".5", "5.", "1e3", "1E-3", "12345678901234567890",
            "0.1234567890123456789", "1e300", " 7 ",
            // Past Clinger's fast path: Eisel–Lemire, and strtod for the halfway and truncated cases.
            "9007199254740993", "2.2250738585072011e-308", "4.9e-324", "1e-400", "-0",
            "0.30000000000000000000000000001", "123456789012345678901234567890e-10", "1.7976931348623157e308",
        ] {
            let expected = Double(text.trimmingCharacters(in: " "))
            #expect(TrackNumber.double(Array(text.utf8)) == expected, "\(text)")
        }
        for text in ["", "-", ".", "1.2.3", "1e", "abc", "1,5", "nan", "inf", "1e999", "1.8e308"] {
            #expect(TrackNumber.double(Array(text.utf8)) == nil, "\(text)")
        }
        #expect(TrackNumber.integer(Array("-12".utf8)) == -12)
        #expect(TrackNumber.integer(Array("1.0".utf8)) == nil)
    }
}

extension String {
    fileprivate func trimmingCharacters(in set: Character) -> String {
        String(drop { $0 == set }.reversed().drop { $0 == set }.reversed())
    }
}
