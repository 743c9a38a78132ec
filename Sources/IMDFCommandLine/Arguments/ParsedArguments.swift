/// The arguments of one command invocation, parsed against its declaration, with typed access.
///
/// Values were already checked against their declared ``Command/Option/ValueType`` and choices
/// while parsing, so the typed accessors fail only when a command reads an option as a type
/// it did not declare; they still throw a usage error rather than trap, naming the option:
/// `--lat expects a number, got 'abc'`.
///
/// Reading an option or positional the command did not declare is a programming error and traps.
public struct ParsedArguments: Sendable {
    /// The command these arguments belong to.
    public let command: Command
    /// The values given for each option that takes values, in order, by long name.
    var optionValues: [String: [String]] = [:]
    /// How many times each flag was given, by long name.
    var flagCounts: [String: Int] = [:]
    /// The values of each positional, by name.
    var positionalValues: [String: [String]] = [:]

    init(command: Command) { self.command = command }

    /// Whether a flag was given.
    public func flag(_ name: String) -> Bool {
        precondition(declaredOption(name).kind == .flag, "--\(name) is not a flag of '\(command.name)'")
        return flagCounts[name, default: 0] > 0
    }

    /// How many times a flag was given: `2` for `-vv` if the flag is repeatable.
    public func flagCount(_ name: String) -> Int {
        precondition(declaredOption(name).kind == .flag, "--\(name) is not a flag of '\(command.name)'")
        return flagCounts[name, default: 0]
    }

    /// The last value given for an option, or its default, or `nil`.
    public func string(_ name: String) -> String? {
        let option = declaredOption(name)
        return optionValues[name]?.last ?? option.defaultValue
    }

    /// Every value given for a repeatable option, in order; the default alone if none was given.
    public func strings(_ name: String) -> [String] {
        let option = declaredOption(name)
        if let values = optionValues[name], !values.isEmpty { return values }
        return option.defaultValue.map { [$0] } ?? []
    }

    /// The value of an option that must have one (given, or a default).
    ///
    /// - Throws: ``CLIError`` (usage) `missing required option '--lat'`.
    public func requiredString(_ name: String) throws -> String {
        guard let value = string(name) else { throw CLIError.usage("missing required option '--\(name)'") }
        return value
    }

    /// The value of an option as a finite number, or `nil` when absent without default.
    ///
    /// - Throws: ``CLIError`` (usage) `--lat expects a number, got 'abc'`.
    public func double(_ name: String) throws -> Double? {
        try string(name).map { try Self.number(from: $0, for: declaredOption(name)) }
    }

    /// The value of an option as a whole number, or `nil` when absent without default.
    ///
    /// - Throws: ``CLIError`` (usage) `--ordinal expects an integer, got '1.5'`.
    public func integer(_ name: String) throws -> Int? {
        try string(name).map { try Self.integer(from: $0, for: declaredOption(name)) }
    }

    /// The value of an option converted to a type whose raw values are its choices, such as an
    /// `OutputFormat`.
    ///
    /// - Throws: ``CLIError`` (usage) `unknown value 'xml' for --format; expected text or json`.
    public func choice<Value: RawRepresentable>(_ name: String, as type: Value.Type = Value.self) throws -> Value?
    where Value.RawValue == String {
        guard let raw = string(name) else { return nil }
        guard let value = Value(rawValue: raw) else {
            throw Self.unknownChoice(raw, for: declaredOption(name))
        }
        return value
    }

    /// The value of a required or optional positional, or `nil` if an optional one was not given.
    public func positional(_ name: String) -> String? {
        precondition(command.positionals.contains { $0.name == name }, "'\(command.name)' has no positional <\(name)>")
        return positionalValues[name]?.first
    }

    /// Every value of a variadic positional, in order.
    public func positionals(_ name: String) -> [String] {
        precondition(command.positionals.contains { $0.name == name }, "'\(command.name)' has no positional <\(name)>")
        return positionalValues[name] ?? []
    }

    /// The colour mode chosen with `--color`.
    public var colorMode: ColorMode { string("color").flatMap(ColorMode.init(rawValue:)) ?? .auto }

    private func declaredOption(_ name: String) -> Command.Option {
        guard let option = command.allOptions.first(where: { $0.name == name }) else {
            preconditionFailure("'\(command.name)' has no option --\(name)")
        }
        return option
    }

    // MARK: Value checks shared with the parser

    static func number(from text: String, for option: Command.Option) throws -> Double {
        guard let value = Double(text), value.isFinite, !text.contains(where: { $0.isLetter && $0 != "e" && $0 != "E" })
        else {
            throw CLIError.usage("\(option.spelling) expects a number, got '\(text)'")
        }
        return value
    }

    static func integer(from text: String, for option: Command.Option) throws -> Int {
        guard let value = Int(text) else {
            throw CLIError.usage("\(option.spelling) expects an integer, got '\(text)'")
        }
        return value
    }

    static func unknownChoice(_ value: String, for option: Command.Option) -> CLIError {
        CLIError.usage(
            "unknown value '\(value)' for \(option.spelling); expected \(EnglishList.or(option.choices))",
            suggestion: Suggestion.closest(to: value, among: option.choices))
    }
}
