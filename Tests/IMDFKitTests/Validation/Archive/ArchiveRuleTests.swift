import GeoJSON
import Testing

@testable import IMDFKit

/// Group A rules on the minimal fixture: each planted defect is reported at its ⚠️ marker, and the clean
/// fixture triggers nothing.
@Suite("Validation rules: archive and structure")
struct ArchiveRuleTests {
    typealias F = ArchiveFixture
    let minimal = ArchiveFixture.minimal
    let roomStart = "{\"type\": \"Feature\", \"id\": \"\(ArchiveFixture.roomID)\", \"feature_type\": \"unit\","

    @Test(arguments: Validator.archiveRules.map(\.id))
    func cleanFixtureTriggersNothing(rule: String) throws {
        let rule = try #require(Validator.archiveRules.first { $0.id == rule })
        #expect(minimal.findings(of: rule).isEmpty)
    }

    @Test func missingManifest() {
        var fixture = minimal
        fixture.files["manifest.json"] = nil
        let found = fixture.findings(of: ManifestFileMustBePresent())
        #expect(found.count == 1)
        #expect(found.first?.location.file == "manifest.json")
        #expect(found.first?.severity == .error)
    }

    @Test func manifestBetaVersionIsAWarning() {
        minimal.replacing(in: "manifest.json", "\"version\": \"1.0.0\"", with: "\"version\": ⚠️\"1.0.0.beta.2\"")
            .expectFindings(of: ManifestMustBeValid(), in: "manifest.json", severity: .warning)
    }

    @Test func manifestLanguageMustBeATag() {
        let found = minimal.replacing(
            in: "manifest.json", "\"language\": \"en\"", with: "\"language\": ⚠️\"English (UK)\""
        )
        .expectFindings(of: ManifestMustBeValid(), in: "manifest.json", severity: .error)
        #expect(found.first?.message.contains("English (UK)") == true)
        #expect(found.first?.message.contains("did you mean \"en\" (English)?") == true)
    }

    @Test(arguments: [("english", "did you mean \"en\" (English)?"), ("xx", "is not a language subtag of the IANA")])
    func manifestLanguageMustBeRegistered(language: String, fragment: String) {
        let found = minimal.replacing(
            in: "manifest.json", "\"language\": \"en\"", with: "\"language\": ⚠️\"\(language)\""
        )
        .expectFindings(of: ManifestMustBeValid(), in: "manifest.json", severity: .error)
        #expect(found.first?.message.contains(fragment) == true, "\(found)")
    }

