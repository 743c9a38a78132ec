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
        // Where the time goes: each rule alone over the open archive (one run each), slowest first.
        let context = ValidationContext(archive: archive)
        var perRule: [(id: String, milliseconds: Double)] = []
        for rule in Validator.allRules {
            let started = ContinuousClock.now
            _ = Validator(rules: [rule]).validate(context)
            let elapsed = ContinuousClock.now - started
            perRule.append(
                (rule.id, Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15))
        }
        let total = perRule.reduce(0) { $0 + $1.milliseconds }
        print(
            "slowest rules (ms, one run each; all \(perRule.count) rules alone, one after another: \(Int(total)) ms):"
        )
        for (id, milliseconds) in perRule.sorted(by: { $0.milliseconds > $1.milliseconds }).prefix(20) {
            print("  \(id): \(Int(milliseconds.rounded()))")
        }
        report.add("4 validate 56 MB", validate, note: "\(Validator.allRules.count) rules, \(findings) findings")
        report.add("4 validate 56 MB", open)
    }
}
