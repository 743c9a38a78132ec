/// The output formats of the commands that report findings (`validate`, `lint`), chosen with `--format`.
enum FindingFormat: String, CaseIterable, Sendable {
    /// Compiler-style lines, then a per-rule table; the default.
    case text
    /// The documented JSON shape, for scripts.
    case json
    /// SARIF 2.1.0, for code-scanning tools (GitHub code scanning and other SARIF viewers).
    case sarif
    /// GitHub Actions workflow commands (`::error file=…,line=…,col=…,title=RULE::message`).
    case github

    /// `--format text|json|sarif|github`.
    static let option = Command.Option.value(
        "format", help: "Output format: sarif is SARIF 2.1.0, github GitHub Actions annotations.",
        defaultValue: FindingFormat.text.rawValue, choices: FindingFormat.allCases.map(\.rawValue))
}
