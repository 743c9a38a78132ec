/// Replacing a file all at once: the bytes go to a temporary file next to the target, which is renamed over
/// it only when every byte was written, so a full disk, a file-size limit or a crash leaves the old file as it
/// was (never half a file), and a reader never sees a partial one.
///
/// A target that exists and is not a regular file (`/dev/null`, `/dev/stdout`, a FIFO) cannot be replaced by a
/// rename; it is written in place, every write checked. A symbolic link is followed: the file it points at is
/// replaced, the link is kept.
///
/// ```swift
/// try AtomicFileWriter.write(Array(svg.utf8), to: "plan.svg")
/// ```
enum AtomicFileWriter {
    /// Why a file could not be written: the path and the system's reason.
    struct Failure: Error, Equatable {
        var path: String
        var reason: String
    }

    /// Writes `bytes` to `path`, replacing the file atomically when it is (or will be) a regular file.
    ///
    /// - Throws: ``Failure`` when the temporary file cannot be created, written, flushed or renamed; the
    ///   target is then unchanged and the temporary file removed.
    static func write(_ bytes: [UInt8], to path: String) throws(Failure) {
        var target = path
        var info = stat()
        if lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK, let resolved = realPath(path) {
            target = resolved
        }
        let exists = stat(target, &info) == 0
        if exists && info.st_mode & S_IFMT != S_IFREG {
            return try writeInPlace(bytes, to: target, shownAs: path)
        }
        let directory = directoryName(of: target)
        let name = baseName(of: target)
        var template = Array("\(directory)/.\(name).imdf-XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw failure(path) }
        // The name mkstemp filled in, up to its terminating NUL.
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var done = false
        defer {
            if !done { unlink(temporary) }
        }
        // mkstemp creates 0600; give the file the mode the old one had, or what the umask allows for a new one.
        let mode: mode_t = exists ? info.st_mode & 0o7777 : 0o666 & ~currentUmask()
        _ = fchmod(descriptor, mode)
        let written = bytes.withUnsafeBytes { FileDescriptorOutput.writeAll($0, to: descriptor) }
        guard written == 0 else {
            close(descriptor)
            throw Failure(path: path, reason: String(cString: strerror(written)))
        }
        guard fsync(descriptor) == 0 || errno == EINVAL || errno == EROFS else {
            let error = failure(path)
            close(descriptor)
            throw error
        }
        guard close(descriptor) == 0 else { throw failure(path) }
        guard rename(temporary, target) == 0 else { throw failure(path) }
        done = true
    }

    /// Writes to an existing file that is not a regular file (a device, a FIFO), checking every write.
    private static func writeInPlace(_ bytes: [UInt8], to target: String, shownAs path: String) throws(Failure) {
        let descriptor = open(target, O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure(path) }
        let written = bytes.withUnsafeBytes { FileDescriptorOutput.writeAll($0, to: descriptor) }
        guard written == 0 else {
            close(descriptor)
            throw Failure(path: path, reason: String(cString: strerror(written)))
        }
        guard close(descriptor) == 0 else { throw failure(path) }
    }

    /// Whether `output` names the same file as one of `inputs` (same device and inode, links followed), so
    /// that writing it would destroy an input.
    static func isSameFile(_ output: String, asAnyOf inputs: [String]) -> Bool {
        var target = stat()
        guard stat(output, &target) == 0 else { return false }
        return inputs.contains { input in
            var info = stat()
            return stat(input, &info) == 0 && info.st_dev == target.st_dev && info.st_ino == target.st_ino
        }
    }

    private static func failure(_ path: String) -> Failure {
        Failure(path: path, reason: String(cString: strerror(errno)))
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private static func currentUmask() -> mode_t {
        let mask = umask(0o022)
        umask(mask)
        return mask
    }

    /// `a/b` for `a/b/c`, `.` for `c`, `/` for `/c`.
    static func directoryName(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    private static func baseName(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }
}
