import GeoJSON

/// The outcome of validating an archive: every diagnostic, sorted by file and position.
public struct ValidationReport: Hashable, Sendable {
    /// The diagnostics, sorted by file, line, column, then rule.
    public var diagnostics: [Diagnostic]

    public init(diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics.sorted(by: Self.order)
    }

    /// A report of diagnostics already in report order.
    init(sorted diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.hasErrors }
    /// Whether any diagnostic is a warning.
    public var hasWarnings: Bool { diagnostics.contains { $0.severity == .warning } }
    /// How many diagnostics have a severity.
    public func count(of severity: Diagnostic.Severity) -> Int { diagnostics.count(of: severity) }
    /// The diagnostics of one rule.
    public func diagnostics(of rule: String) -> [Diagnostic] { diagnostics.filter { $0.rule == rule } }
    /// Whether the archive passes: no errors, and with `strict`, no warnings either.
    public func passes(strict: Bool = false) -> Bool { !hasErrors && !(strict && hasWarnings) }

    /// Collects diagnostics while rules run.
    public struct Builder: Sendable {
        /// The rule currently running; diagnostics added without a rule ID get its ID.
        var currentRule: (any ValidationRule)?
        public private(set) var diagnostics: [Diagnostic] = []

        public init() {}

        /// Adds a finding of the running rule.
        ///
        /// - Parameters:
        ///   - message: what is wrong and what was expected.
        ///   - location: where.
        ///   - severity: defaults to the check's severity, else the rule's.
        ///   - check: the check within the rule that made the finding (one of ``ValidationRule/checks``), if the
        ///     rule has several.
        ///   - notes: related places.
        ///   - featureIDs: every feature the finding stands for, when it stands for several.
        public mutating func report(
            _ message: String, at location: Diagnostic.Location,
            severity: Diagnostic.Severity? = nil, check: String? = nil,
            notes: [Diagnostic.Note] = [], featureIDs: [String] = []
        ) {
            let rule = currentRule?.id ?? "unknown"
            let checkSeverity = check.flatMap { id in currentRule?.checks.first { $0.id == id }?.severity }
            let severity = severity ?? checkSeverity ?? currentRule?.severity ?? .error
            diagnostics.append(
                Diagnostic(
                    severity: severity, rule: rule, check: check, message: message, location: location,
                    notes: notes, featureIDs: featureIDs))
        }

        /// Adds a diagnostic as it is (for example one the decoder made).
        public mutating func add(_ diagnostic: Diagnostic) { diagnostics.append(diagnostic) }
    }

    static func order(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
        let left = (a.location.file ?? "", a.location.line ?? 0, a.location.column ?? 0, a.rule, a.message)
        let right = (b.location.file ?? "", b.location.line ?? 0, b.location.column ?? 0, b.rule, b.message)
        return left < right
    }
}
