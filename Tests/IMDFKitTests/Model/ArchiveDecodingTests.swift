import GeoJSON
import IMDFTestSupport
import Testing

@testable import IMDFKit

@Suite("Archive decoding")
struct ArchiveDecodingTests {
    @Test func sampleVenueDecodesEveryType() throws {
        let archive = try IMDF.Archive(contentsOf: TestData.sampleVenue("HarbourviewQuay"))
        #expect(archive.diagnostics.isEmpty, "\(archive.diagnostics.prefix(5))")
        #expect(archive.propertyFindings.isEmpty, "\(archive.propertyFindings.prefix(5))")
        #expect(archive.manifest?.version == "1.0.0")
        #expect(archive.manifest?.language == "en")
        #expect(archive.venues.count == 1)
        #expect(archive.buildings.count == 2)
        #expect(archive.levels.count == 6)
        #expect(archive.units.count == 74)
        #expect(archive.openings.count == 68)
        #expect(archive.amenities.count == 27)
        for type in IMDF.FeatureType.allCases {
            #expect(archive.count(of: type) > 0, "no \(type.rawValue) features")
            // Each type's features land in its own member: as many as its file has, with its feature_type.
            #expect(archive.count(of: type) == archive.file(for: type)?.collection?.features.count, "\(type)")
            #expect(type.propertiesType.featureType == type)
            func featureTypes<Properties: IMDFProperties>(_: Properties.Type) -> Set<String?> {
                Set(archive.features(of: Properties.self).map { $0.foreignMembers["feature_type"]?.stringValue })
            }
            #expect(featureTypes(type.propertiesType) == [type.rawValue], "\(type)")
        }
        let unit = try #require(archive.units.first)
        #expect(unit.properties.levelID != nil)
        #expect(unit.properties.category?.isKnown == true)
        #expect(unit.featureID?.isVersion4UUID == true)
    }

    @Test func zipAndDirectoryDecodeEqual() throws {
        let directory = try IMDF.Archive(contentsOf: TestData.sampleVenue("HarbourviewQuay"))
        let zip = try IMDF.Archive(contentsOf: TestData.sampleVenue("HarbourviewQuay.zip"))
        #expect(zip.kind == .zip)
        #expect(directory.kind == .directory)
        #expect(zip.units == directory.units)
        #expect(zip.levels == directory.levels)
        #expect(zip.occupants == directory.occupants)
        #expect(zip.manifest == directory.manifest)
        #expect(zip.files.map(\.path) == directory.files.map(\.path))
    }

    @Test(.enabled(if: TestData.hasSharedData)) func roomfinderToleratesItsDefects() throws {
        let path = try #require(TestData.sharedArchive("roomfinder-seamans"))
        let archive = try IMDF.Archive(contentsOf: path)
        // amenity.geojson and opening.geojson end with trailing commas: not JSON, reported with positions.
        let syntax = archive.diagnostics.filter { $0.rule == "json-syntax" }
        #expect(Set(syntax.compactMap(\.location.file)) == ["amenity.geojson", "opening.geojson"])
        #expect(syntax.allSatisfy { $0.location.line != nil && $0.location.column != nil })
        #expect(archive.amenities.isEmpty && archive.openings.isEmpty)
        // The rest decodes: 3 levels, 301 units, 305 anchors, 248 occupants.
        #expect(archive.levels.count == 3)
        #expect(archive.units.count == 301)
        #expect(archive.anchors.count == 305)
        #expect(archive.occupants.count == 248)
        // Plain-string names are kept as `und` labels and recorded.
        let plain = archive.propertyFindings.filter { $0.message.contains("plain string") }
        #expect(!plain.isEmpty)
        #expect(
            plain.allSatisfy {
                $0.location.file == "unit.geojson" && $0.location.line != nil && $0.location.featureID != nil
            })
        let named = archive.units.compactMap(\.properties.name).first
        #expect(named?.entries.first?.language == IMDF.Labels.undeterminedLanguage)
        #expect(archive.manifest?.version == "1.0.0.beta.2")
    }

    @Test(.enabled(if: TestData.hasSharedData)) func polymapCountsAndExtensionFile() throws {
        let path = try #require(TestData.sharedArchive("polymap-spbpu"))
        let archive = try IMDF.Archive(contentsOf: path)
        #expect(archive.buildings.count == 80)
        #expect(archive.footprints.count == 240)
        #expect(archive.levels.count == 8)
        #expect(archive.units.count == 443)
        #expect(archive.openings.count == 472)
        #expect(archive.amenities.count == 37)
        #expect(archive.anchors.count == 445)
        #expect(archive.occupants.count == 264)
        #expect(archive.addresses.count == 447)
        #expect(archive.details.count == 187)
        #expect(archive.extensionFiles.map(\.path) == ["attraction.geojson"])
        #expect(archive.extensionFiles.first?.collection?.features.isEmpty == false)
        // Non-spec categories survive decoding as written.
        #expect(archive.units.contains { $0.properties.category?.isKnown == false })
    }

    @Test(.enabled(if: TestData.hasSharedData)) func minimalJapaneseLabels() throws {
        let path = try #require(TestData.sharedArchive("minimal-ja"))
        let archive = try IMDF.Archive(contentsOf: path)
        #expect(archive.manifest?.language == "ja-JP")
        #expect(archive.fixtures.count == 1 && archive.kiosks.count == 1)
        let level = try #require(archive.levels.first)
        let name = try #require(level.properties.name)
        #expect(name.bestMatch(for: ["ja"]) == name["ja-JP"])
        #expect(name.bestMatch(for: ["fr"], defaultLanguage: "en") == name["en"])
        #expect(archive.venues.first?.properties.category == "transit")
        #expect(archive.venues.first?.properties.category?.isKnown == false)
    }
}
