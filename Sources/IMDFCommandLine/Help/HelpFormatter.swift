/// Generates usage lines and help pages from declarations, wrapped to 80 columns.
///
/// Nothing here is written by hand per command: a command's help is its abstract, discussion,
/// a usage line built from its options and positionals, and one row per argument and option.
enum HelpFormatter {
    /// The column where descriptions start in argument, option and command lists.
    static let labelColumn = 26

    /// `Usage: imdf where --lat <degrees> [--format <format>] [<archive>]`, wrapped with a hanging indent.
    static func usage(of command: Command, toolName: String) -> String {
        var parts: [String] = []
        for option in command.options {
            var label = option.usageLabel
            if option.isRepeatable { label += " ..." }
            parts.append(option.isRequired ? label : "[\(label)]")
        }
        parts += command.positionals.map(\.usageLabel)
        let head = "Usage: \(toolName) \(command.name)"
        if parts.isEmpty { return head }
        return head + " "
            + TextWrapping.wrap(
                parts.joined(separator: " "), indent: head.count + 1,
                firstLineUsed: head.count + 1)
    }

    /// The usage line of the tool itself.
    static func usage(of tool: CommandLineTool) -> String {
        "Usage: \(tool.name) <command> [<arguments>] [--help]"
    }

    /// The help page of one command.
    static func help(for command: Command, in tool: CommandLineTool) -> String {
        var sections: [String] = []
        sections.append("OVERVIEW: " + TextWrapping.wrap(command.abstract, indent: 2, firstLineUsed: 10))
        if !command.discussion.isEmpty { sections.append(TextWrapping.wrap(command.discussion)) }
        sections.append(usage(of: command, toolName: tool.name))
        if !command.positionals.isEmpty {
            sections.append(
                "ARGUMENTS:\n"
                    + command.positionals.map { row(label: $0.usageLabel, text: $0.help) }.joined(separator: "\n"))
        }
        sections.append(
            "OPTIONS:\n"
                + command.allOptions.map { row(label: $0.helpLabel, text: optionText($0)) }.joined(separator: "\n"))
        return sections.joined(separator: "\n\n") + "\n"
    }

    /// The help page of the tool: commands, options and exit codes.
    static func help(for tool: CommandLineTool) -> String {
        var sections: [String] = []
        sections.append("OVERVIEW: " + TextWrapping.wrap(tool.abstract, indent: 2, firstLineUsed: 10))
        sections.append(usage(of: tool))
        sections.append(
            "COMMANDS:\n" + tool.allCommands.map { row(label: $0.name, text: $0.abstract) }.joined(separator: "\n"))
        let options = [
            row(label: "--version", text: "Show the version (\(tool.version))."),
            row(label: "-h, --help", text: "Show help information."),
            row(label: "--color <when>", text: Command.colorHelp + " (values: auto, always, never; default: auto)"),
        ]
        sections.append("OPTIONS:\n" + options.joined(separator: "\n"))
        sections.append(
            "EXIT CODES:\n"
                + ExitCode.allCases.map { row(label: String($0.rawValue), text: $0.summary) }.joined(separator: "\n"))
        sections.append("See '\(tool.name) help <command>' for the options of a command.")
        return sections.joined(separator: "\n\n") + "\n"
    }

    private static func optionText(_ option: Command.Option) -> String {
        var extras: [String] = []
        if !option.choices.isEmpty { extras.append("values: " + option.choices.joined(separator: ", ")) }
        if let defaultValue = option.defaultValue { extras.append("default: " + defaultValue) }
        if option.isRepeatable { extras.append("repeatable") }
        if option.isRequired { extras.append("required") }
        return extras.isEmpty ? option.help : option.help + " (" + extras.joined(separator: "; ") + ")"
    }

    /// `  label                   text`, the text wrapped at the label column; a long label puts
    /// the text on the next line.
    private static func row(label: String, text: String) -> String {
        let labelled = "  " + label
        let wrapped = TextWrapping.wrap(text, indent: labelColumn, firstLineUsed: labelColumn)
        if labelled.count + 2 > labelColumn {
            return labelled + "\n" + String(repeating: " ", count: labelColumn) + wrapped
        }
        return labelled + String(repeating: " ", count: labelColumn - labelled.count) + wrapped
    }
}
