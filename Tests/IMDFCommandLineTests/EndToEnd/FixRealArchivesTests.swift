import Foundation
import IMDFKit
import Testing

/// `imdf fix -o` on every archive of `../shared/imdf-data` and on the mistakes sample, then `imdf validate` of
/// the copy: none of the repaired findings remain, every other finding is the same, and the decoded archive and
/// its venue graph count the same features. Skipped for archives that are not there.
@Suite struct FixRealArchivesTests {
    static let sharedData = Samples.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/imdf-data")
        .path

    static var archives: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: sharedData)) ?? []
        let shared = names.sorted().map { sharedData + "/" + $0 }
            .filter { FileManager.default.fileExists(atPath: $0 + "/manifest.json") }
        return [Samples.mistakes] + shared
    }

    /// A finding without its position (a repair moves bytes, so lines and columns of later findings move too).
    struct Finding: Hashable {
        var rule: String, check: String?, file: String?, path: String?, feature: String?, message: String
    }

    static func findings(_ archive: String) -> [Finding] {
        let run = IMDFRun(["validate", archive, "--format", "json"])
        let diagnostics = ((run.json as? [String: Any])?["diagnostics"] as? [[String: Any]]) ?? []
        return diagnostics.map {
            Finding(
                rule: $0["rule"] as? String ?? "", check: $0["check"] as? String, file: $0["file"] as? String,
                path: $0["path"] as? String, feature: $0["feature"] as? String,
                message: ($0["message"] as? String ?? "").replacingOccurrences(of: " [fixable]", with: ""))
        }
    }

    static func counts(_ path: String) throws -> [String] {
        let archive = try IMDF.Archive(contentsOf: path)
        let graph = VenueGraph(archive)
        return IMDF.FeatureType.allCases.map { "\($0.rawValue) \(archive.count(of: $0))" }
            + graph.levelSummaries().map {
                "\($0.id?.rawValue ?? "-") \($0.ordinal ?? 0) \($0.unitCount) \($0.openingCount) \($0.buildings.count)"
            }
    }

    /// The archives with the trailing-comma repair left out: repairing JSON syntax makes a file readable, whose
    /// findings then appear for the first time, so the strict comparison runs without it (and the test below
    /// runs every repair).
    @Test(arguments: archives)
    func repairedFindingsGoAndTheRestStay(archive: String) throws {
        let output = try Samples.temporaryDirectory().appendingPathComponent("fixed")
        let fix = IMDFRun(["fix", archive, "-o", output.path, "--ignore", "FileMustBeValidJSON"])
        #expect([0, 1].contains(fix.status), "\(fix.standardError)")
        let before = Self.findings(archive)
        let after = Self.findings(output.path)
        let repairedRules: Set<String> = [
            "geojson-ring-winding", "geojson-ring-not-closed", "outside-geometry",
            "LabelsMustBeObject", "UnknownCategory", "PropertyMustHaveValidType",
            "RingPositionsShouldNotRepeat",
        ]
        func key(_ finding: Finding) -> String {
            finding.check.map { repairedRules.contains($0) ? $0 : finding.rule } ?? finding.rule
        }
        // Nothing new, nothing else gone.
        let afterSet = Set(after)
        #expect(afterSet.isSubset(of: Set(before)), "\(afterSet.subtracting(before).prefix(5))")
        let gone = Set(before).subtracting(afterSet)
        #expect(
            gone.allSatisfy { repairedRules.contains(key($0)) },
            "\(gone.filter { !repairedRules.contains(key($0)) }.prefix(5))")
        // The finding kinds that have a certain repair in every case are all gone.
        #expect(
            !after.contains {
                ["geojson-ring-winding", "geojson-ring-not-closed", "outside-geometry"].contains($0.check ?? "")
                    || $0.rule == "LabelsMustBeObject"
            })
        #expect(try Self.counts(archive) == Self.counts(output.path))
    }

    @Test(arguments: archives)
    func everyRepairLeavesNoRepairedFinding(archive: String) throws {
        let output = try Samples.temporaryDirectory().appendingPathComponent("fixed")
        let fix = IMDFRun(["fix", archive, "-o", output.path])
        #expect([0, 1].contains(fix.status), "\(fix.standardError)")
        let after = Self.findings(output.path)
        #expect(
            !after.contains {
                ["geojson-ring-winding", "geojson-ring-not-closed", "outside-geometry", "json-syntax"].contains(
                    $0.check ?? "") || $0.rule == "LabelsMustBeObject"
            })
        // A second run has nothing to do.
        let again = IMDFRun(["fix", output.path, "--dry-run"])
        #expect(again.standardOutput.isEmpty)
        #expect(again.standardError.hasPrefix("no repairs would be made"))
    }
}
