import GeoJSON
import IMDFKit

extension IMDF.JSONSchemaGenerator {
    /// Where a schema is placed, which decides how it refers to a shared definition.
    enum Scope {
        /// Inside `imdf-definitions.schema.json`: `#/$defs/NAME`.
        case definitions
        /// In any other document: `imdf-definitions.schema.json#/$defs/NAME`.
        case external

        /// A `{"$ref": …}` schema for the named definition.
        func reference(_ name: String) -> JSONValue {
            switch self {
            case .definitions: ["$ref": .string("#/$defs/" + name)]
            case .external: ["$ref": IMDF.JSONSchemaGenerator.external(name)]
            }
        }
    }

    /// The schema of one table property: its value type, and for a "null or X" property also `null`.
    ///
    /// The description reads `summary (DESIGNATOR, required; spec §x.y)` or `summary (null or DESIGNATOR; …)`.
    ///
    /// - Parameters:
    ///   - definition: The property, from `IMDF.PropertyTable`.
    ///   - section: The spec section of its table, such as `§2.15`.
    /// - Returns: A schema for the property's value.
    public func propertySchema(for definition: IMDF.PropertyDefinition, section: String) -> JSONValue {
        let value = valueSchema(for: definition.type, in: .external)
        switch definition.requirement {
        case .required:
            let description = "\(definition.summary) (\(definition.type.designator), required; spec \(section))"
            return Self.prepending(["description": .string(description)], to: value)
        case .nullable:
            let description = "\(definition.summary) (null or \(definition.type.designator); spec \(section))"
            return ["description": .string(description), "anyOf": [value, ["type": "null"]]]
        }
    }

    /// The schema of a value of one type designator (never allowing `null` by itself).
    func valueSchema(for type: IMDF.ValueType, in scope: Scope) -> JSONValue {
        switch type {
        case .string: ["type": "string"]
        case .integer: ["type": "integer"]
        case .boolean: ["type": "boolean"]
        case .labels: scope.reference("LABELS")
        case .reference(let target): scope.reference(Self.identifierDefinitionName(for: target))
        case .uuid: scope.reference("UUID")
        case .category(let kind): scope.reference(kind.designator)
        case .oneOf(let values): ["type": "string", "enum": .array(values.sorted().map { .string($0) })]
        case .array(let element, let nonEmpty):
            nonEmpty
                ? ["type": "array", "items": valueSchema(for: element, in: scope), "minItems": 1]
                : ["type": "array", "items": valueSchema(for: element, in: scope)]
        case .displayPoint: scope.reference("DISPLAY-POINT")
        case .door: scope.reference("DOOR")
        case .temporality: scope.reference("TEMPORALITY")
        case .featureReference: scope.reference("FEATURE-REFERENCE")
        case .hours: scope.reference("HOURS")
        case .phone: scope.reference("PHONE")
        case .website: scope.reference("WEBSITE")
        case .countryCode: scope.reference("ISO-3166")
        case .subdivisionCode: scope.reference("ISO-3166-2")
        case .languageTag: scope.reference("LANGUAGE-TAG")
        case .version: scope.reference("VERSION")
        case .dateTime: scope.reference("DATE-TIME")
        case .extensionIdentifier: scope.reference("EXTENSIONS")
        }
    }

    /// The definition name of a typed reference, such as `LEVEL-ID`.
    static func identifierDefinitionName(for type: IMDF.FeatureType) -> String {
        type.rawValue.uppercased() + "-ID"
    }

    /// `schema` with `members` placed before its own members.
    static func prepending(_ members: JSONObject, to schema: JSONValue) -> JSONValue {
        guard case .object(let object) = schema else { return schema }
        return .object(JSONObject(members: members.members + object.members))
    }
}
