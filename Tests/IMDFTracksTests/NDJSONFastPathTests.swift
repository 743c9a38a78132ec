import Foundation
import GeoJSON
import Testing

@testable import IMDFKit
@testable import IMDFTracks

/// The NDJSON fast path (`NDJSONTrackParser+FastPath.swift`) must give exactly the record the general
/// `JSONReader` path gives, or give up; these tests run both on the same lines.
@Suite("NDJSON track parser fast path")
struct NDJSONFastPathTests {
    /// The general path's record and the fast path's (or `nil`) for one line.
    private func bothRecords(_ line: String, number: Int = 1) -> (general: TrackRecord, fast: TrackRecord?) {
        let parser = NDJSONTrackParser()
        let bytes = Array(line.utf8)
        return bytes.withUnsafeBufferPointer { buffer in
            (
                parser.generalRecord(buffer, number: number),
                NDJSONTrackParser.fastRecord(buffer, number: number, reader: JSONReader(maximumDepth: 64))
            )
        }
    }

    /// Bit-level comparison of two records (NaN and the sign of zero included), as `==` on doubles is not.
    private func sameBits(_ a: TrackRecord, _ b: TrackRecord) -> Bool {
        func bits(_ fix: Fix?) -> [UInt64?] {
            guard let fix else { return [] }
            return [
                fix.latitude.bitPattern, fix.longitude.bitPattern, fix.horizontalAccuracy.bitPattern,
                fix.course.bitPattern, fix.speed.bitPattern, fix.altitude?.bitPattern,
                fix.floor.map { UInt64(bitPattern: Int64($0)) }, fix.timestamp?.secondsSince1970.bitPattern,
            ]
        }
        return a.lines == b.lines && a.status == b.status && a.reason == b.reason && a.extras == b.extras
            && bits(a.fix) == bits(b.fix)
    }

    @Test(arguments: ["walk.ndjson", "malformed.ndjson"])
    func agreesOnTheSampleTracks(_ name: String) throws {
        let text = try String(contentsOfFile: TrackTestSupport.sampleTrack(name), encoding: .utf8)
        var fastCount = 0
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        where !line.isEmpty {
            let (general, fast) = bothRecords(String(line), number: index + 1)
            if let fast {
                fastCount += 1
                #expect(sameBits(fast, general), "line \(index + 1): \(line)")
            }
        }
        #expect(fastCount > 0)
    }

