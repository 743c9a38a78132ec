import GeoJSON

/// Warns when a building's level ordinals skip a value, for example levels 0 and 2 but none with 1
/// (spec §4.3 E.21, a heuristic: ordinals count floors from the ground, so a gap usually means a missing
/// level or a typing slip; spbstu-mapmaker-2022 has one). Levels naming no building are taken together.
/// One finding per gap, at the ordinal of the first level above it. Severity: warning.
struct LevelOrdinalsShouldNotSkip: ValidationRule {
    let id = "LevelOrdinalsShouldNotSkip"
    let group = ValidationGroup.spatial
    let severity = Diagnostic.Severity.warning
    let summary =
        "The level ordinals of a building are consecutive integers (heuristic: a gap such as 0, 2 suggests a missing level)."
    let specReference = "§2.10; §4.3 E.21"
    let specText = "spec §4.3 E.21: \"WARN if a building's ordinals skip a value, for example 0, 2 (heuristic)\""
    let severityReason =
        "Warning: a heuristic that suggests a missing level; ordinals are only a stacking order, so a gap does not break a consumer."

    func check(_ context: ValidationContext, into report: inout ValidationReport.Builder) {
        if context.skipIfUnreadable([.level, .building], into: &report) { return }
        for group in LevelGroups(context).groups {
            // The first level (in file order) of each ordinal.
            var byOrdinal: [Int: VenueGraph.LevelHandle] = [:]
            for entry in group.levels where byOrdinal[entry.ordinal] == nil { byOrdinal[entry.ordinal] = entry.level }
            let ordinals = byOrdinal.keys.sorted()
            for (below, above) in zip(ordinals, ordinals.dropFirst()) where above - below > 1 {
                guard let upper = byOrdinal[above], let lower = byOrdinal[below] else { continue }
                let missing = above - below == 2 ? "\(below + 1)" : "\(below + 1) to \(above - 1)"
                report.report(
                    "\(group.name(in: context)) has levels with ordinals \(below) and \(above) but none with \(missing); ordinals usually count consecutive floors",
                    at: context.location(of: upper, path: ["properties", "ordinal"]),
                    notes: [
                        .init(
                            message: "level with ordinal \(below) defined here",
                            location: context.location(of: lower, path: ["properties", "ordinal"]))
                    ])
            }
        }
    }
}
