import Foundation
import GeoJSON
import IMDFTestSupport
import Testing

@testable import IMDFKit

/// `PropertyWalk.forEachValue(reading:)` leaves out the properties that cannot hold a position the rule
/// reads; every rule built on it filters by the same reading, so its findings are unchanged only if the
/// narrowed walk yields exactly the positions of the whole walk that the reading accepts, in the same order.
@Suite("Property walk")
struct PropertyWalkTests {
    static let readings: [PropertyWalk.Reading] = [
        .type(.countryCode), .type(.subdivisionCode), .type(.labels), .type(.dateTime), .type(.phone), .type(.hours),
        .type(.website), .type(.uuid), .type(.boolean), .enumerations, .nonEmptyArrays, .references,
    ]

    /// The sample with mistakes (every property rule fires on it) and the shared archives.
    static var archives: [String] {
        [TestData.sampleVenue("HarbourviewQuayWithMistakes"), TestData.sampleVenue("HarbourviewQuay")]
            + ["minimal-ja", "polymap-spbpu", "roomfinder-seamans", "spbstu-mapmaker-2022"].compactMap {
                TestData.sharedArchive($0)
            }
    }

    private static func positions(
        in walk: PropertyWalk, reading: PropertyWalk.Reading, narrowed: Bool
    ) -> [String] {
        var result: [String] = []
        walk.forEachValue(reading: narrowed ? reading : .every) { value in
            guard reading.accepts(value.type) else { return }
            result.append("\(value.owner.name)#\(value.owner.featureIndex) \(value.path) \(value.type) \(value.value)")
        }
        return result
    }

    @Test(arguments: archives)
    func narrowedWalkYieldsTheAcceptedPositionsOfTheWholeWalk(path: String) throws {
        let walk = PropertyWalk(context: ValidationContext(archive: try IMDF.Archive(contentsOf: path)))
        var nonEmpty = 0
        for reading in Self.readings {
            let whole = Self.positions(in: walk, reading: reading, narrowed: false)
            #expect(Self.positions(in: walk, reading: reading, narrowed: true) == whole, "\(reading)")
            if !whole.isEmpty { nonEmpty += 1 }
        }
        #expect(nonEmpty >= 3, "the archive exercises too few readings to mean anything")
    }
}
