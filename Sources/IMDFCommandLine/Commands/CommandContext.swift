/// What a running command may touch: its output streams and the environment.
///
/// Passing these in, instead of reaching for globals, is what lets the whole tool run
/// in-process in tests with outputs captured as strings.
public struct CommandContext {
    /// Where results go.
    public let standardOutput: OutputWriter
    /// Where messages (errors, progress, summaries) go.
    public let standardError: OutputWriter
    /// The process environment.
    public let environment: [String: String]

    /// Values to be freed only with the process (``keepUntilExit(_:)``).
    let keptValues: KeptValues

    /// Creates a context.
    public init(standardOutput: OutputWriter, standardError: OutputWriter, environment: [String: String]) {
        self.init(
            standardOutput: standardOutput, standardError: standardError, environment: environment,
            keptValues: KeptValues())
    }

    init(
        standardOutput: OutputWriter, standardError: OutputWriter, environment: [String: String],
        keptValues: KeptValues
    ) {
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.environment = environment
        self.keptValues = keptValues
    }

    /// Keeps a large value (a decoded archive, a venue graph) alive until the command's caller lets go of
    /// the context's holder: for the `imdf` process that is never, since it exits without freeing them
    /// (tearing down a 50,000-unit venue costs as much as linking it, and the process ends anyway); for a
    /// command run in-process (tests, a program embedding the tool) it is the end of the run.
    func keepUntilExit(_ value: Any) {
        keptValues.values.append(value)
    }

    /// A formatter for diagnostics written to standard output, coloured as that stream is.
    public var diagnosticFormatter: DiagnosticFormatter { DiagnosticFormatter(usesColor: standardOutput.usesColor) }
}

/// The holder of the values a command keeps until exit; see ``CommandContext/keepUntilExit(_:)``.
final class KeptValues {
    var values: [Any] = []
}
