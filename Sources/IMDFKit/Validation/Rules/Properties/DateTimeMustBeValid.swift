import GeoJSON

/// Checks that every DATE-TIME value (manifest `created`, occupant `validity` members) is an ISO 8601 date-time,
/// `yyyy-MM-ddTHH:mm:ss` with optional fractional seconds (error otherwise), with a `Z` or ±hh:mm offset
/// (warning without one: the spec's own example omits it). Spec §1.4, §1.6; §4.3 A.1. Severity: error
/// (warning for a missing offset).
struct DateTimeMustBeValid: PropertyRule {
    let id = "DateTimeMustBeValid"
    let group = ValidationGroup.properties
    let severity = Diagnostic.Severity.error
    let summary =
        "DATE-TIME values (manifest created, validity start/end/modified) are ISO 8601 date-times (warning when without an offset)."
    let specReference = "§1.4; §1.6; §4.3 A.1"
    let specText =
        "spec §1.4: DATE-TIME is \"ISO 8601 date-time with an offset, yyyy-MM-ddTHH:mm:ss±hh:mm; the offset may be Z\"; §1.6: the spec's own manifest example writes \"2020-09-09T12:34:56\" with no offset"
    let severityReason =
        "Error when the value is not an ISO 8601 date-time at all (form of its type). Lowered to warning when only the offset is missing: the spec's own example has none, so Apple's tooling evidently accepts it."

    var checks: [ValidationCheck] {
        [
            ValidationCheck(id: "not-date-time", severity: .error, summary: "The value is not an ISO 8601 date-time."),
            ValidationCheck(
                id: "missing-offset", severity: .warning, summary: "The date-time has no UTC offset (Z or ±hh:mm)."),
        ]
    }

    func inspection(_ context: ValidationContext) -> PropertyWalk.Inspection {
        let locator = SourceLocator()
        return .values(.type(.dateTime)) { value, report in
            guard value.type == .dateTime, let text = value.value.stringValue else { return }
            let dateTime = IMDF.DateTime(text)
            if !dateTime.isValid {
                report.report(
                    "\(value.label) \"\(text)\" is not a date-time; expected ISO 8601 such as \"2020-09-09T12:34:56Z\"",
                    at: locator.location(of: value),
                    check: "not-date-time")
            } else if !dateTime.hasOffset {
                report.report(
                    "\(value.label) \"\(text)\" has no UTC offset; expected \"Z\" or ±hh:mm at the end",
                    at: locator.location(of: value), severity: .warning, check: "missing-offset")
            }
        }
    }
}
