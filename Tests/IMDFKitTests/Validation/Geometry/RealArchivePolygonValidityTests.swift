import GeoJSON
import IMDFTestSupport
import Testing

@testable import IMDFKit

/// The polygon validity rules on the sample venues and on the shared third-party archives. The findings on
/// polymap-spbpu were checked by hand: every vertex of each reported hole lies outside its level's exterior
/// ring (the holes' boxes do not even meet the ring's box), which GEOS's validity check confirms.
@Suite("Validation: polygon validity rules on real archives")
struct RealArchivePolygonValidityTests {
    static let rules = PolygonValidityRulesTests.rules

    static func report(_ path: String) throws -> ValidationReport {
        Validator(rules: rules).validate(try IMDF.Archive(contentsOf: path))
    }

    @Test(arguments: ["HarbourviewQuay", "HarbourviewQuay.zip", "HarbourviewQuayWithMistakes"])
    func sampleVenuesHaveNoFindings(name: String) throws {
        let report = try Self.report(TestData.sampleVenue(name))
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
    }

    @Test(.enabled(if: TestData.hasSharedData))
    func polymapHasTwoLevelsWithHolesOutsideTheirExteriorRing() throws {
        let report = try Self.report(try #require(TestData.sharedArchive("polymap-spbpu")))
        let outside = report.diagnostics(of: "PolygonHoleMustBeInsideShell")
        #expect(report.diagnostics.count == outside.count, "\(report.diagnostics)")
        #expect(outside.allSatisfy { $0.severity == .error && $0.location.file == "level.geojson" })
        // Level 3 of one building (holes 1 and 2) and level 3 of the other (holes 1 to 7).
        let byLevel = Dictionary(grouping: outside) { $0.location.featureID ?? "?" }
            .mapValues { findings in
                findings.compactMap { finding -> Int? in
                    if case .index(let ring)? = finding.location.path?.components.last { ring } else { nil }
                }
            }
        #expect(
            byLevel == [
                "8e898ea9-0274-43af-bdf3-a3852cbb9b66": [1, 2],
                "0944b72f-5338-4ba5-85ee-4631c772ecf2": [1, 2, 3, 4, 5, 6, 7],
            ])
        #expect(
            outside.allSatisfy {
                $0.location.path?.components.prefix(4) == ["features", 1, "geometry", "coordinates"]
                    || $0.location.path?.components.prefix(4) == ["features", 7, "geometry", "coordinates"]
            })
    }

    /// Five polygons with holes (footprints and a level, all valid) and a level that is a MultiPolygon of six
    /// disjoint parts.
    @Test(
        .enabled(if: TestData.hasSharedData), arguments: ["spbstu-mapmaker-2022", "minimal-ja", "roomfinder-seamans"])
    func otherSharedArchivesHaveNoFindings(name: String) throws {
        let report = try Self.report(try #require(TestData.sharedArchive(name)))
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
    }
}
