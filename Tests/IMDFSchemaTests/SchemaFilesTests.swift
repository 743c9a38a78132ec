import Foundation
import GeoJSON
import IMDFKit
import IMDFTestSupport
import Testing

@testable import IMDFSchema

/// Keeps the committed `Schemas/*.schema.json` equal to what `IMDF.JSONSchemaGenerator` produces.
///
/// On a mismatch the test fails and says how to re-record; with `IMDF_RECORD_SCHEMAS=1` it rewrites the files
/// (and removes schema files that are no longer generated) and reports what it rewrote, so nothing changes
/// silently.
@Suite("Schema files")
struct SchemaFilesTests {
    static let recordCommand = "IMDF_RECORD_SCHEMAS=1 swift test --filter Schema"

    /// `<package>/Schemas`, found from the package root.
    static let directory = TestData.packageRoot.appendingPathComponent("Schemas", isDirectory: true)

    @Test("Schemas/ matches the generator output")
    func committedSchemasAreCurrent() throws {
        let recording = ProcessInfo.processInfo.environment["IMDF_RECORD_SCHEMAS"] == "1"
        let documents = IMDF.JSONSchemaGenerator().documents()
        let fileManager = FileManager.default

        var changed: [String] = []
        for document in documents {
            let url = Self.directory.appendingPathComponent(document.fileName)
            let committed = try? String(contentsOf: url, encoding: .utf8)
            guard committed != document.text else { continue }
            changed.append(document.fileName)
            if recording {
                try fileManager.createDirectory(at: Self.directory, withIntermediateDirectories: true)
                try document.text.write(to: url, atomically: true, encoding: .utf8)
            }
        }

        let generatedNames = Set(documents.map(\.fileName))
        let onDisk = (try? fileManager.contentsOfDirectory(atPath: Self.directory.path)) ?? []
        let leftovers = onDisk.filter { $0.hasSuffix(".schema.json") && !generatedNames.contains($0) }.sorted()
        if recording {
            for name in leftovers {
                try fileManager.removeItem(at: Self.directory.appendingPathComponent(name))
            }
            if !changed.isEmpty || !leftovers.isEmpty {
                Issue.record(
                    """
                    Re-recorded Schemas/: rewrote \(changed.joined(separator: ", "))\
                    \(leftovers.isEmpty ? "" : "; removed \(leftovers.joined(separator: ", "))"). \
                    Review the diff, commit, and run again without IMDF_RECORD_SCHEMAS.
                    """)
            }
        } else {
            #expect(
                changed.isEmpty,
                """
                Schemas/ is stale or missing: \(changed.joined(separator: ", ")). \
                The property table or the generator changed; re-run with `\(Self.recordCommand)` and commit the result.
                """)
            #expect(
                leftovers.isEmpty,
                """
                Schemas/ has files the generator no longer produces: \(leftovers.joined(separator: ", ")). \
                Re-run with `\(Self.recordCommand)` to remove them.
                """)
        }
    }
}
