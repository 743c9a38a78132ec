import GeoJSON
import Testing

@testable import IMDFKit

/// Group C rules on the minimal fixture: each planted defect is reported at its ⚠️ marker, and the clean
/// fixture triggers nothing.
@Suite("Validation rules: properties")
struct PropertyRuleTests {
    typealias F = ArchiveFixture
    let minimal = ArchiveFixture.minimal

    @Test(arguments: Validator.propertyRules.map(\.id))
    func cleanFixtureTriggersNothing(rule: String) throws {
        let rule = try #require(Validator.propertyRules.first { $0.id == rule })
        #expect(minimal.findings(of: rule).isEmpty)
    }

    @Test func nullProperties() {
        minimal.replacing(
            in: "anchor.geojson", "\"properties\": {\"address_id\": null, \"unit_id\": \"\(F.roomID)\"}",
            with: "\"properties\": ⚠️null"
        )
        .expectFindings(of: PropertiesMustBeObject(), in: "anchor.geojson", severity: .error)
    }

    @Test func missingRequiredProperty() {
        let found = minimal.replacing(
            in: "anchor.geojson", "\"properties\": {\"address_id\": null, \"unit_id\": \"\(F.roomID)\"}",
            with: "\"properties\": ⚠️{\"address_id\": null}"
        )
        .expectFindings(of: RequiredPropertyMustBePresent(), in: "anchor.geojson", severity: .error)
        #expect(found.first?.message.hasPrefix("anchor is missing required property 'unit_id'") == true)
    }

    @Test func nullRequiredProperty() {
        minimal.replacing(in: "level.geojson", "\"ordinal\": 0", with: "\"ordinal\": ⚠️null")
            .expectFindings(of: RequiredPropertyMustBePresent(), in: "level.geojson", severity: .error)
    }

    @Test func nullableKeysMayBeLeftOut() {
        let fixture = minimal.replacing(in: "anchor.geojson", "\"address_id\": null, ", with: "")
        #expect(fixture.findings(of: RequiredPropertyMustBePresent()).isEmpty)
    }

    @Test func manifestRequiredKeys() {
        let found = minimal.replacing(in: "manifest.json", "{\"version\"", with: "⚠️{\"version\"")
            .replacing(in: "manifest.json", ", \"language\": \"en\"", with: "")
            .expectFindings(of: RequiredPropertyMustBePresent(), in: "manifest.json", severity: .error)
        #expect(found.first?.message.hasPrefix("manifest is missing required property 'language'") == true)
    }

    @Test(arguments: [
        ("level.geojson", "\"ordinal\": 0", "\"ordinal\": ⚠️1.5"),
        ("level.geojson", "\"ordinal\": 0", "\"ordinal\": ⚠️true"),
        ("level.geojson", "\"ordinal\": 0", "\"ordinal\": ⚠️\"0\""),
        ("level.geojson", "\"outdoor\": false", "\"outdoor\": ⚠️\"no\""),
        ("unit.geojson", "\"level_id\": \"\(ArchiveFixture.levelID)\"", "\"level_id\": ⚠️\"L1\""),
        ("unit.geojson", "\"accessibility\": [\"wheelchair\"]", "\"accessibility\": ⚠️\"wheelchair\""),
        ("unit.geojson", "\"accessibility\": [\"wheelchair\"]", "\"accessibility\": [⚠️3]"),
        (
            "unit.geojson", "\"display_point\": {\"type\": \"Point\", \"coordinates\": [-73.54985, 45.5001]}",
            "\"display_point\": ⚠️{\"type\": \"LineString\", \"coordinates\": [[0, 0], [1, 1]]}"
        ),
        ("opening.geojson", "\"automatic\": false", "\"automatic\": ⚠️\"yes\""),
        ("occupant.geojson", "\"validity\": {", "\"validity\": ⚠️[], \"x\": {"),
        (
            "amenity.geojson", "\"unit_ids\": [\"\(ArchiveFixture.hallID)\"]",
            "\"unit_ids\": ⚠️\"\(ArchiveFixture.hallID)\""
        ),
    ])
    func wrongJSONType(file: String, target: String, replacement: String) {
        minimal.replacing(in: file, target, with: replacement)
            .expectFindings(of: PropertyMustHaveValidType(), in: file, severity: .error)
    }

