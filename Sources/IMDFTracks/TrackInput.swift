import IMDFKit

/// Why a track file cannot be read: what, where, and the system's reason.
public struct TrackInputError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Code: String, Hashable, Sendable {
        /// The file does not exist.
        case notFound
        /// The file exists but cannot be opened or read.
        case notReadable
    }

    /// What went wrong.
    public var code: Code
    /// The path, or `-` for standard input.
    public var path: String
    /// The system's message, such as `Permission denied`.
    public var message: String

    /// An error from its parts.
    public init(code: Code, path: String, message: String) {
        self.code = code
        self.path = path
        self.message = message
    }

    /// `cannot read track 'walk.csv': No such file or directory`.
    public var description: String { "cannot read track '\(path)': \(message)" }
}

/// A track read from a file descriptor in chunks, for files and live feeds on standard input.
///
/// Reading blocks until bytes arrive, so records come out as soon as their lines are complete,
/// which is what following a live GPS feed on a pipe needs. Only a 64 KiB buffer and the reader's
/// partial line are held.
public struct TrackInput: ~Copyable {
    private let descriptor: Int32
    private let ownsDescriptor: Bool
    /// The path it was opened from, or `-` for standard input.
    public let path: String

    /// Opens a file, or standard input for `-`.
    ///
    /// - Parameter path: A file path, or `-`.
    /// - Throws: ``TrackInputError`` when the file does not exist or cannot be opened.
    public init(path: String) throws {
        self.path = path
        if path == "-" {
            descriptor = 0
            ownsDescriptor = false
            return
        }
        do {
            // Blocking, so that a FIFO waits for its writer: a live feed may start later.
            descriptor = try POSIXFileSystem.openForReading(path, blocking: true)
        } catch {
            throw TrackInputError(code: error.isNotFound ? .notFound : .notReadable, path: path, message: error.reason)
        }
        ownsDescriptor = true
    }

    deinit {
        if ownsDescriptor { POSIXFileSystem.close(descriptor) }
    }

    /// Whether the track is a regular file (not standard input from a terminal or pipe, a FIFO or a device):
    /// its records are all there, so none waits to be read while others are being written.
    package var isRegularFile: Bool {
        if case .regularFile? = try? POSIXFileSystem.kind(ofDescriptor: descriptor) { return true }
        return false
    }

    /// Reads the whole stream, calling `body` with each record in input order as soon as it is complete.
    ///
    /// - Parameters:
    ///   - format: The input format, or `nil` to detect it from the file name, then the first non-blank line.
    ///   - body: Called once per record; it may throw to stop reading.
    /// - Returns: The format read (`nil` when the input held no non-blank line and none was given).
    /// - Throws: ``TrackInputError`` when reading fails (a directory, an I/O error), or what `body` throws.
    @discardableResult
    public func forEachRecord(format: TrackFormat? = nil, _ body: (TrackRecord) throws -> Void) throws -> TrackFormat? {
        var reader = TrackReader(format: format ?? TrackFormat(fileExtensionOf: path))
        var records: [TrackRecord] = []
        records.reserveCapacity(16)
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count: Int
            do {
                count = try POSIXFileSystem.read(descriptor, into: &buffer)
            } catch {
                throw TrackInputError(code: .notReadable, path: path, message: error.reason)
            }
            if count == 0 { break }
            buffer.withUnsafeBufferPointer {
                reader.read(chunk: UnsafeBufferPointer(rebasing: $0[0..<count]), into: &records)
            }
            for record in records { try body(record) }
            records.removeAll(keepingCapacity: true)
        }
        reader.finish(into: &records)
        for record in records { try body(record) }
        return reader.format
    }
}
