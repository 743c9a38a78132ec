/// What to print and which code to exit with for any error that reaches the top of a command.
///
/// This is the one funnel from errors to exit codes: ``CLIError`` and any ``ExitCodeProviding``
/// error give their own code and message; any other error is reported as a data error (65)
/// with its description, because a library error that nobody mapped is most likely about the input.
public struct FailureReport: Hashable, Sendable {
    /// The line printed after `error: `.
    public var message: String
    /// The code the process exits with.
    public var exitCode: ExitCode
    /// Whether the usage line of the command should follow the message.
    public var showsUsage: Bool
    /// A close match to print as `did you mean '…'?`.
    public var suggestion: String?

    /// Creates a report from its parts.
    public init(message: String, exitCode: ExitCode, showsUsage: Bool = false, suggestion: String? = nil) {
        self.message = message
        self.exitCode = exitCode
        self.showsUsage = showsUsage
        self.suggestion = suggestion
    }

    /// The report for an error.
    ///
    /// - Parameter error: Any error thrown while parsing or running a command.
    /// - Returns: Its message, exit code, and whether usage and a suggestion should be shown.
    public init(for error: any Error) {
        switch error {
        case let error as CLIError:
            self.init(
                message: error.message, exitCode: error.exitCode, showsUsage: error.kind == .usage,
                suggestion: error.suggestion)
        case let error as any ExitCodeProviding:
            self.init(message: error.exitMessage, exitCode: error.exitCode, showsUsage: error.exitCode == .usageError)
        default:
            self.init(message: String(describing: error), exitCode: .dataError)
        }
    }
}
