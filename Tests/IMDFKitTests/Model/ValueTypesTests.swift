import Foundation
import GeoJSON
import IMDFTestSupport
import Testing

@testable import IMDFKit

@Suite("Model values")
struct ValueTypesTests {
    @Test func labelsBestMatchOrder() {
        let labels: IMDF.Labels = ["ja-JP": "駅", "en": "Station", "fr-CA": "Gare"]
        #expect(labels.bestMatch(for: ["ja-JP"]) == "駅")  // exact tag
        #expect(labels.bestMatch(for: ["JA-jp"]) == "駅")  // case-insensitive
        #expect(labels.bestMatch(for: ["ja"]) == "駅")  // language without region
        #expect(labels.bestMatch(for: ["fr-FR"]) == "Gare")  // same language, other region
        #expect(labels.bestMatch(for: ["de"], defaultLanguage: "fr") == "Gare")  // the manifest's language
        #expect(labels.bestMatch(for: ["de"]) == "Station")  // then English
        let noEnglish: IMDF.Labels = ["ru": "Корпус", "zh-Hant": "大樓"]
        #expect(noEnglish.bestMatch(for: ["de"]) == "Корпус")  // then the first label
        #expect(IMDF.Labels([]).bestMatch(for: ["en"]) == nil)
    }

    @Test func dateTimeParsingIsLenientButTellsWhatItSaw() {
        let utc = IMDF.DateTime("2026-11-01T09:00:00Z")
        #expect(utc.isValid && utc.hasOffset)
        #expect(utc.secondsSince1970 == 1_793_523_600)
        let offset = IMDF.DateTime("2018-03-01T00:00:00+05:00")
        #expect(offset.secondsSince1970 == 1_519_844_400)
        let fraction = IMDF.DateTime("2022-02-01T22:44:28.58882+03:00")
        #expect(fraction.isValid)
        #expect(abs((fraction.secondsSince1970 ?? 0) - 1_643_744_668.58882) < 1e-4)
        let noOffset = IMDF.DateTime("2020-09-09T12:34:56")
        #expect(noOffset.isValid && !noOffset.hasOffset)
        #expect(!IMDF.DateTime("2020-02-30T00:00:00Z").isValid)
        #expect(!IMDF.DateTime("yesterday").isValid)
        #expect(!IMDF.DateTime("2020-09-09 12:34:56Z").isValid)
    }

