import IMDFKit

/// Validating the large generated venue with every registered rule.
enum ValidateCase {
    static let benchmark = BenchmarkCase(name: "validate", summary: "Validator() over the 50,000-unit venue") {
        options, report in
        let directory = try Workspace.largeVenue(buildings: 4, levels: 5, units: 2500)
        let size = Workspace.size(of: directory)
        let archive = try IMDF.Archive(contentsOf: directory)
        let quick = BenchmarkOptions(warmUp: 1, runs: max(3, options.runs / 2), peers: options.peers)
        var findings = 0
        let open = try measure("open + link + validate", bytes: size, options: quick) {
            findings = Validator().validate(try IMDF.Archive(contentsOf: directory)).diagnostics.count
        }
        let validate = measure("validate (archive already open)", bytes: size, options: quick) {
            findings = Validator().validate(archive).diagnostics.count
        }
        print("\(Validator.allRules.count) rules, \(findings) findings")
        // Where the time goes: each rule alone over the open archive, slowest first. The first pass runs in
        // catalogue order on a fresh context, so a rule that first asks for a shared cache (shapes, the
        // reference index, the raw documents) pays for building it; the second pass, on the same context,
        // is each rule's own cost.
        let context = ValidationContext(archive: archive)
        func timeEachRule() -> [String: Double] {
            var milliseconds: [String: Double] = [:]
            for rule in Validator.allRules {
                let started = ContinuousClock.now
                _ = Validator(rules: [rule]).validate(context)
                let elapsed = ContinuousClock.now - started
                milliseconds[rule.id] =
                    Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
            }
            return milliseconds
        }
        let cold = timeEachRule()
        let warm = timeEachRule()
        print(
            "slowest rules (ms, one run each, alone, one after another; first with the shared caches cold, in"
                + " catalogue order, then warm; all \(cold.count): \(Int(cold.values.reduce(0, +))) ms cold,"
                + " \(Int(warm.values.reduce(0, +))) ms warm):")
        for (id, milliseconds) in cold.sorted(by: { $0.value > $1.value }).prefix(20) {
            print("  \(id): \(Int(milliseconds.rounded())) cold, \(Int((warm[id] ?? 0).rounded())) warm")
        }
        // The property rules (group C) run together share one walk of the properties (`PropertyWalk.inspect`).
        let propertyRules = Validator.allRules.filter { $0.group == .properties }
        let together = measure("group C rules together", bytes: size, options: quick) {
            _ = Validator(rules: propertyRules).validate(context)
        }
        let alone = propertyRules.reduce(0) { $0 + (warm[$1.id] ?? 0) }
        print(
            "the \(propertyRules.count) property rules (group C), warm, each alone: \(Int(alone.rounded())) ms in all")
        report.add("4 validate 56 MB", validate, note: "\(Validator.allRules.count) rules, \(findings) findings")
        report.add("4 validate 56 MB", open)
        report.add(
            "4 validate 56 MB", together,
            note: "one walk of the properties; each alone \(Int(alone.rounded())) ms in all, one after another")
    }
}
