import GeoJSON

/// Checks the values of `manifest.json` (spec §1.6; §4.3 A.1): the manifest is a JSON object; `version`
/// is "1.0.0" (a warning otherwise, since real archives carry Apple's beta "1.0.0.beta.2"); `language` is
/// a well-formed BCP 47 tag (error); each `extensions` item has the form
/// `imdf:extension:<provider>:<name>#<version>` (warning). Missing keys and wrong JSON types are reported
/// by the property rules of group C, `created` by `DateTimeMustBeValid`, and a manifest that is not JSON
/// by `FileMustBeValidJSON`. Severity: error (warnings as noted).
struct ManifestMustBeValid: ValidationRule {
    let id = "ManifestMustBeValid"
    let group = ValidationGroup.archive
    let severity = Diagnostic.Severity.error
    let summary = "manifest.json is an object whose version is \"1.0.0\" (warning otherwise), whose language is a BCP 47 tag and whose extensions are extension identifiers (warning)."
    let specReference = "§1.6; §1.4; §4.3 A.1"
    let specText = "OGC Manifest: version: \"At this time, the ONLY permissible value for this member is \"1.0.0\"\"; language is a LANGUAGE-TAG; extensions are EXTENSIONS, imdf:extension:<provider>:<name>#<version> (APPLE reference/extensions)"
    let severityReason = "Error when the manifest is not an object or its language is not a BCP 47 tag: the value does not have the form its type requires, and consumers take the default label language from it. Lowered to warning for a version other than \"1.0.0\" (Apple's own sample archive and roomfinder carry Apple's beta \"1.0.0.beta.2\"; spec §1.6: warn, don't fail) and for a malformed extension identifier (an extension only enables the extension's own validations)."

    var checks: [ValidationCheck] {
        [
            ValidationCheck(id: "not-object", severity: .error, summary: "manifest.json is not a JSON object."),
            ValidationCheck(id: "version", severity: .warning, summary: "The manifest version is not \"1.0.0\"."),
            ValidationCheck(id: "language", severity: .error, summary: "The manifest language is not a BCP 47 language tag."),
            ValidationCheck(id: "extension-identifier", severity: .warning,
                            summary: "A manifest extension is not of the form imdf:extension:<provider>:<name>#<version>."),
        ]
    }

    func check(_ context: ValidationContext, into report: inout ValidationReport.Builder) {
        guard let file = context.archive.manifestFile, file.syntaxError == nil, let json = file.manifestJSON else { return }
        func location(_ path: JSONPath) -> Diagnostic.Location {
            file.location(ofByteOffset: file.source.offset(of: path, in: 0..<file.source.bytes.count) ?? 0, path: path)
        }
        guard let manifest = json.objectValue else {
            report.report("manifest.json must be a JSON object, found \(json.typeName)", at: location(.root), check: "not-object")
            return
        }
        if let version = manifest["version"]?.stringValue, version != "1.0.0" {
            report.report("manifest version is \"\(version)\"; the only permissible value is \"1.0.0\"",
                          at: location(["version"]), severity: .warning, check: "version")
        }
        if let language = manifest["language"]?.stringValue, !LanguageTagFormat.isWellFormed(language) {
            report.report("manifest language \"\(language)\" is not a BCP 47 language tag such as \"en\" or \"en-US\"",
                          at: location(["language"]), check: "language")
        }
        if let extensions = manifest["extensions"]?.arrayValue {
            for (index, item) in extensions.enumerated() {
                guard let text = item.stringValue, !Self.isExtensionIdentifier(text) else { continue }
                report.report("manifest extension \"\(text)\" is not of the form imdf:extension:<provider>:<name>#<version>",
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
