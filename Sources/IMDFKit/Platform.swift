// The module's one door to the C library (Glibc, Musl or Darwin): the only file of IMDFKit that imports it.
// What the package needs from it is wrapped here with package access: the elementary functions of the map
// projections (`CMath`, also IMDFRender's), and opening, inspecting and reading files (`POSIXFileSystem`, the
// one read loop of the package: archive files here, command inputs in IMDFCommandLine, track streams in
// IMDFTracks).

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The C library's elementary functions of `Double`, for the package's modules (so that no other file imports
/// the C library for them).
package enum CMath {
    package static func sin(_ x: Double) -> Double { cSin(x) }
    package static func cos(_ x: Double) -> Double { cCos(x) }
    package static func asin(_ x: Double) -> Double { cAsin(x) }
    package static func atan(_ x: Double) -> Double { cAtan(x) }
    package static func atan2(_ y: Double, _ x: Double) -> Double { cAtan2(y, x) }
    package static func sinh(_ x: Double) -> Double { cSinh(x) }
    package static func atanh(_ x: Double) -> Double { cAtanh(x) }
    package static func exp2(_ x: Double) -> Double { cExp2(x) }
    package static func log2(_ x: Double) -> Double { cLog2(x) }
}

// Out here the names are the C library's (inside `CMath` and `POSIXFileSystem` they would be their members).
private func cClose(_ descriptor: Int32) -> Int32 { close(descriptor) }
private func cRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
private func cSin(_ x: Double) -> Double { sin(x) }
private func cCos(_ x: Double) -> Double { cos(x) }
private func cAsin(_ x: Double) -> Double { asin(x) }
private func cAtan(_ x: Double) -> Double { atan(x) }
private func cAtan2(_ y: Double, _ x: Double) -> Double { atan2(y, x) }
private func cSinh(_ x: Double) -> Double { sinh(x) }
private func cAtanh(_ x: Double) -> Double { atanh(x) }
private func cExp2(_ x: Double) -> Double { exp2(x) }
private func cLog2(_ x: Double) -> Double { log2(x) }

/// The POSIX file-system calls the package needs: what a path is, opening and reading files and streams, and
/// listing directories. The archive readers' calls throw ``ArchiveError``; the descriptor-level ones
/// (`openForReading(_:blocking:)`, `read(_:into:)`, `readToEnd(_:maxCount:sizeHint:)`) throw a
/// `CallFailure` that each caller words in its own terms.
///
/// Archive files are opened with `O_NONBLOCK` and checked with `fstat` before reading, so a FIFO or a
/// device is refused instead of blocking the reader. File contents are read straight into the
/// storage of the returned array (one copy, from the kernel).
package enum POSIXFileSystem {
    /// A failed system call: which one, and its `errno`.
    package struct CallFailure: Error {
        /// The call, such as `read`.
        package var call: String
        /// The `errno` it left.
        package var code: Int32

        /// The system's wording of `code`, such as `Permission denied`.
        package var reason: String { String(cString: strerror(code)) }
        /// Whether the path (or a directory on the way) does not exist.
        package var isNotFound: Bool { code == ENOENT || code == ENOTDIR }

        init(_ call: String, code: Int32 = errno) {
            self.call = call
            self.code = code
        }
    }

    /// Opens `path` for reading (close-on-exec) and returns its descriptor, which the caller closes with
    /// `close(_:)`. Without `blocking`, opening a FIFO does not wait for a writer and `read(_:into:)` waits
    /// for data instead.
    package static func openForReading(_ path: String, blocking: Bool) throws(CallFailure) -> Int32 {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | (blocking ? 0 : O_NONBLOCK))
        guard descriptor >= 0 else { throw CallFailure("open") }
        return descriptor
    }

    /// Closes a descriptor from `openForReading(_:blocking:)`.
    package static func close(_ descriptor: Int32) {
        _ = cClose(descriptor)
    }

    /// What the open `descriptor` is (`fstat`).
    package static func kind(ofDescriptor descriptor: Int32) throws(CallFailure) -> Kind {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw CallFailure("fstat") }
        return kind(of: info)
    }

    /// Reads up to `buffer.count` bytes, from `offset` in the file when given (`pread`); 0 only at the end of
    /// the input. An interrupted call is repeated, and a non-blocking descriptor with nothing to read yet is
    /// waited on (`poll`), so a caller sees data, the end, or a real error.
    package static func read(
        _ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer, at offset: Int? = nil
    ) throws(CallFailure) -> Int {
        while true {
            let count =
                if let offset { pread(descriptor, buffer.baseAddress, buffer.count, off_t(offset)) } else {
                    cRead(descriptor, buffer.baseAddress, buffer.count)
                }
            if count >= 0 { return count }
            switch errno {
            case EINTR: continue
            case EAGAIN:
                var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                _ = poll(&poller, 1, -1)
            default: throw CallFailure(offset == nil ? "read" : "pread")
            }
        }
    }

    /// Reads up to `buffer.count` bytes into `buffer` (a chunk buffer used again and again), as the raw-buffer
    /// `read(_:into:at:)` does.
    package static func read(_ descriptor: Int32, into buffer: inout [UInt8]) throws(CallFailure) -> Int {
        var failure: CallFailure?
        let count = buffer.withUnsafeMutableBytes { buffer in
            do throws(CallFailure) {
                return try read(descriptor, into: buffer)
            } catch {
                failure = error
                return 0
            }
        }
        if let failure { throw failure }
        return count
    }

    /// Up to `count` bytes read straight into a new array's storage, from `offset` when given; fewer, and
    /// `atEnd`, when the input ends first.
    private static func fill(
        _ descriptor: Int32, count: Int, at offset: Int? = nil
    ) throws(CallFailure) -> (bytes: [UInt8], atEnd: Bool) {
        var failure: CallFailure?
        var atEnd = false
        let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            initialized = 0
            while initialized < count {
                do throws(CallFailure) {
                    let rest = UnsafeMutableRawBufferPointer(
                        UnsafeMutableBufferPointer(rebasing: buffer[initialized...]))
                    let got = try read(descriptor, into: rest, at: offset.map { $0 + initialized })
                    if got == 0 {
                        atEnd = true
                        return
                    }
                    initialized += got
                } catch {
                    failure = error
                    return
                }
            }
        }
        if let failure { throw failure }
        return (bytes, atEnd)
    }

    /// Reads until the end of the input, or until `maxCount` bytes (so a caller that passes its limit plus one
    /// sees that an input is over it without reading the rest).
    ///
    /// - Parameter sizeHint: The expected size (a regular file's), read straight into the array's storage with
    ///   one byte more to see the end; more or less is read as it comes. Streams pass 0.
    ///
    /// A stream (or the rest of a file that grew) is read through one reused 64 KiB chunk, and what each read
    /// gives is appended: the array grows by its own doubling and never holds more than was read. (Growing the
    /// array by a zero-filled chunk that doubled up to 64 MiB, and trimming it after each read, wrote up to
    /// 64 MiB of zeros for each 64 KiB a pipe delivers: a 28 MB file piped to `imdf lint -` took 1.56 s and
    /// 156 MB, against 0.34 s and 91 MB from the same file redirected.)
    package static func readToEnd(_ descriptor: Int32, maxCount: Int, sizeHint: Int) throws(CallFailure) -> [UInt8] {
        let first = sizeHint < maxCount ? sizeHint + 1 : maxCount
        var (bytes, atEnd) = try fill(descriptor, count: sizeHint > 0 ? first : 0)
        var chunk: [UInt8] = []
        while !atEnd && bytes.count < maxCount {
            let room = min(1 << 16, maxCount - bytes.count)
            if chunk.count != room { chunk = [UInt8](repeating: 0, count: room) }
            let count = try read(descriptor, into: &chunk)
            bytes.append(contentsOf: chunk[..<count])
            atEnd = count == 0
        }
        return bytes
    }

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
        let descriptor: Int32
        let kind: Kind
        do {
            descriptor = try openForReading(path, blocking: false)
        } catch {
            throw failure(error, path: path)
        }
        do {
            kind = try self.kind(ofDescriptor: descriptor)
        } catch {
            close(descriptor)
            throw failure(error, path: path)
        }
        guard case .regularFile(let size) = kind else {
            close(descriptor)
            if case .special(let what) = kind {
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
        // The file may have shrunk or grown since fstat: what is there is read.
        do {
            return try readToEnd(descriptor, maxCount: limit, sizeHint: size)
        } catch {
            throw failure(error, path: path)
        }
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
        let headCount = min(head, size)
        let tailCount = min(tail, size)
        do {
            return (
                size, try fill(descriptor, count: headCount, at: 0).bytes,
                try fill(descriptor, count: tailCount, at: size - tailCount).bytes
            )
        } catch {
            throw failure(error, path: path)
        }
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
    private static func failure(_ call: String, path: String) -> ArchiveError {
        failure(CallFailure(call), path: path)
    }

    /// An ``ArchiveError`` for a failed call on `path`.
    private static func failure(_ error: CallFailure, path: String) -> ArchiveError {
        let cause = SystemError(domain: .posix, code: error.code, message: "\(error.call): \(error.reason)")
        if error.isNotFound {
            return ArchiveError(.notFound, "no such file or directory", path: path, underlying: cause)
        }
        return ArchiveError(.notReadable, "the path could not be read", path: path, underlying: cause)
    }
}
