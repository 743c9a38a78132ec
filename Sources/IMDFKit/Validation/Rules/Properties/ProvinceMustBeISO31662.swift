import GeoJSON

/// Checks that every ISO-3166-2 value (address `province`) is an ISO 3166-2 subdivision code `CC-XXX` of
/// the address's `country` (spec §1.4, §2.1; §4.3 C.15), from pycountry's ISO 3166-2 in `Registries`.
///
/// Severity: error for a value without the form `CC-XXX` (a name such as `Bavaria`, a lower-case code)
/// or whose `CC` is not an alpha-2 code, with the code it stands for where the subdivision names give
/// one; warning for a well-formed code that ISO 3166-2 does not assign (`DE-QQ`), and for a subdivision
/// of another country than the address `country`.
struct ProvinceMustBeISO31662: PropertyRule {
    let id = "ProvinceMustBeISO31662"
    let group = ValidationGroup.properties
    let severity = Diagnostic.Severity.error
    let summary =
        "Address province has the ISO 3166-2 form CC-XXX with CC an alpha-2 code (error); a code ISO 3166-2 does not assign, or one of another country than the address, is a warning."
    let specReference = "§1.4; §2.1; §4.3 C.15"
    let specText = """
        IMDF spec §1.4 (APPLE type_designators): ISO-3166-2, of JSON type string: "subdivision code", e.g. \
        "US-CA"; §2.1 (OGC Address): province is "null or ISO-3166-2", e.g. "US-CA".
        """
    let severityReason = """
        Error: a value without the form CC-XXX, or whose CC is not an assigned ISO 3166-1 alpha-2 code, is not a \
        subdivision code at all. Lowered to warning: a well-formed code whose subdivision part ISO 3166-2 does not \
        assign (only the secondary part is unknown, and the copy of ISO 3166-2 may lag behind), and a subdivision \
        of another country than the address country (both values may be codes; which one is wrong is for a person \
        to decide).
        """

    var checks: [ValidationCheck] {
        [
            ValidationCheck(
                id: "form", severity: .error,
                summary: "The province is not of the form CC-XXX with CC an assigned ISO 3166-1 alpha-2 code."),
            ValidationCheck(
                id: "unassigned", severity: .warning,
                summary: "The province has the form CC-XXX, but ISO 3166-2 assigns no such subdivision."),
            ValidationCheck(
                id: "other-country", severity: .warning,
                summary: "The province is a subdivision of another country than the address country."),
        ]
    }

    func inspection(_ context: ValidationContext) -> PropertyWalk.Inspection {
        let locator = SourceLocator()
        return .values(.type(.subdivisionCode)) { value, report in
            guard value.type == .subdivisionCode, let text = value.value.stringValue else { return }
            let country = value.object["country"]?.stringValue
            guard let finding = CountryCodes.subdivisionFinding(for: text, country: country) else { return }
            let notes: [Diagnostic.Note] =
                finding.isCountryMismatch
                ? [.init(message: "the country is given here", location: locator.location(value.owner, ["country"]))]
                : []
            report.report(
                "\(value.label) \"\(text)\" \(finding.message)", at: locator.location(of: value),
                severity: finding.severity,
                check: finding.severity == .error ? "form" : finding.isCountryMismatch ? "other-country" : "unassigned",
                notes: notes)
        }
    }
}
