import GeoJSON

/// Checks that every enumerated value is one the spec lists (spec §3; §4.3 C.13, C.15): each type's
/// `category`, `restriction`, `accessibility` and `access_control` items, door `type` and `material`,
/// relationship `direction`, and the `feature_type` of a FEATURE-REFERENCE. The message names the value and,
/// when a known value is close, suggests it. Values that are not strings are left to `PropertyMustHaveValidType`.
/// Severity: error.
struct UnknownCategory: ValidationRule {
    let id = "UnknownCategory"
    let group = ValidationGroup.properties
    let severity = Diagnostic.Severity.error
    let summary = "Category and other enumerated values (restriction, accessibility, access_control, door type and material, direction) are known values."
    let specReference = "§3; §4.3 C.13, C.15"

    func check(_ context: ValidationContext, into report: inout ValidationReport.Builder) {
        PropertyWalk(context: context).forEachValue { value in
            guard let text = value.value.stringValue else { return }
            let known: Set<String>
            let designator: String
            switch value.type {
            case .category(let kind):
                known = kind.knownValues
                designator = kind.designator
            case .oneOf(let values):
                known = Set(values)
                designator = value.type.designator
            default:
                return
            }
            guard !known.contains(text) else { return }
            let hint = NearestValue.suggestion(for: text, among: known).map { "; did you mean \"\($0)\"?" } ?? ""
            let expected = known.count <= 8 ? "one of " + known.sorted().map { "\"\($0)\"" }.joined(separator: ", ") : "a \(designator) value"
            report.report("\(value.label) is \"\(text)\", which is not a known \(designator) value (expected \(expected))\(hint)",
                          at: value.location)
        }
    }
}
