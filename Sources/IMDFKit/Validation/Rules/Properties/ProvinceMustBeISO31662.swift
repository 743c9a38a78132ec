import GeoJSON

/// Checks that every ISO-3166-2 value (address `province`) has the shape `CC-XXX` (an alpha-2 country code,
/// a hyphen, 1–3 letters or digits) and that CC is the address's `country` (spec §1.4, §2.1; §4.3 C.15). The
/// subdivision itself is not looked up. Severity: warning.
struct ProvinceMustBeISO31662: ValidationRule {
    let id = "ProvinceMustBeISO31662"
    let group = ValidationGroup.properties
    let severity = Diagnostic.Severity.warning
    let summary = "Address province has the ISO 3166-2 shape CC-XXX, with CC the address country."
    let specReference = "§1.4; §2.1; §4.3 C.15"

    func check(_ context: ValidationContext, into report: inout ValidationReport.Builder) {
        let locator = SourceLocator()
        PropertyWalk(context: context).forEachValue { value in
            guard value.type == .subdivisionCode, let text = value.value.stringValue else { return }
            if let problem = CountryCodes.subdivisionProblem(with: text) {
                report.report("\(value.label) \"\(text)\" \(problem); expected an ISO 3166-2 code such as \"US-CA\"", at: locator.location(of: value))
            } else if let country = value.object["country"]?.stringValue, !text.hasPrefix(country + "-") {
                report.report("\(value.label) \"\(text)\" is a subdivision of \(text.prefix(2)), but the address country is \"\(country)\"",
                              at: locator.location(of: value),
                              notes: [.init(message: "the country is given here", location: locator.location(value.owner, ["country"]))])
            }
        }
    }
}
