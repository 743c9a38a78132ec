extension CommandLineTool {
    /// `help [<command>]`: the tool's help, or one command's.
    var helpCommand: Command {
        let tool = self
        return Command(
            name: "help",
            abstract: "Show help for the tool or for one command.",
            positionals: [.init("command", help: "The command to explain.", arity: .optional)]
        ) { arguments, context in
            guard let name = arguments.positional("command") else {
                context.standardOutput.write(HelpFormatter.help(for: tool))
                return .success
            }
            guard let command = tool.command(named: name) else {
                throw CLIError.usage(
                    "unknown command '\(name)'",
                    suggestion: Suggestion.closest(to: name, among: tool.allCommands.map(\.name)))
            }
            context.standardOutput.write(HelpFormatter.help(for: command, in: tool))
            return .success
        }
    }

    /// `version`: the version string, the same as `--version`.
    var versionCommand: Command {
        let version = self.version
        return Command(name: "version", abstract: "Show the version.") { _, context in
            context.standardOutput.writeLine(version)
            return .success
        }
    }
}
