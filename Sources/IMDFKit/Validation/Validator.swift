import Dispatch
import GeoJSON
import Synchronization

/// Validates an IMDF archive against the rule set of spec §4.3 (groups A–E).
///
/// ```swift
/// let archive = try IMDF.Archive(contentsOf: "venue.zip")
/// let report = Validator().validate(archive)
/// for diagnostic in report.diagnostics { print(diagnostic) }
/// ```
///
/// Every rule runs, group by group; a file that is not JSON is reported with its exact position and does not
/// stop the other files from being checked (rules that need it say so in an info diagnostic).
public struct Validator: Sendable {
    /// The rules this validator runs, in order.
    public var rules: [any ValidationRule]

    /// A validator running `rules` (by default every rule of the catalogue).
    public init(rules: [any ValidationRule] = Validator.allRules) {
        self.rules = rules.sorted { ($0.group, $0.id) < ($1.group, $1.id) }
    }

    /// Below this many bytes of files in all, rules run one after another: handing each to a thread costs
    /// more than it saves on a small venue (and a thread pool keeps what it allocated past the call, which
    /// defeats the archive fuzz harness's leak check).
    static let concurrencyThreshold = 256 << 10

    /// The rules that take longest on a large venue, longest first: `imdf-bench validate` on the generated
    /// 50,000-unit venue (2026-12-07, each task alone: the property rules' one walk, which starts at the place
    /// of `PropertyMustHaveValidType`, 170–240 ms; `OpeningShouldLieOnUnitBoundary`, which measures the openings
    /// for `PublicUnitShouldHaveOpening` too (``OpeningContacts``), about 90 ms; then 72 ms down to 27 ms; the
    /// other rules 25 ms or less, `PublicUnitShouldHaveOpening` among them once the openings are measured).
    static let longRunning = [
        "PropertyMustHaveValidType", "OpeningShouldLieOnUnitBoundary", "UnitsShouldNotOverlap",
        "RingMustNotSelfIntersect", "CoordinatesShouldNotBeSwapped", "FeatureIdMustBeUUID",
    ]

    /// The indexes of `rules` in the order they are started when they run concurrently: the long-running ones
    /// first, longest first, then the rest in their order. Started in catalogue order, a long rule could start
    /// last and leave every other core idle until it ends; the report does not depend on the order.
    static func longestFirst(_ rules: [any ValidationRule]) -> [Int] {
        let rank = Dictionary(uniqueKeysWithValues: longRunning.enumerated().map { ($1, $0) })
        return rules.indices.sorted { (rank[rules[$0].id] ?? .max, $0) < (rank[rules[$1].id] ?? .max, $1) }
    }

    /// Every rule, grouped as spec §4.3 orders them.
    public static var allRules: [any ValidationRule] {
        archiveRules + geometryRules + propertyRules + referenceRules + spatialRules
    }

    /// Validates a decoded archive.
    ///
    /// - Parameters:
    ///   - archive: The archive.
    ///   - progress: Called after each rule has run (the property rules, which share one walk, together) with
    ///     how many have run and how many there are, from whichever thread ran them (rules run concurrently on
    ///     a large archive).
    public func validate(
        _ archive: IMDF.Archive,
        progress: (@Sendable (_ finished: Int, _ total: Int) -> Void)? = nil
    ) -> ValidationReport {
        validate(ValidationContext(archive: archive), progress: progress)
    }

