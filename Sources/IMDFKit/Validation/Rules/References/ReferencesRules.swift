extension Validator {
    /// The rules of spec §4.3 group References, in the order they run.
    static var referenceRules: [any ValidationRule] {
        [
            ReferencedFeatureIDMustBeResolvable(),
            OrphanAddress(),
            OrphanAnchor(),
            BuildingWithoutFootprint(),
            BuildingWithoutLevel(),
            LevelWithoutUnits(),
            ZeroCountOfUnitQualifiedAddresses(),
        ]
    }
}
