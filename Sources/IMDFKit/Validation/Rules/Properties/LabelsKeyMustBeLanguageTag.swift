import GeoJSON

/// Checks that every key of a LABELS object is a well-formed BCP 47 language tag such as `en`, `en-US` or
/// `zh-Hant` (spec §1.4: LABELS is LANGUAGE-TAG keyed; extensions cannot change that). Severity: error.
struct LabelsKeyMustBeLanguageTag: ValidationRule {
    let id = "LabelsKeyMustBeLanguageTag"
    let group = ValidationGroup.properties
    let severity = Diagnostic.Severity.error
    let summary = "The keys of a LABELS object are BCP 47 language tags."
    let specReference = "§1.4; §4.3 C.14"

    func check(_ context: ValidationContext, into report: inout ValidationReport.Builder) {
        let locator = SourceLocator()
        PropertyWalk(context: context).forEachValue { value in
            guard value.type == .labels, let labels = value.value.objectValue else { return }
            for member in labels where !LanguageTagFormat.isWellFormed(member.key) {
                report.report("\(value.label) has label key \"\(member.key)\", which is not a BCP 47 language tag such as \"en\" or \"en-US\"",
                              at: locator.location(value.owner, JSONPath(value.path.components + [.key(member.key)])))
            }
        }
    }
}
