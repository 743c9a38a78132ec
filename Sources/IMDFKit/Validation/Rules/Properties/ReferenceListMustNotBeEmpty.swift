import GeoJSON

/// Checks that the id lists the spec requires to be non-empty have at least one element: amenity
/// `unit_ids` and footprint `building_ids` (spec §2.2, §2.7; §4.3 C.12), as `IMDF.PropertyTable` marks them.
/// Severity: error.
struct ReferenceListMustNotBeEmpty: PropertyRule {
    let id = "ReferenceListMustNotBeEmpty"
    let group = ValidationGroup.properties
    let severity = Diagnostic.Severity.error
    let summary = "Required id lists (amenity unit_ids, footprint building_ids) have at least one element."
    let specReference = "§2.2; §2.7; §4.3 C.12"
    let specText =
        "spec §2.2: amenity unit_ids is \"array of UNIT-ID, req: the unit(s) the amenity is associated with\"; §2.7: footprint building_ids \"array of BUILDING-ID, req\""
    let severityReason =
        "Error: a required link with no element cannot be linked: the amenity is in no unit, the footprint outlines no building."

    func inspection(_ context: ValidationContext) -> PropertyWalk.Inspection {
        let locator = SourceLocator()
        return .values(.nonEmptyArrays) { value, report in
            guard case .array(_, nonEmpty: true) = value.type, value.steps.isEmpty,
                value.value.arrayValue?.isEmpty == true
            else { return }
            report.report(
                "\(value.label) is an empty array; at least one id is required (\(value.definition?.summary ?? value.key))",
                at: locator.location(of: value))
        }
    }
}
