import Foundation
import GeoJSON
import IMDFTestSupport
import Testing

@testable import IMDFKit

/// Check IDs: every check a rule reports is one it declares (or the universal `not-fully-checked`), on every
/// sample venue and shared archive, and `FileMustBeValidGeoJSON` has one check per GeoJSON-layer rule.
@Suite struct CheckTests {
    static var archives: [String] {
        var paths = ["HarbourviewQuay.zip", "HarbourviewQuayWithMistakes"].map(TestData.sampleVenue)
        for name in ["polymap-spbpu", "roomfinder-seamans", "minimal-ja", "spbstu-mapmaker-2022"] {
            if let path = TestData.sharedArchive(name) { paths.append(path) }
        }
        return paths
    }

    @Test(arguments: archives)
    func everyReportedCheckIsDeclared(path: String) throws {
        let rules = Dictionary(uniqueKeysWithValues: Validator.allRules.map { ($0.id, $0) })
        for diagnostic in Validator().validate(try IMDF.Archive(contentsOf: path)).diagnostics {
            guard let check = diagnostic.check else { continue }
            let declared = (rules[diagnostic.rule]?.checks.map(\.id) ?? []) + [ValidationCheck.notFullyChecked.id]
            #expect(declared.contains(check), "\(diagnostic.qualifiedRule) is not declared")
        }
    }

    @Test func checkIDsAreUniqueWithinTheirRuleAndWellFormed() {
        for rule in Validator.allRules {
            let ids = rule.checks.map(\.id)
            #expect(Set(ids).count == ids.count, "\(rule.id)")
            for check in rule.checks {
                #expect(check.id.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }, "\(rule.id)/\(check.id)")
                #expect(check.severity <= rule.severity, "\(rule.id)/\(check.id) is more severe than its rule")
                #expect(!check.summary.isEmpty)
            }
        }
    }

    @Test func geoJSONFindingsAreForwardedWithTheirRuleAsCheck() {
        let rule = Validator.allRules.first { $0.id == "FileMustBeValidGeoJSON" }
        #expect(rule?.checks.map(\.id) == GeoJSONRule.all.map(\.id).filter { $0 != GeoJSONRule.jsonSyntax })
        var fixture = ArchiveFixture.minimal
        fixture.files["geofence.geojson"] = """
            {"type": "FeatureCollection", "features": [{"type": "Feature", "id": "0f1b7d7e-8a42-4c55-9a3b-6f1d2e3c4b5a", \
            "feature_type": "geofence", "geometry": {"type": "Polygon", "coordinates": [[[-73.5512, 45.5031], \
            [-73.5512, 45.5032], [-73.5511, 45.5032], [-73.5511, 45.5031], [-73.5512, 45.5031]]]}, \
            "properties": {"category": "geofence"}}]}
            """
        let found = fixture.validate().diagnostics.filter { $0.rule == "FileMustBeValidGeoJSON" }
        #expect(found.map(\.check) == [GeoJSONRule.ringWinding])
        #expect(found.first?.qualifiedRule == "FileMustBeValidGeoJSON/geojson-ring-winding")
        #expect(found.first?.message.contains("(geojson-") == false)
    }

    @Test func uuidFindingsHaveOneCheckEach() {
        let diagnostics = ArchiveFixture.minimal.replacing(
            in: "unit.geojson", ArchiveFixture.roomID, with: "11111111-1111-1111-1111-111111111111"
        )
        .validate().diagnostics.filter { $0.rule == "FeatureIdMustBeUUID" }
        #expect(diagnostics.map(\.check) == ["not-version-4"])
        #expect(diagnostics.first?.severity == .warning)
    }
}
