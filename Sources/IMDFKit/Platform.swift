#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The few POSIX file-system calls the archive readers need, with errors as ``ArchiveError``.
///
/// Files are opened with `O_NONBLOCK` and checked with `fstat` before reading, so a FIFO or a
/// device is refused instead of blocking the reader. File contents are read straight into the
/// storage of the returned array (one copy, from the kernel).
package enum POSIXFileSystem {
    /// What a path is, as far as an archive reader cares.
    package enum Kind: Equatable {
        case directory
        case regularFile(size: Int)
        case symbolicLink
        /// A FIFO, socket, character or block device.
        case special(String)
    }

    /// What `path` is; symbolic links are followed when `followingLinks` is true.
    ///
    /// - Throws: `notFound` for a missing path, `notReadable` for any other failure.
    package static func kind(of path: String, followingLinks: Bool = true) throws(ArchiveError) -> Kind {
        var info = stat()
        let status = followingLinks ? stat(path, &info) : lstat(path, &info)
        guard status == 0 else { throw failure(followingLinks ? "stat" : "lstat", path: path) }
        return kind(of: info)
    }

    private static func kind(of info: stat) -> Kind {
        switch UInt32(info.st_mode) & 0o170000 {
        case 0o040000: .directory
        case 0o100000: .regularFile(size: Int(info.st_size))
        case 0o120000: .symbolicLink
        case 0o010000: .special("a FIFO")
        case 0o140000: .special("a socket")
        case 0o020000: .special("a character device")
        case 0o060000: .special("a block device")
        default: .special("not a regular file")
        }
    }

    /// Opens the regular file at `path` for reading (without blocking on a FIFO) and returns its descriptor,
    /// which the caller closes, and its size.
    ///
    /// - Throws: `notFound`, `notReadable`, or `notRegularFile` for FIFOs, devices and directories.
    private static func openRegularFile(at path: String) throws(ArchiveError) -> (descriptor: Int32, size: Int) {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure("open", path: path) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            let error = failure("fstat", path: path)
            close(descriptor)
            throw error
        }
        guard case .regularFile(let size) = kind(of: info) else {
            close(descriptor)
            if case .special(let what) = kind(of: info) {
                throw ArchiveError(
                    .notRegularFile, "the path is \(what), not a directory or a regular file", path: path)
            }
            throw ArchiveError(.notRegularFile, "the path is not a regular file", path: path)
        }
        return (descriptor, size)
    }

    /// The contents of the regular file at `path`, at most `limit` bytes of it.
    ///
    /// - Throws: `notFound`, `notReadable`, or `notRegularFile` for FIFOs and devices.
    package static func readFile(at path: String, limit: Int = Int.max) throws(ArchiveError) -> [UInt8] {
        let (descriptor, size) = try openRegularFile(at: path)
        defer { close(descriptor) }
        let wanted = min(size, limit)
        var readError: Int32 = 0
        var bytes = [UInt8](unsafeUninitializedCapacity: wanted) { buffer, initialized in
            initialized = 0
            while initialized < wanted, let base = buffer.baseAddress {
                let count = read(descriptor, base + initialized, wanted - initialized)
                if count < 0 {
                    if errno == EINTR { continue }
                    readError = errno
                    return
                }
                if count == 0 { return }  // the file shrank while we read it
                initialized += count
            }
        }
        if readError != 0 { throw failure("read", path: path, code: readError) }
        // The file may have grown since fstat; read what is left (rare, so keep it simple).
        if bytes.count == size, size < limit {
            var chunk = [UInt8](repeating: 0, count: 64 << 10)
            while bytes.count < limit {
                let count = chunk.withUnsafeMutableBytes {
                    read(descriptor, $0.baseAddress, min($0.count, limit - bytes.count))
                }
                if count < 0, errno == EINTR { continue }
                if count < 0 { throw failure("read", path: path) }
                if count == 0 { break }
                bytes.append(contentsOf: chunk[0..<count])
            }
        }
        return bytes
    }

    /// The first `head` and last `tail` bytes of the regular file at `path`, and its size, read with two
    /// positioned reads: what sniffing a zip (its signature, its end records) needs, without reading the rest.
    ///
    /// - Throws: `notFound`, `notReadable`, or `notRegularFile` for FIFOs and devices.
    static func readEnds(
        at path: String, head: Int, tail: Int
    ) throws(ArchiveError) -> (size: Int, head: [UInt8], tail: [UInt8]) {
        let (descriptor, size) = try openRegularFile(at: path)
        defer { close(descriptor) }
        func read(count: Int, at offset: Int) throws(ArchiveError) -> [UInt8] {
            var failed: Int32 = 0
            let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
                initialized = 0
                while initialized < count, let base = buffer.baseAddress {
                    let got = pread(descriptor, base + initialized, count - initialized, off_t(offset + initialized))
                    if got < 0 && errno == EINTR { continue }
                    if got < 0 {
                        failed = errno
                        return
                    }
                    if got == 0 { return }
                    initialized += got
                }
            }
            if failed != 0 { throw failure("pread", path: path, code: failed) }
            return bytes
        }
        let headCount = min(head, size)
        let tailCount = min(tail, size)
        return (size, try read(count: headCount, at: 0), try read(count: tailCount, at: size - tailCount))
    }

    /// The names in the directory at `path`, without `.` and `..`, in no particular order.
    package static func directoryEntries(at path: String) throws(ArchiveError) -> [String] {
        guard let directory = opendir(path) else { throw failure("opendir", path: path) }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: entry.pointee.d_name)) {
                    String(cString: $0)
                }
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// The canonical absolute path of `path` (links and `..` resolved), if it exists.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// An ``ArchiveError`` for the current `errno` after `call` failed on `path`.
    private static func failure(_ call: String, path: String, code: Int32 = errno) -> ArchiveError {
        let message = String(cString: strerror(code))
        let cause = SystemError(domain: .posix, code: code, message: "\(call): \(message)")
        if code == ENOENT || code == ENOTDIR {
            return ArchiveError(.notFound, "no such file or directory", path: path, underlying: cause)
        }
        return ArchiveError(.notReadable, "the path could not be read", path: path, underlying: cause)
    }
}
