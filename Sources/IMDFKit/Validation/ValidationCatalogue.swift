/// The rules catalogue (`Documentation/ValidationRules.md`), generated from the rules' own metadata so that
/// it cannot drift from the code; a test fails when the committed file is stale.
public enum ValidationCatalogue {
    /// The catalogue as Markdown: one table per group of spec §4.3.
    public static func markdown(rules: [any ValidationRule] = Validator.allRules) -> String {
        var text = """
            # Validation rules

            Generated from the rules' own metadata by `ValidationCatalogue.markdown()`; do not edit by hand
            (regenerate with `IMDF_RECORD_CATALOGUE=1 swift test --filter ValidationCatalogue`).
            `imdf validate` runs every rule below. Severities: **error** (a MUST of the spec; fails validation),
            **warning** (a SHOULD, or a likely mistake; fails only with `--strict`), **info** (informative).
            Spec references are to `imdf-spec.md`, the IMDF 1.0.0 summary this project works from.

            """
        for group in ValidationGroup.allCases {
            let members = rules.filter { $0.group == group }.sorted { $0.id < $1.id }
            guard !members.isEmpty else { continue }
            text += "\n## \(group.title)\n\n| rule | severity | checks | spec |\n|---|---|---|---|\n"
            for rule in members {
                text += "| `\(rule.id)` | \(rule.severity.rawValue) | \(escape(rule.summary)) | \(escape(rule.specReference)) |\n"
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
        return escaped
    }
}
