import Foundation
import IMDFKit
import Testing

@testable import IMDFCommandLine

/// `imdf fix` in-process: writing, dry runs, the repair selection, exit codes, and what `validate` marks.
@Suite struct FixCommandTests {
    /// A copy of the mistakes sample in a temporary directory.
    static func mistakesCopy() throws -> URL {
        let folder = try Samples.temporaryDirectory().appendingPathComponent("venue")
        try FileManager.default.copyItem(atPath: Samples.mistakes, toPath: folder.path)
        return folder
    }

    static func bytes(_ url: URL) throws -> Data { try Data(contentsOf: url) }

    @Test func dryRunPrintsADiffAndWritesNothing() throws {
        let folder = try Self.mistakesCopy()
        let before = try Self.bytes(folder.appendingPathComponent("unit.geojson"))
        let run = IMDFRun(["fix", folder.path, "--dry-run"])
        #expect(run.status == 1, "dangling references and a duplicate ID remain")
        #expect(run.standardOutput.hasPrefix("--- a/fixture.geojson\n+++ b/fixture.geojson\n@@ "))
        #expect(run.standardOutput.contains("--- a/unit.geojson\n+++ b/unit.geojson\n"))
        #expect(run.standardOutput.contains(#""name": {"en": "Ferry Tickets"}"#))
        #expect(run.standardError.contains("LabelsMustBeObject"))
        #expect(run.standardError.contains("remaining: 4 errors, 0 warnings, 2 infos"))
        #expect(try Self.bytes(folder.appendingPathComponent("unit.geojson")) == before)
    }

