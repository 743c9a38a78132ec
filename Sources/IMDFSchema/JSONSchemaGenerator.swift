import GeoJSON
import IMDFKit

extension IMDF {
    /// Generates JSON Schemas (draft 2020-12) for the IMDF manifest and every feature type from
    /// `IMDF.PropertyTable`, the toolkit's one machine-readable statement of spec §1.6 and §2.
    ///
    /// The output is a set of ``SchemaDocument``s, committed under `Schemas/` and kept current by a test:
    /// - `imdf-definitions.schema.json`: the shared `$defs` (type designators of spec §1.4, one enumeration
    ///   per category list of §3, and the GeoJSON geometries of RFC 7946);
    /// - `<type>.schema.json`: one feature of `<type>.geojson`;
    /// - `<type>.collection.schema.json`: the whole `<type>.geojson` FeatureCollection;
    /// - `manifest.schema.json`: `manifest.json`.
    ///
    /// Choices the schemas make:
    /// - **Required versus nullable.** A property the spec marks *required* must be present and not null. A
    ///   "null or X" property may be `null` **or absent**: IMDF writes explicit nulls, but real archives leave
    ///   such keys out and every reader tolerates it.
    /// - **Extensions.** `additionalProperties` is not restricted anywhere, because IMDF extensions may add
    ///   properties (spec §1.6). A misspelt optional key is therefore not caught by the schemas.
    /// - **IDs.** Any UUID form is accepted; a UUID that is not version 4 is a validator warning.
    ///
    /// Schemas cannot check references between features, geometry validity beyond the shape of the
    /// coordinate arrays, or spatial rules; `imdf validate` does.
    ///
    /// ```swift
    /// for document in IMDF.JSONSchemaGenerator().documents() {
    ///     try document.text.write(toFile: "Schemas/" + document.fileName, atomically: true, encoding: .utf8)
    /// }
    /// ```
    public struct JSONSchemaGenerator: Sendable {
        /// The JSON Schema dialect of every generated document.
        public static let metaSchema = "https://json-schema.org/draft/2020-12/schema"
        /// The file name (and `$id`) of the shared definitions.
        public static let definitionsFileName = "imdf-definitions.schema.json"
        /// The file name (and `$id`) of the manifest schema.
        public static let manifestFileName = "manifest.schema.json"

        /// Creates a generator.
        public init() {}

        /// The file name (and `$id`) of the schema for one feature of a type, such as `unit.schema.json`.
        public static func featureFileName(for type: FeatureType) -> String { type.rawValue + ".schema.json" }

        /// The file name (and `$id`) of the schema for a type's whole FeatureCollection file, such as
        /// `unit.collection.schema.json`.
        public static func collectionFileName(for type: FeatureType) -> String {
            type.rawValue + ".collection.schema.json"
        }

        /// Every schema document, sorted by file name.
        ///
        /// - Complexity: O(*p* + *c*) for *p* table properties and *c* category values.
        public func documents() -> [SchemaDocument] {
            var documents = [
                SchemaDocument(fileName: Self.definitionsFileName, schema: definitionsSchema()),
                SchemaDocument(fileName: Self.manifestFileName, schema: manifestSchema()),
            ]
            for type in FeatureType.allCases {
                documents.append(
                    SchemaDocument(fileName: Self.featureFileName(for: type), schema: featureSchema(for: type)))
                documents.append(
                    SchemaDocument(
                        fileName: Self.collectionFileName(for: type),
                        schema: collectionSchema(for: type)))
            }
            return documents.sorted { $0.fileName < $1.fileName }
        }

