extension Command {
    /// One positional argument of a command, such as the archive to read.
    ///
    /// Positionals are matched in declaration order. Only the last one may be optional or
    /// variadic, so that matching never needs to guess.
    public struct Positional: Hashable, Sendable {
        /// How many values a positional takes.
        public enum Arity: Hashable, Sendable {
            /// Exactly one value, which must be given.
            case required
            /// Zero or one value.
            case optional
            /// Any number of values, at least `minimum`.
            case variadic(minimum: Int)
        }

        /// The name shown in usage and help (`archive` in `<archive>`) and used to read the value.
        public var name: String
        /// One sentence describing the argument.
        public var help: String
        /// How many values it takes.
        public var arity: Arity

        /// Creates a positional argument.
        public init(_ name: String, help: String, arity: Arity = .required) {
            self.name = name
            self.help = help
            self.arity = arity
        }

        /// `<archive>`, `[<archive>]`, `<file>...` or `[<file>...]` as in the usage line.
        var usageLabel: String {
            switch arity {
            case .required: "<\(name)>"
            case .optional: "[<\(name)>]"
            case .variadic(let minimum): minimum > 0 ? "<\(name)>..." : "[<\(name)>...]"
            }
        }
    }
}
