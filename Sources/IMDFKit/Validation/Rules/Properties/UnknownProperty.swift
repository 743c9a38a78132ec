import GeoJSON

/// Lists, as information, property keys that are not in the feature type's table (spec §2) or the
/// manifest's (§1.6). Extensions may add properties (§1.6), so this is informative only. Severity: info.
struct UnknownProperty: ValidationRule {
    let id = "UnknownProperty"
    let group = ValidationGroup.properties
    let severity = Diagnostic.Severity.info
    let summary = "Property keys that are not in the type's table are listed (extensions may add properties)."
    let specReference = "§2; §1.6"
    let specText = "APPLE reference/extensions: an extension \"MAY define … new properties\"; spec §2 property tables"
    let severityReason = "Info: an observation. Extra properties are allowed (extensions may add them) and consumers ignore them; the line helps spot a misspelt key."

    func check(_ context: ValidationContext, into report: inout ValidationReport.Builder) {
        let locator = SourceLocator()
        var hints: [String: String] = [:]
        var tables: [String: Set<String>] = [:]
        PropertyWalk(context: context).forEachObject { owner, table, raw in
            guard let object = raw?.objectValue else { return }
            let known = tables[owner.name] ?? Set(table.map(\.key))
            tables[owner.name] = known
            for key in object.keys where !known.contains(key) {
                let cacheKey = owner.name + "\u{0}" + key
                let hint = hints[cacheKey] ?? (NearestValue.suggestion(for: key, among: known).map { " (did you mean '\($0)'?)" } ?? "")
                hints[cacheKey] = hint
                report.report("\(owner.name) has property '\(key)', which is not in the IMDF \(owner.name) table\(hint)",
                              at: locator.location(owner, [.key(key)]))
            }
        }
    }
}