        /// The schema of one feature of `type`: `type: "Feature"`, a UUID `id`, `feature_type` fixed to the
        /// type, the geometry its `IMDF.GeometryForm` allows and the properties of its table.
        public func featureSchema(for type: FeatureType) -> JSONValue {
            let section = type.specSection
            let table = PropertyTable.properties(of: type)
            var properties = JSONObject()
            properties.append(key: "type", value: ["const": "Feature"])
            properties.append(
                key: "id",
                value: [
                    "description": "the feature's FEATURE-ID (spec §1.3)",
                    "$ref": Self.external("FEATURE-ID"),
                ])
            properties.append(
                key: "feature_type",
                value: [
                    "description": "FEATURE-TYPE (spec §1.2)",
                    "const": .string(type.rawValue),
                ])
            properties.append(key: "geometry", value: geometrySchema(for: type.geometryForm))
            properties.append(key: "properties", value: propertiesObjectSchema(table, section: section))
            return [
                "$schema": .string(Self.metaSchema),
                "$id": .string(Self.featureFileName(for: type)),
                "title": .string("IMDF \(type.rawValue) feature"),
                "description": .string(
                    "One feature of \(type.fileName) (IMDF 1.0.0 \(section)); geometry: \(Self.describe(type.geometryForm)). "
                        + Self.generatedNote),
                "type": "object",
                "required": ["type", "id", "feature_type", "geometry", "properties"],
                "properties": .object(properties),
            ]
        }

        /// The schema of a whole `<type>.geojson` file: a FeatureCollection whose features all match
        /// ``featureSchema(for:)``. An empty `features` array is valid.
        public func collectionSchema(for type: FeatureType) -> JSONValue {
            [
                "$schema": .string(Self.metaSchema),
                "$id": .string(Self.collectionFileName(for: type)),
                "title": .string("IMDF \(type.fileName)"),
                "description": .string(
                    "The FeatureCollection file \(type.fileName) of an IMDF archive (IMDF 1.0.0 §1.1, \(type.specSection)). "
                        + Self.generatedNote),
                "type": "object",
                "required": ["type", "features"],
                "properties": [
                    "type": ["const": "FeatureCollection"],
                    "features": [
                        "type": "array",
                        "items": ["$ref": .string(Self.featureFileName(for: type))],
                    ],
                    "bbox": ["$ref": Self.external("BoundingBox")],
                ],
            ]
        }

        /// The schema of `manifest.json` (spec §1.6), from `IMDF.PropertyTable.manifest`; `version` is fixed
        /// to `IMDF.version`.
        public func manifestSchema() -> JSONValue {
            var properties = JSONObject()
            for definition in PropertyTable.manifest {
                var schema = propertySchema(for: definition, section: "§1.6")
                if definition.type == .version {
                    schema = [
                        "description": .string("\(definition.summary) (VERSION, required; spec §1.6)"),
                        "allOf": [valueSchema(for: .version, in: .external), ["const": .string(IMDF.version)]],
                    ]
                }
                properties.append(key: definition.key, value: schema)
            }
            return [
                "$schema": .string(Self.metaSchema),
                "$id": .string(Self.manifestFileName),
                "title": "IMDF manifest.json",
                "description": .string("The manifest of an IMDF archive (IMDF 1.0.0 §1.6). " + Self.generatedNote),
                "type": "object",
                "required": .array(PropertyTable.manifest.filter(\.isRequired).map { .string($0.key) }),
                "properties": .object(properties),
                "additionalProperties": true,
            ]
        }

        /// The `properties` member's schema: an object with the table's properties, the required ones listed
        /// in `required`, and other members allowed (extensions may add properties).
        func propertiesObjectSchema(_ table: [PropertyDefinition], section: String) -> JSONValue {
            var properties = JSONObject()
            for definition in table {
                properties.append(key: definition.key, value: propertySchema(for: definition, section: section))
            }
            let required = table.filter(\.isRequired).map { JSONValue.string($0.key) }
            return [
                "description": .string(
                    "Properties of spec \(section). Required ones must be present and not null; \"null or X\" ones may be null or absent. "
                        + "Other members are allowed, as extensions may add properties."),
                "type": "object",
                "required": .array(required),
                "properties": .object(properties),
                "additionalProperties": true,
            ]
        }

        /// A note appended to every top-level description.
        static let generatedNote = "Generated from IMDF.PropertyTable by IMDFKit; do not edit by hand."

        /// A `$ref` value pointing into the definitions file.
        static func external(_ definition: String) -> JSONValue {
            .string(definitionsFileName + "#/$defs/" + definition)
        }
    }
}
