import IMDFKit

/// `--max-input-size BYTES`: the most bytes any one input may have, read from disk, from standard input or
/// inflated from a zip, so that a huge file (or `/dev/zero`) ends with a message instead of exhausting memory.
///
/// It bounds a `lint` file or standard input, a track file, a `.zip` archive, each member of a venue folder that
/// is read, and each inflated zip entry. Default 1 GiB; the value is a byte count with an optional `K`, `M` or
/// `G` suffix (powers of 1024), such as `64M`.
enum InputLimit {
    /// The default: 1 GiB.
    static let defaultBytes = 1 << 30

    /// The option, declared by every command that reads input files.
    static let option = Command.Option.value(
        "max-input-size", valueName: "bytes",
        help:
            "The largest input read (a file, standard input, a .zip, a folder member or an inflated zip entry): bytes, or with K, M or G (default 1G)."
    )

    /// The limit given on the command line, or the default.
    ///
    /// - Throws: `CLIError.usage` for a value that is not a positive size.
    static func bytes(_ arguments: ParsedArguments) throws -> Int {
        guard let text = arguments.string(option.name) else { return defaultBytes }
        guard let value = parse(text) else {
            throw CLIError.usage(
                "--max-input-size must be a positive number of bytes, optionally with K, M or G (got '\(text)')")
        }
        return value
    }

    /// `64M` → 67108864; `nil` for anything else than digits with an optional K, M or G (any case).
    static func parse(_ text: String) -> Int? {
        var digits = Substring(text)
        var shift = 0
        switch digits.last {
        case "k", "K": shift = 10
        case "m", "M": shift = 20
        case "g", "G": shift = 30
        default: break
        }
        if shift > 0 { digits = digits.dropLast() }
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(digits), value > 0,
            value <= Int.max >> shift
        else { return nil }
        return value << shift
    }

    /// The archive limits for the limit given: an inflated zip entry, the `.zip` itself and each folder member
    /// are held to it.
    static func archiveLimits(_ arguments: ParsedArguments) throws -> ZipArchive.Limits {
        let bytes = try bytes(arguments)
        var limits = ZipArchive.Limits.default
        limits.maxInputFileSize = bytes
        limits.maxEntryUncompressedSize = min(limits.maxEntryUncompressedSize, bytes)
        return limits
    }
}
