/// Matches the arguments after a command name against the command's declaration.
///
/// One pass over the ``ArgumentToken``s: options are looked up by long or short name, values are
/// taken attached (`--name=value`, `-ovalue`) or from the next token if it is not an option, and
/// everything else fills the positionals in order. Checks done here, each with a message that
/// names the option: unknown option (with a close match), missing value, value given to a flag,
/// repeated option that is not repeatable, value not a number or not a choice, missing required
/// option or positional, and extra positionals.
enum ArgumentParser {
    /// Parses the arguments of one command.
    ///
    /// - Parameters:
    ///   - arguments: The arguments after the command name.
    ///   - command: The command's declaration.
    /// - Returns: The parsed arguments.
    /// - Throws: ``CLIError`` of kind usage for the first problem found.
    /// - Complexity: O(*n* × *m*) for *n* arguments and *m* declared options.
    static func parse(_ arguments: [String], for command: Command) throws -> ParsedArguments {
        var parsed = ParsedArguments(command: command)
        let options = command.allOptions
        var positionalValues: [String] = []
        var tokens = ArgumentLexer.tokens(arguments)[...]

        while let token = tokens.popFirst() {
            switch token {
            case .terminator:
                continue
            case .positional(let value):
                positionalValues.append(value)
            case .long(let name, let attached):
                guard let option = options.first(where: { $0.name == name }) else {
                    throw CLIError.usage(
                        "unknown option '--\(name)'",
                        suggestion: Suggestion.closest(to: "--" + name, among: options.map(\.spelling)))
                }
                try take(option, attached: attached, spelling: "--" + name, from: &tokens, into: &parsed)
            case .short(let letters):
                try parseShort(letters, options: options, from: &tokens, into: &parsed)
            }
        }

        for option in options
        where option.isRequired && parsed.optionValues[option.name] == nil
            && parsed.flagCounts[option.name] == nil
        {
            throw CLIError.usage("missing required option '\(option.spelling)'")
        }
        if parsed.flagCounts["help"] == nil {
            try assignPositionals(positionalValues, of: command, into: &parsed)
        }
        return parsed
    }

    /// Whether the arguments ask for help (`--help` or `-h` before any `--`), checked before parsing
    /// so that `imdf where --lat --help` shows help rather than complaining about the value.
    static func asksForHelp(_ arguments: [String]) -> Bool {
        for token in ArgumentLexer.tokens(arguments) {
            switch token {
            case .terminator: return false
            case .long(name: "help", value: nil), .short("h"): return true
            default: continue
            }
        }
        return false
    }

    // MARK: Pieces

    private static func parseShort(
        _ letters: String, options: [Command.Option],
        from tokens: inout ArraySlice<ArgumentToken>, into parsed: inout ParsedArguments
    ) throws {
        var rest = letters[...]
        while let letter = rest.first {
            rest = rest.dropFirst()
            guard let option = options.first(where: { $0.shortName == letter }) else {
                let shortSpellings = options.compactMap { $0.shortName.map { "-\($0)" } }
                let longSpelling = "-" + letters
                let suggestion =
                    letters.count > 1
                    ? Suggestion.closest(to: "-" + longSpelling, among: options.map(\.spelling))
                    : Suggestion.closest(to: "-\(letter)", among: shortSpellings)
                throw CLIError.usage(
                    "unknown option '-\(letter)'" + (letters.count > 1 ? " in '-\(letters)'" : ""),
                    suggestion: suggestion)
            }
            if option.kind == .value {
                // `-ofile` takes the rest as the value; `-o file` takes the next token.
                try take(
                    option, attached: rest.isEmpty ? nil : String(rest), spelling: "-\(letter)",
                    from: &tokens, into: &parsed)
                return
            }
            try take(option, attached: nil, spelling: "-\(letter)", from: &tokens, into: &parsed)
        }
    }

    private static func take(
        _ option: Command.Option, attached: String?, spelling: String,
        from tokens: inout ArraySlice<ArgumentToken>, into parsed: inout ParsedArguments
    ) throws {
        let alreadyGiven = parsed.optionValues[option.name] != nil || parsed.flagCounts[option.name] != nil
        if alreadyGiven && !option.isRepeatable {
            throw CLIError.usage("\(option.spelling) may be given only once")
        }
        switch option.kind {
        case .flag:
            if let attached {
                throw CLIError.usage("\(option.spelling) is a flag and takes no value, got '\(attached)'")
            }
            parsed.flagCounts[option.name, default: 0] += 1
        case .value:
            let value: String
            if let attached {
                value = attached
            } else if case .positional(let next)? = tokens.first {
                tokens.removeFirst()
                value = next
            } else if option.valueType != .string, case .short(let next)? = tokens.first, Double("-" + next) != nil {
                // `--lat -inf`, `--lat -nan`: read as an option by the lexer, but meant as the value; name
                // the real problem (not a finite number) rather than a missing value.
                tokens.removeFirst()
                value = "-" + next
            } else {
                throw CLIError.usage("\(spelling) requires a value")
            }
            try check(value, for: option)
            parsed.optionValues[option.name, default: []].append(value)
        }
    }

    private static func check(_ value: String, for option: Command.Option) throws {
        switch option.valueType {
        case .string: break
        case .number: _ = try ParsedArguments.number(from: value, for: option)
        case .integer: _ = try ParsedArguments.integer(from: value, for: option)
        }
        if !option.choices.isEmpty && !option.choices.contains(value) {
            throw ParsedArguments.unknownChoice(value, for: option)
        }
    }

    private static func assignPositionals(
        _ values: [String], of command: Command, into parsed: inout ParsedArguments
    ) throws {
        var remaining = values[...]
        for positional in command.positionals {
            switch positional.arity {
            case .required:
                guard let value = remaining.popFirst() else {
                    throw CLIError.usage("missing required argument <\(positional.name)>")
                }
                parsed.positionalValues[positional.name] = [value]
            case .optional:
                if let value = remaining.popFirst() { parsed.positionalValues[positional.name] = [value] }
            case .variadic(let minimum):
                guard remaining.count >= minimum else {
                    throw CLIError.usage(
                        "<\(positional.name)> needs at least \(minimum) value\(minimum == 1 ? "" : "s")")
                }
                parsed.positionalValues[positional.name] = Array(remaining)
                remaining = []
            }
        }
        if let extra = remaining.first {
            throw CLIError.usage("unexpected argument '\(extra)'")
        }
    }
}
