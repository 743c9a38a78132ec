import Foundation
import GeoJSON
import Testing

@testable import IMDFCommandLine
@testable import IMDFKit
@testable import IMDFTracks

/// The clean sample venue's locator, built once.
private let sampleLocator: Locator? = (try? IMDF.Archive(contentsOf: Samples.directory)).map {
    Locator(graph: VenueGraph($0))
}

/// The fast NDJSON encoder writes exactly what the JSON writer writes for the describer's objects.
@Suite("Track NDJSON encoder", .enabled(if: sampleLocator != nil))
struct TrackNDJSONEncoderTests {

    @Test(arguments: ["walk.csv", "walk.ndjson", "walk.nmea", "malformed.csv", "malformed.ndjson", "malformed.nmea"])
    func encoderMatchesTheWriter(name: String) throws {
        let locator = try #require(sampleLocator)
        for languages in [[], ["fr"]] {
            let describer = TrackDescriber(graph: locator.graph, languages: languages)
            let encoder = TrackNDJSONEncoder(describer: describer)
            let located = try TrackLocator.locatedFixes(
                inFileAt: Samples.packageRoot.appendingPathComponent("SampleVenues/Tracks/" + name).path,
                locator: locator)
            #expect(!located.isEmpty)
            for fix in located {
                var fast: [UInt8] = []
                try encoder.append(fix, to: &fast)
                let slow = try JSONWriter().bytes(for: .object(describer.object(for: fix))) + [0x0A]
                #expect(
                    String(decoding: fast, as: UTF8.self) == String(decoding: slow, as: UTF8.self),
                    "\(name):\(fix.record.lines)")
            }
        }
    }

    @Test func numbersAndTimesAreWrittenAsTheWriterWritesThem() throws {
        let locator = try #require(sampleLocator)
        let describer = TrackDescriber(graph: locator.graph)
        let encoder = TrackNDJSONEncoder(describer: describer)
        let values: [Double] = [0, -0.0, 1, -1, 45.5031234, -73.5, 1e-7, 123_456_789_012, 9_007_199_254_740_992, 1e300]
        for (index, value) in values.enumerated() {
            let fix = Fix(
                latitude: value, longitude: value, horizontalAccuracy: value, course: value, speed: value,
                altitude: value, floor: -index,
                timestamp: Fix.Timestamp(secondsSince1970: 1_793_523_600 + value.truncatingRemainder(dividingBy: 1e6)))
            let record = TrackRecord(
                lines: (index + 1)...(index + 1), status: .invalid, fix: fix, reason: "a \"quoted\"\nreason",
                extras: [.init(key: "lat", value: "collides"), .init(key: "é", value: [1.5, nil])])
            let located = LocatedFix(record: record)
            var fast: [UInt8] = []
            try encoder.append(located, to: &fast)
            let slow = try JSONWriter().bytes(for: .object(describer.object(for: located))) + [0x0A]
            #expect(String(decoding: fast, as: UTF8.self) == String(decoding: slow, as: UTF8.self), "\(value)")
        }
    }

    @Test func hundredthsAreWrittenAsTheShortestNumber() {
        var values: [Double] = [0, 0.004, 0.005, 0.01, 0.1, 0.995, 1, 2.5, 5.37, 10.1, 99.999, 123456.78, 1e13]
        for step in 0..<20_000 { values.append(Double(step) * 0.0137 + Double(step % 7) * 1e-5) }
        for value in values {
            var fast: [UInt8] = []
            TrackNDJSONEncoder.append(hundredths: value, to: &fast)
            var slow: [UInt8] = []
            TrackNDJSONEncoder.append(number: (value * 100).rounded() / 100, to: &slow)
            #expect(fast == slow, "\(value)")
        }
    }

    @Test func shortestNumbersAreTheDescription() {
        var values: [Double] = [
            0.1, -0.0, 5e-324, -5e-324, .leastNormalMagnitude, .greatestFiniteMagnitude, 1e-7, 1e16,
            1e22, 1e23, 0.3, 2.0 / 3, -73.55051234567891, 45.50312345678901, 9_007_199_254_740_993,
        ]
        var random = SystemRandomNumberGenerator()
        for _ in 0..<50_000 {
            values.append(Double(bitPattern: random.next()))
            values.append(Double.random(in: -180...180, using: &random))
        }
        for value in values where value.isFinite {
            var bytes: [UInt8] = Array("x".utf8)
            TrackNDJSONEncoder.appendShortest(value, to: &bytes)
            #expect(bytes == Array(("x" + value.description).utf8), "\(value)")
        }
    }
}