    @Test func manifestLanguageWithAnUnregisteredRegionIsAWarning() {
        let found = minimal.replacing(in: "manifest.json", "\"language\": \"en\"", with: "\"language\": ⚠️\"en-ZQ\"")
            .expectFindings(of: ManifestMustBeValid(), in: "manifest.json", severity: .warning)
        #expect(found.first?.message.contains("region subtag 'ZQ'") == true, "\(found)")
        for valid in ["ja-JP", "qaa", "x-venue", "zh-Hant-TW"] {
            #expect(
                minimal.replacing(in: "manifest.json", "\"language\": \"en\"", with: "\"language\": \"\(valid)\"")
                    .findings(of: ManifestMustBeValid()).isEmpty, "\(valid)")
        }
    }

    @Test func manifestExtensionsMustBeIdentifiers() {
        minimal.replacing(
            in: "manifest.json", "\"extensions\": null",
            with: "\"extensions\": [\"imdf:extension:acme:signage#1.0.0\", ⚠️\"signage\"]"
        )
        .expectFindings(of: ManifestMustBeValid(), in: "manifest.json", severity: .warning)
    }

    @Test func manifestMustBeAnObject() {
        var fixture = minimal
        fixture.files["manifest.json"] = "⚠️[1, 2]"
        fixture.expectFindings(of: ManifestMustBeValid(), in: "manifest.json", severity: .error)
    }

    @Test func trailingCommaIsReportedAtTheClosingBracket() {
        var fixture = minimal
        let text = fixture.files["opening.geojson"] ?? ""
        fixture.files["opening.geojson"] = String(text.dropLast("\n]}\n".count)) + ",\n⚠️]}\n"
        let found = fixture.expectFindings(of: FileMustBeValidJSON(), in: "opening.geojson", severity: .error)
        #expect(found.first?.message.contains("not JSON") == true)
    }

    @Test func manifestThatIsNotJSONHasItsPosition() {
        var fixture = minimal
        fixture.files["manifest.json"] = "{\"version\": ⚠️'1.0.0'}"
        fixture.expectFindings(of: FileMustBeValidJSON(), in: "manifest.json", severity: .error)
    }

    @Test func byteOrderMarkIsAWarning() {
        var fixture = minimal
        fixture.files["level.geojson"] = "\u{FEFF}" + (fixture.files["level.geojson"] ?? "")
        let found = fixture.findings(of: FileMustBeValidJSON()).filter { $0.severity == .warning }
        #expect(found.count == 1)
        #expect(found.first?.check == "byte-order-mark")
        #expect(found.first?.location.file == "level.geojson")
        #expect(found.first?.location.line == 1 && found.first?.location.column == 1)
    }

    @Test func geoJSONStructureFindingsAreForwardedWithTheirRule() {
        let fixture = minimal.replacing(in: "opening.geojson", "\"type\": \"LineString\"", with: "\"type\": ⚠️\"Line\"")
        let found = fixture.expectFindings(of: FileMustBeValidGeoJSON(), in: "opening.geojson", severity: .error)
        #expect(found.first?.check == GeoJSONRule.unknownType)
        #expect(found.first?.qualifiedRule == "FileMustBeValidGeoJSON/geojson-unknown-type")
        #expect(found.first?.location.featureID == ArchiveFixture.openingID)
    }

    /// RFC 7946 §7.1 and RFC 8259 §4 through the archive: an error at the member's name; a warning at the
    /// repeat's name with its note at the first occurrence, both with the feature's ID.
    @Test func membersThatChangeSemanticsAndRepeatedNamesAreForwarded() throws {
        let semantics = minimal.replacing(
            in: "opening.geojson", "\"feature_type\": \"opening\",",
            with: "\"feature_type\": \"opening\", ⚠️\"coordinates\": [0, 0],")
        let error = semantics.expectFindings(of: FileMustBeValidGeoJSON(), in: "opening.geojson", severity: .error)
        #expect(error.first?.check == GeoJSONRule.memberChangesSemantics)
        #expect(error.first?.location.path == ["features", 0, "coordinates"])

        let repeated = minimal.replacing(
            in: "opening.geojson", "\"name\": null, \"alt_name\": null,",
            with: "\"name\": null, \"alt_name\": null, ⚠️\"name\": {\"en\": \"Door\"},")
        let warning = repeated.expectFindings(of: FileMustBeValidGeoJSON(), in: "opening.geojson", severity: .warning)
        #expect(warning.first?.check == GeoJSONRule.duplicateMember)
        #expect(warning.first?.location.featureID == ArchiveFixture.openingID)
        let note = try #require(warning.first?.notes.first)
        #expect(note.location.file == "opening.geojson" && note.location.line == warning.first?.location.line)
        #expect(note.location.column.map { $0 < (warning.first?.location.column ?? 0) } == true)
        // The last `name` is the one the typed properties read.
        #expect(repeated.archive().openings.first?.properties.name?["en"] == "Door")
    }

    @Test func fileMustHoldACollection() {
        var fixture = minimal
        fixture.files["anchor.geojson"] = "⚠️{\"type\": \"Point\", \"coordinates\": [0, 0]}"
        let found = fixture.expectFindings(
            of: FileMustContainFeatureCollection(), in: "anchor.geojson", severity: .error)
        #expect(found.first?.message.contains("bare geometry") == true)
        // An empty collection is valid.
        fixture.files["anchor.geojson"] = "{\"type\": \"FeatureCollection\", \"features\": []}"
        #expect(fixture.findings(of: FileMustContainFeatureCollection()).isEmpty)
    }

    @Test func featureWithoutID() {
        minimal.replacing(in: "unit.geojson", roomStart, with: "⚠️{\"type\": \"Feature\", \"feature_type\": \"unit\",")
            .expectFindings(of: FeatureMustHaveId(), in: "unit.geojson", severity: .error)
    }

    @Test func numericID() {
        minimal.replacing(in: "unit.geojson", "\"id\": \"\(F.roomID)\"", with: "\"id\": ⚠️42")
            .expectFindings(of: FeatureIdMustBeString(), in: "unit.geojson", severity: .error)
    }

    @Test func emptyID() {
        minimal.replacing(in: "unit.geojson", "\"id\": \"\(F.roomID)\"", with: "\"id\": ⚠️\"\"")
            .expectFindings(of: FeatureIdMustNotBeEmpty(), in: "unit.geojson", severity: .error)
    }

    @Test func idThatIsNotAUUID() {
        minimal.replacing(in: "unit.geojson", "\"id\": \"\(F.roomID)\"", with: "\"id\": ⚠️\"room-1\"")
            .expectFindings(of: FeatureIdMustBeUUID(), in: "unit.geojson", severity: .error)
    }

    @Test func uuidThatIsNotVersion4IsAWarning() {
        // The spec's own examples use such ids.
        minimal.replacing(
            in: "unit.geojson", "\"id\": \"\(F.roomID)\"", with: "\"id\": ⚠️\"11111111-1111-1111-1111-111111111111\""
        )
        .expectFindings(of: FeatureIdMustBeUUID(), in: "unit.geojson", severity: .warning)
    }

    @Test func featureWithoutFeatureType() {
        let found = minimal.replacing(
            in: "unit.geojson", roomStart, with: "⚠️{\"type\": \"Feature\", \"id\": \"\(F.roomID)\","
        )
        .replacing(
            in: "unit.geojson", "\"properties\": {\"category\": \"room\"",
            with: "\"properties\": {\"feature_type\": \"unit\", \"category\": \"room\""
        )
        .expectFindings(of: FeatureMustHaveFeatureType(), in: "unit.geojson", severity: .error)
        #expect(found.first?.notes.count == 1)
    }

    @Test func featureTypeThatIsNotAString() {
        minimal.replacing(in: "unit.geojson", "\"feature_type\": \"unit\"", with: "\"feature_type\": ⚠️7")
            .expectFindings(of: FeatureTypeMustBeString(), in: "unit.geojson", severity: .error)
    }

    @Test func emptyFeatureType() {
        minimal.replacing(in: "unit.geojson", "\"feature_type\": \"unit\"", with: "\"feature_type\": ⚠️\"\"")
            .expectFindings(of: FeatureTypeMustNotBeEmpty(), in: "unit.geojson", severity: .error)
    }

    @Test func featureTypeOfAnotherFile() {
        let found = minimal.replacing(
            in: "unit.geojson", "\"feature_type\": \"unit\"", with: "\"feature_type\": ⚠️\"level\""
        )
        .expectFindings(of: FeatureTypeMustMatchFile(), in: "unit.geojson", severity: .error)
        #expect(found.first?.message.contains("expected \"unit\"") == true)
    }

    @Test func featureTypeThatIsNoIMDFType() {
        let found = minimal.replacing(
            in: "unit.geojson", "\"feature_type\": \"unit\"", with: "\"feature_type\": ⚠️\"unti\""
        )
        .expectFindings(of: FeatureTypeMustMatchFile(), in: "unit.geojson", severity: .error)
        #expect(found.first?.message.contains("did you mean \"unit\"") == true)
    }

    @Test func noVenue() {
        var fixture = minimal
        fixture.files["venue.geojson"] = ArchiveFixture.collection("").replacingOccurrences(of: "[\n\n]", with: "[]")
        let found = fixture.findings(of: VenueCountMustBeExactlyOne())
        #expect(found.count == 1 && found.first?.location.file == "venue.geojson")
    }

    @Test func twoVenues() {
        var fixture = minimal
        let venue = ArchiveFixture.minimal.files["venue.geojson"] ?? ""
        let feature = venue.dropFirst("{\"type\": \"FeatureCollection\", \"features\": [\n".count).dropLast(
            "\n]}\n".count)
        let second = feature.replacingOccurrences(of: F.venueID, with: "c628e5b9-b73a-42d5-a50c-d4c927e6a8bc")
        fixture.files["venue.geojson"] = ArchiveFixture.collection(feature + ",\n⚠️" + second)
        fixture.expectFindings(of: VenueCountMustBeExactlyOne(), in: "venue.geojson", severity: .error)
    }

    @Test func extensionAndOtherFilesAreListed() {
        var fixture = minimal
        fixture.files["attraction.geojson"] = ArchiveFixture.collection("")
        fixture.files["README.md"] = "# venue"
        fixture.files[".DS_Store"] = "x"
        fixture.files["__MACOSX/._unit.geojson"] = "x"
        let found = fixture.findings(of: ExtensionFileIgnored())
        #expect(found.map(\.location.file) == ["README.md", "attraction.geojson"])
        #expect(found.allSatisfy { $0.severity == .info })
        #expect(found.last?.message.contains("extension file ignored") == true)
    }
}

