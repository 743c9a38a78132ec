import GeoJSON

/// Checks that every key of a LABELS object is a valid BCP 47 language tag such as `en`, `en-US` or
/// `zh-Hant` (spec §1.4: LABELS is LANGUAGE-TAG keyed, and a LANGUAGE-TAG is an "RFC 5646 (BCP 47) tag
/// registered in the IANA registry"; extensions cannot change that), using `LanguageTagValidity` against
/// the registry copy in `Registries`.
///
/// Severity: error for a key that is not well-formed or whose primary language subtag is not registered
/// (`english`, `xx`, `qqq`; `qaa`–`qtz` and `x-…` are private use and valid), with a suggestion where the
/// registry's names or ISO 639 codes give one; warning for an unregistered script, region, variant or
/// extended language subtag, a repeated variant or extension, and a deprecated subtag or tag.
struct LabelsKeyMustBeLanguageTag: PropertyRule {
    let id = "LabelsKeyMustBeLanguageTag"
    let group = ValidationGroup.properties
    let severity = Diagnostic.Severity.error
    let summary =
        "The keys of a LABELS object are BCP 47 language tags whose primary language subtag is in the IANA registry (error); an unregistered script, region or variant subtag, or a deprecated one, is a warning."
    let specReference = "§1.4; §4.3 C.14; RFC 5646 §2.1, §2.2.9"
    let specText = """
        IMDF spec §1.4 (APPLE type_designators): LABELS is "a set of lexical labels keyed by LANGUAGE-TAG", and \
        LANGUAGE-TAG is an "RFC 5646 (BCP 47) tag registered in the IANA registry"; APPLE Extensions: an extension \
        "cannot define a new rule that allows the keys in Label objects to be something else than valid LANGUAGE-TAGs". \
        RFC 5646 §2.2.9: a tag is "well-formed" if it conforms to the ABNF, and "valid" if it is well-formed and \
        "either the tag is in the list of grandfathered tags or all of its primary language, extended language, \
        script, region, and variant subtags appear in the IANA Language Subtag Registry", with no duplicate variant \
        or singleton subtags.
        """
    let severityReason = """
        Error: a key that is not well-formed, or whose primary language subtag the IANA registry does not assign, \
        does not name a language at all, so the label cannot be matched to a reader's language. Lowered to warning: \
        a well-formed key with a registered language whose script, region, variant or extended language subtag is \
        not registered (or is repeated), and a deprecated subtag or tag (reported with its preferred value): the \
        language is still known, and only a secondary part is not assigned.
        """

    var checks: [ValidationCheck] {
        [
            ValidationCheck(
                id: "language", severity: .error,
                summary:
                    "A label key is not a well-formed BCP 47 tag, or its primary language subtag is not in the IANA registry."
            ),
            ValidationCheck(
                id: "language-subtag", severity: .warning,
                summary:
                    "A label key has a script, region or variant subtag the IANA registry does not assign, or a deprecated subtag."
            ),
        ]
    }

    func inspection(_ context: ValidationContext) -> PropertyWalk.Inspection {
        let locator = SourceLocator()
        // The same few keys repeat on every feature: judge each once.
        var findings: [String: LanguageTagValidity.Finding?] = [:]
        return .values(.type(.labels)) { value, report in
            guard value.type == .labels, let labels = value.value.objectValue else { return }
            for member in labels {
                let finding: LanguageTagValidity.Finding?
                if let known = findings[member.key] {
                    finding = known
                } else {
                    finding = LanguageTagValidity.finding(for: member.key)
                    findings[member.key] = .some(finding)
                }
                guard let finding else { continue }
                report.report(
                    "\(value.label) has label key \"\(member.key)\", which \(finding.message)",
                    at: locator.location(value.owner, JSONPath(value.path.components + [.key(member.key)])),
                    severity: finding.severity, check: finding.severity == .error ? "language" : "language-subtag")
            }
        }
    }
}
