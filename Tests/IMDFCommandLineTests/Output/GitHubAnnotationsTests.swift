import GeoJSON
import Testing

@testable import IMDFCommandLine

/// `--format github`: GitHub Actions workflow commands.
@Suite struct GitHubAnnotationsTests {
    @Test func oneCommandPerFindingWithFileLineColumnAndTitle() {
        let annotations = GitHubAnnotations(paths: FindingPaths(archive: "venue"))
        let error = Diagnostic(
            severity: .error, rule: "DisplayPointMustBeWithinFeature", check: "outside-geometry",
            message: "lies 4.0 m outside, 100% sure",
            location: .init(file: "unit.geojson", line: 8, column: 542, featureID: "caa1"),
            notes: [.init(message: "geometry here", location: .init(file: "unit.geojson", line: 8, column: 107))])
        #expect(
            annotations.command(for: error)
                == "::error file=venue/unit.geojson,line=8,col=542,title=DisplayPointMustBeWithinFeature/outside-geometry::lies 4.0 m outside, 100%25 sure (feature caa1)%0Anote: geometry here (venue/unit.geojson:8:107)"
        )
        let info = Diagnostic(
            severity: .info, rule: "ExtensionFileIgnored", message: "ignored", location: .init(file: "a,b:c.txt"))
        #expect(
            annotations.command(for: info) == "::notice file=venue/a%2Cb%3Ac.txt,title=ExtensionFileIgnored::ignored")
        let warning = Diagnostic(severity: .warning, rule: "R", message: "line\r\nbreak", location: .init())
        #expect(annotations.command(for: warning) == "::warning file=venue,title=R::line%0D%0Abreak")
    }

    @Test func aZipMemberAnnotatesTheZip() {
        let annotations = GitHubAnnotations(
            paths: FindingPaths(archive: "venue.zip", strippedFolder: "Venue/", isZip: true))
        let error = Diagnostic(
            severity: .error, rule: "R", message: "m", location: .init(file: "unit.geojson", line: 3, column: 9))
        #expect(annotations.command(for: error) == "::error file=venue.zip,title=R::Venue/unit.geojson:3:9: m")
    }

    @Test func theCommandPrintsAnnotationsAndTotals() {
        let run = IMDFRun(["validate", "--format", "github", Samples.mistakes])
        #expect(run.status == 1)
        let lines = run.standardOutput.split(separator: "\n")
        #expect(lines.count == 10)
        #expect(
            lines.allSatisfy { $0.hasPrefix("::error ") || $0.hasPrefix("::warning ") || $0.hasPrefix("::notice ") })
        #expect(
            lines.contains {
                $0.hasPrefix(
                    "::error file=\(Samples.mistakes)/fixture.geojson,line=6,col=3,title=FileMustBeValidJSON/json-syntax::"
                )
            })
        #expect(run.standardError == "6 errors, 1 warning, 3 infos\n")
    }
}
