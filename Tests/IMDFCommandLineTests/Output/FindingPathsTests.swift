import GeoJSON
import Testing

@testable import IMDFCommandLine

/// Paths from the current directory: the archive as given joined with the member.
@Suite struct FindingPathsTests {
    @Test(arguments: [
        ("SampleVenues/Harbourview", "unit.geojson", "SampleVenues/Harbourview/unit.geojson"),
        ("venue/", "unit.geojson", "venue/unit.geojson"),
        ("venue//", "unit.geojson", "venue/unit.geojson"),
        ("./venue", "unit.geojson", "./venue/unit.geojson"),
        (".", "unit.geojson", "./unit.geojson"),
        ("/", "unit.geojson", "/unit.geojson"),
        ("/data/venue.zip", "unit.geojson", "/data/venue.zip/unit.geojson"),
    ])
    func joinedWithoutDoubleSlashes(archive: String, file: String, expected: String) {
        #expect(FindingPaths(archive: archive).path(of: file) == expected)
    }

    @Test func aStrippedZipFolderIsPutBack() {
        let paths = FindingPaths(archive: "venue.zip", strippedFolder: "Venue/", isZip: true)
        #expect(paths.path(of: "unit.geojson") == "venue.zip/Venue/unit.geojson")
        #expect(paths.path(of: nil) == "venue.zip")
        #expect(
            paths.position(of: .init(file: "unit.geojson", line: 8, column: 542))
                == "venue.zip/Venue/unit.geojson:8:542")
    }

    @Test func lintNamesFilesAsGiven() {
        #expect(FindingPaths.asGiven.path(of: "a/b.geojson") == "a/b.geojson")
        #expect(FindingPaths.asGiven.position(of: .init()) == "<input>")
    }

    @Test func theFormatterUsesThePathsAndNamesTheJSONPathFarIntoALine() {
        let formatter = DiagnosticFormatter(paths: FindingPaths(archive: "venue"))
        let near = Diagnostic(
            severity: .error, rule: "R", message: "m",
            location: .init(file: "unit.geojson", line: 3, column: 199, path: ["features", 0], featureID: "f"))
        #expect(formatter.format(near) == "venue/unit.geojson:3:199: error: [R] m (feature f)")
        let far = Diagnostic(
            severity: .warning, rule: "R", check: "c", message: "m",
            location: .init(file: "detail.geojson", line: 1, column: 51018, path: ["features", 212, "geometry"]),
            notes: [
                .init(
                    message: "here", location: .init(file: "unit.geojson", line: 1, column: 300, path: ["features", 1]))
            ])
        #expect(
            formatter.format(far) == """
                venue/detail.geojson:1:51018: warning: [R/c] m (JSON path features[212].geometry)
                  note: here (venue/unit.geojson:1:300, JSON path features[1])
                """)
    }
}
