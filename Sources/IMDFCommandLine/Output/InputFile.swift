import IMDFKit

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
            do {
                // Not blocking: a FIFO with no writer is not waited for at open (reads wait for data).
                descriptor = try POSIXFileSystem.openForReading(path, blocking: false)
            } catch {
                if error.isNotFound { throw CLIError.noInput("no such file '\(path)'") }
                throw CLIError.noInput("cannot read \(name): \(error.reason)")
            }
        }
        defer { if descriptor != 0 { POSIXFileSystem.close(descriptor) } }
        do {
            var sizeHint = 0
            switch try POSIXFileSystem.kind(ofDescriptor: descriptor) {
            case .directory:
                throw CLIError.noInput(
                    path == "-" ? "standard input is a directory, not a file" : "'\(path)' is a directory, not a file")
            case .regularFile(let size):
                guard size <= limit else { throw tooLarge(name, limit: limit, size: size) }
                sizeHint = size
            case .symbolicLink, .special:
                break  // a FIFO or a device is read as a stream, as a pipe is
            }
            // One byte over the limit is enough to know that an input is over it.
            let bytes = try POSIXFileSystem.readToEnd(
                descriptor, maxCount: limit == .max ? limit : limit + 1, sizeHint: sizeHint)
            guard bytes.count <= limit else { throw tooLarge(name, limit: limit, size: nil) }
            return bytes
        } catch let error as POSIXFileSystem.CallFailure {
            throw CLIError.noInput("cannot read \(name): \(error.reason)")
        }
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

    private static func tooLarge(_ name: String, limit: Int, size: Int?) -> CLIError {
        let size = size.map { " (\($0) bytes)" } ?? ""
        return CLIError.data(
            "\(name) is larger than the input limit of \(limit) bytes\(size); raise it with --max-input-size if this is intended"
        )
    }
}
