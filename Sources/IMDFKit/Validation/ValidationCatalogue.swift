/// The rules catalogue (`Documentation/ValidationRules.md`), generated from the rules' own metadata so that
/// it cannot drift from the code; a test fails when the committed file is stale.
///
/// It opens with the severity policy every rule follows, then one table of every rule's severity with the
/// text it enforces and why it has that severity, then one table per group of spec §4.3, then the checks
/// within rules (``ValidationRule/checks``). Each rule and check has an HTML anchor named by its ID
/// (`#FeatureIdMustBeUUID`, `#FeatureIdMustBeUUID/not-version-4`), which `imdf validate --format sarif` links to.
public enum ValidationCatalogue {
    /// The severity policy, as the catalogue states it. Each rule's ``ValidationRule/severityReason`` says
    /// how the policy applies to it.
    public static let severityPolicy = """
        Every rule's severity follows one policy, so that a verdict means the same thing everywhere and a venue
        that Apple's own tooling accepts never fails:

        - **error**: the archive cannot be read or linked (not JSON, no feature collection, a missing or
          duplicate ID, a reference that resolves to nothing); or a value does not have the form its type
          requires, as a JSON Schema would check it (wrong JSON type, a pattern such as E.164 or a UUID, an
          enumeration such as a category, a registered code such as a language or country, the geometry
          type); or an OGC or RFC MUST whose breach breaks consumers (self-intersecting rings, positions out
          of range). `imdf validate` exits 1.
        - **warning**: a SHOULD; a well-formed value whose registry has not assigned it (an unknown
          subdivision or region subtag); a heuristic that points at a likely mistake; and a MUST that
          Apple's own tooling accepts: display points outside their feature are the known case (a venue
          the IMDF Sandbox accepted with zero errors had 74 of them), and anchors, which are display
          locations too, follow them. Fails only with `--strict`.
        - **info**: observations (orphans, ignored files, unknown properties). Never fails.

        A rule may report some findings below its severity (never above); the table says which and why.
        The GeoJSON decoder's own findings (`FileMustBeValidGeoJSON`) keep their severities, listed in
        [GeoJSONRules.md](GeoJSONRules.md).
        """

    /// The catalogue as Markdown: the policy, every rule's severity with its reason, and one table per group
    /// of spec §4.3.
    public static func markdown(rules: [any ValidationRule] = Validator.allRules) -> String {
        let ordered = ValidationGroup.allCases.flatMap { group in
            rules.filter { $0.group == group }.sorted { $0.id < $1.id }
        }
        var text = """
            # Validation rules

            Generated from the rules' own metadata by `ValidationCatalogue.markdown()`; do not edit by hand
            (regenerate with `IMDF_RECORD_CATALOGUE=1 swift test --filter ValidationCatalogue`).
            `imdf validate` runs every rule below. Spec references are to `imdf-spec.md`, the IMDF 1.0.0
            summary this project works from.

            ## Severity policy


            """
        text +=
            severityPolicy
            + "\n\n## Every rule's severity\n\n| rule | severity | what it enforces (quoted) | why this severity |\n|---|---|---|---|\n"
        for rule in ordered {
            text +=
                "| <a id=\"\(rule.id)\"></a>`\(rule.id)` | \(rule.severity.rawValue) | \(escape(rule.specText)) | \(escape(rule.severityReason)) |\n"
        }
        for group in ValidationGroup.allCases {
            let members = ordered.filter { $0.group == group }
            guard !members.isEmpty else { continue }
            text += "\n## \(group.title)\n\n| rule | severity | checks | spec |\n|---|---|---|---|\n"
            for rule in members {
                text +=
                    "| `\(rule.id)` | \(rule.severity.rawValue) | \(escape(rule.summary)) | \(escape(rule.specReference)) |\n"
            }
        }
        text += """

            ## Checks within rules

            A rule that makes more than one kind of finding gives each kind its own check ID. A finding shows it
            as `Rule/check` (text output, SARIF's rule ID) and as `"check"` in JSON; `imdf validate --only` and
            `--ignore` take the rule ID, `Rule/check`, or the check ID alone (that check in every rule). Any rule
            may also report `\(ValidationCheck.notFullyChecked.id)` (info): \(ValidationCheck.notFullyChecked.summary)

            | check | severity | what it reports |
            |---|---|---|

            """
        for rule in ordered {
            for check in rule.checks {
                let id = rule.id + "/" + check.id
                text += "| <a id=\"\(id)\"></a>`\(id)` | \(check.severity.rawValue) | \(escape(check.summary)) |\n"
            }
        }
        return text
    }

    private static func escape(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "|": escaped += "\\|"
            case "\n": escaped += " "
            default: escaped.append(character)
            }
        }
        return escaped.trimmingTrailingSpaces()
    }
}

extension String {
    fileprivate func trimmingTrailingSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
