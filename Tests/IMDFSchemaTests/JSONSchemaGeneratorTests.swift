import Foundation
import GeoJSON
import IMDFKit
import Testing

@testable import IMDFSchema

@Suite("Schema generator")
struct JSONSchemaGeneratorTests {
    let generator = IMDF.JSONSchemaGenerator()

    /// The `$defs` object of the definitions document.
    var definitions: JSONObject {
        generator.definitionsSchema()["$defs"]?.objectValue ?? [:]
    }

    @Test("one feature and one collection schema per type, plus definitions and manifest, sorted with matching $id")
    func documentSet() {
        let documents = generator.documents()
        var expected = ["imdf-definitions.schema.json", "manifest.schema.json"]
        for type in IMDF.FeatureType.allCases {
            expected += ["\(type.rawValue).schema.json", "\(type.rawValue).collection.schema.json"]
        }
        #expect(documents.map(\.fileName) == expected.sorted())
        for document in documents {
            #expect(document.schema["$id"]?.stringValue == document.fileName)
            #expect(document.schema["$schema"]?.stringValue == "https://json-schema.org/draft/2020-12/schema")
            #expect(document.text.hasSuffix("}\n"))
        }
    }

    @Test("every table key is a property; exactly the required keys are required", arguments: IMDF.FeatureType.allCases)
    func propertiesFollowTheTable(type: IMDF.FeatureType) throws {
        let schema = generator.featureSchema(for: type)
        #expect(schema["properties"]?["feature_type"]?["const"]?.stringValue == type.rawValue)
        let properties = try #require(schema["properties"]?["properties"])
        let table = IMDF.PropertyTable.properties(of: type)
        #expect(properties["properties"]?.objectValue?.keys == table.map(\.key))
        #expect(properties["required"]?.arrayValue?.compactMap(\.stringValue) == table.filter(\.isRequired).map(\.key))
        #expect(properties["additionalProperties"] == .bool(true))
        for definition in table {
            let property = try #require(properties["properties"]?[definition.key])
            let allowsNull = property["anyOf"]?.arrayValue?.contains(["type": "null"]) ?? false
            #expect(allowsNull == !definition.isRequired, "\(type.rawValue).\(definition.key)")
        }
    }

