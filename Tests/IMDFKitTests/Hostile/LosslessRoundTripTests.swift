import Foundation
import GeoJSON
import IMDFKit
import IMDFTestSupport
import Testing

/// Nothing is lost: decoding a file of a real archive, writing it and decoding the output gives the
/// same object, with every member, unknown property, foreign member and number value, and the
/// features in their order. Runs on every sample venue and on every shared archive that parses.
@Suite struct LosslessRoundTripTests {
    static let samples = ["HarbourviewQuay", "HarbourviewQuay.zip", "HarbourviewQuayWithMistakes"]
    static let shared = ["minimal-ja", "polymap-spbpu", "roomfinder-seamans", "spbstu-mapmaker-2022"]

    /// Round-trips every JSON file of the archive at `path`; returns how many files were checked.
    static func checkArchive(at path: String) throws -> Int {
        let files = try ArchiveSource.open(path: path)
        var checked = 0
        for file in files.files where file.path.hasSuffix(".geojson") || file.path.hasSuffix(".json") {
            guard let raw = try? JSONReader().value(from: file.bytes) else { continue }  // not JSON: nothing to keep
            let rewrittenJSON = try JSONWriter().bytes(for: raw)
            #expect(try JSONReader().value(from: rewrittenJSON) == raw, "\(file.path): JSON round trip")

            let document = try GeoJSONDecoder().decode(file.bytes, file: file.path)
            guard let object = document.object else { continue }
            let written = try GeoJSONWriter().bytes(for: object)
            let reread = try GeoJSONDecoder().decode(written, file: file.path)
            #expect(reread.object == object, "\(file.path): GeoJSON round trip")
            if case .featureCollection(let collection) = object, case .featureCollection(let again)? = reread.object,
                let rawFeatures = raw["features"]?.arrayValue
            {
                // Order, identifiers and properties exactly as in the source text.
                #expect(again.features.map(\.id) == collection.features.map(\.id), "\(file.path): feature order")
                let rawProperties = rawFeatures.compactMap { $0.objectValue }.map { $0["properties"]?.objectValue }
                if rawProperties.count == again.features.count {
                    #expect(again.features.map(\.properties) == rawProperties, "\(file.path): properties as written")
                }
            }
            checked += 1
        }
        return checked
    }

    @Test(arguments: samples)
    func sampleVenue(_ name: String) throws {
        #expect(try Self.checkArchive(at: TestData.sampleVenue(name)) >= 10)
    }

    @Test(.enabled(if: TestData.hasSharedData, "needs /work/shared/imdf-data"), arguments: shared)
    func sharedArchive(_ name: String) throws {
        guard let path = TestData.sharedArchive(name) else { return }
        let files: ArchiveFiles
        do { files = try ArchiveSource.open(path: path) } catch { return }  // unreadable archives are out of scope
        _ = files
        #expect(try Self.checkArchive(at: path) >= 1)
    }
}
