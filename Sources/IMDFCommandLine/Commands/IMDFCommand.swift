/// The `imdf` tool: its version, its commands, and the process entry point.
///
/// To add a command, declare a ``Command`` (in its own file under `Commands/`) and list it in
/// ``commands``.
public enum IMDFCommand {
    /// The version printed by `imdf --version`; the one place it is written.
    public static let version = "0.1.0"

    /// The tool's commands besides the built-in `help` and `version`, in help order.
    public static let commands: [Command] = [
        .lint,
        .validate,
        FixCommand.command,
        .levels,
        .where,
        .route,
        .show,
        .schemas,
        RenderCommand.command,
        ViewerCommand.command,
        .track,
    ]

    /// The tool.
    public static let tool = CommandLineTool(
        name: "imdf", version: version,
        abstract: "Inspect, validate and render Indoor Mapping Data Format (IMDF 1.0.0) archives.",
        commands: commands)

    /// Runs `imdf` in-process.
    ///
    /// - Parameters:
    ///   - arguments: The arguments without the program name.
    ///   - environment: The environment.
    ///   - standardOutput: Where results go.
    ///   - standardError: Where messages go.
    /// - Returns: The exit status.
    public static func run(
        arguments: [String], environment: [String: String] = [:],
        standardOutput: any TextOutput, standardError: any TextOutput
    ) -> Int32 {
        tool.run(
            arguments: arguments, environment: environment, standardOutput: standardOutput,
            standardError: standardError
        ).rawValue
    }

    /// Runs `imdf` on the process's arguments, environment and standard streams, and exits.
    ///
    /// A failed write to standard output (a full disk, `/dev/full`, an I/O error) is reported on standard error
    /// and ends with 74 (``ExitCode/ioError``) unless the command already failed with a code above 1; a closed
    /// pipe ends quietly.
    ///
    /// What the command kept for the end (``CommandContext/keepUntilExit(_:)``: the decoded archive and graph) is
    /// never freed: `exit` ends the process with it in memory, which costs nothing, where freeing a large venue
    /// object by object cost as much as linking it.
    public static func main() -> Never {
        let standardOutput = FileDescriptorOutput.standardOutput()
        let keptValues = KeptValues()
        var status = tool.run(
            arguments: Array(CommandLine.arguments.dropFirst()), environment: processEnvironment(),
            standardOutput: standardOutput, standardError: FileDescriptorOutput.standardError(),
            keeping: keptValues
        ).rawValue
        standardOutput.flush()
        if let failure = standardOutput.writeFailure, status <= ExitCode.findings.rawValue {
            let message = "error: cannot write to standard output: \(String(cString: strerror(failure)))\n"
            FileDescriptorOutput.writeUnbuffered(message, to: 2)
            status = ExitCode.ioError.rawValue
        }
        withExtendedLifetime(keptValues) { exit(status) }
    }

    /// The process environment, read from `environ`.
    private static func processEnvironment() -> [String: String] {
        var environment: [String: String] = [:]
        #if canImport(Darwin)
            guard var entry = _NSGetEnviron()?.pointee else { return environment }
        #else
            var entry: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> = environ
        #endif
        while let pointer = entry.pointee {
            let pair = String(cString: pointer)
            if let equals = pair.firstIndex(of: "=") {
                environment[String(pair[..<equals])] = String(pair[pair.index(after: equals)...])
            }
            entry += 1
        }
        return environment
    }
}