    /// Validates with a context that is already built (the graph is reused).
    ///
    /// Rules are independent and read only the context, so for an archive of at least
    /// `concurrencyThreshold` (256 KiB) they run concurrently on every core; the report is the same, in the
    /// same order, as a serial run (diagnostics are sorted by position). Finer findings on a geometry that
    /// already has a stronger error are folded into it (`GeometryFindingFolding`).
    public func validate(
        _ context: ValidationContext,
        progress: (@Sendable (_ finished: Int, _ total: Int) -> Void)? = nil
    ) -> ValidationReport {
        let rules = self.rules
        let finishedCount = Mutex(0)
        // Raw documents the archive deferred (`IMDF.Archive.RawDocuments.onDemand`) are parsed now, a file per
        // core, rather than by whichever rule reads one first while the others wait on it.
        context.archive.parseDeferredDocuments()
        let found = Mutex([[Diagnostic]](repeating: [], count: rules.count))
        let finished = { @Sendable (count: Int) in
            guard let progress else { return }
            progress(
                finishedCount.withLock { finished in
                    finished += count
                    return finished
                }, rules.count)
        }
        let run = { @Sendable (task: Task) in
            switch task {
            case .referenceIndex:
                _ = context.referenceIndex
            case .graph:
                _ = context.linkedGraph
            case .rule(let index):
                var builder = ValidationReport.Builder()
                builder.currentRule = rules[index]
                rules[index].check(context, into: &builder)
                let diagnostics = builder.diagnostics
                found.withLock { $0[index] = diagnostics }
                finished(1)
            case .properties(let members):
                var builders = members.map { member in
                    var builder = ValidationReport.Builder()
                    builder.currentRule = rules[member.index]
                    return builder
                }
                PropertyWalk(context: context).inspect(members.map { $0.rule.inspection(context) }, into: &builders)
                found.withLock { found in
                    for (member, builder) in zip(members, builders) { found[member.index] = builder.diagnostics }
                }
                finished(members.count)
            }
        }
        let size = context.archive.files.reduce(0) { $0 + $1.source.bytes.count }
        if size >= Self.concurrencyThreshold {
            // What several rules share is built first, a task each, beside the rules that do not read it (the
            // property rules' walk reads neither): built before every rule, the venue graph and the reference
            // index kept every core but one idle (48 and 39 ms of `imdf validate` on the 56.6 MB venue).
            let tasks = [.graph, .referenceIndex] + Self.tasks(Self.longestFirst(rules), of: rules)
            DispatchQueue.concurrentPerform(iterations: tasks.count) { run(tasks[$0]) }
        } else {
            for task in Self.tasks(Array(rules.indices), of: rules) { run(task) }
        }
        // One list of the findings, sorted and folded in place: a broken archive can have several findings per
        // feature, and the copies of the whole list (joined, sorted, folded) were most of `validate`'s peak
        // memory then. Each rule's findings are freed as soon as they are copied.
        var perRule: [[Diagnostic]] = []
        found.withLock { swap(&perRule, &$0) }
        var diagnostics: [Diagnostic] = []
        diagnostics.reserveCapacity(perRule.reduce(0) { $0 + $1.count })
        for index in perRule.indices {
            diagnostics.append(contentsOf: perRule[index])
            perRule[index] = []
        }
        diagnostics.sort(by: ValidationReport.order)
        GeometryFindingFolding.fold(&diagnostics)
        return ValidationReport(sorted: diagnostics)
    }

    /// What one thread runs: a rule, the property rules together in one walk of the properties, or the
    /// building of what several rules share.
    enum Task: Sendable {
        case graph
        case referenceIndex
        case rule(Int)
        case properties([(index: Int, rule: any PropertyRule)])
    }

    /// The rules at `order` (indexes of `rules`) as tasks, in that order: the property rules (`PropertyRule`)
    /// become one task, at the place of the first of them, when there are two or more; every other rule is a
    /// task of its own.
    static func tasks(_ order: [Int], of rules: [any ValidationRule]) -> [Task] {
        let properties: [(index: Int, rule: any PropertyRule)] = order.compactMap { index in
            (rules[index] as? any PropertyRule).map { (index, $0) }
        }
        guard properties.count > 1 else { return order.map(Task.rule) }
        var tasks: [Task] = []
        for index in order {
            if let first = properties.first, rules[index] is any PropertyRule {
                if index == first.index { tasks.append(.properties(properties)) }
            } else {
                tasks.append(.rule(index))
            }
        }
        return tasks
    }
}
