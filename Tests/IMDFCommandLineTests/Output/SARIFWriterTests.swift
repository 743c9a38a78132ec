import Foundation
import GeoJSON
import IMDFKit
import IMDFRepair
import Testing

@testable import IMDFCommandLine

/// SARIF 2.1.0 output: the essentials of the structure, checked without Python (the full check against the
/// official schema is in `.ci/run`, `Scripts/check-sarif.py`).
@Suite struct SARIFWriterTests {
    private func log(
        _ diagnostics: [Diagnostic], paths: FindingPaths = FindingPaths(archive: "venue"),
        workingDirectory: String? = "/work/repo", fixIts: [Int: FixIt] = [:]
    ) throws -> [String: Any] {
        let output = StringOutput()
        var json = StreamedJSON(to: OutputWriter(output: output, usesColor: false))
        try SARIFWriter(rules: .validation, paths: paths, workingDirectory: workingDirectory, fixIts: fixIts).write(
            for: diagnostics, to: &json)
        json.finish()
        return try #require(try JSONSerialization.jsonObject(with: Data(output.text.utf8)) as? [String: Any])
    }

    private let winding = Diagnostic(
        severity: .warning, rule: "FileMustBeValidGeoJSON", check: "geojson-ring-winding",
        message: "exterior ring is clockwise",
        location: .init(
            file: "unit.geojson", line: 8, column: 542, path: ["features", 4, "geometry", "coordinates", 0],
            featureID: "caa1"),
        notes: [.init(message: "geometry here", location: .init(file: "unit.geojson", line: 8, column: 107))])

    @Test func oneRunWithTheToolTheRulesAndTheResults() throws {
        let object = try log([winding])
        #expect(object["version"] as? String == "2.1.0")
        #expect((object["$schema"] as? String)?.hasSuffix("sarif-schema-2.1.0.json") == true)
        let runs = try #require(object["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let driver = try #require((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "imdf")
        #expect(driver["version"] as? String == IMDFCommand.version)
        let rules = try #require(driver["rules"] as? [[String: Any]])
        let ids = rules.compactMap { $0["id"] as? String }
        #expect(Set(ids).count == ids.count)
        for rule in Validator.allRules {
            #expect(ids.contains(rule.id))
            for check in rule.checks { #expect(ids.contains(rule.id + "/" + check.id)) }
        }
        let uuid = try #require(rules.first { $0["id"] as? String == "FeatureIdMustBeUUID/not-version-4" })
        #expect((uuid["defaultConfiguration"] as? [String: Any])?["level"] as? String == "warning")
        #expect((uuid["shortDescription"] as? [String: Any])?["text"] as? String != nil)
        #expect((uuid["helpUri"] as? String)?.hasSuffix("ValidationRules.md#FeatureIdMustBeUUID/not-version-4") == true)
        let orphan = try #require(rules.first { $0["id"] as? String == "OrphanAnchor" })
        #expect((orphan["defaultConfiguration"] as? [String: Any])?["level"] as? String == "note")
        #expect((orphan["fullDescription"] as? [String: Any])?["text"] as? String != nil)

        let result = try #require((runs[0]["results"] as? [[String: Any]])?.first)
        #expect(result["ruleId"] as? String == "FileMustBeValidGeoJSON/geojson-ring-winding")
        #expect(ids[try #require(result["ruleIndex"] as? Int)] == "FileMustBeValidGeoJSON/geojson-ring-winding")
        #expect(result["level"] as? String == "warning")
        #expect((result["message"] as? [String: Any])?["text"] as? String == "exterior ring is clockwise")
        let location = try #require((result["locations"] as? [[String: Any]])?.first)
        let physical = try #require(location["physicalLocation"] as? [String: Any])
        let artifact = try #require(physical["artifactLocation"] as? [String: Any])
        #expect(artifact["uri"] as? String == "venue/unit.geojson")
        #expect(artifact["uriBaseId"] as? String == "%SRCROOT%")
        let region = try #require(physical["region"] as? [String: Any])
        #expect(region["startLine"] as? Int == 8 && region["startColumn"] as? Int == 542)
        let logical = try #require(location["logicalLocations"] as? [[String: Any]])
        #expect(logical.first?["name"] as? String == "caa1")
        #expect(logical.last?["fullyQualifiedName"] as? String == "features[4].geometry.coordinates[0]")
        let properties = try #require(result["properties"] as? [String: Any])
        #expect(properties["feature"] as? String == "caa1")
        #expect(properties["jsonPath"] as? String == "features[4].geometry.coordinates[0]")
        #expect((result["relatedLocations"] as? [[String: Any]])?.count == 1)
        #expect(
            (result["partialFingerprints"] as? [String: String])?["imdfFinding/v1"]
                == "FileMustBeValidGeoJSON|geojson-ring-winding|unit.geojson|caa1|geometry.coordinates[0]")
        let base = try #require((runs[0]["originalUriBaseIds"] as? [String: Any])?["%SRCROOT%"] as? [String: Any])
        #expect(base["uri"] as? String == "file:///work/repo/")
        #expect(runs[0]["columnKind"] as? String == "unicodeCodePoints")
    }

