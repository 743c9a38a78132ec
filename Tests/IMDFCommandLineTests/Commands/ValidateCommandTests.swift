import Foundation
import Testing

@testable import IMDFCommandLine

/// `imdf validate`: findings, summary, --strict, JSON, and archive errors.
@Suite struct ValidateCommandTests {
    @Test(arguments: [Samples.directory, Samples.zip])
    func cleanSampleValidates(path: String) {
        let run = IMDFRun(["validate", path])
        #expect(run.status == 0)
        #expect(run.standardOutput.isEmpty)
        #expect(run.standardError == "0 errors, 0 warnings, 0 infos\n")
    }

    @Test func mistakesAreReportedCompilerStyleAndExitOne() {
        let run = IMDFRun(["validate", Samples.mistakes])
        #expect(run.status == 1)
        // The trailing comma of fixture.geojson is reported where a strict parser finds it.
        #expect(run.standardOutput.contains("fixture.geojson:6:3: error: ["))
        #expect(
            run.standardOutput.contains(
                "anchor.geojson:4:215: error: [ReferencedFeatureIDMustBeResolvable] unit_id references unit 0d2392e7-1c40-458a-8a92-fc89c7abd472"
            ))
        #expect(
            run.standardOutput.contains(
                "  note: first used here by an amenity (\(Samples.mistakes)/amenity.geojson:5:31"))
        #expect(run.standardError.contains(" errors, "))
    }

    @Test func jsonHasEveryDiagnosticAndASummary() throws {
        let run = IMDFRun(["validate", "--format", "json", Samples.mistakes])
        #expect(run.status == 1)
        let object = try #require(run.json as? [String: Any])
        let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
        #expect(!diagnostics.isEmpty)
        for diagnostic in diagnostics {
            for key in [
                "rule", "check", "severity", "message", "file", "file_path", "line", "column", "path", "feature",
                "features", "notes",
            ] {
                #expect(diagnostic[key] != nil, "\(key) present")
            }
        }
        let summary = try #require(object["summary"] as? [String: Any])
        #expect(summary["errors"] as? Int == diagnostics.filter { $0["severity"] as? String == "error" }.count)
        #expect(summary["passed"] as? Bool == false)
    }

    @Test func strictFailsOnWarnings() throws {
        // A clockwise exterior ring is a GeoJSON warning, found while reading.
        let venue = try Samples.directoryCopy(
            replacing: "geofence.geojson",
            with: """
                {"type": "FeatureCollection", "features": [{"type": "Feature", "id": "0f1b7d7e-8a42-4c55-9a3b-6f1d2e3c4b5a", \
                "feature_type": "geofence", "geometry": {"type": "Polygon", "coordinates": [[[-73.5512, 45.5031], \
                [-73.5512, 45.5032], [-73.5511, 45.5032], [-73.5511, 45.5031], [-73.5512, 45.5031]]]}, \
                "properties": {"category": "geofence", "restriction": null, "accessibility": null, "name": null, \
                "alt_name": null, "correlation_id": null, "display_point": null, "building_ids": null, "level_ids": null, \
                "parents": null}}]}
                """)
        let lenient = IMDFRun(["validate", venue.path])
        #expect(
            lenient.standardOutput.contains(
                "warning: [FileMustBeValidGeoJSON/geojson-ring-winding] exterior ring is clockwise"))
        #expect(lenient.status == 0)
        let strict = IMDFRun(["validate", "--strict", venue.path])
        #expect(strict.status == 1)
    }

    @Test func archiveErrorsMapToExitCodes() throws {
        #expect(IMDFRun(["validate", "/no/such/venue.zip"]).status == 66)
        let truncated = IMDFRun(["validate", try Samples.truncatedZip().path])
        #expect(truncated.status == 65)
        #expect(truncated.standardError.hasPrefix("error: "))
    }
}

/// Colour of `imdf validate`: only on a terminal, never with NO_COLOR unless asked for.
@Suite struct ValidateColourTests {
    private func run(terminal: Bool, environment: [String: String], arguments: [String] = []) -> String {
        let output = StringOutput(isTerminal: terminal)
        let error = StringOutput(isTerminal: terminal)
        _ = IMDFCommand.run(
            arguments: ["validate"] + arguments + [Samples.mistakes], environment: environment,
            standardOutput: output, standardError: error)
        return output.text
    }

    @Test func colourOnATerminalOnly() {
        #expect(run(terminal: true, environment: [:]).contains("\u{1B}[1;31merror:\u{1B}[0m"))
        #expect(!run(terminal: false, environment: [:]).contains("\u{1B}["))
        #expect(!run(terminal: true, environment: ["NO_COLOR": ""]).contains("\u{1B}["))
        #expect(
            run(terminal: false, environment: ["NO_COLOR": "1"], arguments: ["--color", "always"]).contains("\u{1B}["))
    }
}
