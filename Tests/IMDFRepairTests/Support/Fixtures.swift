import Foundation
import GeoJSON
import IMDFKit
import IMDFTestSupport

@testable import IMDFRepair

/// Fixtures for the repair tests: the valid sample venue with one defect put into one file.
enum Fixtures {
    static let packageRoot = TestData.packageRoot

    /// `SampleVenues/HarbourviewQuay`, which validates with no findings.
    static let validSample = packageRoot.appendingPathComponent("SampleVenues/HarbourviewQuay").path
    /// `SampleVenues/HarbourviewQuayWithMistakes`.
    static let mistakesSample = packageRoot.appendingPathComponent("SampleVenues/HarbourviewQuayWithMistakes").path
    /// `../shared/imdf-data` beside the package, when present.
    static let sharedData = TestData.sharedData?.path ?? "/nonexistent/shared/imdf-data"

    /// The archives of `../shared/imdf-data` (folders holding a manifest), sorted; empty when absent.
    static var sharedArchives: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: sharedData)) ?? []
        return names.sorted().map { sharedData + "/" + $0 }
            .filter { FileManager.default.fileExists(atPath: $0 + "/manifest.json") }
    }

    /// The valid sample with `file` changed by `edit` (which gets the file's bytes and a locator over them).
    static func sample(changing file: String, _ edit: (JSONByteLocator) -> [SourceEdit]) throws -> ArchiveFiles {
        let files = try ArchiveSource.open(path: validSample)
        guard let original = files[file] else { throw FixtureError.missing(file) }
        let bytes = original.bytes.applying(edit(JSONByteLocator(bytes: original.bytes)))
        return files.replacing([ArchiveFile(path: file, bytes: bytes)])
    }

    enum FixtureError: Error { case missing(String) }
}

extension SourceEdit {
    /// An edit replacing the value at `path` with `text`.
    static func replace(_ path: JSONPath, in locator: JSONByteLocator, with text: String) -> [SourceEdit] {
        guard let range = locator.range(of: path) else { return [] }
        return [SourceEdit(range: range, replacement: text)]
    }
}
