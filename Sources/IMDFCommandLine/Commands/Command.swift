/// A subcommand of the tool, declared as a value: names, help text, options, positionals and
/// what to run.
///
/// Adding a command is one declaration and one line in ``IMDFCommand/commands``:
///
/// ```swift
/// extension Command {
///     static let levels = Command(
///         name: "levels",
///         abstract: "List the levels of a venue.",
///         options: [.value("format", help: "Output format.", defaultValue: "text", choices: ["text", "json"])],
///         positionals: [.init("archive", help: "An IMDF archive: a directory or a .zip file.")]
///     ) { arguments, context in
///         let archive = try arguments.positional("archive")
///         context.standardOutput.writeLine("…")
///         return .success
///     }
/// }
/// ```
///
/// The parser handles `--help`/`-h` and `--color` for every command; the usage line and the
/// help page are generated from the declaration.
public struct Command: Sendable {
    /// What a command does once its arguments are parsed: the exit code, or a thrown error that
    /// ``FailureReport`` turns into a message and a code.
    public typealias Run = @Sendable (ParsedArguments, CommandContext) throws -> ExitCode

    /// The word after `imdf`.
    public var name: String
    /// One line, shown in the command list and at the top of the help.
    public var abstract: String
    /// Further paragraphs for the help page, separated by blank lines; may be empty.
    public var discussion: String
    /// The named options, in help order.
    public var options: [Option]
    /// The positional arguments, in order.
    public var positionals: [Positional]
    /// What to run.
    public var run: Run

    /// Declares a command.
    ///
    /// - Precondition: Option names and short names are unique, and only the last positional is
    ///   optional or variadic. These are programming errors, not input errors.
    public init(
        name: String, abstract: String, discussion: String = "", options: [Option] = [],
        positionals: [Positional] = [], run: @escaping Run
    ) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.options = options
        self.positionals = positionals
        self.run = run
        Self.checkDeclaration(name: name, options: options + Self.standardOptions, positionals: positionals)
    }

    /// `--help`/`-h` and `--color`, accepted by every command.
    public static let standardOptions: [Option] = [
        .value(
            "color", valueName: "when", help: colorHelp,
            defaultValue: "auto", choices: ColorMode.allCases.map(\.rawValue)),
        .flag("help", short: "h", help: "Show help information."),
    ]

    /// The help of `--color`.
    static let colorHelp = "When to colour the output; auto means on a terminal unless NO_COLOR is set."

    /// Every option the parser accepts for this command: its own and the standard ones.
    public var allOptions: [Option] { options + Self.standardOptions }

    private static func checkDeclaration(name: String, options: [Option], positionals: [Positional]) {
        var names = Set<String>()
        var shortNames = Set<Character>()
        for option in options {
            precondition(names.insert(option.name).inserted, "command '\(name)' declares --\(option.name) twice")
            if let short = option.shortName {
                precondition(shortNames.insert(short).inserted, "command '\(name)' declares -\(short) twice")
            }
        }
        // Positionals fill in order, so optional ones may follow each other (`track [ARCHIVE] [FILE]`),
        // but a required one may not follow an optional one, and only the last may be variadic.
        for (positional, next) in zip(positionals, positionals.dropFirst()) {
            precondition(
                positional.arity == .required || (positional.arity == .optional && next.arity == .optional),
                "command '\(name)': only the last positional may be variadic, and no required positional may follow an optional one"
            )
        }
    }
}
