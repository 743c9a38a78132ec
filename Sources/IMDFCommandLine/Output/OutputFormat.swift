/// The format of a command's results, chosen with `--format`.
///
/// This is the seam for machine-readable output: a command declares ``option`` and switches on
/// the parsed value. JSON is written with the `GeoJSON` module's JSON writer (the command builds a
/// `JSONValue` and writes it to `context.standardOutput`); this module has no JSON encoder of its own.
public enum OutputFormat: String, Sendable, CaseIterable {
    /// Human-readable text, the default.
    case text
    /// JSON, for scripts.
    case json

    /// The standard `--format text|json` option.
    public static let option = Command.Option.value(
        "format", help: "Output format.", defaultValue: OutputFormat.text.rawValue,
        choices: OutputFormat.allCases.map(\.rawValue))
}
