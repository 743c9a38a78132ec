import GeoJSON

/// Checks that every LABELS value (`name`, `alt_name`, `short_name`) is a JSON object with at least one
/// language-tag member, such as {"en": "Gallery"}; a plain string name (as in roomfinder) is reported with the
/// object it should have been (spec §1.4; §4.3 C.14). Severity: error.
struct LabelsMustBeObject: PropertyRule {
    let id = "LabelsMustBeObject"
    let group = ValidationGroup.properties
    let severity = Diagnostic.Severity.error
    let summary = "LABELS values (name, alt_name, short_name) are objects with at least one member."
    let specReference = "§1.4; §4.3 C.14"
    let specText =
        "spec §1.4, APPLE type_designators: LABELS is an object, \"LANGUAGE-TAG keyed set of lexical labels\"; §4.3 C.14: \"Plain-string names … are a VIOLATION\""
    let severityReason =
        "Error: the value does not have the JSON type its designator requires (schema-level type); consumers looking up a label by language find none."

    func inspection(_ context: ValidationContext) -> PropertyWalk.Inspection {
        let locator = SourceLocator()
        // Read outside the closure: capturing the whole context would copy it for every value visited.
        let language = context.archive.defaultLanguage ?? "en"
        return .values(.type(.labels)) { value, report in
            guard value.type == .labels else { return }
            switch value.value {
            case .object(let labels) where labels.isEmpty:
                report.report(
                    "\(value.label) is an empty LABELS object; expected at least one member such as {\"en\": \"…\"}",
                    at: locator.location(of: value))
            case .object:
                break
            case .string(let text):
                report.report(
                    "\(value.label) is the plain string \"\(text)\"; LABELS must be an object keyed by language tag, such as {\"\(language)\": \"\(text)\"}",
                    at: locator.location(of: value))
            default:
                report.report(
                    "\(value.label) is \(value.value.typeName); expected a LABELS object keyed by language tag",
                    at: locator.location(of: value))
            }
        }
    }
}
