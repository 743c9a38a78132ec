import Foundation
import IMDFTestSupport

@testable import IMDFKit
@testable import IMDFTracks

/// Shared helpers of the track tests: reading text as a track, and the sample tracks.
enum TrackTestSupport {
    /// The records of a track given as text.
    static func records(_ text: String, format: TrackFormat? = nil) -> [TrackRecord] {
        TrackReader.records(in: Array(text.utf8), format: format)
    }

    /// `SampleVenues/Tracks/<name>`.
    static func sampleTrack(_ name: String) -> String {
        TestData.sampleVenue("Tracks/" + name)
    }

    /// The clean sample venue's locator, built once.
    static let locator: Locator? = {
        guard let archive = try? IMDF.Archive(contentsOf: TestData.sampleVenue("HarbourviewQuay")) else { return nil }
        return Locator(graph: VenueGraph(archive))
    }()

    /// An NMEA sentence with its checksum: `$<body>*hh`.
    static func nmea(_ body: String) -> String {
        let checksum = body.utf8.reduce(UInt8(0)) { $0 ^ $1 }
        let hex = String(checksum, radix: 16, uppercase: true)
        return "$\(body)*\(hex.count == 1 ? "0" + hex : hex)"
    }
}
