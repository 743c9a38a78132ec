extension IMDF.UnitCategory {
    /// Whether the unit is structure or circulation rather than a place a person would say they are "in":
    /// walkways, open-to-below voids, walls, columns, structure and wall materials (spec §3 unit categories).
    ///
    /// `imdf where` ranks such units after rooms, so a fix in a shop that overlaps a walkway polygon reports
    /// the shop first.
    public var isStructural: Bool { Self.structuralValues.contains(rawValue) }

    static let structuralValues: Set<String> = [
        "walkway", "walkway.island", "opentobelow", "wall", "column", "structure",
        "brick", "concrete", "drywall", "glass", "wood", "footbridge",
    ]
}
