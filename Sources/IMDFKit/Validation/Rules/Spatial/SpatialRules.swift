extension Validator {
    /// The rules of spec §4.3 group Spatial, in the order they run.
    static var spatialRules: [any ValidationRule] {
        [
            DisplayPointMustBeWithinFeature(),
            AnchorMustBeWithinUnit(),
            AmenityShouldBeWithinUnit(),
            UnitShouldBeWithinLevel(),
            LevelShouldBeWithinVenue(),
            UnitsShouldNotOverlap(),
            OpeningShouldLieOnUnitBoundary(),
            PublicUnitShouldHaveOpening(),
            VerticalCirculationShouldHaveCounterpart(),
            LevelOrdinalsShouldNotSkip(),
            LevelOrdinalsShouldBeDistinct(),
        ]
    }
}
