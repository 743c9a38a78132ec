import Foundation
import IMDFCommandLine
import Testing

/// Issue 16, "findings people and CI can act on", end to end with the built `imdf`: one test per item of the
/// issue, and the checks on the large real archive polymap-spbpu (from `../shared/imdf-data`, skipped when
/// absent). Skipped when the binary has not been built.
@Suite struct FindingsEndToEndTests {
    typealias Binary = EndToEndTests

    /// `../shared/imdf-data/<name>`, when present.
    static func shared(_ name: String) -> String? {
        let url = Binary.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/imdf-data/\(name)")
        return FileManager.default.fileExists(atPath: url.path) ? url.path : nil
    }

    /// The official SARIF schema, read from `../shared/schemas` (never copied into the repository).
    static var sarifSchema: String? {
        let url = Binary.packageRoot.deletingLastPathComponent().appendingPathComponent(
            "shared/schemas/sarif-schema-2.1.0.json")
        return FileManager.default.fileExists(atPath: url.path) ? url.path : nil
    }

    static var hasPolymap: Bool { Binary.isAvailable && shared("polymap-spbpu") != nil }

    /// Whether `python3` with `jsonschema` can check SARIF against the official schema.
    static let canCheckSARIF: Bool = {
        guard sarifSchema != nil, Binary.isAvailable else { return false }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", "import jsonschema"]
        process.standardOutput = Pipe()
        process.standardError = Pipe()
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }()

    /// Runs `Scripts/check-sarif.py` on a SARIF text; returns its exit status and output.
    static func checkSARIF(_ text: String) throws -> (status: Int32, output: String) {
        let file = try Samples.file(named: "log.sarif", text)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", Binary.packageRoot.appendingPathComponent("Scripts/check-sarif.py").path,
            "--schema", try #require(sarifSchema), file.path,
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    static func json(_ text: String) -> [String: Any]? {
        try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
    }

    // MARK: 1. Summary

    @Test(.enabled(if: Binary.isAvailable, "the imdf binary is built"))
    func summaryTableAfterTheFindingsAndAlone() throws {
        let run = try Binary.run(["validate", Samples.mistakes])
        #expect(run.status == 1)
        #expect(run.standardOutput.contains("\n\nRULE ") && run.standardOutput.contains("  SEVERITY  COUNT  FIRST\n"))
        let summary = try Binary.run(["validate", "--summary", Samples.mistakes])
        #expect(summary.status == 1)
        let lines = summary.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first?.hasPrefix("RULE ") == true)
        #expect(lines.count == 1 + 9 + 1 + 1 + 1)  // header, 9 rows, blank, totals, final newline
        #expect(summary.standardOutput.hasSuffix("\n6 errors, 1 warning, 3 infos\n"))
    }

    // MARK: 2. Filters