    @Test("value types map to the right schema")
    func valueTypes() {
        func schema(_ type: IMDF.ValueType) -> JSONValue {
            generator.propertySchema(for: .init("key", type, .required, "s"), section: "§0")
        }
        #expect(schema(.integer)["type"] == "integer")
        #expect(schema(.reference(.level))["$ref"] == "imdf-definitions.schema.json#/$defs/LEVEL-ID")
        #expect(
            schema(.category(.accessControl))["$ref"] == "imdf-definitions.schema.json#/$defs/ACCESS-CONTROL-CATEGORY")
        #expect(schema(.oneOf(["undirected", "directed"]))["enum"] == ["directed", "undirected"])
        let array = schema(.array(.reference(.unit), nonEmpty: true))
        #expect(array["minItems"] == 1)
        #expect(array["items"]?["$ref"] == "imdf-definitions.schema.json#/$defs/UNIT-ID")
        #expect(schema(.array(.uuid, nonEmpty: false))["minItems"] == nil)
        #expect(schema(.string)["description"] == "s (STRING, required; spec §0)")
    }

    @Test("every category enumeration holds exactly its known values, sorted", arguments: IMDF.CategoryKind.allCases)
    func categoryEnumerations(kind: IMDF.CategoryKind) throws {
        let values = try #require(definitions[kind.designator]?["enum"]?.arrayValue).compactMap(\.stringValue)
        #expect(values == kind.knownValues.sorted())
    }

    @Test("every category used by a table property refers to its enumeration")
    func categoriesAreReferenced() {
        let text = generator.documents().map(\.text).joined()
        for kind in IMDF.CategoryKind.allCases {
            #expect(text.contains("#/$defs/\(kind.designator)\""), "\(kind.designator) is never referenced")
        }
    }

    @Test("geometry follows the type's geometry form", arguments: IMDF.FeatureType.allCases)
    func geometryPerForm(type: IMDF.FeatureType) throws {
        let geometry = try #require(generator.featureSchema(for: type)["properties"]?["geometry"])
        let form = type.geometryForm
        let allowed = try resolvedGeometryTypes(geometry)
        if let expected = form.allowedGeometryTypes {
            #expect(allowed.types == Set(expected), "\(type.rawValue)")
        } else {
            #expect(
                allowed.types == [
                    "GeometryCollection", "LineString", "MultiLineString", "MultiPoint",
                    "MultiPolygon", "Point", "Polygon",
                ])
        }
        #expect(allowed.allowsNull == form.allowsNull, "\(type.rawValue)")
    }

    /// The GeoJSON types and null that a geometry schema admits, following `$ref`, `anyOf` and `oneOf`.
    private func resolvedGeometryTypes(_ schema: JSONValue) throws -> (types: Set<String>, allowsNull: Bool) {
        if schema["type"] == "null" { return ([], true) }
        if let constant = schema["properties"]?["type"]?["const"]?.stringValue { return ([constant], false) }
        if let reference = schema["$ref"]?.stringValue {
            let name = try #require(reference.components(separatedBy: "#/$defs/").last)
            return try resolvedGeometryTypes(try #require(definitions[name], "unresolved \(reference)"))
        }
        let alternatives = try #require(schema["anyOf"]?.arrayValue ?? schema["oneOf"]?.arrayValue, "\(schema)")
        var result: (types: Set<String>, allowsNull: Bool) = ([], false)
        for alternative in alternatives {
            let resolved = try resolvedGeometryTypes(alternative)
            result.types.formUnion(resolved.types)
            result.allowsNull = result.allowsNull || resolved.allowsNull
        }
        return result
    }

    @Test("every $ref resolves to a generated file or definition")
    func referencesResolve() {
        let documents = generator.documents()
        let files = Set(documents.map(\.fileName))
        for document in documents {
            for reference in Self.references(in: document.schema) {
                let parts = reference.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(
                    String.init)
                let file = parts[0].isEmpty ? document.fileName : parts[0]
                #expect(files.contains(file), "\(document.fileName): \(reference)")
                if parts.count == 2 {
                    #expect(file == IMDF.JSONSchemaGenerator.definitionsFileName, "\(document.fileName): \(reference)")
                    let name = parts[1].replacingOccurrences(of: "/$defs/", with: "")
                    #expect(definitions[name] != nil, "\(document.fileName): \(reference)")
                }
            }
        }
    }

    private static func references(in value: JSONValue) -> [String] {
        switch value {
        case .array(let elements): elements.flatMap(references(in:))
        case .object(let object):
            object.members.flatMap { member in
                member.key == "$ref" ? [member.value.stringValue ?? "<not a string>"] : references(in: member.value)
            }
        default: []
        }
    }

    @Test("the manifest schema requires version, created and language, and fixes the version")
    func manifest() throws {
        let schema = generator.manifestSchema()
        #expect(schema["required"] == ["version", "created", "language"])
        #expect(schema["properties"]?.objectValue?.keys == IMDF.PropertyTable.manifest.map(\.key))
        let version = try #require(schema["properties"]?["version"]?["allOf"]?.arrayValue)
        #expect(version.contains(["const": "1.0.0"]))
        #expect(
            schema["properties"]?["extensions"]?["anyOf"]?[0]?["items"]?["$ref"]
                == "imdf-definitions.schema.json#/$defs/EXTENSIONS")
    }

    @Test("the generated patterns accept and reject what the spec says")
    func patterns() throws {
        typealias Pattern = IMDF.SchemaPattern
        let cases: [(String, accepted: [String], rejected: [String])] = [
            (
                Pattern.uuid,
                [
                    "b2c3a4f1-7d0e-4c1b-9a2f-0e6d5c4b3a21", "11111111-1111-1111-1111-111111111111",
                    "ABCDEF01-2345-4789-8abc-def012345678",
                ],
                [
                    "b2c3a4f1-7d0e-4c1b-9a2f-0e6d5c4b3a2", "b2c3a4f17d0e4c1b9a2f0e6d5c4b3a21",
                    "g2c3a4f1-7d0e-4c1b-9a2f-0e6d5c4b3a21", "",
                ]
            ),
            (
                Pattern.languageTag,
                ["en", "en-US", "ja-JP", "zh-Hant", "zh-Hant-TW", "es-419", "sr-Latn-RS", "de-CH-1996", "x-private"],
                ["english", "en_US", "e", "en-", "123", "Name", ""]
            ),
            (
                Pattern.dateTime,
                ["2026-01-01T00:00:00Z", "2022-02-01T22:44:28.58882+03:00", "2018-03-01T00:00:00-05:00"],
                ["2020-09-09T12:34:56", "2020-13-01T00:00:00Z", "2020-09-09 12:34:56Z", "2020-09-09"]
            ),
            (
                Pattern.phone, ["+12225551212", "+81312345678"],
                ["12225551212", "+0123", "+1 222 555 1212", "+1234567890123456"]
            ),
            (
                Pattern.website, ["https://example.com", "http://example.com/a?b=c"],
                ["ftp://example.com", "example.com", "https://a b"]
            ),
            (Pattern.countryCode, ["US", "JP"], ["USA", "us", "U"]),
            (Pattern.subdivisionCode, ["US-CA", "JP-13", "GB-ENG"], ["US", "CA", "us-ca", "US-CALI"]),
            (Pattern.version, ["1.0.0", "1.0.0-beta.2", "1.0.0.beta.2"], ["1.0", "v1.0.0"]),
            (
                Pattern.extensionIdentifier, ["imdf:extension:acme:wayfinding#1.0.0"],
                ["imdf:extension:acme", "acme:wayfinding#1"]
            ),
        ]
        for (pattern, accepted, rejected) in cases {
            let expression = try NSRegularExpression(pattern: pattern)
            func matches(_ text: String) -> Bool {
                expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
            }
            for text in accepted { #expect(matches(text), "\(pattern) should accept \(text)") }
            for text in rejected { #expect(!matches(text), "\(pattern) should reject \(text)") }
        }
    }
}
