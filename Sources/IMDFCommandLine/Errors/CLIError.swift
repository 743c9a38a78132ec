/// An error raised by the command line itself or by a command: a kind and a message.
///
/// Use the static constructors: `throw CLIError.usage("--lat requires a value")`,
/// `throw CLIError.noInput("no such file 'venue.zip'")`. Usage errors make the funnel print the
/// command's usage line below the message, and a suggestion if one is attached.
public struct CLIError: Error, ExitCodeProviding, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong, which decides the exit code.
    public enum Kind: Hashable, Sendable {
        /// The command line is wrong (exit 64).
        case usage
        /// The input cannot be used (exit 65).
        case data
        /// An input is missing or unreadable (exit 66).
        case noInput
        /// The command found problems or nothing (exit 1).
        case findings
        /// An output could not be written (exit 74).
        case output
    }

    /// What went wrong.
    public var kind: Kind
    /// One line, without `error: ` and without a trailing period.
    public var message: String
    /// A replacement the user probably meant, such as `--lat` for `--lta`, printed as
    /// `did you mean '--lat'?`.
    public var suggestion: String?

    /// Creates an error of a kind.
    public init(kind: Kind, message: String, suggestion: String? = nil) {
        self.kind = kind
        self.message = message
        self.suggestion = suggestion
    }

    /// A usage error (exit 64), optionally with a close match to suggest.
    public static func usage(_ message: String, suggestion: String? = nil) -> CLIError {
        CLIError(kind: .usage, message: message, suggestion: suggestion)
    }

    /// A data error (exit 65).
    public static func data(_ message: String) -> CLIError { CLIError(kind: .data, message: message) }

    /// A missing or unreadable input (exit 66).
    public static func noInput(_ message: String) -> CLIError { CLIError(kind: .noInput, message: message) }

    /// An output that could not be written (exit 74).
    public static func output(_ message: String) -> CLIError { CLIError(kind: .output, message: message) }

    /// Findings (exit 1) with a message, such as `no unit contains the point`.
    public static func findings(_ message: String) -> CLIError { CLIError(kind: .findings, message: message) }

    /// The exit code for the kind.
    public var exitCode: ExitCode {
        switch kind {
        case .usage: .usageError
        case .data: .dataError
        case .noInput: .noInput
        case .findings: .findings
        case .output: .ioError
        }
    }

    /// The message.
    public var exitMessage: String { message }

    /// The message.
    public var description: String { message }
}
