extension Validator {
    /// The rules of spec §4.3 group Archive, in the order they run.
    static var archiveRules: [any ValidationRule] {
        [
            FeatureIdMustBeUnique(),
        ]
    }
}
