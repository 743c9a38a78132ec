import GeoJSON

/// Checks that every HOURS value is plausibly OpenStreetMap opening_hours syntax, e.g. "Mo-Fr 08:30-20:00"
/// (spec §1.4; §4.3 C.15). Only obviously malformed values are reported: see `OpeningHoursFormat` for what is
/// checked (rule separators, weekday/month/time-span/keyword tokens). Severity: warning.
struct HoursMustBeOpeningHours: PropertyRule {
    let id = "HoursMustBeOpeningHours"
    let group = ValidationGroup.properties
    let severity = Diagnostic.Severity.warning
    let summary = "Hours look like OSM opening_hours (a light check: rule separators, day, month and time tokens)."
    let specReference = "§1.4; §4.3 C.15"
    let specText =
        "spec §1.4: HOURS is \"OSM opening_hours syntax, e.g. \"Mo-Fr 08:30-20:00\"\"; §4.3 C.15: \"WARN if obviously malformed\""
    let severityReason =
        "Warning: the check is a light heuristic (separators, day, month and time tokens), not the full opening_hours grammar, so it can only say a value looks malformed."

    func inspection(_ context: ValidationContext) -> PropertyWalk.Inspection {
        let locator = SourceLocator()
        // Occupants of a venue share a few opening hours; each text is parsed once.
        var problems: [String: String?] = [:]
        return .values(.type(.hours)) { value, report in
            guard value.type == .hours, let text = value.value.stringValue else { return }
            let verdict: String?
            if let known = problems[text] {
                verdict = known
            } else {
                verdict = OpeningHoursFormat.problem(with: text)
                problems[text] = .some(verdict)
            }
            guard let problem = verdict else { return }
            report.report(
                "\(value.label) \"\(text)\" \(problem); expected OSM opening_hours such as \"Mo-Fr 08:30-20:00\"",
                at: locator.location(of: value))
        }
    }
}
