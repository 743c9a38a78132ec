import GeoJSON

/// Notes two levels of one building that share an ordinal and are both indoor or both outdoor (spec §2.10,
/// §4.3 E.21). Sharing an ordinal is legal — Apple's sample pairs an indoor and an outdoor level that way,
/// and that pairing is not reported — so this is informative only. Severity: info.
struct LevelOrdinalsShouldBeDistinct: ValidationRule {
    let id = "LevelOrdinalsShouldBeDistinct"
    let group = ValidationGroup.spatial
    let severity = Diagnostic.Severity.info
    let summary =
        "Levels of one building that share an ordinal differ in being outdoor (two indoor levels with one ordinal are noted)."
    let specReference = "§2.10; §4.3 E.21"
    let specText =
        "spec §2.10: \"Ordinals are not unique. Apple's own sample has two levels with ordinal 1 in the same building\"; §4.3 E.21: \"at most INFO\""
    let severityReason =
        "Info: an observation. Shared ordinals are legal and Apple's own sample has them; two indoor levels of one building with one ordinal are only worth a look."

    func check(_ context: ValidationContext, into report: inout ValidationReport.Builder) {
        if context.skipIfUnreadable([.level, .building], into: &report) { return }
        let graph = context.graph
        for group in LevelGroups(context).groups {
            var first: [String: VenueGraph.LevelHandle] = [:]
            for entry in group.levels {
                let outdoor = graph[entry.level].properties.isOutdoor ?? false
                let key = "\(entry.ordinal)/\(outdoor)"
                guard let earlier = first[key] else {
                    first[key] = entry.level
                    continue
                }
                report.report(
                    "\(group.name(in: context)) has two \(outdoor ? "outdoor" : "indoor") levels with ordinal \(entry.ordinal); this is legal, but usually one level per floor is meant",
                    at: context.location(of: entry.level, path: ["properties", "ordinal"]),
                    notes: [
                        .init(
                            message: "the other level with ordinal \(entry.ordinal) defined here",
                            location: context.location(of: earlier, path: ["properties", "ordinal"]))
                    ])
            }
        }
    }
}
