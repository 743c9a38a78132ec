import GeoJSON

/// Checks that every PHONE value is an E.164 number, `+` then 1 to 15 digits with no separators or
/// surrounding white space, e.g. "+12225551212" (spec §1.4; §4.3 C.15). Severity: error (a pattern the type requires).
struct PhoneMustBeE164: PropertyRule {
    let id = "PhoneMustBeE164"
    let group = ValidationGroup.properties
    let severity = Diagnostic.Severity.error
    let summary = "Phone numbers are E.164: '+' then 1 to 15 digits, no spaces."
    let specReference = "§1.4; §4.3 C.15"
    let specText = "spec §1.4, APPLE type_designators: PHONE is an \"E.164 number (RFC 6116), e.g. \"+12225551212\"\""
    let severityReason =
        "Error: the value does not have the form its type requires (schema-level pattern: '+', then 1 to 15 digits); a dialler given it cannot call the number as written."

    func inspection(_ context: ValidationContext) -> PropertyWalk.Inspection {
        let locator = SourceLocator()
        return .values(.type(.phone)) { value, report in
            guard value.type == .phone, let text = value.value.stringValue,
                let problem = PhoneNumberFormat.problem(with: text)
            else { return }
            report.report(
                "\(value.label) \"\(text)\" \(problem); expected E.164 such as \"+12225551212\"",
                at: locator.location(of: value))
        }
    }
}