    /// Every byte of a UUID replaced, one at a time, by a dash, a digit, a letter either side of the digits'
    /// ranges or a non-ASCII character: `isUUID` agrees with the 8-4-4-4-12 form tested position by position.
    @Test func featureIDShapeAtEveryPosition() {
        let valid = Array("abcdef01-2345-4789-ab00-fffffffffff0".utf8)
        let dashes: Set<Int> = [8, 13, 18, 23]
        func isUUIDShaped(_ bytes: [UInt8]) -> Bool {
            bytes.count == 36
                && bytes.indices.allSatisfy { index in
                    let byte = bytes[index]
                    if dashes.contains(index) { return byte == UInt8(ascii: "-") }
                    return (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                        || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
                        || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
                }
        }
        for index in valid.indices {
            for replacement in Array("-0Ff9aAgG/:@`".utf8) + [0xC3, 0x00] {
                var bytes = valid
                bytes[index] = replacement
                let id = FeatureID(String(decoding: bytes, as: UTF8.self))
                let expected = isUUIDShaped(Array(id.rawValue.utf8))
                #expect(id.isUUID == expected, "\(id.rawValue)")
                #expect((id.uuidVersion != nil) == expected, "\(id.rawValue)")
            }
        }
    }

    @Test func featureIDShapes() {
        #expect(FeatureID("a1000001-0000-4000-8000-000000000001").isVersion4UUID)
        #expect(FeatureID("11111111-1111-1111-1111-111111111111").isUUID)
        #expect(!FeatureID("11111111-1111-1111-1111-111111111111").isVersion4UUID)
        #expect(!FeatureID("2222222-2222-2222-2222-222222222222").isUUID)
        #expect(!FeatureID("").isUUID)
        // Either case; the version digit and the variant (8, 9, a or b) where RFC 4122 puts them.
        #expect(FeatureID("ABCDEF01-2345-4789-AB00-FFFFFFFFFFFF").isVersion4UUID)
        #expect(FeatureID("abcdef01-2345-4789-bb00-ffffffffffff").isVersion4UUID)
        #expect(FeatureID("abcdef01-2345-5789-8b00-ffffffffffff").uuidVersion == 5)
        #expect(!FeatureID("abcdef01-2345-4789-cb00-ffffffffffff").isVersion4UUID)
        #expect(!FeatureID("abcdef01-2345-4789-7b00-ffffffffffff").isVersion4UUID)
        // Bytes next to the digits and letters, a dash out of place, a non-ASCII character.
        for id in [
            "abcdef01-2345-4789-ab00-fffffffffffg", "abcdef01-2345-4789-ab00-ffffffffff@f",
            "abcdef01-2345-4789-ab00-fffffffffff`", "abcdef01-2345-4789-ab00-fffffffffff/",
            "abcdef01-2345-4789-ab00-fffffffffff:", "abcdef0-12345-4789-ab00-ffffffffffff",
            "abcdef01-2345-4789-ab00-ffffffffffGF", "abcdef01-2345-4789-ab00-fffffffffffé",
        ] {
            #expect(!FeatureID(id).isUUID, "\(id)")
            #expect(FeatureID(id).uuidVersion == nil, "\(id)")
        }
    }

    @Test func unknownCategoriesSurvive() {
        let lab: IMDF.UnitCategory = "lab"
        #expect(!lab.isKnown)
        #expect(lab.rawValue == "lab")
        #expect(IMDF.UnitCategory.restroomFemaleWheelchair.rawValue == "restroom.female.wheelchair")
        #expect(IMDF.UnitCategory.restroomFemaleWheelchair.isKnown)
        #expect(IMDF.SectionCategory.`private`.isKnown)
        #expect(IMDF.OccupantCategory(rawValue: "3dprinting").isKnown)
    }

    @Test func tolerantPropertiesRecordWhatTheyDropped() throws {
        let recorder = IMDF.PropertyFindingRecorder()
        let json = try JSONReader().value(
            from:
                #"{"category": 7, "level_id": "x", "name": "Lobby", "accessibility": ["wheelchair", 3], "display_point": {"type": "LineString", "coordinates": []}}"#
        )
        let properties = try JSONValueDecoder(userInfo: [IMDF.PropertyFindingRecorder.userInfoKey: recorder])
            .decode(IMDF.UnitProperties.self, from: json)
        #expect(properties.category == nil)
        #expect(properties.levelID == "x")
        #expect(properties.name?.entries == [.init(language: "und", text: "Lobby")])
        #expect(properties.accessibility == [.wheelchair])
        #expect(properties.displayPoint == nil)
        let findings = recorder.findings
        #expect(
            findings.map(\.path)
                == [["category"], ["accessibility", 1], ["name"], ["display_point", "type"]].map(JSONPath.init))
        #expect(findings[2].kind == .plainStringLabels)
        #expect(findings[3].kind == .invalidValue)
    }

    /// The typed structs read exactly the keys of the property table, so the table (which drives the
    /// validator and the schemas) and the model cannot drift apart.
    @Test func propertyStructsMatchThePropertyTable() {
        let keys: [IMDF.FeatureType: [String]] = [
            .address: IMDF.AddressProperties.keys, .amenity: IMDF.AmenityProperties.keys,
            .anchor: IMDF.AnchorProperties.keys, .building: IMDF.BuildingProperties.keys,
            .detail: IMDF.DetailProperties.keys, .fixture: IMDF.FixtureProperties.keys,
            .footprint: IMDF.FootprintProperties.keys, .geofence: IMDF.GeofenceProperties.keys,
            .kiosk: IMDF.KioskProperties.keys, .level: IMDF.LevelProperties.keys,
            .occupant: IMDF.OccupantProperties.keys, .opening: IMDF.OpeningProperties.keys,
            .relationship: IMDF.RelationshipProperties.keys, .section: IMDF.SectionProperties.keys,
            .unit: IMDF.UnitProperties.keys, .venue: IMDF.VenueProperties.keys,
        ]
        for type in IMDF.FeatureType.allCases {
            #expect(keys[type] == IMDF.PropertyTable.properties(of: type).map(\.key), "\(type)")
        }
        #expect(IMDF.Manifest.keys == IMDF.PropertyTable.manifest.map(\.key))
    }

