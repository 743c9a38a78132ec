/// The exit status of the `imdf` tool, one place for every code it can return.
///
/// The values follow the BSD `sysexits.h` conventions where one exists, so that scripts can
/// tell a bad invocation from bad data from a missing file:
///
/// | code | case | meaning |
/// |---|---|---|
/// | 0 | ``success`` | the command did what was asked and found nothing wrong |
/// | 1 | ``findings`` | the command ran, but found problems (validation errors) or nothing (no match) |
/// | 64 | ``usageError`` | the command line was wrong: unknown command or option, missing or bad value |
/// | 65 | ``dataError`` | the input was read but the command cannot work around what is in it |
/// | 66 | ``noInput`` | an input file or archive does not exist or cannot be read |
/// | 74 | ``ioError`` | writing the output failed (a full disk, a write error); a closed pipe is not one |
///
/// The table is printed by `imdf --help` (``helpTable``) and documented in
/// `Documentation/CommandLine.md`.
public enum ExitCode: Int32, Sendable, CaseIterable, CustomStringConvertible {
    /// The command succeeded.
    case success = 0
    /// The command ran but reports findings: validation errors, or nothing found.
    case findings = 1
    /// The command line could not be understood (`EX_USAGE`).
    case usageError = 64
    /// The input was read but is unusable for the command (`EX_DATAERR`).
    case dataError = 65
    /// An input does not exist or cannot be read (`EX_NOINPUT`).
    case noInput = 66
    /// Writing to standard output or to an output file failed (`EX_IOERR`).
    case ioError = 74

    /// A short explanation of the code, as listed under `EXIT CODES` in the help.
    public var summary: String {
        switch self {
        case .success: "Success."
        case .findings: "Findings: validation errors were reported, or nothing was found."
        case .usageError: "Usage error: unknown command or option, missing or invalid value."
        case .dataError: "Data error: the input was read but cannot be used."
        case .noInput: "Input not found or unreadable."
        case .ioError: "Output error: standard output or an output file could not be written."
        }
    }

    /// The numeric value, as in `64`.
    public var description: String { String(rawValue) }
}
