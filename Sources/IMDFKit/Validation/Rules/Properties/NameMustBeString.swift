import GeoJSON

/// Checks that every member of a LABELS object is a string (spec §1.4; §4.3 C.14; OGC `NameMustBeString`).
/// Severity: error.
struct NameMustBeString: PropertyRule {
    let id = "NameMustBeString"
    let group = ValidationGroup.properties
    let severity = Diagnostic.Severity.error
    let summary = "Every member of a LABELS object is a string."
    let specReference = "§1.4; §4.3 C.14"
    let specText =
        "spec §4.3 C.14: \"NameMustBeString covers values that are not strings\"; APPLE type_designators: LABELS values are lexical labels (strings)"
    let severityReason = "Error: the value does not have the JSON type its designator requires (schema-level type)."

    func inspection(_ context: ValidationContext) -> PropertyWalk.Inspection {
        let locator = SourceLocator()
        return .values(.type(.labels)) { value, report in
            guard value.type == .labels, let labels = value.value.objectValue else { return }
            for member in labels where member.value.stringValue == nil {
                report.report(
                    "\(value.label) has label \"\(member.key)\" that is \(member.value.typeName); label values must be strings",
                    at: locator.location(value.owner, JSONPath(value.path.components + [.key(member.key)])))
            }
        }
    }
}
