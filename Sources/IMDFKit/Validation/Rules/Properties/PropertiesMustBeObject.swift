import GeoJSON

/// Checks that every feature's `properties` is a JSON object (spec §4.3 A.4, C): GeoJSON allows `null`,
/// IMDF does not, since every type has a property table. Severity: error.
struct PropertiesMustBeObject: PropertyRule {
    let id = "PropertiesMustBeObject"
    let group = ValidationGroup.properties
    let severity = Diagnostic.Severity.error
    let summary = "Every feature's properties member is a JSON object."
    let specReference = "§1.2; §2; §4.3 A.4"
    let specText =
        "RFC 7946 §3.2: a Feature \"has a member with the name \"properties\". The value of the properties member is an object\"; spec §1.2"
    let severityReason =
        "Error: without it the archive cannot be read or linked as IMDF; consumers (MapKit, Apple's IMDF Sandbox) reject it. A feature without a properties object has none of its IMDF properties."

    func inspection(_ context: ValidationContext) -> PropertyWalk.Inspection {
        let locator = SourceLocator()
        return .objects { owner, _, raw, report in
            guard owner.type != nil, raw?.objectValue == nil else { return }
            let found = raw.map(\.typeName) ?? "null or missing"
            report.report(
                "\(owner.name) feature #\(owner.featureIndex) has properties that are \(found), expected an object of \(owner.name) properties",
                at: locator.location(owner, .root))
        }
    }
}