/// `ArchiveFolderStripped`: a zip whose files all sit in one folder is read from inside it, and says so.
@Suite("Validation rules: a zip's stripped folder")
struct ArchiveFolderStrippedTests {
    @Test func aZipMadeByCompressingAFolderGetsOneInfo() throws {
        let entries = ArchiveFixture.minimal.files.keys.sorted().map { path in
            TestZipWriter.Entry(
                "Venue/" + path, Array(ArchiveFixture.stripped(ArchiveFixture.minimal.files[path] ?? "").utf8))
        }
        let files = try ArchiveSource.zipFiles(
            bytes: TestZipWriter(entries).bytes(), path: "venue.zip", limits: .default)
        let archive = IMDF.Archive(files: files)
        #expect(archive.strippedPrefix == "Venue/")
        let found = Validator(rules: [ArchiveFolderStripped()]).validate(archive).diagnostics
        #expect(found.count == 1)
        #expect(found.first?.severity == .info)
        #expect(found.first?.location.file == nil)
        #expect(found.first?.message.contains("Venue/") == true)
        // The whole rule set reads the venue as if it sat at the root: the same findings, and this one.
        let atTheRoot = ArchiveFixture.minimal.validate().diagnostics.map(\.rule)
        #expect(
            Validator().validate(archive).diagnostics.map(\.rule).sorted()
                == (atTheRoot + ["ArchiveFolderStripped"]).sorted())
    }

    @Test func aZipWithItsFilesAtTheRootGetsNone() throws {
        #expect(ArchiveFixture.minimal.findings(of: ArchiveFolderStripped()).isEmpty)
    }
}
