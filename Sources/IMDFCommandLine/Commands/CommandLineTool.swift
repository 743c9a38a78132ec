/// A command-line tool: its name, version and subcommands, and the dispatcher that runs one.
///
/// ``run(arguments:environment:standardOutput:standardError:)`` is the whole program minus the
/// process: it reads the command name, handles `--help`, `-h`, `--version`, `help <command>`
/// and `version`, parses the command's arguments, runs it, and sends any thrown error through
/// ``FailureReport``. Usage errors print
///
/// ```text
/// error: unknown option '--lta'
/// Usage: imdf where --lat <degrees> --lon <degrees> <archive>
/// did you mean '--lat'?
/// ```
///
/// to standard error and end with ``ExitCode/usageError``.
public struct CommandLineTool: Sendable {
    /// The program name, as typed: `imdf`.
    public var name: String
    /// The version string printed by `--version`.
    public var version: String
    /// One line about the tool, at the top of its help.
    public var abstract: String
    /// The subcommands, in help order, not counting the built-in `help` and `version`.
    public var commands: [Command]

    /// Declares a tool.
    ///
    /// - Precondition: Command names are unique and are not `help` or `version`.
    public init(name: String, version: String, abstract: String, commands: [Command]) {
        self.name = name
        self.version = version
        self.abstract = abstract
        self.commands = commands
        var names: Set = ["help", "version"]
        for command in commands {
            precondition(
                names.insert(command.name).inserted, "command '\(command.name)' is declared twice or is built in")
        }
    }

    /// Every command, the built-in `help` and `version` first.
    public var allCommands: [Command] { [helpCommand, versionCommand] + commands }

    /// The command with a name, if there is one.
    public func command(named name: String) -> Command? { allCommands.first { $0.name == name } }

    /// Runs the tool on arguments, writing to the given outputs.
    ///
    /// - Parameters:
    ///   - arguments: The arguments without the program name.
    ///   - environment: The environment (`NO_COLOR` is read from it).
    ///   - standardOutput: Where results go.
    ///   - standardError: Where messages go.
    /// - Returns: The exit code. Both outputs are flushed before returning.
    public func run(
        arguments: [String], environment: [String: String],
        standardOutput: any TextOutput, standardError: any TextOutput
    ) -> ExitCode {
        run(
            arguments: arguments, environment: environment, standardOutput: standardOutput,
            standardError: standardError, keeping: KeptValues())
    }

    /// ``run(arguments:environment:standardOutput:standardError:)``, with what the command keeps until exit
    /// (``CommandContext/keepUntilExit(_:)``) left in `keptValues`, which the caller holds as long as it likes.
    func run(
        arguments: [String], environment: [String: String],
        standardOutput: any TextOutput, standardError: any TextOutput, keeping keptValues: KeptValues
    ) -> ExitCode {
        let colorMode = Self.colorMode(in: arguments)
        let context = CommandContext(
            standardOutput: OutputWriter(
                output: standardOutput,
                usesColor: colorMode.usesColor(isTerminal: standardOutput.isTerminal, environment: environment)),
            standardError: OutputWriter(
                output: standardError,
                usesColor: colorMode.usesColor(isTerminal: standardError.isTerminal, environment: environment)),
            environment: environment, keptValues: keptValues)
        defer {
            standardOutput.flush()
            standardError.flush()
        }
        var currentCommand: Command?
        do {
            let (command, rest) = try resolveCommand(arguments)
            guard let command else {
                context.standardOutput.write(rest.first == "--version" ? version + "\n" : HelpFormatter.help(for: self))
                return .success
            }
            currentCommand = command
            if ArgumentParser.asksForHelp(Array(rest)) {
                context.standardOutput.write(HelpFormatter.help(for: command, in: self))
                return .success
            }
            let parsed = try ArgumentParser.parse(Array(rest), for: command)
            return try command.run(parsed, context)
        } catch {
            return report(error, command: currentCommand, to: context.standardError)
        }
    }

    /// Writes the failure for an error and returns its exit code.
    private func report(_ error: any Error, command: Command?, to output: OutputWriter) -> ExitCode {
        let failure = FailureReport(for: error)
        if !failure.message.isEmpty {
            output.writeLine(output.styled("error:", .error) + " " + failure.message)
        }
        if failure.showsUsage {
            output.writeLine(
                command.map { HelpFormatter.usage(of: $0, toolName: name) } ?? HelpFormatter.usage(of: self))
            if let suggestion = failure.suggestion {
                output.writeLine("did you mean '\(suggestion)'?")
            } else {
                output.writeLine("See '\(name) \(command.map { "help \($0.name)" } ?? "--help")' for more.")
            }
        }
        return failure.exitCode
    }

    /// Finds the command and the arguments that belong to it, skipping the tool's own options.
    ///
    /// - Returns: `nil` as the command when the tool's own help or version was asked for (the
    ///   rest then starts with `--version` for the version).
    private func resolveCommand(_ arguments: [String]) throws -> (Command?, ArraySlice<String>) {
        var rest = arguments[...]
        while let first = rest.first {
            switch first {
            case "--version":
                return (nil, ["--version"])
            case "--help", "-h":
                return (nil, [])
            case "--color":
                rest = rest.dropFirst(2)
            case _ where first.hasPrefix("--color="):
                rest = rest.dropFirst()
            case _ where first.hasPrefix("-") && first != "-":
                throw CLIError.usage(
                    "unknown option '\(first)'",
                    suggestion: Suggestion.closest(to: first, among: ["--help", "--version", "--color"]))
            default:
                rest = rest.dropFirst()
                guard let command = command(named: first) else {
                    throw CLIError.usage(
                        "unknown command '\(first)'",
                        suggestion: Suggestion.closest(to: first, among: allCommands.map(\.name)))
                }
                return (command, rest)
            }
        }
        throw CLIError.usage("missing command")
    }

    /// The last valid `--color` choice before any `--`, so that even errors found while parsing
    /// are coloured as asked.
    private static func colorMode(in arguments: [String]) -> ColorMode {
        var mode = ColorMode.auto
        var tokens = ArgumentLexer.tokens(arguments)[...]
        while let token = tokens.popFirst() {
            switch token {
            case .terminator:
                return mode
            case .long(name: "color", let value):
                let text: String?
                if let value {
                    text = value
                } else if case .positional(let next)? = tokens.first {
                    text = next
                } else {
                    text = nil
                }
                mode = text.flatMap(ColorMode.init(rawValue:)) ?? mode
            default:
                continue
            }
        }
        return mode
    }
}
