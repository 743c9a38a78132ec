import GeoJSON
import Testing

@testable import IMDFKit
@testable import IMDFTracks

@Suite("NDJSON track parser")
struct NDJSONTrackParserTests {
    @Test func readsEveryKeyAndKeepsExtras() throws {
        let records = TrackTestSupport.records(
            """
            {"device":"w1","time":"2026-11-01T09:00:00.5Z","lat":45.5,"lon":-73.5,"accuracy":3,"course":180,"speed":0.5,"altitude":-2,"floor":1,"meta":{"a":[1]}}
            """)
        let record = try #require(records.first)
        #expect(record.status == .valid)
        let fix = try #require(record.fix)
        #expect(fix.latitude == 45.5 && fix.longitude == -73.5 && fix.horizontalAccuracy == 3)
        #expect(fix.course == 180 && fix.speed == 0.5 && fix.altitude == -2 && fix.floor == 1)
        #expect(fix.timestamp?.secondsSince1970 == 1_793_523_600.5)
        #expect(record.extras == [.init(key: "device", value: "w1"), .init(key: "meta", value: ["a": [1]])])
    }

    /// A line that is an object but not a usable fix keeps its other keys (a device or trip ID is passed
    /// through, and `--device-field` can still tell whose line it was); a line that is not JSON has none.
    @Test func unusableFixKeepsTheOtherKeys() {
        let records = TrackTestSupport.records(
            """
            {"device":"c","lat":"x","lon":2,"trip":9}
            {"device":"d","lat":null,"lon":2}
            {"device":"e","lat":1}
            {"device":"f","lat":1,"lon":2
            """)
        #expect(records.map(\.status) == [.unparsable, .unparsable, .unparsable, .unparsable])
        #expect(records[0].extras == [.init(key: "device", value: "c"), .init(key: "trip", value: 9)])
        #expect(records[1].extras == [.init(key: "device", value: "d")])
        #expect(records[2].extras == [.init(key: "device", value: "e")])
        #expect(records[3].extras.isEmpty)
    }

    @Test func nullsAreAbsentAndEpochTimesAreNumbers() throws {
        let record = try #require(TrackTestSupport.records(#"{"lat":1,"lon":2,"floor":null,"time":1793523600}"#).first)
        #expect(record.status == .valid)
        #expect(record.fix?.floor == nil && record.fix?.timestamp?.secondsSince1970 == 1_793_523_600)
    }

    @Test func problemsNameTheKey() {
        let records = TrackTestSupport.records(
            """
            {"lat":"45","lon":1}
            {"lat":1}
            {"lat":1,"lon":2,"floor":1.5}
            {"lat":1,"lon":2,"time":"noon"}
            [1]
            {"lat":1,"lon":
            {"lat":1,"lon":2,"accuracy":-1}
            {"lat":null,"lon":2}
            """, format: .ndjson)
        #expect(
            records.map(\.status) == [
                .unparsable, .unparsable, .unparsable, .unparsable, .unparsable, .unparsable, .invalid, .unparsable,
            ])
        #expect(records[0].reason == "lat is string, expected a number")
        #expect(records[1].reason == "missing lon")
        #expect(records[2].reason == "floor is 1.5, expected a whole number")
        #expect(records[3].reason == "time 'noon' is not an ISO 8601 date-time")
        #expect(records[4].reason == "expected a JSON object, found array")
        #expect(records[5].reason?.hasPrefix("not JSON:") == true)
        #expect(records[7].reason == "lat is null")
    }
}
