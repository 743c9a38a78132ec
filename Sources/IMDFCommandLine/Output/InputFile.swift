#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reading a whole input file, or standard input for `-`: the one place the commands touch files
/// directly (archives are read by `IMDFKit`).
///
/// Inputs are read as streams with POSIX calls, up to a limit (``InputLimit``): a read error (a closed
/// standard input, a directory on standard input, an I/O error) is a message and exit 66, never a trap, and
/// an input over the limit (`/dev/zero`) is a message and exit 65 once the limit is reached. A regular file is
/// checked against the limit before it is read, and read straight into the returned array (one copy).
enum InputFile {
    /// The bytes of a file, or of standard input when `path` is `-`.
    ///
    /// - Parameter limit: The most bytes to accept (``InputLimit/defaultBytes`` by default).
    /// - Throws: ``CLIError``: no input (exit 66) naming the file when it is missing, a directory, or unreadable;
    ///   data (exit 65) when it holds more than `limit` bytes.
    static func bytes(at path: String, limit: Int = InputLimit.defaultBytes) throws -> [UInt8] {
        let name = path == "-" ? "standard input" : "'\(path)'"
        let descriptor: Int32
        if path == "-" {
            descriptor = 0
        } else {
            descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
            guard descriptor >= 0 else {
                let code = errno
                if code == ENOENT || code == ENOTDIR { throw CLIError.noInput("no such file '\(path)'") }
                throw CLIError.noInput("cannot read \(name): \(String(cString: strerror(code)))")
            }
        }
        defer { if descriptor != 0 { close(descriptor) } }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            throw CLIError.noInput("cannot read \(name): \(String(cString: strerror(errno)))")
        }
        switch info.st_mode & S_IFMT {
        case S_IFDIR:
            throw CLIError.noInput(
                path == "-" ? "standard input is a directory, not a file" : "'\(path)' is a directory, not a file")
        case S_IFREG:
            guard Int(info.st_size) <= limit else { throw tooLarge(name, limit: limit, size: Int(info.st_size)) }
        default:
            // A FIFO or a device is read as a stream, blocking as a pipe does.
            if path != "-" { _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK) }
        }
        return try read(
            descriptor, name: name, limit: limit, sizeHint: info.st_mode & S_IFMT == S_IFREG ? Int(info.st_size) : 0)
    }

    /// Checks that `path` (or standard input, for `-`) is a regular file, without opening a FIFO or device, so
    /// that a command reading a whole file (`render --track`) cannot hang on a pipe with no writer or read
    /// `/dev/zero` forever.
    ///
    /// - Throws: ``CLIError`` (no input, exit 66) naming what the path is instead.
    static func requireRegularFile(_ path: String, role: String) throws {
        var info = stat()
        let status = path == "-" ? fstat(0, &info) : stat(path, &info)
        let name = path == "-" ? "standard input" : "'\(path)'"
        guard status == 0 else {
            let code = errno
            if code == ENOENT || code == ENOTDIR { throw CLIError.noInput("cannot read \(role) \(name): no such file") }
            throw CLIError.noInput("cannot read \(role) \(name): \(String(cString: strerror(code)))")
        }
        let what: String
        switch info.st_mode & S_IFMT {
        case S_IFREG: return
        case S_IFDIR: what = "a directory"
        case S_IFIFO: what = "a FIFO or pipe"
        case S_IFCHR: what = "a character device"
        case S_IFBLK: what = "a block device"
        case S_IFSOCK: what = "a socket"
        default: what = "not a regular file"
        }
        throw CLIError.noInput(
            "\(role) \(name) is \(what); a whole file is needed (a live feed can be followed with imdf track)")
    }

    /// Reads until end of file, at most `limit` bytes.
    private static func read(_ descriptor: Int32, name: String, limit: Int, sizeHint: Int) throws -> [UInt8] {
        // One byte more than the hint, so that the end of file is seen without a second allocation.
        var bytes = [UInt8]()
        bytes.reserveCapacity(min(limit, sizeHint) + 1)
        var chunk = max(1 << 16, min(limit, sizeHint) + 1)
        while true {
            let room = min(chunk, limit + 1 - bytes.count)
            var failure: Int32 = 0
            let count = bytes.withUnsafeAppendingCapacity(room) { base in
                while true {
                    let count = systemRead(descriptor, base, room)
                    if count < 0 && errno == EINTR { continue }
                    if count < 0 { failure = errno }
                    return max(count, 0)
                }
            }
            if failure == EAGAIN {
                // A non-blocking standard input with nothing yet: wait for it.
                var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                _ = poll(&poller, 1, -1)
                continue
            }
            if failure != 0 { throw CLIError.noInput("cannot read \(name): \(String(cString: strerror(failure)))") }
            if count == 0 { return bytes }
            if bytes.count > limit { throw tooLarge(name, limit: limit, size: nil) }
            chunk = min(chunk * 2, 64 << 20)
        }
    }

    private static func tooLarge(_ name: String, limit: Int, size: Int?) -> CLIError {
        let size = size.map { " (\($0) bytes)" } ?? ""
        return CLIError.data(
            "\(name) is larger than the input limit of \(limit) bytes\(size); raise it with --max-input-size if this is intended"
        )
    }
}

extension Array where Element == UInt8 {
    /// Appends up to `count` bytes written by `body` into new capacity; `body` returns how many it wrote.
    fileprivate mutating func withUnsafeAppendingCapacity(_ count: Int, _ body: (UnsafeMutableRawPointer) -> Int) -> Int
    {
        var appended = 0
        let start = self.count
        append(contentsOf: repeatElement(0, count: count))
        withUnsafeMutableBytes { buffer in
            appended = body(buffer.baseAddress! + start)
        }
        removeLast(count - appended)
        return appended
    }
}

/// `read(2)`, named apart from ``InputFile``'s own `read`.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
        Glibc.read(descriptor, buffer, count)
    #elseif canImport(Musl)
        Musl.read(descriptor, buffer, count)
    #else
        Darwin.read(descriptor, buffer, count)
    #endif
}
