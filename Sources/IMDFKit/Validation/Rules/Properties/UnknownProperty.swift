import GeoJSON

/// Lists, as information, property keys that are not in the feature type's table (spec §2) or the
/// manifest's (§1.6). Extensions may add properties (§1.6), so this is informative only. Severity: info.
///
/// One finding per (file, key), not per feature: an exporter that adds `detailLevel` to every amenity has
/// made one choice, not hundreds of mistakes. The finding stands at the first feature that has the key,
/// says how many features have it, notes the last one, and lists every feature ID in
/// ``Diagnostic/featureIDs`` (the JSON output's `features`), so programs lose nothing.
struct UnknownProperty: PropertyRule {
    let id = "UnknownProperty"
    let group = ValidationGroup.properties
    let severity = Diagnostic.Severity.info
    let summary = "Property keys that are not in the type's table are listed (extensions may add properties)."
    let specReference = "§2; §1.6"
    let specText = "APPLE reference/extensions: an extension \"MAY define … new properties\"; spec §2 property tables"
    let severityReason =
        "Info: an observation. Extra properties are allowed (extensions may add them) and consumers ignore them; the line helps spot a misspelt key."

    func inspection(_ context: ValidationContext) -> PropertyWalk.Inspection {
        /// Where one unknown key of one file was seen.
        struct Uses {
            var first: Diagnostic.Location
            var last: Diagnostic.Location
            var featureIDs: [String] = []
            var count = 0
        }
        let locator = SourceLocator()
        var tables: [String: Set<String>] = [:]
        // (file, owner, key) in the order first seen, and where each was used.
        var order: [(file: String, owner: String, key: String)] = []
        var uses: [String: Uses] = [:]
        // The features of a file list the same names in the same order: the unknown ones of the last object
        // stand for the next with equal names.
        var last: (owner: String, names: [String], unknown: [Int])?
        return .objects { owner, table, raw, report in
            guard let object = raw?.objectValue else { return }
            let members = object.members
            let unknown: [Int]
            if let last, last.owner == owner.name, last.names.count == members.count,
                members.indices.allSatisfy({ members[$0].key == last.names[$0] })
            {
                unknown = last.unknown
            } else {
                let known: Set<String>
                if let table = tables[owner.name] {
                    known = table
                } else {
                    known = Set(table.map(\.key))
                    tables[owner.name] = known
                }
                unknown = members.indices.filter { !known.contains(members[$0].key) }
                last = (owner.name, members.map(\.key), unknown)
            }
            for index in unknown {
                let key = members[index].key
                let file = owner.file.path
                let slot = file + "\u{0}" + key
                let location = locator.location(owner, [.key(key)])
                if uses[slot] == nil {
                    order.append((file, owner.name, key))
                    uses[slot] = Uses(first: location, last: location)
                }
                uses[slot]?.last = location
                uses[slot]?.count += 1
                if let id = owner.featureID { uses[slot]?.featureIDs.append(id) }
            }
        } finish: { report in
            for (file, owner, key) in order {
                guard let use = uses[file + "\u{0}" + key] else { continue }
                let known = tables[owner] ?? []
                let hint = NearestValue.suggestion(for: key, among: known).map { " (did you mean '\($0)'?)" } ?? ""
                let spread = use.count > 1 ? ", on \(use.count) \(owner) features" : ""
                let notes: [Diagnostic.Note] =
                    use.count > 1
                    ? [.init(message: "the last \(owner) with '\(key)'", location: use.last)] : []
                report.report(
                    "\(owner) has property '\(key)', which is not in the IMDF \(owner) table\(hint)\(spread)",
                    at: use.first, notes: notes, featureIDs: use.count > 1 ? use.featureIDs : [])
            }
        }
    }
}
