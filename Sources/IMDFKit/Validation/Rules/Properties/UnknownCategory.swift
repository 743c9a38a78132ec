import GeoJSON

/// Checks that every enumerated value is one the spec lists (spec §3; §4.3 C.13, C.15): each type's
/// `category`, `restriction`, `accessibility` and `access_control` items, door `type` and `material`,
/// relationship `direction`, and the `feature_type` of a FEATURE-REFERENCE. The message names the value and,
/// when a known value is close, suggests it. Values that are not strings are left to `PropertyMustHaveValidType`.
/// Severity: error.
struct UnknownCategory: PropertyRule {
    let id = "UnknownCategory"
    let group = ValidationGroup.properties
    let severity = Diagnostic.Severity.error
    let summary =
        "Category and other enumerated values (restriction, accessibility, access_control, door type and material, direction) are known values."
    let specReference = "§3; §4.3 C.13, C.15"
    let specText =
        "spec §3 and OGC Categories: each category property takes a value of its enumeration (UNIT-CATEGORY, …); §4.3 C.13"
    let severityReason =
        "Error: the value is not in the enumeration its type requires (schema-level enumeration); consumers styling or filtering by category do not know it. Category strings are still kept in the model, never dropped."

    func inspection(_ context: ValidationContext) -> PropertyWalk.Inspection {
        let locator = SourceLocator()
        // The same unknown value recurs hundreds of times in real archives; word the finding once.
        var wording: [String: String] = [:]
        // The known values of each enumeration, built once per rule run: `knownValues` builds its set on each
        // call, and the walk visits about 200,000 category values in a large venue.
        var enumerations: [IMDF.ValueType: Set<String>] = [:]
        return .values(.enumerations) { value, report in
            guard let text = value.value.stringValue else { return }
            let known: Set<String>
            if let cached = enumerations[value.type] {
                known = cached
            } else {
                switch value.type {
                case .category(let kind): known = kind.knownValues
                case .oneOf(let values): known = Set(values)
                default: return
                }
                enumerations[value.type] = known
            }
            guard !known.contains(text) else { return }
            let designator = value.type.designator
            let cacheKey = designator + "\u{0}" + text
            let explanation =
                wording[cacheKey]
                ?? {
                    let hint =
                        NearestValue.suggestion(for: text, among: known).map { "; did you mean \"\($0)\"?" } ?? ""
                    let expected =
                        known.count <= 8
                        ? " (expected one of " + known.sorted().map { "\"\($0)\"" }.joined(separator: ", ") + ")" : ""
                    return "which is not a known \(designator) value\(expected)\(hint)"
                }()
            wording[cacheKey] = explanation
            report.report("\(value.label) is \"\(text)\", \(explanation)", at: locator.location(of: value))
        }
    }
}
