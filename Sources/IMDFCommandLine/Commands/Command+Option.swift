extension Command {
    /// One named option of a command: a boolean flag or an option that takes a value.
    ///
    /// Options are declared, not parsed by hand:
    ///
    /// ```swift
    /// .value("lat", valueName: "degrees", help: "Latitude of the point.", type: .number, isRequired: true)
    /// .value("format", help: "Output format.", defaultValue: "text", choices: ["text", "json"])
    /// .value("output", short: "o", valueName: "file", help: "Write to a file.")
    /// .flag("strict", help: "Fail on warnings too.")
    /// ```
    ///
    /// On the command line a value is written `--name value`, `--name=value`, `-o value` or
    /// `-ovalue`; a value may be a negative number (`--ordinal -1`).
    public struct Option: Hashable, Sendable {
        /// Whether an option takes a value.
        public enum Kind: Hashable, Sendable {
            /// A boolean: present or absent.
            case flag
            /// An option that takes one value per occurrence.
            case value
        }

        /// What a value must look like; checked while parsing.
        public enum ValueType: Hashable, Sendable {
            /// Any text.
            case string
            /// A finite decimal number, such as `-33.9`.
            case number
            /// A whole number, such as `-1`.
            case integer
        }

        /// The long name without dashes: `lat` for `--lat`.
        public var name: String
        /// The one-letter name without the dash: `o` for `-o`.
        public var shortName: Character?
        /// The placeholder shown in usage and help: `degrees` in `--lat <degrees>`.
        public var valueName: String
        /// One sentence describing the option.
        public var help: String
        /// Flag or value.
        public var kind: Kind
        /// What a value must look like.
        public var valueType: ValueType
        /// The value used when the option is absent.
        public var defaultValue: String?
        /// The only values accepted, if not empty.
        public var choices: [String]
        /// Whether the option may be given more than once (each value is kept).
        public var isRepeatable: Bool
        /// Whether the option must be given.
        public var isRequired: Bool

        /// Creates an option; prefer ``flag(_:short:help:)`` and ``value(_:short:valueName:help:type:defaultValue:choices:isRepeatable:isRequired:)``.
        public init(
            name: String, shortName: Character? = nil, valueName: String, help: String, kind: Kind,
            valueType: ValueType = .string, defaultValue: String? = nil, choices: [String] = [],
            isRepeatable: Bool = false, isRequired: Bool = false
        ) {
            precondition(!name.isEmpty && !name.hasPrefix("-"), "option names are declared without dashes")
            self.name = name
            self.shortName = shortName
            self.valueName = valueName
            self.help = help
            self.kind = kind
            self.valueType = valueType
            self.defaultValue = defaultValue
            self.choices = choices
            self.isRepeatable = isRepeatable
            self.isRequired = isRequired
        }

        /// A boolean flag such as `--strict` or `-v`.
        ///
        /// A repeatable flag may be given several times (`-vv`); read how often with
        /// ``ParsedArguments/flagCount(_:)``.
        public static func flag(
            _ name: String, short: Character? = nil, help: String, isRepeatable: Bool = false
        ) -> Option {
            Option(name: name, shortName: short, valueName: "", help: help, kind: .flag, isRepeatable: isRepeatable)
        }

        /// An option taking a value.
        ///
        /// - Parameters:
        ///   - name: The long name without dashes.
        ///   - short: The one-letter name, if any.
        ///   - valueName: The placeholder in help; defaults to the name.
        ///   - help: One sentence.
        ///   - type: What a value must look like; checked while parsing.
        ///   - defaultValue: The value when absent.
        ///   - choices: The only accepted values, if any.
        ///   - isRepeatable: Whether it may be given more than once.
        ///   - isRequired: Whether it must be given.
        public static func value(
            _ name: String, short: Character? = nil, valueName: String? = nil, help: String,
            type: ValueType = .string, defaultValue: String? = nil, choices: [String] = [],
            isRepeatable: Bool = false, isRequired: Bool = false
        ) -> Option {
            Option(
                name: name, shortName: short, valueName: valueName ?? name, help: help, kind: .value,
                valueType: type, defaultValue: defaultValue, choices: choices, isRepeatable: isRepeatable,
                isRequired: isRequired)
        }

        /// `--name`, the way the option is written and named in messages.
        public var spelling: String { "--" + name }

        /// `-o, --output <file>`, as in the help's option list.
        var helpLabel: String {
            var label = shortName.map { "-\($0), " } ?? ""
            label += spelling
            if kind == .value { label += " <\(valueName)>" }
            return label
        }

        /// `--output <file>` or `--strict`, as in the usage line.
        var usageLabel: String {
            kind == .value ? "\(spelling) <\(valueName)>" : spelling
        }
    }
}
