import GeoJSON

/// Checks that every WEBSITE value is an RFC 3986 URI with an `http` or `https` scheme and a host
/// (spec §1.4; §4.3 C.15). Severity: error (a form the type requires).
struct WebsiteMustBeHTTPURI: PropertyRule {
    let id = "WebsiteMustBeHTTPURI"
    let group = ValidationGroup.properties
    let severity = Diagnostic.Severity.error
    let summary = "Websites are http or https URIs."
    let specReference = "§1.4; §4.3 C.15"
    let specText = "spec §1.4, APPLE type_designators: WEBSITE is an \"RFC 3986 URI with an http or https scheme\""
    let severityReason =
        "Error: the value does not have the form its type requires (schema-level pattern: an http(s) URI with a host); a browser given it cannot open it."

    func inspection(_ context: ValidationContext) -> PropertyWalk.Inspection {
        let locator = SourceLocator()
        return .values(.type(.website)) { value, report in
            guard value.type == .website, let text = value.value.stringValue,
                let problem = WebsiteFormat.problem(with: text)
            else { return }
            report.report(
                "\(value.label) \"\(text)\" \(problem); expected an http or https URI", at: locator.location(of: value))
        }
    }
}
