import Foundation
import GeoJSON
import IMDFTestSupport
import Testing

@testable import IMDFKit

/// An archive opened with its raw documents on demand (each feature typed as it is read, no JSON tree kept)
/// reads exactly what one opened with them up front reads: the same typed features, diagnostics and
/// property findings, the same raw features and documents when asked for, the same locations and verdicts.
@Suite("Raw documents on demand")
struct RawDocumentsTests {
    /// The sample venues, and the shared archives when present.
    static let archives: [String] = {
        var paths = ["HarbourviewQuay", "HarbourviewQuay.zip", "HarbourviewQuayWithMistakes"].map(TestData.sampleVenue)
        if let shared = TestData.sharedData,
            let names = try? FileManager.default.contentsOfDirectory(atPath: shared.path)
        {
            for name in names.sorted() {
                let path = shared.appendingPathComponent(name).path
                if FileManager.default.fileExists(atPath: path + "/manifest.json") { paths.append(path) }
            }
        }
        return paths
    }()

    /// Both ways over the same files, compared in the order a command reads them: typed features, then
    /// raw features one at a time (from their own bytes while the document is not parsed), then documents.
    static func expectSameReading(_ files: ArchiveFiles, _ name: String) {
        let upFront = IMDF.Archive(files: files, rawDocuments: .upFront)
        let onDemand = IMDF.Archive(files: files, rawDocuments: .onDemand)
        #expect(onDemand.diagnostics == upFront.diagnostics, "\(name)")
        #expect(onDemand.propertyFindings == upFront.propertyFindings, "\(name)")
        func expectSameFeatures<Properties: IMDFProperties>(_: Properties.Type) {
            let typed = onDemand.features(of: Properties.self)
            let reference = upFront.features(of: Properties.self)
            #expect(typed == reference, "\(name): \(Properties.featureType)")
            #expect(typed.map(\.sourceRange) == reference.map(\.sourceRange), "\(name): \(Properties.featureType)")
        }
        for type in IMDF.FeatureType.allCases { expectSameFeatures(type.propertiesType) }
        for handle in upFront.allHandles {
            let raw = onDemand.rawFeature(handle)
            #expect(raw == upFront.rawFeature(handle), "\(name): \(handle)")
            #expect(raw?.sourceRange == upFront.rawFeature(handle)?.sourceRange, "\(name): \(handle)")
            #expect(onDemand.featureID(of: handle) == upFront.featureID(of: handle), "\(name): \(handle)")
            #expect(onDemand.location(of: handle) == upFront.location(of: handle), "\(name): \(handle)")
        }
        #expect(onDemand.files.map(\.path) == upFront.files.map(\.path), "\(name)")
        for (lazy, eager) in zip(onDemand.files, upFront.files) {
            #expect(lazy.holdsFeatureCollection == (eager.collection != nil), "\(name): \(lazy.path)")
            if eager.isReadAsIMDF && eager.document != nil && eager.role != .manifest {
                #expect(lazy.deferredDocument != nil, "\(name): \(lazy.path) is deferred")
            }
            #expect(lazy.document?.object == eager.document?.object, "\(name): \(lazy.path)")
            #expect(lazy.document?.diagnostics == eager.document?.diagnostics, "\(name): \(lazy.path)")
            #expect(lazy.syntaxError == eager.syntaxError, "\(name): \(lazy.path)")
        }
        #expect(
            Validator().validate(onDemand).diagnostics == Validator().validate(upFront).diagnostics, "\(name)")
    }

    @Test(arguments: archives)
    func anArchiveReadsTheSameEitherWay(path: String) throws {
        Self.expectSameReading(try ArchiveSource.open(path: path), URL(fileURLWithPath: path).lastPathComponent)
    }

    /// Reading one raw feature parses that feature's bytes alone; the document is parsed when first read.
    @Test func aRawFeatureIsReadFromItsOwnBytes() throws {
        let archive = try IMDF.Archive(contentsOf: TestData.sampleVenue("HarbourviewQuay"))
        let units = try #require(archive.file(for: .unit)?.deferredDocument)
        let raw = archive.rawFeature(AnyFeatureHandle(type: .unit, index: 3))
        #expect(raw?.featureID == archive.units[3].featureID)
        #expect(!units.isParsed)
        _ = VenueGraph(archive)
        #expect(!units.isParsed, "linking reads typed features only")
        #expect(archive.file(for: .unit)?.collection?.features.count == archive.units.count)
        #expect(units.isParsed)
    }

    static let unit =
        #"{"type":"Feature","id":"11111111-1111-4111-8111-111111111111","feature_type":"unit","geometry":null,"#
        + #""properties":{"category":"room","level_id":"22222222-2222-4222-8222-222222222222","name":{"en":"A"}}}"#

    /// The paths a decode that hands features over takes on its own: a root that turns out not to be a
    /// collection, a second pass for a repeated GeoJSON member, a collection's box after its features, a
    /// file that is not JSON, tolerated property values, and features whose span read alone is no Feature.
    @Test(arguments: [
        #"{"features":[\#(unit)],"type":"Feature","geometry":null,"properties":null}"#,
        #"{"type":"FeatureCollection","features":"x","features":[\#(unit),{"type":"Feature","geometry":null,"properties":{"p":1,"p":2},"properties":{"category":5}}]}"#,
        #"{"type":"FeatureCollection","features":[\#(unit),{"type":"Feature","geometry":{"type":"Point","coordinates":[5,5]},"properties":null}],"bbox":[0,0,1,1]}"#,
        #"{"type":"FeatureCollection","features":[\#(unit),"#,
        #"{"type":"FeatureCollection","features":[{"type":"Feature","id":"u","geometry":null,"properties":{"category":7,"name":"Plain","accessibility":["ramp",3]}}]}"#,
        #"{"type":"FeatureCollection","features":[{"type":"Point","id":"p","geometry":null,"properties":{"category":"room"}},{"id":"q","geometry":null,"properties":null},\#(unit)]}"#,
    ])
    func aFeatureFileReadsTheSameEitherWay(text: String) throws {
        let files = try ArchiveFiles(
            root: "case", kind: .directory,
            files: [
                ArchiveFile(path: "unit.geojson", bytes: Array(text.utf8)),
                ArchiveFile(path: "level.geojson", bytes: Array(#"{"type":"FeatureCollection","features":[]}"#.utf8)),
            ])
        Self.expectSameReading(files, "case")
    }
}
