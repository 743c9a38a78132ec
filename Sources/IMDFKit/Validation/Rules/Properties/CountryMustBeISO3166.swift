import GeoJSON

/// Checks that every ISO-3166 value (address `country`) is an assigned ISO 3166-1 alpha-2 code such as
/// "US" (spec §1.4, §2.1; §4.3 C.15), from pycountry's ISO 3166-1 in `Registries` plus `XK` (Kosovo,
/// user-assigned; see `CountryCodes`).
///
/// Severity: error. A name (`Germany`), an alpha-3 (`DEU`) or numeric (`276`) code, a lower-case code
/// (`de`) or a reserved one (`UK`) is reported with the alpha-2 code it stands for.
struct CountryMustBeISO3166: PropertyRule {
    let id = "CountryMustBeISO3166"
    let group = ValidationGroup.properties
    let severity = Diagnostic.Severity.error
    let summary =
        "Address country is an ISO 3166-1 alpha-2 code (a name, alpha-3 or lower-case code is reported with the code it stands for)."
    let specReference = "§1.4; §2.1; §4.3 C.15"
    let specText = """
        IMDF spec §1.4 (APPLE type_designators): ISO-3166, of JSON type "2ALPHA": "country code"; §2.1 (OGC \
        Address): country is an ISO-3166, required, e.g. "US".
        """
    let severityReason = """
        Error: the type is defined by ISO 3166-1's assignment of alpha-2 codes, so a value that is not an assigned \
        alpha-2 code (a name, an alpha-3 or numeric code, a lower-case or reserved code) does not have the \
        required form. Nothing is lowered.
        """

    func inspection(_ context: ValidationContext) -> PropertyWalk.Inspection {
        let locator = SourceLocator()
        return .values(.type(.countryCode)) { value, report in
            guard value.type == .countryCode, let text = value.value.stringValue,
                let finding = CountryCodes.countryFinding(for: text)
            else { return }
            report.report(
                "\(value.label) \"\(text)\" \(finding.message)", at: locator.location(of: value),
                severity: finding.severity)
        }
    }
}
