/// An archive (a directory or a `.zip` file) that could not be opened or read.
///
/// Modelled on swift-nio's `FileSystemError`: a stable ``Code`` to branch on, a human-readable
/// ``message``, and whatever context is known: the archive ``path`` on disk, the ``entryName``
/// inside it, the ``offset`` of the offending bytes, and an ``underlying`` cause (an `errno`
/// wrapped as ``SystemError``, or a zlib failure).
///
/// Archive errors are thrown, never reported as diagnostics: an archive that cannot be read has
/// nothing further to check.
///
/// ```swift
/// do {
///     let files = try ArchiveSource.open(path: "venue.zip")
/// } catch let error as ArchiveError where error.code == .notFound {
///     print("no such archive: \(error.path ?? "?")")
/// }
/// ```
public struct ArchiveError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong, as a stable, switchable value.
    public enum Code: String, Hashable, Sendable, CaseIterable {
        /// The path does not exist.
        case notFound
        /// The path exists but could not be opened or read (permissions, I/O failure).
        case notReadable
        /// The path is neither a directory nor a regular file (a FIFO, socket or device).
        case notRegularFile
        /// The path is a regular file, but not a `.zip` archive.
        case notZipArchive
        /// The archive ends early: a structure runs past the end of the file.
        case truncated
        /// A structure of the archive is malformed (bad signature, inconsistent fields,
        /// an offset that points outside the file, deflate data that does not decode).
        case corrupt
        /// The archive uses a feature this reader does not implement (multi-disk archives,
        /// a compression method other than stored or deflate).
        case unsupported
        /// An entry is encrypted.
        case encrypted
        /// An entry name would escape the archive root: a `..` component, an absolute path,
        /// a drive letter or a UNC path.
        case unsafeEntryName
        /// Two entries have the same path.
        case duplicateEntry
        /// The data of two entries overlap (a classic zip-bomb construction).
        case overlappingEntries
        /// A configured limit was exceeded (entry count, entry size, total size, compression ratio).
        case limitExceeded
        /// An entry inflates to a different size than its header declares.
        case sizeMismatch
        /// An entry's CRC-32 does not match its data.
        case checksumMismatch
    }

    /// What went wrong.
    public var code: Code
    /// What went wrong, in one sentence without a trailing period.
    public var message: String
    /// The archive path on disk, when known.
    public var path: String?
    /// The name of the entry (as written in the archive, backslashes kept) the error is about.
    public var entryName: String?
    /// The byte offset in the archive file of the structure the error is about.
    public var offset: Int?
    /// The error that caused this one, if any.
    public var underlying: SystemError?

    /// Creates an archive error.
    public init(
        _ code: Code, _ message: String, path: String? = nil, entryName: String? = nil,
        offset: Int? = nil, underlying: SystemError? = nil
    ) {
        self.code = code
        self.message = message
        self.path = path
        self.entryName = entryName
        self.offset = offset
        self.underlying = underlying
    }

    /// `path: entry 'name' at offset 123: message (underlying)`, as far as it is known.
    public var description: String {
        var parts: [String] = []
        if let path { parts.append(path) }
        if let entryName { parts.append("entry '\(entryName)'") }
        if let offset { parts.append("at byte offset \(offset)") }
        var text = parts.isEmpty ? message : parts.joined(separator: ", ") + ": " + message
        if let underlying { text += " (\(underlying))" }
        return text
    }

    /// The same error with the archive path filled in, if it was not already.
    func at(path: String) -> ArchiveError {
        var copy = self
        if copy.path == nil { copy.path = path }
        return copy
    }
}

/// A failure reported by the operating system or by zlib, kept as the cause of an ``ArchiveError``.
public struct SystemError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Which library reported the failure.
    public enum Domain: String, Hashable, Sendable {
        /// A POSIX call; ``code`` is an `errno` value.
        case posix
        /// A zlib call; ``code`` is a zlib return code such as `Z_DATA_ERROR`.
        case zlib
    }

    /// Which library reported the failure.
    public var domain: Domain
    /// The numeric code (`errno`, or a zlib return code).
    public var code: Int32
    /// The call that failed and the library's own message.
    public var message: String

    /// Creates a system error.
    public init(domain: Domain, code: Int32, message: String) {
        self.domain = domain
        self.code = code
        self.message = message
    }

    /// `posix 2: open: No such file or directory`.
    public var description: String { "\(domain.rawValue) \(code): \(message)" }
}
