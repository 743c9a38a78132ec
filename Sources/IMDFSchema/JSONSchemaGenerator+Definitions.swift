import GeoJSON
import IMDFKit

extension IMDF.JSONSchemaGenerator {
    /// The shared definitions document, `imdf-definitions.schema.json`: a `$defs` object, sorted by name, with
    /// - the type designators of spec §1.3–§1.4 (`UUID`, `FEATURE-ID`, `LABELS`, `DATE-TIME`, `DOOR`, …),
    /// - a typed identifier per feature type (`LEVEL-ID`, `UNIT-ID`, …: a FEATURE-ID that should name a
    ///   feature of that type, which only `imdf validate` can check),
    /// - one `enum` per category list of spec §3 (`UNIT-CATEGORY`, `DOOR-TYPE`, …), values sorted,
    /// - the RFC 7946 geometries and the `LINEAL` and `POLYGONAL` geometry designators of spec §1.5.
    public func definitionsSchema() -> JSONValue {
        var definitions = designatorDefinitions() + geometryDefinitions()
        for type in IMDF.FeatureType.allCases {
            definitions.append(
                (
                    Self.identifierDefinitionName(for: type),
                    [
                        "description": .string("FEATURE-ID of a \(type.rawValue) feature (spec §1.3)"),
                        "$ref": "#/$defs/FEATURE-ID",
                    ]
                ))
        }
        for kind in IMDF.CategoryKind.allCases {
            definitions.append(
                (
                    kind.designator,
                    [
                        "description": .string(
                            "\(kind.designator): the \(kind.rawValue) enumeration of IMDF 1.0.0 (spec §3)"),
                        "type": "string",
                        "enum": .array(kind.knownValues.sorted().map { .string($0) }),
                    ]
                ))
        }
        definitions.sort { $0.0 < $1.0 }
        precondition(Set(definitions.map(\.0)).count == definitions.count, "duplicate schema definition name")
        return [
            "$schema": .string(Self.metaSchema),
            "$id": .string(Self.definitionsFileName),
            "title": "IMDF 1.0.0 shared definitions",
            "description": .string(
                "Type designators (spec §1.3–§1.5), category enumerations (spec §3) and RFC 7946 geometries, "
                    + "referenced by the other IMDF schemas. " + Self.generatedNote),
            "$defs": .object(JSONObject(members: definitions.map { JSONObject.Member(key: $0.0, value: $0.1) })),
        ]
    }

    /// The definitions of spec §1.3–§1.4's designators.
    private func designatorDefinitions() -> [(String, JSONValue)] {
        let scope = Scope.definitions
        func nullable(_ schema: JSONValue) -> JSONValue { ["anyOf": [schema, ["type": "null"]]] }
        func pattern(_ pattern: String, _ description: String) -> JSONValue {
            ["description": .string(description), "type": "string", "pattern": .string(pattern)]
        }
        typealias Pattern = IMDF.SchemaPattern
        return [
            (
                "DATE-TIME",
                pattern(
                    Pattern.dateTime,
                    "ISO 8601 date-time with a Z or ±hh:mm offset, fractional seconds allowed (spec §1.4)")
            ),
            (
                "DISPLAY-POINT",
                [
                    "description":
                        "DISPLAY-POINT (spec §1.5): a GeoJSON Point of 2 or 3 numbers; that it lies within the feature is checked by imdf validate",
                    "type": "object",
                    "required": ["type", "coordinates"],
                    "properties": [
                        "type": ["const": "Point"],
                        "coordinates": ["allOf": [scope.reference("Position"), ["maxItems": 3]]],
                    ],
                ]
            ),
            (
                "DOOR",
                [
                    "description": "DOOR (spec §1.4): a physical door; every member is optional or null",
                    "type": "object",
                    "properties": [
                        "type": nullable(scope.reference(IMDF.CategoryKind.doorType.designator)),
                        "automatic": nullable(["type": "boolean"]),
                        "material": nullable(scope.reference(IMDF.CategoryKind.doorMaterial.designator)),
                    ],
                ]
            ),
            (
                "EXTENSIONS",
                pattern(
                    Pattern.extensionIdentifier,
                    "an IMDF extension identifier, imdf:extension:<provider>:<name>#<version> (spec §1.6)")
            ),
            (
                "FEATURE-ID",
                [
                    "description":
                        "FEATURE-ID (spec §1.3): a UUID naming a feature; version 4 is expected (a validator warning otherwise)",
                    "$ref": "#/$defs/UUID",
                ]
            ),
            (
                "FEATURE-REFERENCE",
                [
                    "description": "FEATURE-REFERENCE (spec §1.3): a feature's id and its feature_type",
                    "type": "object",
                    "required": ["id", "feature_type"],
                    "properties": [
                        "id": scope.reference("FEATURE-ID"),
                        "feature_type": scope.reference("FEATURE-TYPE"),
                    ],
                ]
            ),
            (
                "FEATURE-TYPE",
                [
                    "description": "FEATURE-TYPE (spec §1.2): one of the sixteen IMDF feature types",
                    "type": "string",
                    "enum": .array(IMDF.FeatureType.allCases.map(\.rawValue).sorted().map { .string($0) }),
                ]
            ),
            (
                "HOURS",
                [
                    "description":
                        "HOURS (spec §1.4): OpenStreetMap opening_hours syntax, such as \"Mo-Fr 08:30-20:00\" (syntax not checked)",
                    "type": "string",
                    "minLength": 1,
                ]
            ),
            ("ISO-3166", pattern(Pattern.countryCode, "ISO-3166 (spec §1.4): an alpha-2 country code")),
            (
                "ISO-3166-2",
                pattern(Pattern.subdivisionCode, "ISO-3166-2 (spec §1.4): a subdivision code such as US-CA")
            ),
            (
                "LABELS",
                [
                    "description": "LABELS (spec §1.4): LANGUAGE-TAG keyed strings, at least one",
                    "type": "object",
                    "propertyNames": scope.reference("LANGUAGE-TAG"),
                    "additionalProperties": ["type": "string"],
                    "minProperties": 1,
                ]
            ),
            (
                "LANGUAGE-TAG",
                pattern(
                    Pattern.languageTag,
                    "LANGUAGE-TAG (spec §1.4): a BCP 47 language tag such as en, en-US, zh-Hant (syntax only)")
            ),
            ("PHONE", pattern(Pattern.phone, "PHONE (spec §1.4): an E.164 number such as +12225551212")),
            (
                "TEMPORALITY",
                [
                    "description": "TEMPORALITY (spec §1.4): when an entity is valid; every member is optional or null",
                    "type": "object",
                    "properties": [
                        "start": nullable(scope.reference("DATE-TIME")),
                        "end": nullable(scope.reference("DATE-TIME")),
                        "modified": nullable(scope.reference("DATE-TIME")),
                    ],
                ]
            ),
            ("UUID", pattern(Pattern.uuid, "UUID (spec §1.3): RFC 4122 8-4-4-4-12 hexadecimal form, any version")),
            ("VERSION", pattern(Pattern.version, "VERSION (spec §1.4): a semantic version number")),
            ("WEBSITE", pattern(Pattern.website, "WEBSITE (spec §1.4): an http or https URI")),
        ]
    }
}
