import GeoJSON

/// Checks that every property the spec marks **req** is present and not null, for each of the sixteen
/// feature types and the manifest, as listed in `IMDF.PropertyTable` (spec §2, §1.6; §4.3 C.12). The
/// message names the owner and the key: "unit is missing required property 'level_id'".
/// Severity: error.
struct RequiredPropertyMustBePresent: PropertyRule {
    let id = "RequiredPropertyMustBePresent"
    let group = ValidationGroup.properties
    let severity = Diagnostic.Severity.error
    let summary = "Every property marked required in the spec's tables (§2, §1.6) is present and not null."
    let specReference = "§2; §1.6; §4.3 C.12"
    let specText =
        "spec §2 property tables: \"req = the value must be present and non-null\"; §1.6 for the manifest; §4.3 C.12"
    let severityReason =
        "Error: a required value is missing (schema-level required); consumers that need it (a unit's level, an occupant's anchor) cannot place or link the feature."

    func inspection(_ context: ValidationContext) -> PropertyWalk.Inspection {
        let locator = SourceLocator()
        var layout = PropertyWalk.MemberLayout()
        return .objects { owner, table, raw, report in
            guard let object = raw?.objectValue else { return }
            let slots = layout.slots(of: object, for: table, owner: owner.type)
            for (position, definition) in table.enumerated() where definition.isRequired {
                switch slots[position].map({ object.members[$0].value }) {
                case nil:
                    report.report(
                        "\(owner.name) is missing required property '\(definition.key)' (\(definition.type.designator): \(definition.summary))",
                        at: locator.location(owner, .root))
                case .null?:
                    report.report(
                        "\(owner.name) property '\(definition.key)' is null, but it is required (\(definition.type.designator): \(definition.summary))",
                        at: locator.location(owner, [.key(definition.key)]))
                default:
                    break
                }
            }
        }
    }
}
