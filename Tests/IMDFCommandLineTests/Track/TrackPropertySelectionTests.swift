import Foundation
import GeoJSON
import IMDFTestSupport
import Testing

@testable import IMDFCommandLine
@testable import IMDFKit
@testable import IMDFTracks

/// `imdf track` decodes only the properties it reads of the large files (`TrackDescriber.propertiesRead`):
/// every record it writes must be the one the whole archive gives, on every archive, for fixes in every unit
/// (with and without a floor, so that each unit is entered, left and ranked against its neighbours) and
/// between units, in every language.
@Suite struct TrackPropertySelectionTests {
    static var archives: [String] {
        PartialDecodeTests.archives + [Samples.zip]
            + [Samples.packageRoot.appendingPathComponent(".build/imdf-large/Large-1x2x10000-s1").path].filter {
                FileManager.default.fileExists(atPath: $0)
            }
    }

    /// A walk through the centre of every unit's box, twice: with its level's ordinal as the floor, and
    /// without, then halfway to the next unit.
    static func walk(through archive: IMDF.Archive) -> String {
        let graph = VenueGraph(archive)
        var lines: [String] = []
        for (index, unit) in archive.units.enumerated() {
            guard let box = unit.geometry?.geographicBoundingBox else { continue }
            let (lat, lon) = ((box.south + box.north) / 2, (box.west + box.east) / 2)
            let floor = graph.level(of: VenueGraph.UnitHandle(index)).flatMap {
                archive.levels[$0.index].properties.ordinal
            }
            lines.append(#"{"lat":\#(lat),"lon":\#(lon),"accuracy":4,"floor":\#(floor.map(String.init) ?? "null")}"#)
            lines.append(#"{"lat":\#(lat),"lon":\#(lon),"accuracy":4,"device":"d\#(index % 3)"}"#)
            lines.append(#"{"lat":\#(lat + 0.00002),"lon":\#(lon + 0.00003),"accuracy":9}"#)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test(arguments: archives)
    func theRecordsAreTheWholeArchives(path: String) throws {
        let files = try ArchiveSource.open(path: path)
        let whole = IMDF.Archive(files: files)
        let selected = TrackDescriber.archive(files)
        // The selection is real: some property of a large file is not there.
        let wholeMembers = whole.units.reduce(0) { $0 + ($1.properties.displayPoint == nil ? 0 : 1) }
        let selectedMembers = selected.units.reduce(0) { $0 + ($1.properties.displayPoint == nil ? 0 : 1) }
        #expect(selectedMembers == 0, "\(path)")
        if path == Samples.directory { #expect(wholeMembers > 0) }
        let track = FileManager.default.temporaryDirectory.appendingPathComponent("selection-\(UUID()).ndjson")
        try Data(Self.walk(through: whole).utf8).write(to: track)
        defer { try? FileManager.default.removeItem(at: track) }
        func records(_ archive: IMDF.Archive, languages: [String]) throws -> [String] {
            let locator = Locator(graph: VenueGraph(archive), grid: .plain)
            let describer = TrackDescriber(graph: locator.graph, languages: languages)
            let encoder = TrackNDJSONEncoder(describer: describer)
            return try TrackLocator.locatedFixes(inFileAt: track.path, locator: locator).map { fix in
                var bytes: [UInt8] = []
                try encoder.append(fix, to: &bytes)
                return String(decoding: bytes, as: UTF8.self)
            }
        }
        // One language on the generated venue, whose names have no translations (30,000 fixes in a debug build).
        for languages in path.contains("imdf-large") ? [[]] : [[], ["fr"], ["ja"]] {
            let expected = try records(whole, languages: languages)
            #expect(try records(selected, languages: languages) == expected, "\(path) \(languages)")
        }
    }
}
