extension Validator {
    /// The rules of spec §4.3 group Properties, in the order they run.
    static var propertyRules: [any ValidationRule] {
        [
        ]
    }
}
