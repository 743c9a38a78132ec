/// Writing the files commands produce (`render -o`, `viewer -o`, `schemas --output`).
enum OutputFiles {
    /// Writes text to a file, replacing it atomically (``AtomicFileWriter``): a temporary file in the target's
    /// folder, renamed into place once every byte is written, so a failed write leaves the old file untouched.
    ///
    /// - Throws: `CLIError.output` (exit 74) naming the path and the system's reason when the file cannot be
    ///   created or written completely.
    static func save(_ text: String, to path: String) throws {
        try save(Array(text.utf8), to: path)
    }

    /// Writes bytes to a file, replacing it atomically, as ``save(_:to:)-(String,_)`` does for text.
    static func save(_ bytes: [UInt8], to path: String) throws {
        do {
            try AtomicFileWriter.write(bytes, to: path)
        } catch {
            throw CLIError.output("cannot write '\(error.path)': \(error.reason); nothing was replaced")
        }
    }

    /// Refuses an output path that names one of the command's inputs (`imdf render -o venue.zip venue.zip`),
    /// before anything is read or written.
    ///
    /// - Throws: `CLIError.usage` (exit 64) naming the input.
    static func refuseInput(_ output: String, inputs: [String?]) throws {
        let inputs = inputs.compactMap { $0 }.filter { $0 != "-" }
        guard AtomicFileWriter.isSameFile(output, asAnyOf: inputs) else { return }
        throw CLIError.usage(
            "the output '\(output)' is one of the inputs; writing it would destroy the input, so choose another file")
    }

    /// Creates a directory unless it exists.
    ///
    /// - Throws: `CLIError.output` (74) naming the path and the system's reason.
    static func createDirectory(_ path: String) throws {
        if mkdir(path, 0o755) != 0 && errno != EEXIST {
            throw CLIError.output("cannot create directory '\(path)': \(String(cString: strerror(errno)))")
        }
    }

    /// Creates a directory and any missing parents (`mkdir -p`).
    ///
    /// - Throws: `CLIError.output` (74) naming the first directory that cannot be made.
    static func createDirectories(_ path: String) throws {
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") {
            prefix += component
            try createDirectory(prefix)
            prefix += "/"
        }
    }

    /// `directory/name`.
    static func path(_ name: String, in directory: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }
}

extension OutputFiles {
    /// The current working directory, absolute, or `nil` when it cannot be found.
    static func currentDirectory() -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return nil }
        let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        return String(decoding: bytes, as: UTF8.self)
    }
}
