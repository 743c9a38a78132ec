import GeoJSON

/// Checks that every ISO-3166 value (address `country`) is an assigned ISO 3166-1 alpha-2 code such as
/// "US" (spec §1.4, §2.1; §4.3 C.15), from the list in `CountryCodes`. Severity: warning.
struct CountryMustBeISO3166: ValidationRule {
    let id = "CountryMustBeISO3166"
    let group = ValidationGroup.properties
    let severity = Diagnostic.Severity.warning
    let summary = "Address country is an ISO 3166-1 alpha-2 code."
    let specReference = "§1.4; §2.1; §4.3 C.15"

    func check(_ context: ValidationContext, into report: inout ValidationReport.Builder) {
        let locator = SourceLocator()
        PropertyWalk(context: context).forEachValue { value in
            guard value.type == .countryCode, let text = value.value.stringValue, let problem = CountryCodes.countryProblem(with: text) else { return }
            report.report("\(value.label) \"\(text)\" \(problem)", at: locator.location(of: value))
        }
    }
}
