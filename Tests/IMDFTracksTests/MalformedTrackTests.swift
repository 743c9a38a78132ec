import Foundation
import Testing

@testable import IMDFKit
@testable import IMDFTracks

/// The malformed sample tracks: every non-blank line is accounted for by exactly one record with the
/// status `SampleVenues/Tracks/malformed.expected.json` lists, and reading never stops.
@Suite("Malformed tracks")
struct MalformedTrackTests {
    static let expected: [String: [String: String]] = {
        guard let data = FileManager.default.contents(atPath: TrackTestSupport.sampleTrack("malformed.expected.json")),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: [String: String]]
        else { return [:] }
        return object
    }()

    @Test(arguments: ["malformed.csv", "malformed.ndjson", "malformed.nmea"])
    func everyLineIsAccountedFor(name: String) throws {
        let expected = try #require(Self.expected[name])
        let path = TrackTestSupport.sampleTrack(name)
        let text = try #require(FileManager.default.contents(atPath: path))
        let lines = String(decoding: text, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        var nonBlank = Set<Int>()
        for (index, line) in lines.enumerated() where !line.allSatisfy({ $0 == " " || $0 == "\r" }) {
            nonBlank.insert(index + 1)
        }

        var records: [TrackRecord] = []
        try TrackInput(path: path).forEachRecord { records.append($0) }

        var covered = Set<Int>()
        for record in records {
            for line in record.lines {
                #expect(covered.insert(line).inserted, "line \(line) of \(name) is in two records")
            }
            #expect(
                expected[String(record.lines.lowerBound)] == "\(record.status)",
                "\(name):\(record.lines): \(record.reason ?? "")")
            if record.status != .valid { #expect(record.reason?.isEmpty == false, "\(name):\(record.line) says why") }
        }
        let header: Set<Int> = name.hasSuffix(".csv") ? [1] : []
        #expect(covered.union(header) == nonBlank, "\(name)")
        #expect(records.count == expected.count, "\(name)")
        #expect(records.last?.status == .valid, "\(name): reading goes on to the last line")
    }
}
