import GeoJSON
import Testing

@testable import IMDFKit
@testable import IMDFTracks

@Suite("CSV track parser")
struct CSVTrackParserTests {
    @Test func readsEveryFieldInHeaderOrder() throws {
        let records = TrackTestSupport.records(
            """
            time,lat,lon,accuracy,course,speed,altitude,floor
            2026-11-01T09:00:00Z,45.5031,-73.5509,4.5,90,1.25,12.5,-1
            """, format: .csv)
        try #require(records.count == 1)
        let record = records[0]
        #expect(record.status == .valid)
        #expect(record.lines == 2...2)
        let fix = try #require(record.fix)
        #expect(fix.latitude == 45.5031 && fix.longitude == -73.5509)
        #expect(fix.horizontalAccuracy == 4.5 && fix.course == 90 && fix.speed == 1.25)
        #expect(fix.altitude == 12.5 && fix.floor == -1)
        #expect(fix.timestamp?.secondsSince1970 == 1_793_523_600)
        #expect(record.extras.isEmpty)
    }

    @Test func columnsInAnyOrderWithAliasesAndExtrasKept() throws {
        let records = TrackTestSupport.records(
            """
            Device,Longitude,LATITUDE,note,ordinal
            w1,-73.5,45.5,hello,2
            """)
        let record = try #require(records.first)
        #expect(record.status == .valid)
        #expect(record.fix?.latitude == 45.5 && record.fix?.longitude == -73.5 && record.fix?.floor == 2)
        #expect(record.extras == [.init(key: "Device", value: "w1"), .init(key: "note", value: "hello")])
    }

    /// A row whose fix cannot be read keeps its other columns, wherever they stand.
    @Test func unusableFixKeepsTheOtherColumns() {
        let records = TrackTestSupport.records("device,lat,lon,trip\nc,x,2,9\nd,1,,10\n")
        #expect(records.map(\.status) == [.unparsable, .unparsable])
        #expect(records[0].extras == [.init(key: "device", value: "c"), .init(key: "trip", value: "9")])
        #expect(records[1].extras == [.init(key: "device", value: "d"), .init(key: "trip", value: "10")])
    }

    @Test func emptyCellsMeanNotGiven() throws {
        let record = try #require(
            TrackTestSupport.records("lat,lon,accuracy,course,speed,altitude,floor,time\n1,2,,,,,,\n").first)
        let fix = try #require(record.fix)
        #expect(record.status == .valid)
        #expect(fix.horizontalAccuracy == 0 && fix.course == -1 && fix.speed == -1)
        #expect(fix.altitude == nil && fix.floor == nil && fix.timestamp == nil)
    }

    @Test func quotedFieldsPerRFC4180() throws {
        let records = TrackTestSupport.records(
            """
            "lat","lon","note"
            "45.5",-73.5,"a ""quoted"", comma"
            45.5,-73.5,""
            45.5,-73.5,"open
            45.5,-73.5,"closed"x
            """)
        try #require(records.count == 4)
        #expect(records[0].extras == [.init(key: "note", value: "a \"quoted\", comma")])
        #expect(records[0].fix?.latitude == 45.5)
        #expect(records[1].extras == [.init(key: "note", value: "")])
        #expect(records[2].status == .unparsable)
        #expect(records[2].reason?.contains("unterminated quoted field 3") == true)
        #expect(records[3].status == .unparsable)
    }

    @Test func badLinesAreReportedAndTheStreamGoesOn() {
        let records = TrackTestSupport.records(
            """
            lat,lon,accuracy,floor
            north,2,3,0
            1,2
            1,2,-5,0
            95,2,3,0
            1,2,3,first
            \r
            1,2,3,0\r
            """)
        #expect(records.map(\.status) == [.unparsable, .unparsable, .invalid, .invalid, .unparsable, .valid])
        #expect(records.map(\.line) == [2, 3, 4, 5, 6, 8])
        #expect(records[0].reason == "lat 'north' is not a number")
        #expect(records[1].reason == "expected 4 fields as in the header, found 2")
        #expect(records[2].reason?.contains("horizontalAccuracy -5.0 is negative") == true)
        #expect(records[3].reason?.contains("latitude 95.0 is outside [-90, 90]") == true)
        #expect(records[4].reason == "floor 'first' is not a whole number")
    }

    @Test func aHeaderWithoutLatitudeIsReportedOnEveryLine() {
        let records = TrackTestSupport.records("time,lon\nx,1\n", format: .csv)
        #expect(records.map(\.status) == [.unparsable, .unparsable])
        #expect(records[0].reason == "the header has no lat column")
        #expect(records[1].reason?.contains("line 1") == true)
    }

    @Test func byteOrderMarkBeforeTheHeaderIsSkipped() throws {
        let records = TrackTestSupport.records("\u{FEFF}lat,lon\n1,2\n")
        #expect(records.first?.status == .valid)
    }
}
