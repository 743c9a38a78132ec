#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writing the files commands produce (`render -o`, `viewer -o`, `schemas --output`).
enum OutputFiles {
    /// Writes text to a file, replacing it.
    ///
    /// - Throws: `CLIError.data` naming the path and the system's reason when the file cannot be created or
    ///   written completely.
    static func save(_ text: String, to path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw CLIError.data("cannot write '\(path)': \(String(cString: strerror(errno)))") }
        defer { close(descriptor) }
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
            }
            if written > 0 {
                offset += written
            } else if !(written < 0 && errno == EINTR) {
                throw CLIError.data("cannot write '\(path)': \(String(cString: strerror(errno)))")
            }
        }
    }

    /// Creates a directory unless it exists.
    ///
    /// - Throws: `CLIError.data` naming the path and the system's reason.
    static func createDirectory(_ path: String) throws {
        if mkdir(path, 0o755) != 0 && errno != EEXIST {
            throw CLIError.data("cannot create directory '\(path)': \(String(cString: strerror(errno)))")
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
