/// An error that knows which exit code and message the command line should report for it.
///
/// Errors of other layers conform to this protocol (in the command-line module, by extension)
/// so that the one funnel, ``FailureReport``, maps them without a growing `switch`:
///
/// ```swift
/// extension ArchiveReadError: ExitCodeProviding {
///     var exitCode: ExitCode { .noInput }
/// }
/// ```
public protocol ExitCodeProviding: Error {
    /// The exit code the process ends with when this error reaches the top.
    var exitCode: ExitCode { get }
    /// The message printed after `error: `, one line without a trailing period.
    ///
    /// Defaults to `String(describing: self)`, so a `CustomStringConvertible` error needs nothing more.
    var exitMessage: String { get }
}

extension ExitCodeProviding {
    /// The error's description.
    public var exitMessage: String { String(describing: self) }
}
