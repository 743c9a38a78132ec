import GeoJSON
import Testing

@testable import IMDFKit
@testable import IMDFTracks

@Suite("NMEA track parser")
struct NMEATrackParserTests {
    let gga = TrackTestSupport.nmea("GPGGA,123519.00,4807.038,N,01131.000,E,1,08,0.9,545.4,M,46.9,M,,")
    let rmc = TrackTestSupport.nmea("GPRMC,123519.00,A,4807.038,N,01131.000,E,022.4,084.4,230394,003.1,W")

    @Test func checksumsAreComputedOverTheBody() {
        // The classic example sentence from the NMEA literature.
        #expect(
            TrackTestSupport.nmea("GPGGA,123519,4807.038,N,01131.000,E,1,08,0.9,545.4,M,46.9,M,,")
                == "$GPGGA,123519,4807.038,N,01131.000,E,1,08,0.9,545.4,M,46.9,M,,*47")
    }

    @Test func ggaAndRMCOfOneEpochMergeIntoOneFix() throws {
        let records = TrackTestSupport.records(gga + "\n" + rmc + "\n")
        try #require(records.count == 1)
        let record = records[0]
        #expect(record.status == .valid)
        #expect(record.lines == 1...2)
        let fix = try #require(record.fix)
        #expect(abs(fix.latitude - (48 + 7.038 / 60)) < 1e-12)
        #expect(abs(fix.longitude - (11 + 31.0 / 60)) < 1e-12)
        #expect(abs(fix.horizontalAccuracy - 0.9 * NMEATrackParser.accuracyPerHDOP) < 1e-12)
        #expect(fix.altitude == 545.4)
        #expect(fix.course == 84.4)
        #expect(abs(fix.speed - 22.4 * 1852 / 3600) < 1e-12)
        // 1994-03-23T12:35:19Z
        #expect(fix.timestamp?.secondsSince1970 == 764_426_119)
        #expect(record.extras.map(\.key) == ["quality", "satellites", "hdop"])
    }

    @Test func orderDoesNotMatterAndOtherSentencesMayComeBetween() throws {
        let gsa = TrackTestSupport.nmea("GPGSA,A,3,04,05,,09,12,,,24,,,,,2.5,1.3,2.1")
        let records = TrackTestSupport.records([rmc, gsa, gga].joined(separator: "\r\n"))
        #expect(records.map(\.status) == [.ignored, .valid])
        #expect(records[1].lines == 1...3)
        #expect(records[1].fix?.altitude == 545.4 && records[1].fix?.course == 84.4)
    }

    @Test func talkerIDsOtherThanGPAreRead() {
        for talker in ["GN", "GL", "GA", "BD"] {
            let records = TrackTestSupport.records(
                [
                    TrackTestSupport.nmea("\(talker)GGA,010203,4807.038,S,01131.000,W,2,08,1.0,5,M,0,M,,"),
                    TrackTestSupport.nmea("\(talker)RMC,010203,A,4807.038,S,01131.000,W,0,,010100,,"),
                ].joined(separator: "\n"))
            #expect(records.count == 1 && records[0].status == .valid, "\(talker)")
            #expect(records.first?.fix?.latitude ?? 0 < 0 && records.first?.fix?.longitude ?? 0 < 0, "\(talker)")
            #expect(records.first?.fix?.course == -1, "empty course means unknown")
        }
    }

    @Test func sentencesOfDifferentEpochsStayApart() throws {
        let laterGGA = TrackTestSupport.nmea("GPGGA,123520.00,4807.038,N,01131.000,E,1,08,0.9,545.4,M,46.9,M,,")
        let records = TrackTestSupport.records([rmc, laterGGA].joined(separator: "\n"))
        #expect(records.map(\.lines) == [1...1, 2...2])
        #expect(records[0].fix?.horizontalAccuracy == 0, "an RMC alone has no HDOP")
        // The GGA alone takes the date of the last RMC.
        #expect(records[1].fix?.timestamp?.secondsSince1970 == 764_426_120)
        #expect(records[1].fix?.course == -1)
    }

    @Test func aGGABeforeAnyRMCHasNoTimestamp() throws {
        let record = try #require(TrackTestSupport.records(gga).first)
        #expect(record.status == .valid && record.fix?.timestamp == nil)
    }

    @Test func badChecksumIsInvalidAndNotMerged() throws {
        var corrupted = Array(gga.utf8)
        corrupted[10] = UInt8(ascii: "9")  // a digit of the time changes, the checksum does not
        let records = TrackTestSupport.records(String(decoding: corrupted, as: UTF8.self) + "\n" + rmc)
        try #require(records.count == 2)
        #expect(records[0].status == .invalid && records[0].fix == nil)
        #expect(records[0].reason?.hasPrefix("NMEA checksum mismatch: sentence says *") == true)
        #expect(records[1].status == .valid && records[1].lines == 2...2)
    }

    @Test func lowercaseChecksumDigitsAreAccepted() {
        let lower = gga.prefix(gga.count - 2) + gga.suffix(2).lowercased()
        #expect(TrackTestSupport.records(String(lower)).first?.status == .valid)
    }

    @Test func noLockIsInvalid() {
        let noFix = TrackTestSupport.nmea("GPGGA,123519.00,,,,,0,00,99.9,,M,,M,,")
        let void = TrackTestSupport.nmea("GPRMC,123519.00,V,,,,,,,230394,,")
        let records = TrackTestSupport.records(noFix + "\n" + void)
        #expect(records.count == 1)
        #expect(records.first?.status == .invalid)
        #expect(records.first?.fix == nil)
        #expect(records.first?.reason?.contains("GGA fix quality 0") == true)
        #expect(records.first?.reason?.contains("RMC status 'V'") == true)
    }

    @Test func unreadableSentencesSayWhy() {
        let records = TrackTestSupport.records(
            [
                "$GPGGA,123519.00,4807.038,N",
                "$GPGGA,1*5",
                TrackTestSupport.nmea("GPGGA,123519.00,48x7.038,N,01131.000,E,1,08,0.9,545.4,M,46.9,M,,"),
                TrackTestSupport.nmea("GPGGA,123519.00,4807.038,N,01131.000,E,1,08"),
                TrackTestSupport.nmea("GPRMC,123519.00,A,4807.038,N"),
                "GPGGA without a dollar",
                TrackTestSupport.nmea("GPGGA,123519.00,4807.038,N,01131.000,E,1,08,0.9,545.4,M,46.9,M,,"),
            ].joined(separator: "\n"))
        #expect(
            records.map(\.status) == [
                .unparsable, .unparsable, .unparsable, .unparsable, .unparsable, .unparsable, .valid,
            ])
        #expect(records[0].reason == "truncated NMEA sentence: no '*hh' checksum")
        #expect(records[1].reason?.hasPrefix("truncated or malformed NMEA checksum") == true)
        #expect(records[2].reason?.hasPrefix("GGA latitude '48x7.038'") == true)
        #expect(records[3].reason == "GGA sentence has 7 fields, expected 14")
        #expect(records[4].reason == "RMC sentence has 4 fields, expected 11 to 13")
        #expect(records[5].reason?.hasPrefix("not an NMEA sentence") == true)
    }

    @Test func latitudeOutOfRangeIsInvalid() throws {
        let record = try #require(
            TrackTestSupport.records(
                TrackTestSupport.nmea("GPGGA,123519.00,9130.000,N,01131.000,E,1,08,0.9,545.4,M,46.9,M,,")
            ).first)
        #expect(record.status == .invalid)
        #expect(record.fix?.latitude == 91.5)
        #expect(record.reason?.contains("latitude 91.5 is outside") == true)
    }
}
