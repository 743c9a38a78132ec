/// A rule of group C (spec §4.3) that reads the property objects through `PropertyWalk`: it says what it reads
/// and how it judges it (`PropertyWalk.Inspection`), so that `Validator` can run all such rules in one walk
/// of the properties (`PropertyWalk.inspect`) instead of one walk each.
protocol PropertyRule: ValidationRule {
    /// What the rule reads and how it judges it, with whatever it caches over one run.
    func inspection(_ context: ValidationContext) -> PropertyWalk.Inspection
}

extension PropertyRule {
    /// The rule alone: a walk of its own.
    func check(_ context: ValidationContext, into report: inout ValidationReport.Builder) {
        PropertyWalk(context: context).inspect(inspection(context), into: &report)
    }
}
