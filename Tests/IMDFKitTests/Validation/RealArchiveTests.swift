import Foundation
import GeoJSON
import IMDFTestSupport
import Testing

@testable import IMDFKit

/// Groups A, C and D on real archives: the known defects of the third-party archives in
/// `../shared/imdf-data` (skipped when absent), and the package's own sample venues.
@Suite("Validation on real archives")
struct RealArchiveTests {
    static func validate(_ path: String) throws -> ValidationReport {
        Validator().validate(try IMDF.Archive(contentsOf: path))
    }

    static func shared(_ name: String) throws -> ValidationReport {
        try validate(try #require(TestData.sharedArchive(name)))
    }

    /// The 1-based line:column of the closing bracket after the first `,` that is followed (after white
    /// space) by `]` or `}` — where a strict parser reports a trailing comma — found independently of
    /// the JSON reader.
    static func trailingCommaPosition(in bytes: [UInt8]) -> (line: Int, column: Int)? {
        var inString = false
        var escaped = false
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
            } else if byte == UInt8(ascii: ",") {
                var next = index + 1
                while next < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[next]) { next += 1 }
                if next < bytes.count, bytes[next] == UInt8(ascii: "]") || bytes[next] == UInt8(ascii: "}") {
                    let before = bytes[..<next]
                    let line = before.filter { $0 == 0x0A }.count + 1
                    let lineStart = (before.lastIndex(of: 0x0A) ?? -1) + 1
                    let column = bytes[lineStart..<next].filter { $0 & 0xC0 != 0x80 }.count + 1
                    return (line, column)
                }
            }
            index += 1
        }
        return nil
    }

    @Test(.enabled(if: TestData.hasSharedData))
    func roomfinderTrailingCommasAtTheirExactPositions() throws {
        let report = try Self.shared("roomfinder-seamans")
        let root = try #require(TestData.sharedArchive("roomfinder-seamans"))
        let syntax = report.diagnostics(of: "FileMustBeValidJSON").filter { $0.severity == .error }
        #expect(syntax.map(\.location.file) == ["amenity.geojson", "opening.geojson"])
        for diagnostic in syntax {
            let file = try #require(diagnostic.location.file)
            let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: root).appendingPathComponent(file)))
            let expected = try #require(Self.trailingCommaPosition(in: bytes))
            #expect(diagnostic.location.line == expected.line, "\(diagnostic)")
            #expect(diagnostic.location.column == expected.column, "\(diagnostic)")
        }
    }

    @Test(.enabled(if: TestData.hasSharedData))
    func roomfinderKnownDefects() throws {
        let report = try Self.shared("roomfinder-seamans")
        #expect(report.diagnostics(of: "FeatureIdMustBeUnique").count == 5)
        let names = report.diagnostics(of: "LabelsMustBeObject")
        #expect(!names.isEmpty && names.allSatisfy { $0.message.contains("plain string") && $0.severity == .error })
        let dangling = report.diagnostics(of: "ReferencedFeatureIDMustBeResolvable")
        #expect(dangling.count == 4)
        #expect(dangling.allSatisfy { $0.location.file == "anchor.geojson" && $0.message.hasPrefix("unit_id") })
        let categories = report.diagnostics(of: "UnknownCategory").map(\.message)
        for value in ["\"lab\"", "\"religous\"", "\"academic center\""] {
            #expect(categories.contains { $0.contains(value) }, "no UnknownCategory for \(value)")
        }
        #expect(report.diagnostics(of: "PropertyMustHaveValidType").contains { $0.message.contains("'display_point'") })
        #expect(
            report.diagnostics(of: "ManifestMustBeValid").contains {
                $0.severity == .warning && $0.message.contains("1.0.0.beta.2")
            })
    }

    @Test(.enabled(if: TestData.hasSharedData))
    func polymapCategoriesAndNullDetailLevels() throws {
        let report = try Self.shared("polymap-spbpu")
        #expect(!report.diagnostics(of: "UnknownCategory").isEmpty)
        let nullLevels = report.diagnostics(of: "RequiredPropertyMustBePresent").filter {
            $0.location.file == "detail.geojson" && $0.message.contains("'level_id' is null")
        }
        #expect(!nullLevels.isEmpty)
        #expect(nullLevels.allSatisfy { $0.location.line != nil && $0.location.featureID != nil })
        #expect(report.diagnostics(of: "ExtensionFileIgnored").contains { $0.location.file == "attraction.geojson" })
    }

    @Test(.enabled(if: TestData.hasSharedData))
    func minimalJaDanglingAnchorAndUnknownCategories() throws {
        let report = try Self.shared("minimal-ja")
        let dangling = report.diagnostics(of: "ReferencedFeatureIDMustBeResolvable")
        #expect(dangling.count == 1)
        #expect(
            dangling.first?.location.file == "occupant.geojson"
                && dangling.first?.message.hasPrefix("anchor_id") == true)
        let categories = report.diagnostics(of: "UnknownCategory")
        #expect(categories.contains { $0.location.file == "venue.geojson" && $0.message.contains("\"transit\"") })
        #expect(categories.contains { $0.location.file == "amenity.geojson" && $0.message.contains("\"toilet\"") })
    }

    /// The language tags and address codes of the real archives are registered ones (minimal-ja's `ja-JP`
    /// and `en`, polymap's and spbstu's `ru` and `en`, `RU`/`RU-SPE`, roomfinder's `US`/`US-IA`), so the
    /// registry checks add no finding there, except minimal-ja's province "Tokyo": a name, not a code.
    @Test(
        .enabled(if: TestData.hasSharedData),
        arguments: ["minimal-ja", "polymap-spbpu", "roomfinder-seamans", "spbstu-mapmaker-2022"])
    func registryChecksOnRealArchives(name: String) throws {
        let report = try Self.shared(name)
        #expect(report.diagnostics(of: "LabelsKeyMustBeLanguageTag").isEmpty)
        #expect(report.diagnostics(of: "CountryMustBeISO3166").isEmpty)
        #expect(!report.diagnostics(of: "ManifestMustBeValid").contains { $0.message.contains("language") })
        let provinces = report.diagnostics(of: "ProvinceMustBeISO31662")
        if name == "minimal-ja" {
            #expect(provinces.count == 1)
            #expect(
                provinces.first?.severity == .error
                    && provinces.first?.message.contains("did you mean \"JP-13\" (Tokyo)?") == true,
                "\(provinces)")
        } else {
            #expect(provinces.isEmpty, "\(provinces)")
        }
    }

    @Test(arguments: ["HarbourviewQuay", "HarbourviewQuay.zip"])
    func cleanSampleHasNoErrorsOrWarnings(name: String) throws {
        let report = try Self.validate(TestData.sampleVenue(name))
        let problems = report.diagnostics.filter { $0.severity != .info }
        #expect(problems.isEmpty, "\(problems)")
    }

    /// Each planted defect of `SampleVenues/HarbourviewQuayWithMistakes/README.md` that groups A, C and D
    /// cover is reported, on the right feature.
    @Test func sampleWithMistakesShowsEachPlantedDefect() throws {
        let report = try Self.validate(TestData.sampleVenue("HarbourviewQuayWithMistakes"))
        let planted: [(rule: String, file: String, featureID: String?)] = [
            ("ReferencedFeatureIDMustBeResolvable", "anchor.geojson", "05e5da24-130b-48e1-9139-1b24531cc5f7"),
            ("ReferencedFeatureIDMustBeResolvable", "occupant.geojson", "bc6395a3-c15f-41b0-b759-44e91d521801"),
            ("OrphanAnchor", "anchor.geojson", "c7c8c244-25e1-494e-ac2f-2548bf8f0190"),
            ("UnknownCategory", "unit.geojson", "4b478901-a52b-4e00-ae79-c7d19c083936"),
            ("FeatureIdMustBeUnique", "detail.geojson", "e2481549-8d65-4598-a7f8-8e8959ded743"),
            ("LabelsMustBeObject", "unit.geojson", "09215083-75e5-445d-9b70-1ba9b968335e"),
        ]
        for defect in planted {
            #expect(
                report.diagnostics(of: defect.rule).contains {
                    $0.location.file == defect.file && $0.location.featureID == defect.featureID
                }, "\(defect.rule) not reported on \(defect.file) \(defect.featureID ?? "")")
        }
        let syntax = report.diagnostics(of: "FileMustBeValidJSON")
        #expect(syntax.count == 1)
        #expect(syntax.first?.location.file == "fixture.geojson")
        #expect(syntax.first?.location.line == 6 && syntax.first?.location.column == 3)
    }
}
