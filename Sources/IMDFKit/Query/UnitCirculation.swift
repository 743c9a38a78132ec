extension IMDF.UnitCategory {
    /// Whether the unit is building fabric or a void that nobody walks in: `opentobelow`, `column`,
    /// `structure` and the wall materials `brick`, `concrete`, `drywall`, `glass`, `wood` (spec §2.15, §3).
    ///
    /// Routing never enters such a unit; `walkway`, `footbridge` and the other circulation categories are
    /// not obstructions (unlike ``isStructural``, which ranks them after rooms for `imdf where`).
    public var isObstruction: Bool { Self.obstructionValues.contains(rawValue) }

    /// Whether the unit carries people between levels: `elevator`, `escalator`, `stairs`, `steps` or
    /// `ramp` (spec §2.15, §3).
    ///
    /// `steps` and `ramp` also join parts of one level, so only ``isMultiLevelCirculation`` units are
    /// expected to have a counterpart on the next level.
    public var isVerticalCirculation: Bool { Self.verticalCirculationValues.contains(rawValue) }

    /// Whether the unit is circulation that exists to join levels and so should have a counterpart on an
    /// adjacent ordinal: `elevator`, `escalator`, `stairs` (spec §2.15, §3). `steps` and `ramp` are left
    /// out: both commonly join two parts of one level.
    public var isMultiLevelCirculation: Bool { Self.multiLevelCirculationValues.contains(rawValue) }

    /// The unit categories that name no place a visitor goes to: `nonpublic`, the ``isObstruction``
    /// categories, and `vegetation` and `road` (planted beds and roadways inside a venue's outline).
    public var isNonPublic: Bool { rawValue == "nonpublic" || Self.nonPublicValues.contains(rawValue) || isObstruction }

    static let obstructionValues: Set<String> = [
        "opentobelow", "column", "structure", "brick", "concrete", "drywall", "glass", "wood",
    ]
    static let verticalCirculationValues: Set<String> = ["elevator", "escalator", "stairs", "steps", "ramp"]
    static let multiLevelCirculationValues: Set<String> = ["elevator", "escalator", "stairs"]
    static let nonPublicValues: Set<String> = ["vegetation", "road"]
}

extension IMDF.UnitProperties {
    /// Whether entry is limited: `restriction` is `employeesonly` or `restricted` (an unknown value counts
    /// too: it was written to restrict something), or the category is `nonpublic` (spec §2.15, §3).
    public var isRestricted: Bool {
        restriction != nil || category?.rawValue == "nonpublic"
    }

    /// Whether the unit is a public place: it is not ``isRestricted`` and its category is not
    /// ``IMDF/UnitCategory/isNonPublic`` (no obstruction, void, planted bed or roadway). A unit without a
    /// category counts as public.
    ///
    /// This is the definition the router's sample-venue tests and the `PublicUnitShouldHaveOpening`
    /// validation rule use.
    public var isPublic: Bool {
        !isRestricted && !(category?.isNonPublic ?? false)
    }
}
