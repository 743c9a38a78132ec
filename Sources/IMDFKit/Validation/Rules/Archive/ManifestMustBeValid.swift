import GeoJSON

/// Checks the values of `manifest.json` (spec §1.6; §4.3 A.1): the manifest is a JSON object; `version`
/// is "1.0.0" (a warning otherwise, since real archives carry Apple's beta "1.0.0.beta.2"); `language` is
/// a valid BCP 47 tag, checked by `LanguageTagValidity` against the IANA registry copy in `Registries`
/// (error when not well-formed or when its primary language subtag is not registered; warning for an
/// unregistered script, region or variant subtag, or a deprecated one); each `extensions` item has the
/// form `imdf:extension:<provider>:<name>#<version>` (warning). Missing keys and wrong JSON types are
/// reported by the property rules of group C, `created` by `DateTimeMustBeValid`, and a manifest that is
/// not JSON by `FileMustBeValidJSON`. Severity: error (warnings as noted).
struct ManifestMustBeValid: ValidationRule {
    let id = "ManifestMustBeValid"
    let group = ValidationGroup.archive
    let severity = Diagnostic.Severity.error
    let summary =
        "manifest.json is an object whose version is \"1.0.0\" (warning otherwise), whose language is a BCP 47 tag with a primary language subtag in the IANA registry (other unregistered or deprecated subtags: warning) and whose extensions are extension identifiers (warning)."
    let specReference = "§1.6; §1.4; §4.3 A.1; RFC 5646 §2.2.9"
    let specText = """
        IMDF spec §1.6 (OGC Manifest): version "At this time, the ONLY permissible value for this member is \
        \"1.0.0\"", language is a LANGUAGE-TAG, "the default language of the venue data", extensions is "null or \
        array of EXTENSIONS", each "imdf:extension:<provider>:<name>#<version>"; §1.4: LANGUAGE-TAG is an \
        "RFC 5646 (BCP 47) tag registered in the IANA registry". RFC 5646 §2.2.9: a "valid" tag is well-formed and \
        "either the tag is in the list of grandfathered tags or all of its primary language, extended language, \
        script, region, and variant subtags appear in the IANA Language Subtag Registry".
        """
    let severityReason = """
        Error: a manifest that is not an object, or whose language is not well-formed or has a primary language \
        subtag the IANA registry does not assign, gives no default language to read the venue in. Lowered to \
        warning: a version other than "1.0.0" (real archives carry Apple's "1.0.0.beta.2" and read fine), an \
        extension that is not an extension identifier (extensions only switch on optional checks), and a language \
        with an unregistered script, region or variant subtag or a deprecated subtag (the language itself is known).
        """

    var checks: [ValidationCheck] {
        [
            ValidationCheck(id: "not-object", severity: .error, summary: "manifest.json is not a JSON object."),
            ValidationCheck(id: "version", severity: .warning, summary: "The manifest version is not \"1.0.0\"."),
            ValidationCheck(
                id: "language", severity: .error,
                summary:
                    "The manifest language is not a well-formed BCP 47 tag, or its primary language subtag is not in the IANA registry."
            ),
            ValidationCheck(
                id: "language-subtag", severity: .warning,
                summary:
                    "The manifest language has a script, region or variant subtag the IANA registry does not assign, or a deprecated subtag."
            ),
            ValidationCheck(
                id: "extension-identifier", severity: .warning,
                summary: "A manifest extension is not of the form imdf:extension:<provider>:<name>#<version>."),
        ]
    }

    func check(_ context: ValidationContext, into report: inout ValidationReport.Builder) {
        guard let file = context.archive.manifestFile, file.syntaxError == nil, let json = file.manifestJSON else {
            return
        }
        func location(_ path: JSONPath) -> Diagnostic.Location {
            file.location(ofByteOffset: file.source.offset(of: path, in: 0..<file.source.bytes.count) ?? 0, path: path)
        }
        guard let manifest = json.objectValue else {
            report.report(
                "manifest.json must be a JSON object, found \(json.typeName)", at: location(.root), check: "not-object")
            return
        }
        if let version = manifest["version"]?.stringValue, version != "1.0.0" {
            report.report(
                "manifest version is \"\(version)\"; the only permissible value is \"1.0.0\"",
                at: location(["version"]), severity: .warning, check: "version")
        }
        if let language = manifest["language"]?.stringValue, let finding = LanguageTagValidity.finding(for: language) {
            report.report(
                "manifest language \"\(language)\" \(finding.message)", at: location(["language"]),
                severity: finding.severity,
                check: finding.severity == .error ? "language" : "language-subtag")
        }
        if let extensions = manifest["extensions"]?.arrayValue {
            for (index, item) in extensions.enumerated() {
                guard let text = item.stringValue, !Self.isExtensionIdentifier(text) else { continue }
                report.report(
                    "manifest extension \"\(text)\" is not of the form imdf:extension:<provider>:<name>#<version>",
                    at: location(["extensions", .index(index)]), severity: .warning, check: "extension-identifier")
            }
        }
    }

    /// `imdf:extension:<provider>:<name>#<version>` with non-empty parts.
    static func isExtensionIdentifier(_ text: String) -> Bool {
        guard text.hasPrefix("imdf:extension:") else { return false }
        let rest = text.dropFirst("imdf:extension:".count)
        let hash = rest.split(separator: "#", omittingEmptySubsequences: false)
        guard hash.count == 2, !hash[1].isEmpty else { return false }
        let names = hash[0].split(separator: ":", omittingEmptySubsequences: false)
        return names.count == 2 && names.allSatisfy { !$0.isEmpty }
    }
}
