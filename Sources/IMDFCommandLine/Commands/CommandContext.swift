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

    /// Creates a context.
    public init(standardOutput: OutputWriter, standardError: OutputWriter, environment: [String: String]) {
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.environment = environment
    }

    /// A formatter for diagnostics written to standard output, coloured as that stream is.
    public var diagnosticFormatter: DiagnosticFormatter { DiagnosticFormatter(usesColor: standardOutput.usesColor) }
}
