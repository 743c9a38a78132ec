/// An output to a file descriptor (standard output or error), buffered in memory.
///
/// With ``Buffering/line`` every completed line is written at once, so a streaming command (one
/// line per GPS fix, say) shows its results as they come; ``Buffering/full`` collects up to a
/// block before writing, which is faster for large results sent to a pipe or a file.
/// Call ``flush()`` before exiting; the tool's entry point does.
public final class FileDescriptorOutput: TextOutput {
    /// When buffered text is written.
    public enum Buffering: Sendable {
        /// After every newline.
        case line
        /// When the buffer holds a block (64 KiB), and on ``FileDescriptorOutput/flush()``.
        case full
    }

    private let descriptor: Int32
    private let buffering: Buffering
    private var buffer: [UInt8] = []
    private static let blockSize = 1 << 16

    /// Whether the descriptor is a terminal (`isatty`).
    public let isTerminal: Bool

    /// The file descriptor written to.
    public var fileDescriptor: Int32 { descriptor }

    /// The `errno` of the first write that failed, other than a closed pipe (`EPIPE`), or `nil`.
    ///
    /// After a failure nothing more is written. The tool's entry point turns a failure on standard output
    /// into a message and exit 74 (``ExitCode/ioError``); a closed pipe ends quietly, as a reader that
    /// stopped reading (`imdf … | head`) expects.
    public private(set) var writeFailure: Int32?
    /// Whether a write found the pipe closed (`EPIPE`, when `SIGPIPE` is ignored); nothing more is written.
    public private(set) var isClosed = false

    /// Creates an output to a file descriptor.
    ///
    /// - Parameters:
    ///   - descriptor: An open descriptor, such as `1` for standard output.
    ///   - buffering: When to write; by default line-buffered on a terminal, fully buffered otherwise.
    public init(descriptor: Int32, buffering: Buffering? = nil) {
        self.descriptor = descriptor
        let isTerminal = isatty(descriptor) == 1
        self.isTerminal = isTerminal
        self.buffering = buffering ?? (isTerminal ? .line : .full)
    }

    /// Standard output: line-buffered on a terminal, fully buffered otherwise.
    public static func standardOutput() -> FileDescriptorOutput { FileDescriptorOutput(descriptor: 1) }

    /// Standard error: always line-buffered, so messages are never held back.
    public static func standardError() -> FileDescriptorOutput { FileDescriptorOutput(descriptor: 2, buffering: .line) }

    deinit { flush() }

    /// Appends the text, writing through as the buffering requires.
    public func write(_ text: String) { append(text.utf8) }

    /// Appends UTF-8 bytes. A block or more is written straight to the descriptor (after anything still
    /// buffered, so the order is kept) instead of being copied into the buffer first.
    public func write(utf8 bytes: [UInt8]) {
        guard bytes.count >= Self.blockSize else { return append(bytes) }
        flush()
        bytes.withUnsafeBytes { writeAll($0) }
    }

    /// Buffers the bytes and writes through when the buffering says so: at a newline, or at a full block.
    private func append<Bytes: Collection<UInt8>>(_ bytes: Bytes) {
        buffer.append(contentsOf: bytes)
        switch buffering {
        case .line: if bytes.contains(UInt8(ascii: "\n")) { flush() }
        case .full: if buffer.count >= Self.blockSize { flush() }
        }
    }

    /// Writes everything buffered, retrying short and interrupted writes.
    ///
    /// A write error (such as a closed pipe) drops the buffered text: there is nowhere left to report it.
    public func flush() {
        buffer.withUnsafeBytes { writeAll($0) }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Writes all the bytes, retrying short and interrupted writes; stops at an error, which it records.
    private func writeAll(_ bytes: UnsafeRawBufferPointer) {
        guard writeFailure == nil, !isClosed, !bytes.isEmpty else { return }
        let failure = Self.writeAll(bytes, to: descriptor)
        if failure == EPIPE {
            isClosed = true
        } else if failure != 0 {
            writeFailure = failure
        }
    }
}

extension FileDescriptorOutput {
    /// Writes text straight to a descriptor, unbuffered, from any thread (progress lines, which are drawn
    /// while rules run concurrently); retries short and interrupted writes, gives up at an error.
    static func writeUnbuffered(_ text: String, to descriptor: Int32) {
        _ = Array(text.utf8).withUnsafeBytes { writeAll($0, to: descriptor) }
    }

    /// Writes all the bytes to a descriptor, retrying short and interrupted writes; stops at an error.
    ///
    /// - Returns: 0 when everything was written, else the `errno` of the failed write (`EIO` for a write
    ///   that wrote nothing without an error).
    @discardableResult
    static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32 {
        guard let base = bytes.baseAddress else { return 0 }
        var offset = 0
        while offset < bytes.count {
            let written = systemWrite(descriptor, base + offset, bytes.count - offset)
            if written > 0 {
                offset += written
            } else if written < 0 && errno == EINTR {
                continue
            } else {
                return written < 0 ? errno : EIO
            }
        }
        return 0
    }
}

/// `write(2)`, named apart from ``FileDescriptorOutput/write(_:)``.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
        Glibc.write(descriptor, bytes, count)
    #elseif canImport(Musl)
        Musl.write(descriptor, bytes, count)
    #else
        Darwin.write(descriptor, bytes, count)
    #endif
}