    @Test func pathsOutsideTheWorkingDirectoryAreFileURIs() throws {
        let object = try log([winding], paths: FindingPaths(archive: "/data/my venue/../venue"))
        let runs = try #require(object["runs"] as? [[String: Any]])
        let result = try #require((runs[0]["results"] as? [[String: Any]])?.first)
        let location = try #require((result["locations"] as? [[String: Any]])?.first)
        let artifact = try #require(
            (location["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any])
        #expect(artifact["uri"] as? String == "file:///data/venue/unit.geojson")
        #expect(artifact["uriBaseId"] == nil)
        #expect(SARIFURI.encodePath("a b/ü#.geojson") == "a%20b/%C3%BC%23.geojson")
    }

    @Test func zipMembersAreNestedArtifacts() throws {
        let object = try log(
            [winding], paths: FindingPaths(archive: "venue.zip", strippedFolder: "Venue/", isZip: true))
        let run = try #require((object["runs"] as? [[String: Any]])?.first)
        let artifacts = try #require(run["artifacts"] as? [[String: Any]])
        #expect((artifacts[0]["location"] as? [String: Any])?["uri"] as? String == "venue.zip")
        #expect((artifacts[1]["location"] as? [String: Any])?["uri"] as? String == "/Venue/unit.geojson")
        #expect(artifacts[1]["parentIndex"] as? Int == 0)
        let result = try #require((run["results"] as? [[String: Any]])?.first)
        let location = try #require((result["locations"] as? [[String: Any]])?.first)
        let artifact = try #require(
            (location["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any])
        #expect(artifact["index"] as? Int == 1)
    }

    /// The log is written before its results are made, so the artifacts are gathered in a pass of their own: a
    /// zip member named only by a note or by a fix-it is listed too, at the index the result then refers to,
    /// and a rule no descriptor of the command has is listed before the result that uses it.
    @Test func artifactsAndRulesNamedOnlyByLaterPartsAreListedBeforeTheResults() throws {
        let noted = Diagnostic(
            severity: .error, rule: "NotARegisteredRule", message: "m",
            location: .init(file: "unit.geojson", line: 1, column: 1),
            notes: [.init(message: "here", location: .init(file: "level.geojson", line: 2, column: 3))])
        let fixIt = FixIt(
            rule: "NotARegisteredRule", check: nil, file: "opening.geojson", path: nil, featureID: nil, summary: "s",
            edits: [SourceEdit(range: 4..<5, replacement: Array("x".utf8))])
        let object = try log(
            [noted, winding], paths: FindingPaths(archive: "venue.zip", strippedFolder: nil, isZip: true),
            fixIts: [0: fixIt])
        let run = try #require((object["runs"] as? [[String: Any]])?.first)
        let uris = try #require(run["artifacts"] as? [[String: Any]]).map {
            ($0["location"] as? [String: Any])?["uri"] as? String
        }
        #expect(uris == ["venue.zip", "/unit.geojson", "/level.geojson", "/opening.geojson"])
        let results = try #require(run["results"] as? [[String: Any]])
        let related = try #require((results[0]["relatedLocations"] as? [[String: Any]])?.first)
        let relatedArtifact = (related["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any]
        #expect(relatedArtifact?["index"] as? Int == 2)
        let change = try #require(
            ((results[0]["fixes"] as? [[String: Any]])?.first?["artifactChanges"] as? [[String: Any]])?.first)
        #expect((change["artifactLocation"] as? [String: Any])?["index"] as? Int == 3)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let ruleIDs = try #require(driver["rules"] as? [[String: Any]]).compactMap { $0["id"] as? String }
        #expect(ruleIDs.firstIndex(of: "NotARegisteredRule") == results[0]["ruleIndex"] as? Int)
    }

    @Test func theCommandWritesOneSARIFDocument() throws {
        let run = IMDFRun(["validate", "--format", "sarif", Samples.mistakes])
        #expect(run.status == 1)
        let object = try #require(run.json as? [String: Any])
        let results = try #require(((object["runs"] as? [[String: Any]])?.first)?["results"] as? [[String: Any]])
        #expect(results.count == 10)
        #expect(results.contains { $0["ruleId"] as? String == "FileMustBeValidJSON/json-syntax" })
        #expect(run.standardError.isEmpty)
        let lint = IMDFRun(["lint", "--format", "sarif", Samples.mistakes + "/fixture.geojson"])
        let lintRules = try #require(
            ((((lint.json as? [String: Any])?["runs"] as? [[String: Any]])?.first?["tool"] as? [String: Any])?["driver"]
                as? [String: Any])?["rules"] as? [[String: Any]])
        #expect(lintRules.compactMap { $0["id"] as? String } == GeoJSONRule.all.map(\.id))
    }
}
