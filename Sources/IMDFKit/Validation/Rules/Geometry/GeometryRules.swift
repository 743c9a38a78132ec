extension Validator {
    /// The rules of spec §4.3 group Geometry, in the order they run.
    static var geometryRules: [any ValidationRule] {
        [
            GeometryMustMatchFeatureType(),
            PositionMustBeInRange(),
            PositionShouldNotHaveAltitude(),
            PositionShouldNotBeZeroZero(),
            CoordinatesShouldNotBeSwapped(),
            RingMustNotSelfIntersect(),
            RingPositionsShouldNotRepeat(),
            PolygonRingsMustNotCross(),
            PolygonHoleMustBeInsideShell(),
            PolygonHolesMustNotNest(),
            MultiPolygonPartsShouldNotOverlap(),
        ]
    }
}