    /// `PropertyTable.swift` and the property structs are generated from `PropertyTable.json`
    /// (`Scripts/generate-properties.py`); this fails when the JSON was changed without regenerating them, or a
    /// generated file was edited by hand: every row (key, value type, requirement, summary) must agree.
    @Test func propertyTableMatchesItsSource() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../Sources/IMDFKit/Model/Schema/PropertyTable.json").standardized
        let json = try JSONReader().value(from: Array(try Data(contentsOf: url)))
        func definitions(_ table: JSONValue?) throws -> [IMDF.PropertyDefinition] {
            try (table?["properties"]?.arrayValue ?? []).map { row in
                IMDF.PropertyDefinition(
                    try #require(row["key"]?.stringValue), try Self.valueType(try #require(row["value"]?.stringValue)),
                    row["required"]?.boolValue == true ? .required : .nullable,
                    try #require(row["description"]?.stringValue))
            }
        }
        #expect(try definitions(json["manifest"]) == IMDF.PropertyTable.manifest)
        let types = json["featureTypes"]?.arrayValue ?? []
        #expect(
            types.compactMap { $0["type"]?.stringValue }.sorted() == IMDF.FeatureType.allCases.map(\.rawValue).sorted())
        for table in types {
            let type = try #require(IMDF.FeatureType(rawValue: table["type"]?.stringValue ?? ""))
            #expect(
                try definitions(table) == IMDF.PropertyTable.properties(of: type),
                "\(type): regenerate with python3 Scripts/generate-properties.py")
            #expect(type.specSection == "§" + (table["section"]?.stringValue ?? ""), "\(type)")
            #expect(type.geometryForm.rawValue == table["geometryForm"]?.stringValue, "\(type)")
        }
    }

    /// A value type as `PropertyTable.json` writes it: a case name, `category:KIND`, `reference:TYPE`,
    /// `array:VALUE`, `nonEmptyArray:VALUE` or `oneOf:a|b`.
    static func valueType(_ text: String) throws -> IMDF.ValueType {
        let parts = text.split(separator: ":", maxSplits: 1).map(String.init)
        let argument = parts.count > 1 ? parts[1] : ""
        switch parts[0] {
        case "array": return .array(try valueType(argument), nonEmpty: false)
        case "nonEmptyArray": return .array(try valueType(argument), nonEmpty: true)
        case "oneOf": return .oneOf(argument.split(separator: "|").map(String.init))
        case "category": return .category(try #require(IMDF.CategoryKind.allCases.first { "\($0)" == argument }))
        case "reference": return .reference(try #require(IMDF.FeatureType(rawValue: argument)))
        default:
            let plain: [IMDF.ValueType] = [
                .string, .integer, .boolean, .labels, .uuid, .displayPoint, .door, .temporality, .featureReference,
                .hours, .phone, .website, .countryCode, .subdivisionCode, .languageTag, .version, .dateTime,
                .extensionIdentifier,
            ]
            return try #require(plain.first { "\($0)" == text }, "unknown value type '\(text)'")
        }
    }

    /// `Categories+Known.swift` is generated from `categories.json`; this fails when it is stale.
    @Test(.enabled(if: TestData.hasSharedData)) func categoriesMatchTheSharedEnumerations() throws {
        let url = try #require(TestData.sharedData).appendingPathComponent("categories.json")
        let json = try JSONReader().value(from: Array(try Data(contentsOf: url)))
        for kind in IMDF.CategoryKind.allCases {
            let values = Set(json[kind.rawValue]?.arrayValue?.compactMap(\.stringValue) ?? [])
            #expect(
                values == kind.knownValues, "\(kind.rawValue): regenerate with python3 Scripts/generate-categories.py")
        }
    }
}