    @Test func writesARepairedCopyThatValidatesWithoutTheRepairedFindings() throws {
        let output = try Samples.temporaryDirectory().appendingPathComponent("fixed")
        let run = IMDFRun(["fix", Samples.mistakes, "-o", output.path])
        #expect(run.status == 1)
        #expect(run.standardOutput.contains("3 files changed") == false)
        #expect(run.standardOutput.contains("2 files changed"))
        let validate = IMDFRun(["validate", output.path])
        #expect(!validate.standardOutput.contains("LabelsMustBeObject"))
        #expect(!validate.standardOutput.contains("json-syntax"))
        #expect(!validate.standardOutput.contains("outside-geometry"))
        #expect(validate.standardOutput.contains("FeatureIdMustBeUnique"))
        // Unchanged files are copied byte for byte.
        for name in ["anchor.geojson", "manifest.json", "README.md"] {
            #expect(
                try Self.bytes(output.appendingPathComponent(name))
                    == Self.bytes(URL(fileURLWithPath: Samples.mistakes).appendingPathComponent(name)))
        }
    }

    @Test func writesAZipWhenTheOutputEndsInZip() throws {
        let output = try Samples.temporaryDirectory().appendingPathComponent("fixed.zip")
        let run = IMDFRun(["fix", Samples.mistakes, "-o", output.path, "--only", "LabelsMustBeObject"])
        #expect(run.status == 1)
        let files = try ArchiveSource.open(path: output.path)
        let original = try ArchiveSource.open(path: Samples.mistakes)
        #expect(files.paths == original.paths)
        #expect(files["unit.geojson"]?.bytes != original["unit.geojson"]?.bytes)
        #expect(files["fixture.geojson"]?.bytes == original["fixture.geojson"]?.bytes)
    }

    /// Files the archive reader lists without reading (a README) must survive a rewritten zip byte for byte.
    @Test func inPlaceZipKeepsFilesOutsideTheLayout() throws {
        let zip = try Samples.temporaryDirectory().appendingPathComponent("venue.zip")
        try StoredZip.zipping(directory: Samples.mistakes, intoFolder: "venue", at: zip)
        let readme = try Self.bytes(URL(fileURLWithPath: Samples.mistakes).appendingPathComponent("README.md"))
        let run = IMDFRun(["fix", zip.path, "--in-place", "--only", "LabelsMustBeObject"])
        #expect(run.status == 1, "\(run.standardOutput)\(run.standardError)")
        let rewritten = try ZipArchive(bytes: [UInt8](try Self.bytes(zip)))
        let entry = try #require(rewritten.entry(atPath: "venue/README.md"))
        #expect(try rewritten.contents(of: entry) == [UInt8](readme))
    }

    @Test func inPlaceRewritesOnlyChangedFilesAndExitsZeroWhenNothingRemains() throws {
        let folder = try Samples.directoryCopy(
            replacing: "level.geojson",
            with: String(
                decoding: try Data(contentsOf: URL(fileURLWithPath: Samples.directory + "/level.geojson")),
                as: UTF8.self
            )
            .replacingOccurrences(of: "\"ordinal\": -1,", with: "\"ordinal\": -1.0,"))
        let unitBefore = try FileManager.default.attributesOfItem(
            atPath: folder.appendingPathComponent("unit.geojson").path)
        let run = IMDFRun(["fix", folder.path, "--in-place"])
        #expect(run.status == 0, "\(run.standardOutput)\(run.standardError)")
        #expect(run.standardOutput.contains("PropertyMustHaveValidType"))
        let level = String(decoding: try Self.bytes(folder.appendingPathComponent("level.geojson")), as: UTF8.self)
        #expect(level.contains("\"ordinal\": -1,"))
        let unitAfter = try FileManager.default.attributesOfItem(
            atPath: folder.appendingPathComponent("unit.geojson").path)
        #expect(unitBefore[.modificationDate] as? Date == unitAfter[.modificationDate] as? Date)
        #expect(unitBefore[.systemFileNumber] as? Int == unitAfter[.systemFileNumber] as? Int)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            $0.contains(".imdf-")
        }
        #expect(leftovers.isEmpty)
        #expect(IMDFRun(["validate", folder.path]).status == 0)
    }

    @Test func onlyAndIgnoreChooseRepairs() {
        let only = IMDFRun(["fix", Samples.mistakes, "--dry-run", "--only", "LabelsMustBeObject"])
        #expect(only.standardOutput.contains("--- a/unit.geojson"))
        #expect(!only.standardOutput.contains("fixture.geojson"))
        let ignore = IMDFRun(["fix", Samples.mistakes, "--dry-run", "--ignore", "json-syntax,LabelsMustBeObject"])
        #expect(!ignore.standardOutput.contains("fixture.geojson"))
        #expect(!ignore.standardError.contains("LabelsMustBeObject  "))
        #expect(ignore.standardError.contains("DisplayPointMustBeWithinFeature/outside-geometry"))
    }

    @Test func usageErrors() {
        #expect(IMDFRun(["fix", Samples.mistakes]).status == 64)
        #expect(IMDFRun(["fix", Samples.mistakes, "--dry-run", "--in-place"]).status == 64)
        let unknown = IMDFRun(["fix", Samples.mistakes, "--dry-run", "--only", "LabelsMustBeObjekt"])
        #expect(unknown.status == 64)
        #expect(unknown.standardError.contains("LabelsMustBeObject"))
        #expect(IMDFRun(["fix", Samples.mistakes, "-o", Samples.mistakes]).status == 64)
        #expect(IMDFRun(["fix", "/nonexistent/venue", "--dry-run"]).status == 66)
    }

    @Test func helpListsTheCommand() {
        #expect(IMDFRun(["--help"]).standardOutput.contains("fix"))
        let help = IMDFRun(["fix", "--help"])
        #expect(help.status == 0)
        #expect(help.standardOutput.contains("--dry-run"))
        #expect(help.standardOutput.contains("geojson-ring-winding"))
    }

    @Test func validateMarksFixableFindings() throws {
        let text = IMDFRun(["validate", Samples.mistakes])
        let labels = try #require(
            text.standardOutput.split(separator: "\n").first { $0.contains("[LabelsMustBeObject]") })
        #expect(labels.contains("[fixable]"))
        let duplicate = try #require(
            text.standardOutput.split(separator: "\n").first { $0.contains("[FeatureIdMustBeUnique]") })
        #expect(!duplicate.contains("[fixable]"))

        let json = IMDFRun(["validate", Samples.mistakes, "--format", "json"])
        let diagnostics = try #require((json.json as? [String: Any])?["diagnostics"] as? [[String: Any]])
        let fixable = diagnostics.filter { $0["fix"] != nil }.compactMap { $0["rule"] as? String }
        #expect(Set(fixable) == ["FileMustBeValidJSON", "LabelsMustBeObject", "DisplayPointMustBeWithinFeature"])
        let fix = try #require(
            diagnostics.first { $0["rule"] as? String == "LabelsMustBeObject" }?["fix"] as? [String: Any])
        let edit = try #require((fix["edits"] as? [[String: Any]])?.first)
        #expect(edit["replacement"] as? String == #"{"en": "Ferry Tickets"}"#)

        let sarif = IMDFRun(["validate", Samples.mistakes, "--format", "sarif"])
        let results = try #require(
            (((sarif.json as? [String: Any])?["runs"] as? [[String: Any]])?.first)?["results"] as? [[String: Any]])
        let withFixes = results.filter { $0["fixes"] != nil }
        #expect(withFixes.count == 3)
    }
}
