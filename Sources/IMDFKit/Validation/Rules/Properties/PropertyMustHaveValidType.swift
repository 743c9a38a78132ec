import GeoJSON

/// Checks that every non-null property value has the JSON type its designator requires (spec §1.4, §2;
/// §4.3 C.12–C.15): strings for STRING, categories, HOURS, PHONE, WEBSITE, codes and DATE-TIME; an integer
/// for INTEGER (level `ordinal`: not 1.5, not true, not "1"); a boolean for `outdoor` and door `automatic`;
/// a UUID-shaped string for references and `correlation_id`; arrays where arrays are required (each element
/// checked in turn); an object for DOOR, TEMPORALITY and FEATURE-REFERENCE; a GeoJSON Point for
/// `display_point`. LABELS are checked by `LabelsMustBeObject`. Severity: error.
struct PropertyMustHaveValidType: PropertyRule {
    let id = "PropertyMustHaveValidType"
    let group = ValidationGroup.properties
    let severity = Diagnostic.Severity.error
    let summary =
        "Every property value has the JSON type of its designator (integer ordinal, boolean outdoor, UUID references, arrays, Point display_point, DOOR/TEMPORALITY objects, …)."
    let specReference = "§1.4; §2; §4.3 C.12–C.15"
    let specText =
        "spec §1.4 type designators and §2 property tables (INTEGER ordinal, boolean outdoor, FEATURE-ID references, arrays, DISPLAY-POINT, DOOR, TEMPORALITY)"
    let severityReason =
        "Error: the value does not have the JSON type its designator requires (schema-level type); consumers decoding the property fail or drop it."

    func inspection(_ context: ValidationContext) -> PropertyWalk.Inspection {
        let locator = SourceLocator()
        return .values(.every) { value, report in
            guard let problem = Self.problem(value.type, value.value) ?? Self.spellingProblem(of: value) else { return }
            report.report("\(value.label) \(problem)", at: locator.location(of: value))
        }
    }

    /// For an INTEGER written as an integral number with a fraction or exponent (`1.0`, `1e0`), which the
    /// parsed number cannot tell from `1`: the same problem, read from the value's bytes in the file.
    static func spellingProblem(of value: PropertyWalk.Value) -> String? {
        guard case .integer = value.type, let number = value.value.numberValue, number.text == nil, number.isIntegral,
            value.owner.type != nil, let collection = value.owner.file.collection,
            collection.features.indices.contains(value.owner.featureIndex),
            let range = collection.features[value.owner.featureIndex].sourceRange
        else { return nil }
        let bytes = value.owner.file.source.bytes
        guard let start = value.owner.file.source.offset(of: value.owner.fullPath(value.path), in: range) else {
            return nil
        }
        var end = start
        while end < range.upperBound, !",]} \n\r\t".utf8.contains(bytes[end]) { end += 1 }
        let text = String(decoding: bytes[start..<end], as: UTF8.self)
        guard text.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }) else { return nil }
        return "is \(text); expected an integer (no fraction or exponent)"
    }

    /// What is wrong with the JSON type of `value` for `type`, or nil when it fits.
    static func problem(_ type: IMDF.ValueType, _ value: JSONValue) -> String? {
        let found = value.typeName
        switch type {
        case .labels:
            return nil
        case .string, .category, .oneOf, .hours, .phone, .website, .countryCode, .subdivisionCode, .languageTag,
            .version, .dateTime, .extensionIdentifier:
            return value.stringValue == nil ? "is \(found); expected a string (\(type.designator))" : nil
        case .integer:
            guard let number = value.numberValue else { return "is \(found); expected an integer" }
            let text = number.description
            if number.int64Value == nil || text.contains(".") || text.contains("e") || text.contains("E") {
                return "is \(text); expected an integer (no fraction or exponent)"
            }
            return nil
        case .boolean:
            return value.boolValue == nil ? "is \(found); expected true or false" : nil
        case .reference, .uuid:
            guard let text = value.stringValue else { return "is \(found); expected a \(type.designator) string" }
            return FeatureID(text).isUUID ? nil : "is \"\(text)\", which is not a UUID; expected a \(type.designator)"
        case .array:
            return value.arrayValue == nil ? "is \(found); expected an \(type.designator)" : nil
        case .door, .temporality, .featureReference:
            return value.objectValue == nil ? "is \(found); expected a \(type.designator) object" : nil
        case .displayPoint:
            guard value.objectValue != nil else { return "is \(found); expected a GeoJSON Point" }
            guard value["type"]?.stringValue == "Point" else {
                return
                    "has type \(value["type"]?.stringValue.map { "\"\($0)\"" } ?? "missing"); a display point must be a GeoJSON Point"
            }
            guard let coordinates = value["coordinates"]?.arrayValue, coordinates.count >= 2,
                coordinates.allSatisfy({ $0.numberValue != nil })
            else {
                return "has no valid coordinates; expected [longitude, latitude]"
            }
            return nil
        }
    }
}