    @Test func negativeOrdinalIsAnInteger() {
        #expect(
            minimal.replacing(in: "level.geojson", "\"ordinal\": 0", with: "\"ordinal\": -2")
                .findings(of: PropertyMustHaveValidType()).isEmpty)
    }

    @Test func plainStringName() {
        let found = minimal.replacing(
            in: "unit.geojson", "\"name\": {\"en\": \"Gallery\"}", with: "\"name\": ⚠️\"Gallery\""
        )
        .expectFindings(of: LabelsMustBeObject(), in: "unit.geojson", severity: .error)
        #expect(found.first?.message.contains("{\"en\": \"Gallery\"}") == true)
    }

    @Test func emptyLabels() {
        minimal.replacing(in: "level.geojson", "\"short_name\": {\"en\": \"0\"}", with: "\"short_name\": ⚠️{}")
            .expectFindings(of: LabelsMustBeObject(), in: "level.geojson", severity: .error)
    }

    @Test func labelThatIsNotAString() {
        minimal.replacing(in: "unit.geojson", "\"name\": {\"en\": \"Gallery\"}", with: "\"name\": {\"en\": ⚠️5}")
            .expectFindings(of: NameMustBeString(), in: "unit.geojson", severity: .error)
    }

    @Test func labelKeyMustBeALanguageTag() {
        let fixture = minimal.replacing(
            in: "venue.geojson", "\"fr\": \"Musée d'essai\"", with: "\"fr_CA\": ⚠️\"Musée d'essai\"")
        let found = fixture.expectFindings(of: LabelsKeyMustBeLanguageTag(), in: "venue.geojson", severity: .error)
        #expect(found.first?.message.contains("did you mean \"fr-CA\"?") == true)
        for valid in ["zh-Hant-TW", "qaa", "qqq", "x-museum", "i-default", "EN-us", "es-419"] {
            #expect(
                minimal.replacing(in: "venue.geojson", "\"fr\": ", with: "\"\(valid)\": ").findings(
                    of: LabelsKeyMustBeLanguageTag()
                ).isEmpty, "\(valid)")
        }
    }

    @Test(arguments: [
        ("english", "did you mean \"en\" (English)?"), ("xx", "is not a language subtag of the IANA"),
        ("qzz", "is not a language subtag of the IANA"), ("xx-GB", "primary language subtag 'xx'"),
        ("eng", "did you mean \"en\" (English)?"),
    ])
    func labelKeyWithAnUnregisteredLanguageIsAnError(key: String, fragment: String) {
        let found = minimal.replacing(
            in: "venue.geojson", "\"fr\": \"Musée d'essai\"", with: "\"\(key)\": ⚠️\"Musée d'essai\""
        )
        .expectFindings(of: LabelsKeyMustBeLanguageTag(), in: "venue.geojson", severity: .error)
        #expect(found.first?.message.contains(fragment) == true, "\(found)")
    }

    @Test(arguments: [
        ("fr-Qqqq", "script subtag 'Qqqq'"), ("fr-ZQ", "region subtag 'ZQ'"),
        ("fr-abcdefg", "variant subtag 'abcdefg'"),
        ("iw", "the registry's preferred value is 'he'"), ("i-klingon", "\"tlh\""),
    ])
    func labelKeyWithAnUnassignedSecondaryPartIsAWarning(key: String, fragment: String) {
        let found = minimal.replacing(
            in: "venue.geojson", "\"fr\": \"Musée d'essai\"", with: "\"\(key)\": ⚠️\"Musée d'essai\""
        )
        .expectFindings(of: LabelsKeyMustBeLanguageTag(), in: "venue.geojson", severity: .warning)
        #expect(found.first?.message.contains(fragment) == true, "\(found)")
    }

    @Test func labelKeysAreReportedOnEveryFeature() {
        // A bad key repeated on several features is judged once and reported on each.
        let found = minimal.replacing(in: "level.geojson", "\"name\": {\"en\": ", with: "\"name\": {\"english\": ⚠️")
            .replacing(in: "level.geojson", "\"short_name\": {\"en\": ", with: "\"short_name\": {\"english\": ⚠️")
            .expectFindings(of: LabelsKeyMustBeLanguageTag(), in: "level.geojson", severity: .error)
        #expect(found.count == 2)
    }

    @Test func unknownCategorySuggestsTheNearestValue() {
        let found = minimal.replacing(in: "unit.geojson", "\"category\": \"room\"", with: "\"category\": ⚠️\"rom\"")
            .expectFindings(of: UnknownCategory(), in: "unit.geojson", severity: .error)
        #expect(found.first?.message.contains("\"rom\"") == true)
        #expect(found.first?.message.contains("did you mean \"room\"") == true)
    }

    @Test func otherEnumerations() {
        minimal.replacing(
            in: "unit.geojson", "\"accessibility\": [\"wheelchair\"]", with: "\"accessibility\": [⚠️\"wheelchairs\"]"
        )
        .replacing(in: "unit.geojson", "\"restriction\": null", with: "\"restriction\": ⚠️\"private\"")
        .expectFindings(of: UnknownCategory(), in: "unit.geojson", severity: .error)
        let door = minimal.replacing(in: "opening.geojson", "\"material\": \"wood\"", with: "\"material\": ⚠️\"steel\"")
            .expectFindings(of: UnknownCategory(), in: "opening.geojson", severity: .error)
        #expect(door.first?.message.contains("DOOR-MATERIAL") == true)
    }

    @Test func emptyRequiredIDList() {
        minimal.replacing(
            in: "footprint.geojson", "\"building_ids\": [\"\(F.buildingID)\"]", with: "\"building_ids\": ⚠️[]"
        )
        .expectFindings(of: ReferenceListMustNotBeEmpty(), in: "footprint.geojson", severity: .error)
        // level building_ids may be empty (an outdoor level).
        #expect(
            minimal.replacing(
                in: "level.geojson", "\"building_ids\": [\"\(F.buildingID)\"]", with: "\"building_ids\": []"
            )
            .findings(of: ReferenceListMustNotBeEmpty()).isEmpty)
    }

    @Test func dateTimes() {
        minimal.replacing(
            in: "manifest.json", "\"created\": \"2026-11-01T09:00:00Z\"", with: "\"created\": ⚠️\"yesterday\""
        )
        .expectFindings(of: DateTimeMustBeValid(), in: "manifest.json", severity: .error)
        minimal.replacing(
            in: "manifest.json", "\"created\": \"2026-11-01T09:00:00Z\"", with: "\"created\": ⚠️\"2026-11-01T09:00:00\""
        )
        .expectFindings(of: DateTimeMustBeValid(), in: "manifest.json", severity: .warning)
        minimal.replacing(
            in: "occupant.geojson", "\"start\": \"2026-01-01T00:00:00-05:00\"",
            with: "\"start\": ⚠️\"2026-13-01T00:00:00Z\""
        )
        .expectFindings(of: DateTimeMustBeValid(), in: "occupant.geojson", severity: .error)
        #expect(
            minimal.replacing(in: "manifest.json", "09:00:00Z", with: "09:00:00.299+03:00").findings(
                of: DateTimeMustBeValid()
            ).isEmpty)
    }

    @Test func phone() {
        minimal.replacing(in: "venue.geojson", "\"phone\": \"+15145550100\"", with: "\"phone\": ⚠️\"+1 514 555 0100\"")
            .expectFindings(of: PhoneMustBeE164(), in: "venue.geojson", severity: .error)
        let trailing = minimal.replacing(
            in: "occupant.geojson", "\"phone\": \"+15145550101\"", with: "\"phone\": ⚠️\"+15145550101 \""
        )
        .expectFindings(of: PhoneMustBeE164(), in: "occupant.geojson", severity: .error)
        #expect(trailing.first?.message.contains("white space") == true)
    }

    @Test func website() {
        minimal.replacing(
            in: "venue.geojson", "\"website\": \"https://example.org\"", with: "\"website\": ⚠️\"www.example.org\""
        )
        .expectFindings(of: WebsiteMustBeHTTPURI(), in: "venue.geojson", severity: .error)
    }

    @Test func hours() {
        minimal.replacing(
            in: "venue.geojson", "\"hours\": \"Mo-Su 09:00-17:00\"", with: "\"hours\": ⚠️\"9am to 5pm daily\""
        )
        .expectFindings(of: HoursMustBeOpeningHours(), in: "venue.geojson", severity: .warning)
        #expect(
            minimal.replacing(
                in: "venue.geojson", "\"hours\": \"Mo-Su 09:00-17:00\"",
                with: "\"hours\": \"Mo-Fr 08:00-12:00,13:00-17:30; Sa 10:00-14:00; PH off\""
            )
            .findings(of: HoursMustBeOpeningHours()).isEmpty)
    }

    @Test(arguments: [
        ("CAN", "alpha-3 code of Canada; IMDF uses the alpha-2 code \"CA\""),
        ("Canada", "did you mean \"CA\" (Canada)?"),
        ("ca", "written \"CA\""), ("124", "numeric code of Canada"), ("ZZ", "not an ISO 3166-1 alpha-2 country code"),
    ])
    func countryThatIsNotAnAlpha2CodeIsAnError(country: String, fragment: String) {
        let found = minimal.replacing(
            in: "address.geojson", "\"country\": \"CA\"", with: "\"country\": ⚠️\"\(country)\""
        )
        .replacing(in: "address.geojson", "\"province\": \"CA-QC\"", with: "\"province\": null")
        .expectFindings(of: CountryMustBeISO3166(), in: "address.geojson", severity: .error)
        #expect(found.first?.message.contains(fragment) == true, "\(found)")
    }

    @Test func kosovoKeepsItsUserAssignedCode() {
        #expect(
            minimal.replacing(in: "address.geojson", "\"country\": \"CA\"", with: "\"country\": \"XK\"")
                .replacing(in: "address.geojson", "\"province\": \"CA-QC\"", with: "\"province\": null")
                .findings(of: CountryMustBeISO3166()).isEmpty)
    }

    @Test(arguments: [
        ("Quebec", "did you mean \"CA-QC\" (Quebec)?"), ("Québec", "did you mean \"CA-QC\""),
        ("QC", "did you mean \"CA-QC\""),
        ("ca-qc", "did you mean \"CA-QC\""), ("ZZ-AB", "'ZZ', which is not an ISO 3166-1 alpha-2 code"),
    ])
    func provinceThatIsNotACodeIsAnError(province: String, fragment: String) {
        let found = minimal.replacing(
            in: "address.geojson", "\"province\": \"CA-QC\"", with: "\"province\": ⚠️\"\(province)\""
        )
        .expectFindings(of: ProvinceMustBeISO31662(), in: "address.geojson", severity: .error)
        #expect(found.first?.message.contains(fragment) == true, "\(found)")
    }

    @Test func provinceThatISO31662DoesNotAssignIsAWarning() {
        let found = minimal.replacing(
            in: "address.geojson", "\"province\": \"CA-QC\"", with: "\"province\": ⚠️\"CA-QQ\""
        )
        .expectFindings(of: ProvinceMustBeISO31662(), in: "address.geojson", severity: .warning)
        #expect(found.first?.message.contains("not an ISO 3166-2 subdivision code of Canada") == true, "\(found)")
    }

    @Test func provinceOfAnotherCountryIsAWarning() {
        let mismatch = minimal.replacing(
            in: "address.geojson", "\"province\": \"CA-QC\"", with: "\"province\": ⚠️\"US-NY\""
        )
        .expectFindings(of: ProvinceMustBeISO31662(), in: "address.geojson", severity: .warning)
        #expect(mismatch.first?.notes.count == 1)
    }

    @Test func unknownPropertyIsInformative() {
        let found = minimal.replacing(in: "anchor.geojson", "\"address_id\": null,", with: "\"adress_id\": ⚠️null,")
            .expectFindings(of: UnknownProperty(), in: "anchor.geojson", severity: .info)
        #expect(found.first?.message.contains("did you mean 'address_id'") == true)
    }
}
