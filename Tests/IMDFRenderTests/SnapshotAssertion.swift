import Foundation
import Testing

@testable import IMDFRender

/// Compares text with a snapshot file under `Render/__Snapshots__/`, re-recording it only when the
/// environment variable `IMDF_RECORD_SNAPSHOTS` is `1`.
///
/// A recording run writes the file and still records an issue, so a recording is never mistaken for a
/// pass; a missing or different snapshot fails with the first differing line and the command that
/// re-records it.
enum Snapshot {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "__Snapshots__")

    static var isRecording: Bool { ProcessInfo.processInfo.environment["IMDF_RECORD_SNAPSHOTS"] == "1" }

    static func expect(_ text: String, matches name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation)
    {
        let url = directory.appendingPathComponent(name)
        let howToRecord = "re-record with: IMDF_RECORD_SNAPSHOTS=1 swift test --filter RenderSnapshotTests"
        if isRecording {
            do {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url)
                Issue.record(
                    "recorded snapshot \(name); run again without IMDF_RECORD_SNAPSHOTS to check it",
                    sourceLocation: sourceLocation)
            } catch {
                Issue.record("cannot record snapshot \(url.path): \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        guard let data = FileManager.default.contents(atPath: url.path),
            let expected = String(data: data, encoding: .utf8)
        else {
            Issue.record("missing snapshot \(url.path); \(howToRecord)", sourceLocation: sourceLocation)
            return
        }
        guard expected != text else { return }
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let index =
            Array(zip(expectedLines, actualLines)).firstIndex { $0.0 != $0.1 }
            ?? min(expectedLines.count, actualLines.count)
        let expectedLine = index < expectedLines.count ? String(expectedLines[index]) : "<end of file>"
        let actualLine = index < actualLines.count ? String(actualLines[index]) : "<end of file>"
        Issue.record(
            """
            snapshot \(name) differs at line \(index + 1)
              expected: \(expectedLine.prefix(300))
              actual:   \(actualLine.prefix(300))
            \(howToRecord)
            """, sourceLocation: sourceLocation)
    }
}
