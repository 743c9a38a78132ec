import GeoJSON

/// Whether a BCP 47 language tag is *valid* in the sense of RFC 5646 §2.2.9: well-formed, and either
/// grandfathered or made of subtags that the IANA Language Subtag Registry lists (the copy in
/// `Registries`), with no variant and no extension singleton twice. Also flags deprecated subtags and tags.
///
/// The spec's LANGUAGE-TAG is an "RFC 5646 (BCP 47) tag registered in the IANA registry" (§1.4). The
/// findings follow the project's severity policy:
/// - error: the tag is not well-formed, or its primary language subtag is not registered (`english`, `xx`,
///   `qqq`; the private-use range `qaa`–`qtz` is registered, and so are `x-…` private-use tags);
/// - warning: a well-formed tag with a registered language whose script, region, variant or extended
///   language subtag is not registered (or an extlang after another language than its Prefix), a
///   repeated variant or extension, or a deprecated subtag or tag (with the registry's preferred value).
enum LanguageTagValidity {
    /// What is wrong with a tag. `message` follows the quoted tag: `"xx" has primary language subtag …`.
    struct Finding: Equatable {
        var severity: Diagnostic.Severity
        var message: String
    }

    /// The finding for `tag`, or nil when it is valid and uses no deprecated subtag.
    ///
    /// - Complexity: O(length of the tag) for a valid tag; a suggestion for an unregistered language may
    ///   compare it with every language name of the registry.
    static func finding(for tag: String) -> Finding? {
        guard let components = LanguageTagFormat.components(of: tag) else {
            var message = "is not a well-formed BCP 47 language tag (RFC 5646 §2.1) such as \"en\" or \"en-US\""
            if let suggestion = suggestion(forMalformed: tag) { message += "; did you mean \(suggestion)?" }
            return Finding(severity: .error, message: message)
        }
        let lower = tag.lowercased()
        if components.isGrandfathered {
            guard let preferred = Registries.grandfathered.deprecated[lower] else { return nil }
            return Finding(
                severity: .warning,
                message: "is a grandfathered tag that the IANA Language Subtag Registry deprecates"
                    + (preferred.isEmpty
                        ? " (it gives no preferred value)" : "; its preferred value is \"\(preferred)\""))
        }
        if components.language.isEmpty { return nil }  // x-…: private use, valid by definition
        guard Registries.languages.contains(components.language) else {
            var message =
                lower == components.language
                ? "is not a language subtag of the IANA Language Subtag Registry"
                : "has primary language subtag '\(components.language)', which the IANA Language Subtag Registry does not list"
            if let subtag = languageSuggestion(for: components.language) {
                message += "; did you mean \(quoted(subtag))?"
            }
            return Finding(severity: .error, message: message)
        }
        var problems: [String] = []
        if let preferred = Registries.languages.deprecated[components.language] {
            problems.append(deprecation("language subtag '\(components.language)'", preferred: preferred))
        }
        for extlang in components.extlangs {
            if let record = Registries.extlangs[extlang] {
                if record.prefix != components.language {
                    problems.append(
                        "extended language subtag '\(extlang)' is registered for use after '\(record.prefix)' only")
                }
                if let preferred = record.deprecation {
                    problems.append(deprecation("extended language subtag '\(extlang)'", preferred: preferred))
                }
            } else {
                problems.append("'\(extlang)' is not an extended language subtag of the registry")
            }
        }
        if let script = components.script {
            problems += check(display(script: script), in: Registries.scripts, key: script, kind: "script subtag")
        }
        if let region = components.region {
            problems += check(region.uppercased(), in: Registries.regions, key: region, kind: "region subtag")
        }
        var seenVariants = Set<String>()
        for variant in components.variants {
            if !seenVariants.insert(variant).inserted { problems.append("variant subtag '\(variant)' appears twice") }
            problems += check(variant, in: Registries.variants, key: variant, kind: "variant subtag")
        }
        var seenSingletons = Set<String>()
        for singleton in components.extensionSingletons where !seenSingletons.insert(singleton).inserted {
            problems.append("extension '\(singleton)' appears twice")
        }
        if let preferred = Registries.deprecatedRedundant.deprecated[lower] {
            problems.append(deprecation("tag \"\(tag)\"", preferred: preferred))
        }
        guard !problems.isEmpty else { return nil }
        return Finding(severity: .warning, message: "is well-formed, but " + problems.joined(separator: "; "))
    }

    /// The finding for an unregistered or deprecated subtag of one kind, if any.
    private static func check(_ shown: String, in table: Registries.CodeTable, key: String, kind: String) -> [String] {
        if !table.contains(key) { return ["\(kind) '\(shown)' is not in the IANA Language Subtag Registry"] }
        if let preferred = table.deprecated[key] { return [deprecation("\(kind) '\(shown)'", preferred: preferred)] }
        return []
    }

    private static func deprecation(_ what: String, preferred: String) -> String {
        "\(what) is deprecated" + (preferred.isEmpty ? "" : " (the registry's preferred value is '\(preferred)')")
    }

    /// `latn` → `Latn`, as the registry writes scripts.
    private static func display(script: String) -> String { script.prefix(1).uppercased() + script.dropFirst() }

    /// `"en" (English)`: a subtag with its registry Description, or a whole tag quoted.
    private static func quoted(_ subtag: String) -> String {
        guard let description = Registries.languageNames.descriptionBySubtag[subtag] else { return "\"\(subtag)\"" }
        return "\"\(subtag)\" (\(description))"
    }

    /// The registered primary language subtag meant by `word`: from an ISO 639-2/639-3 code (`eng` → `en`),
    /// a language name of the registry of four letters or more (`english` → `en`, case and accents
    /// ignored), or a name spelt a little differently (`englsh`).
    static func languageSuggestion(for word: String) -> String? {
        let lower = word.lowercased()
        if let subtag = Registries.languageByAlpha3[lower] { return subtag }
        // Names only for words long enough not to match a short name by chance ("e" is the name of `eee`,
        // "En" that of `enc`); close spellings only from five letters on.
        let folded = Registries.fold(word)
        let names = Registries.languageNames.subtagByName
        guard folded.count >= 4 else { return nil }
        if let subtag = names[folded] { return subtag }
        guard folded.count >= 5, let name = NearestValue.suggestion(for: folded, among: names.keys) else { return nil }
        return names[name]
    }

    /// A fix for a tag that is not well-formed: `en_US` → `"en-US"`, `English (UK)` → `"en" (English)`.
    private static func suggestion(forMalformed tag: String) -> String? {
        let hyphenated = String(tag.map { $0 == "_" ? "-" : $0 })
        if hyphenated != tag, LanguageTagFormat.isWellFormed(hyphenated),
            finding(for: hyphenated).map({ $0.severity != .error }) ?? true
        {
            return "\"\(hyphenated)\""
        }
        let name = tag.prefix { $0.isLetter || $0 == " " }
        guard !name.isEmpty, let subtag = languageSuggestion(for: String(name)) else { return nil }
        return quoted(subtag)
    }
}