    @Test(.enabled(if: Binary.isAvailable, "the imdf binary is built"))
    func severityOnlyIgnoreAndExitCodesThatFollowWhatIsShown() throws {
        let warnings = try Binary.run(["validate", "--severity", "warning", Samples.mistakes])
        #expect(!warnings.standardOutput.contains(": info: "))
        #expect(warnings.standardError == "6 errors, 1 warning, 0 infos (3 hidden by --severity, --only or --ignore)\n")
        let infosOnly = try Binary.run(["validate", "--only", "OrphanAnchor,ExtensionFileIgnored", Samples.mistakes])
        #expect(infosOnly.status == 0)
        let ignored = try Binary.run([
            "validate", "--ignore", "FileMustBeValidJSON/json-syntax", "--ignore", "not-fully-checked",
            Samples.mistakes,
        ])
        #expect(
            !ignored.standardOutput.contains("json-syntax") && !ignored.standardOutput.contains("not-fully-checked"))
        let typo = try Binary.run(["validate", "--only", "FeatureIdMustBeUnque", Samples.mistakes])
        #expect(typo.status == 64)
        #expect(typo.standardError.contains("did you mean 'FeatureIdMustBeUnique'?"))
        let lint = try Binary.run(["lint", "--ignore", "json-syntax", Samples.mistakes + "/fixture.geojson"])
        #expect(lint.status == 0)
    }

    // MARK: 3. Baselines

    @Test(.enabled(if: Binary.isAvailable, "the imdf binary is built"))
    func baselineRoundTripAndStableFile() throws {
        let directory = try Samples.temporaryDirectory()
        let first = directory.appendingPathComponent("first.json").path
        let second = directory.appendingPathComponent("second.json").path
        #expect(try Binary.run(["validate", "--write-baseline", first, Samples.mistakes]).status == 0)
        #expect(try Binary.run(["validate", "--write-baseline", second, Samples.zip]).status == 0)
        // The zip and the directory sample differ only in mistakes; the same archive twice gives the same bytes.
        let again = directory.appendingPathComponent("again.json").path
        _ = try Binary.run(["validate", "--write-baseline", again, Samples.mistakes])
        #expect(try Data(contentsOf: URL(fileURLWithPath: first)) == Data(contentsOf: URL(fileURLWithPath: again)))
        let compared = try Binary.run(["validate", "--baseline", first, Samples.mistakes])
        #expect(compared.status == 0)
        #expect(compared.standardOutput.isEmpty)
        #expect(
            compared.standardError.hasPrefix(
                "baseline \(first): 10 findings match the baseline; 0 baseline entries fixed\n"))
        // Against an empty baseline every finding is new.
        let empty = try Binary.run(["validate", "--baseline", second, Samples.mistakes])
        #expect(empty.status == 1)
        #expect(empty.standardOutput.contains("[FeatureIdMustBeUnique]"))
        // lint too.
        let lintBaseline = directory.appendingPathComponent("lint.json").path
        let fixture = Samples.mistakes + "/fixture.geojson"
        _ = try Binary.run(["lint", "--write-baseline", lintBaseline, fixture])
        let lint = try Binary.run(["lint", "--baseline", lintBaseline, fixture])
        #expect(lint.status == 0)
        #expect(lint.standardOutput.isEmpty)
    }

    // MARK: 4. SARIF

    @Test(.enabled(if: Binary.isAvailable, "the imdf binary is built"))
    func sarifIsOneRunWithRulesAndResults() throws {
        let run = try Binary.run(["validate", "--format", "sarif", Samples.mistakes])
        #expect(run.status == 1)
        let log = try #require(Self.json(run.standardOutput))
        #expect(log["version"] as? String == "2.1.0")
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let results = try #require(runs[0]["results"] as? [[String: Any]])
        #expect(results.count == 10)
        let syntax = try #require(results.first { $0["ruleId"] as? String == "FileMustBeValidJSON/json-syntax" })
        let location = try #require(
            (syntax["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect(
            ((location["artifactLocation"] as? [String: Any])?["uri"] as? String)?.hasSuffix(
                "HarbourviewQuayWithMistakes/fixture.geojson") == true)
        #expect((location["region"] as? [String: Any])?["startLine"] as? Int == 6)
    }

    @Test(.enabled(if: canCheckSARIF, "python3 with jsonschema and ../shared/schemas are present"))
    func sarifValidatesAgainstTheOfficialSchema() throws {
        for arguments in [
            ["validate", "--format", "sarif", Samples.mistakes], ["validate", "--format", "sarif", Samples.zip],
            ["lint", "--format", "sarif", Samples.mistakes + "/fixture.geojson", Samples.directory + "/unit.geojson"],
        ] {
            let check = try Self.checkSARIF(try Binary.run(arguments).standardOutput)
            #expect(check.status == 0, "\(arguments): \(check.output)")
        }
        let zip = try Samples.temporaryDirectory().appendingPathComponent("venue.zip")
        try StoredZip.zipping(directory: Samples.mistakes, intoFolder: "Venue", at: zip)
        let nested = try Self.checkSARIF(try Binary.run(["validate", "--format", "sarif", zip.path]).standardOutput)
        #expect(nested.status == 0, "\(nested.output)")
    }

    // MARK: 5. GitHub annotations

    @Test(.enabled(if: Binary.isAvailable, "the imdf binary is built"))
    func githubWorkflowCommands() throws {
        let run = try Binary.run(["validate", "--format", "github", "--severity", "error", Samples.mistakes])
        #expect(run.status == 1)
        let lines = run.standardOutput.split(separator: "\n")
        #expect(lines.count == 6)
        #expect(lines.allSatisfy { $0.hasPrefix("::error file=\(Samples.mistakes)/") })
        #expect(
            lines.contains {
                $0.contains(",line=6,col=3,title=FileMustBeValidJSON/json-syntax::expected a value after ','")
            })
    }

    // MARK: 6. Clickable paths

    @Test(.enabled(if: Binary.isAvailable, "the imdf binary is built"))
    func pathsOpenFromTheCurrentDirectory() throws {
        let run = try Binary.run(
            ["validate", "SampleVenues/HarbourviewQuayWithMistakes/"], directory: Binary.packageRoot)
        let first = try #require(run.standardOutput.split(separator: "\n").first { $0.contains(": error: ") })
        let path = String(try #require(first.split(separator: ":").first))
        #expect(path.hasPrefix("SampleVenues/HarbourviewQuayWithMistakes/"))
        #expect(FileManager.default.fileExists(atPath: Binary.packageRoot.appendingPathComponent(path).path))
        // A finding far into a long line also names its JSON path.
        #expect(
            run.standardOutput.contains(
                "anchor.geojson:4:215: error: [ReferencedFeatureIDMustBeResolvable] unit_id references unit 0d2392e7-1c40-458a-8a92-fc89c7abd472, which does not exist in the archive (feature 05e5da24-130b-48e1-9139-1b24531cc5f7, JSON path features[0].properties.unit_id)"
            ))
        // Inside a zip: the member named after the zip.
        let zip = try Samples.temporaryDirectory().appendingPathComponent("venue.zip")
        try StoredZip.zipping(directory: Samples.mistakes, intoFolder: "Venue", at: zip)
        let zipped = try Binary.run(["validate", "venue.zip"], directory: zip.deletingLastPathComponent())
        #expect(
            zipped.standardOutput.contains(
                "\nvenue.zip/Venue/fixture.geojson:6:3: error: [FileMustBeValidJSON/json-syntax]"))
        // JSON keeps file relative to the archive and adds file_path.
        let json = try #require(
            Self.json(
                try Binary.run(
                    ["validate", "--format", "json", "venue.zip"], directory: zip.deletingLastPathComponent()
                ).standardOutput))
        let syntax = try #require(
            (json["diagnostics"] as? [[String: Any]])?.first { $0["check"] as? String == "json-syntax" })
        #expect(syntax["file"] as? String == "fixture.geojson")
        #expect(syntax["file_path"] as? String == "venue.zip/Venue/fixture.geojson")
    }

    // MARK: 7. Stable check IDs

    @Test(.enabled(if: Binary.isAvailable, "the imdf binary is built"))
    func checksHaveTheirOwnIDs() throws {
        let venue = try Samples.directoryCopy(
            replacing: "geofence.geojson",
            with: """
                {"type": "FeatureCollection", "features": [{"type": "Feature", "id": "11111111-1111-1111-1111-111111111111", \
                "feature_type": "geofence", "geometry": {"type": "Polygon", "coordinates": [[[-73.5512, 45.5031], \
                [-73.5512, 45.5032], [-73.5511, 45.5032], [-73.5511, 45.5031], [-73.5512, 45.5031]]]}, \
                "properties": {"category": "geofence", "restriction": null, "accessibility": null, "name": null, \
                "alt_name": null, "correlation_id": null, "display_point": null, "building_ids": null, "level_ids": null, \
                "parents": null}}]}
                """)
        let text = try Binary.run(["validate", venue.path])
        #expect(
            text.standardOutput.contains(
                "warning: [FileMustBeValidGeoJSON/geojson-ring-winding] exterior ring is clockwise"))
        #expect(text.standardOutput.contains("warning: [FeatureIdMustBeUUID/not-version-4]"))
        let json = try #require(Self.json(try Binary.run(["validate", "--format", "json", venue.path]).standardOutput))
        let diagnostics = try #require(json["diagnostics"] as? [[String: Any]])
        #expect(
            diagnostics.contains {
                $0["rule"] as? String == "FileMustBeValidGeoJSON" && $0["check"] as? String == "geojson-ring-winding"
            })
        let sarif = try #require(
            Self.json(try Binary.run(["validate", "--format", "sarif", venue.path]).standardOutput))
        let results = try #require(((sarif["runs"] as? [[String: Any]])?.first)?["results"] as? [[String: Any]])
        #expect(
            Set(results.compactMap { $0["ruleId"] as? String }).isSuperset(of: [
                "FileMustBeValidGeoJSON/geojson-ring-winding", "FeatureIdMustBeUUID/not-version-4",
            ]))
        let ignored = try Binary.run(["validate", "--ignore", "geojson-ring-winding", "--strict", venue.path])
        #expect(!ignored.standardOutput.contains("ring-winding"))
        #expect(ignored.standardOutput.contains("not-version-4"))
        #expect(ignored.status == 1)
        #expect(
            try Binary.run(["validate", "--ignore", "geojson-ring-winding,not-version-4", "--strict", venue.path])
                .status == 0)
    }

    // MARK: 8. Progress

    @Test(.enabled(if: Binary.isAvailable, "the imdf binary is built"))
    func noProgressIntoAPipe() throws {
        let archive = Self.shared("polymap-spbpu") ?? Samples.mistakes
        let run = try Binary.run(["validate", "--summary", archive])
        #expect(!run.standardError.contains("\r") && !run.standardError.contains("running rules"))
    }

    /// On a terminal (a pseudo-terminal made by `script`), a run longer than half a second draws the line and
    /// erases it.
    @Test(
        .enabled(
            if: hasPolymap && FileManager.default.isExecutableFile(atPath: "/usr/bin/script"),
            "polymap-spbpu and script(1) are present"))
    func progressOnATerminalIsErased() throws {
        let executable = try #require(Binary.executable).path
        let archive = try #require(Self.shared("polymap-spbpu"))
        let log = try Samples.temporaryDirectory().appendingPathComponent("tty.log")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-q", "-e", "-c", "'\(executable)' validate --summary '\(archive)' >/dev/null", log.path]
        process.standardOutput = Pipe()
        process.standardError = Pipe()
        process.standardInput = Pipe()
        try process.run()
        process.waitUntilExit()
        let text = try String(contentsOf: log, encoding: .utf8)
        // The debug build validates polymap in well over half a second; a very fast machine may draw nothing.
        if text.contains("imdf: running rules") {
            #expect(text.contains("\r\u{1B}[K"))
            let last = try #require(text.range(of: "imdf: running rules", options: .backwards))
            #expect(text[last.upperBound...].contains("\r\u{1B}[K"), "the line is erased at the end")
        }
        let quiet = try Binary.run(["validate", "--quiet", "--format", "json", Samples.mistakes])
        #expect(!quiet.standardError.contains("\r"))
    }

    // MARK: 9. Honest partial results

    @Test(.enabled(if: Binary.isAvailable, "the imdf binary is built"))
    func everyArchiveCommandNamesWhatItCouldNotRead() throws {
        let venue = try Samples.directoryCopy(
            replacing: "opening.geojson", with: "{\"type\": \"FeatureCollection\", \"features\": [1,]}")
        let notice = "warning: \(venue.path)/opening.geojson:1:46: opening.geojson is not valid JSON"
        let output = try Samples.temporaryDirectory().path
        let commands: [[String]] = [
            ["levels", venue.path],
            ["where", venue.path, "--lat", Samples.restaurant.latitude, "--lon", Samples.restaurant.longitude],
            ["show", venue.path, Samples.restaurantUnitID],
            ["render", venue.path, "-o", output + "/level.svg"],
            ["viewer", venue.path, "-o", output],
            ["track", venue.path, Binary.packageRoot.appendingPathComponent("SampleVenues/Tracks/walk.csv").path],
        ]
        for arguments in commands {
            let run = try Binary.run(arguments)
            #expect(run.status == 0, "\(arguments[0])")
            #expect(run.standardError.hasPrefix(notice), "\(arguments[0]): \(run.standardError)")
        }
        if let roomfinder = Self.shared("roomfinder-seamans") {
            let levels = try Binary.run(["levels", roomfinder])
            #expect(levels.status == 0)
            #expect(levels.standardError.contains("/opening.geojson:"))
            #expect(levels.standardError.contains("opening.geojson is not valid JSON"))
        }
        let zip = try Samples.temporaryDirectory().appendingPathComponent("venue.zip")
        try StoredZip.zipping(directory: Samples.directory, intoFolder: "Venue", at: zip)
        let levels = try Binary.run(["levels", zip.path])
        #expect(levels.status == 0)
        #expect(
            levels.standardError.hasPrefix(
                "warning: \(zip.path): every file is in the folder Venue/, which was stripped"))
        let validate = try Binary.run(["validate", zip.path])
        #expect(validate.status == 0)
        #expect(validate.standardOutput.contains("info: [ArchiveFolderStripped]"))
    }

    // MARK: 10. Small fixes

    @Test(.enabled(if: Binary.isAvailable, "the imdf binary is built"))
    func smallFixes() throws {
        // lint --format json over several files: one document.
        let lint = try Binary.run([
            "lint", "--format", "json", Samples.mistakes + "/fixture.geojson", Samples.directory + "/unit.geojson",
        ])
        #expect((Self.json(lint.standardOutput)?["files"] as? [Any])?.count == 2)
        // render -o refuses an extension it does not write.
        let png = try Binary.run(["render", Samples.zip, "-o", try Samples.temporaryDirectory().path + "/out.png"])
        #expect(png.status == 64)
        #expect(png.standardError.hasPrefix("error: render writes SVG only"))
        // show with a short prefix says the minimum.
        let show = try Binary.run(["show", Samples.zip, "8c"])
        #expect(show.status == 64)
        #expect(show.standardError.contains("at least 4 characters"))
        // where --format json: accuracy null when not given.
        let point = ["--lat", Samples.restaurant.latitude, "--lon", Samples.restaurant.longitude]
        let whereJSON = try #require(
            Self.json(try Binary.run(["where", Samples.zip, "--format", "json"] + point).standardOutput))
        #expect((whereJSON["fix"] as? [String: Any])?["accuracy"] is NSNull)
        let withAccuracy = try #require(
            Self.json(
                try Binary.run(["where", Samples.zip, "--format", "json", "--accuracy", "5"] + point).standardOutput))
        #expect((withAccuracy["fix"] as? [String: Any])?["accuracy"] as? Double == 5)
        // validate foo.zip/: a plain message.
        let slash = try Binary.run(["validate", Samples.zip + "/"])
        #expect(slash.status == 66)
        #expect(
            slash.standardError.hasPrefix(
                "error: '\(Samples.zip)/' ends in '/', but \(Samples.zip) is a file, not a directory"))
        #expect(!slash.standardError.contains("posix"))
        // where without a match says so once.
        let nowhere = try Binary.run(["where", Samples.zip, "--lat", "45.6", "--lon", "-73.55"])
        #expect(nowhere.status == 1)
        let said =
            (nowhere.standardOutput + nowhere.standardError).components(separatedBy: "no unit contains the point").count
            - 1
        #expect(said == 1)
        // track with no valid fix exits non-zero, as render --track does.
        let csv = try Samples.file(named: "bad.csv", "time,lat,lon\nx,north,east\n")
        let track = try Binary.run(["track", Samples.zip, csv.path])
        #expect(track.status == 64)
        #expect(track.standardError.hasPrefix("error: track '\(csv.path)' holds no valid fix"))
        #expect(try Binary.run(["render", Samples.zip, "--track", csv.path]).status == 64)
    }

    // MARK: polymap-spbpu

    @Test(.enabled(if: hasPolymap, "polymap-spbpu is in ../shared/imdf-data"))
    func polymapSummaryFitsOnOneScreen() throws {
        let archive = try #require(Self.shared("polymap-spbpu"))
        let run = try Binary.run(["validate", "--summary", archive])
        #expect(run.status == 1)
        let lines = run.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count <= 50, "\(lines.count) lines")
        #expect(lines.last?.hasSuffix(" infos") == true)
        #expect(run.standardError.isEmpty)
    }

    @Test(.enabled(if: hasPolymap, "polymap-spbpu is in ../shared/imdf-data"))
    func polymapSeverityWarningHidesEveryInfo() throws {
        let archive = try #require(Self.shared("polymap-spbpu"))
        let run = try Binary.run(["validate", "--severity", "warning", archive])
        #expect(!run.standardOutput.contains(": info: "))
        #expect(!run.standardOutput.split(separator: "\n").contains { $0.contains("  info  ") })
        #expect(run.standardError.contains(" 0 infos ("))
        let json = try #require(
            Self.json(
                try Binary.run(["validate", "--severity", "warning", "--format", "json", archive]).standardOutput))
        #expect((json["diagnostics"] as? [[String: Any]])?.allSatisfy { $0["severity"] as? String != "info" } == true)
    }

    @Test(.enabled(if: hasPolymap, "polymap-spbpu is in ../shared/imdf-data"))
    func polymapBaselineRoundTripShowsNothing() throws {
        let archive = try #require(Self.shared("polymap-spbpu"))
        let baseline = try Samples.temporaryDirectory().appendingPathComponent("polymap.json").path
        #expect(try Binary.run(["validate", "--write-baseline", baseline, archive]).status == 0)
        let run = try Binary.run(["validate", "--baseline", baseline, archive])
        #expect(run.status == 0)
        #expect(run.standardOutput.isEmpty)
        #expect(run.standardError.hasSuffix("; 0 baseline entries fixed\n0 errors, 0 warnings, 0 infos\n"))
        let strict = try Binary.run(["validate", "--strict", "--format", "sarif", "--baseline", baseline, archive])
        #expect(strict.status == 0)
        #expect(
            ((Self.json(strict.standardOutput)?["runs"] as? [[String: Any]])?.first?["results"] as? [Any])?.isEmpty
                == true)
    }

    @Test(.enabled(if: hasPolymap, "polymap-spbpu is in ../shared/imdf-data"))
    func polymapSARIFParsesAndValidates() throws {
        let archive = try #require(Self.shared("polymap-spbpu"))
        let run = try Binary.run(["validate", "--format", "sarif", archive])
        let log = try #require(Self.json(run.standardOutput))
        let results = try #require(((log["runs"] as? [[String: Any]])?.first)?["results"] as? [[String: Any]])
        #expect(!results.isEmpty)
        #expect(results.allSatisfy { $0["ruleId"] is String && $0["message"] != nil && $0["locations"] != nil })
        if Self.canCheckSARIF {
            let check = try Self.checkSARIF(run.standardOutput)
            #expect(check.status == 0, "\(check.output)")
        }
    }
}
