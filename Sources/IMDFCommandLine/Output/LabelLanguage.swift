import IMDFKit

/// Which label language a command prints: the `--lang` tag if given, then the archive's default
/// (`manifest.language`), as ``IMDF/Labels/bestMatch(for:defaultLanguage:)`` decides.
struct LabelLanguage: Sendable {
    /// The tags asked for with `--lang`, most preferred first.
    var preferred: [String]
    /// The archive's default language.
    var defaultLanguage: String?

    /// The standard `--lang` option.
    static let option = Command.Option.value(
        "lang", valueName: "tag",
        help: "Label language (BCP 47, such as fr or en-CA); default: the manifest's language.")

    /// The choice made on a command line for an archive.
    init(_ arguments: ParsedArguments, archive: IMDF.Archive) {
        preferred = arguments.string("lang").map { [$0] } ?? []
        defaultLanguage = archive.defaultLanguage
    }

    /// A choice made directly: the preferred tags, then a default language.
    init(preferred: [String], defaultLanguage: String?) {
        self.preferred = preferred
        self.defaultLanguage = defaultLanguage
    }

    /// The best text of some labels, or `nil` when there are none.
    func text(_ labels: IMDF.Labels?) -> String? {
        labels?.bestMatch(for: preferred, defaultLanguage: defaultLanguage)
    }
}