    @Test func agreesOnEdgeCases() {
        let lines = [
            #"{"lat":45.5,"lon":-73.5}"#,
            " { \"LAT\" : 45.5 ,\t\"Lon\":-73.5 , \"Accuracy\":4 } ",
            #"{"lat":45.5,"lon":-73.5,"lat":46}"#,
            #"{"lat":45.5,"lon":-73.5,"floor":null,"altitude":null,"course":null,"speed":null,"accuracy":null,"time":null}"#,
            #"{"latitude":1,"longitude":2,"horizontal_accuracy":3,"alt":4,"ordinal":-2,"timestamp":1793523600.25}"#,
            #"{"lat":1,"lng":2,"horizontalAccuracy":3}"#,
            #"{"lat":1,"long":2,"time":"2026-11-01T09:00:00.250+01:00"}"#,
            #"{"lat":-0,"lon":-0.0,"accuracy":0e5,"course":1E2,"speed":1e-2,"altitude":-1.5E+3}"#,
            #"{"lat":45.50312345678901,"lon":-73.55099517654321}"#,
            #"{"lat":45.503123456789012345678,"lon":-73.5}"#,
            #"{"lat":1e-400,"lon":1e400}"#,
            #"{"lat":0.1e-22,"lon":123456789012345678901234567890}"#,
            #"{"lat":9007199254740993,"lon":9007199254740992}"#,
            #"{"lat":1,"lon":2,"floor":2147483647}"#,
            #"{"lat":1,"lon":2,"floor":2147483648}"#,
            #"{"lat":1,"lon":2,"floor":-9223372036854775808}"#,
            #"{"lat":1,"lon":2,"floor":3.0}"#,
            #"{"lat":1,"lon":2,"floor":1.5}"#,
            #"{"lat":1,"lon":2,"floor":1e1}"#,
            #"{"lat":1,"lon":2,"floor":1.000000000000000000}"#,
            #"{"lat":01,"lon":2}"#,
            #"{"lat":1.,"lon":2}"#,
            #"{"lat":.5,"lon":2}"#,
            #"{"lat":1e,"lon":2}"#,
            #"{"lat":+1,"lon":2}"#,
            #"{"lat":1,"lon":2,}"#,
            #"{"lat":1,"lon":2}x"#,
            #"{"lat":1,"lon":2}{}"#,
            #"{"lat":1 "lon":2}"#,
            #"{"lat":null,"lon":2}"#,
            #"{"lat":1,"lon":nul}"#,
            #"{"lat":"45","lon":1}"#,
            #"{"lat":1}"#,
            #"{}"#,
            #"{"lat":1,"lon":2,"time":"noon"}"#,
            #"{"lat":1,"lon":2,"time":"2026-11-01T09:00:00Z\u0020"}"#,
            #"{"lat":1,"lon":2,"time":true}"#,
            #"{"l\u0061t":1,"lon":2}"#,
            #"{"lat":1,"lon":2,"device":"w1"}"#,
            #"{"lat":1,"lon":2,"meta":{"a":[1]}}"#,
            #"{"lat":1,"lon":2,"n":123456789012345678901234567890,"m":1e400,"k":-0,"j":0.1000000000000000000001}"#,
            #"{"lat":1,"lon":2,"ok":true,"no":false,"none":null,"Device":"w 1","lat2":"x"}"#,
            #"{"lat":1,"lon":2,"line":3,"unit_id":"u","tr\u00e8s":1}"#,
            #"{"lat":1,"lon":2,"a":tru,"b":fals}"#,
            "{\"lat\":1,\"lon\":2,\"caf\u{E9}\":\"cr\u{E8}me\"}",
            #"{"lat":1,"lon":2,"s":"a\"b"}"#,
            #"{"lat":1,"lon":2,"accuracy":-1}"#,
            #"{"lat":91,"lon":2}"#,
            #"{"lat":1,"lon":2,"course":360}"#,
            "{\"lat\":1,\"lon\":2}\r",
            "{\"lat\":1,\r\"lon\":2}",
            "{\"lat\":1,\"lon\":2,\"time\":\"2026-11-01T09:00:00\u{E9}Z\"}",
            #"[1]"#,
            #""#,
            #"{"#,
        ]
        for line in lines {
            let (general, fast) = bothRecords(line, number: 7)
            if let fast { #expect(sameBits(fast, general), "\(line)") }
        }
        // The common shapes are taken by the fast path, the unusual ones are left to the general path.
        #expect(bothRecords(lines[0]).fast != nil)
        #expect(bothRecords(lines[1]).fast != nil)
        #expect(bothRecords(lines[6]).fast != nil)
        #expect(bothRecords(#"{"lat":1,"lon":2,"device":"w1"}"#).fast != nil)
        #expect(bothRecords(#"{"lat":1,"lon":2,"meta":{"a":[1]}}"#).fast == nil)
        // Int64.min as a floor trapped in `abs` before; now it is an unparsable record like any other.
        #expect(
            bothRecords(#"{"lat":1,"lon":2,"floor":-9223372036854775808}"#).general.reason
                == "floor is -9223372036854775808, expected a whole number")
        #expect(bothRecords(#"{"lat":null,"lon":2}"#).fast == nil)
    }

    @Test func readsNumbersAsTheJSONReaderDoes() throws {
        var random = SystemRandomNumberGenerator()
        let reader = JSONReader(maximumDepth: 64)
        var texts: [String] = []
        for _ in 0..<20_000 {
            let value = Double(bitPattern: random.next() >> 2) * (Bool.random(using: &random) ? 1 : -1)
            texts.append(value.description)
            let degrees = Double.random(in: -180...180, using: &random)
            texts.append(degrees.description)
            texts.append(String(format: "%.\(Int.random(in: 0...17, using: &random))f", degrees))
            texts.append("\(Int.random(in: 0...99_999, using: &random))e\(Int.random(in: -30...30, using: &random))")
        }
        for text in texts where !text.contains("inf") && !text.contains("nan") {
            let line = Array("{\"lat\":\(text),\"lon\":0}".utf8)
            let fast = line.withUnsafeBufferPointer { NDJSONTrackParser.fastRecord($0, number: 1, reader: reader) }
            let expected = try #require(try reader.value(from: Array(text.utf8)).doubleValue)
            // Out of range is an invalid record, still read by the fast path.
            let fix = try #require(fast?.fix, "\(text)")
            #expect(fix.latitude.bitPattern == expected.bitPattern, "\(text)")
        }
    }
}
