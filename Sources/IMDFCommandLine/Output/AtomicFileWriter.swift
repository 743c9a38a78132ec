#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a file atomically: the bytes go to a temporary file in the same directory, which is flushed to disk
/// and then renamed over the destination, so a reader (or a crash, or a kill) sees either the old file or the
/// new one, never a half-written one. Used by `imdf fix` for `-o` and `--in-place`.
///
/// A file that is replaced keeps its permission bits. On failure the temporary file is removed.
enum AtomicFileWriter {
    /// Writes `bytes` to `path` atomically.
    ///
    /// - Throws: ``CLIError`` (no input, exit 66) naming the path and the system's reason when the
    ///   directory cannot be written or the rename fails.
    static func write(_ bytes: [UInt8], to path: String) throws {
        let directory = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
        let name = path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
        var template = ((directory.isEmpty ? "/" : directory + "/") + "." + name + ".imdf-XXXXXX").utf8CString
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw failure("cannot create a temporary file beside '\(path)'") }
        let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var existing = stat()
        let mode: mode_t = stat(path, &existing) == 0 ? existing.st_mode & 0o7777 : 0o644
        var written = 0
        var ok = fchmod(descriptor, mode) == 0
        while ok && written < bytes.count {
            let count = bytes.withUnsafeBytes { buffer in
                writeBytes(descriptor, buffer.baseAddress!.advanced(by: written), bytes.count - written)
            }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { ok = false } else { written += count }
        }
        ok = ok && fsync(descriptor) == 0
        let reason = ok ? "" : String(cString: strerror(errno))
        close(descriptor)
        guard ok, rename(temporary, path) == 0 else {
            let message = ok ? String(cString: strerror(errno)) : reason
            unlink(temporary)
            throw CLIError.noInput("cannot write '\(path)': \(message)")
        }
    }

    /// Creates a directory and its parents (mode 0755) when missing.
    ///
    /// - Throws: ``CLIError`` (no input, 66) when a component exists and is not a directory, or cannot be made.
    static func makeDirectory(_ path: String) throws {
        var isDirectory = stat()
        if stat(path, &isDirectory) == 0 {
            guard isDirectory.st_mode & S_IFMT == S_IFDIR else { throw CLIError.noInput("'\(path)' exists and is not a directory") }
            return
        }
        if let slash = path.lastIndex(of: "/"), slash != path.startIndex {
            try makeDirectory(String(path[..<slash]))
        }
        guard mkdir(path, 0o755) == 0 || errno == EEXIST else {
            throw CLIError.noInput("cannot create the directory '\(path)': \(String(cString: strerror(errno)))")
        }
    }

    private static func failure(_ message: String) -> CLIError {
        CLIError.noInput(message + ": " + String(cString: strerror(errno)))
    }
}

/// `write(2)`.
private func writeBytes(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.write(descriptor, bytes, count)
    #elseif canImport(Musl)
    Musl.write(descriptor, bytes, count)
    #else
    Darwin.write(descriptor, bytes, count)
    #endif
}
