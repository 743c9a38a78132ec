import Foundation

/// Where the test inputs live (shared by the test targets of every library module): the package's own `SampleVenues/`, and the shared third-party archives in
/// `../shared/imdf-data` beside the repository (absent on some machines: tests that need them skip).
public enum TestData {
    /// The package root, found from this file's path.
    public static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `SampleVenues/<name>`.
    public static func sampleVenue(_ name: String) -> String {
        packageRoot.appendingPathComponent("SampleVenues").appendingPathComponent(name).path
    }

    /// The shared data folder, when present: `../shared/imdf-data`.
    public static var sharedData: URL? {
        let candidates = [
            packageRoot.deletingLastPathComponent().appendingPathComponent("shared/imdf-data"),
            URL(fileURLWithPath: "/work/shared/imdf-data"),
        ]
        return candidates.first { FileManager.default.fileExists(atPath: $0.path) }
    }

    /// `../shared/imdf-data/<name>`, when present.
    public static func sharedArchive(_ name: String) -> String? {
        guard let url = sharedData?.appendingPathComponent(name), FileManager.default.fileExists(atPath: url.path)
        else { return nil }
        return url.path
    }

    /// Whether the shared archives are present (for `.enabled(if:)`).
    public static var hasSharedData: Bool { sharedData != nil }
}
