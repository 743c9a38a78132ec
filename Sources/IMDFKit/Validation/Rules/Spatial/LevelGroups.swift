import GeoJSON

/// The levels of each building, for the ordinal rules: one group per building that has levels, and one
/// for the levels that name no building (levels group with every building they list).
struct LevelGroups {
    /// A set of levels that stack: the levels of one building, or the levels with no building.
    struct Group {
        /// The building, nil for the levels that name none.
        var building: VenueGraph.BuildingHandle?
        /// The levels with an ordinal, in file order.
        var levels: [(level: VenueGraph.LevelHandle, ordinal: Int)]

        /// Words for messages: `building <id>` or `the levels without a building`.
        func name(in context: ValidationContext) -> String {
            guard let building else { return "the levels without a building" }
            return context.describe(AnyFeatureHandle(building, type: .building))
        }
    }

    let groups: [Group]

    init(_ context: ValidationContext) {
        let graph = context.graph
        var groups: [Group] = []
        var unassigned: [(level: VenueGraph.LevelHandle, ordinal: Int)] = []
        for building in graph.handles(of: IMDF.BuildingProperties.self) {
            let levels = graph.levels(in: building).compactMap { level in
                graph[level].properties.ordinal.map { (level: level, ordinal: $0) }
            }
            if !levels.isEmpty { groups.append(Group(building: building, levels: levels)) }
        }
        for level in graph.handles(of: IMDF.LevelProperties.self) where graph.buildings(of: level).isEmpty {
            if let ordinal = graph[level].properties.ordinal { unassigned.append((level, ordinal)) }
        }
        if !unassigned.isEmpty { groups.append(Group(building: nil, levels: unassigned)) }
        self.groups = groups
    }
}
