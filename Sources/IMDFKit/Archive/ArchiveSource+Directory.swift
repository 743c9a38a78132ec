extension ArchiveSource {
    /// The files under `root`, recursively, with paths relative to `root`.
    ///
    /// Only the files the layout names (``ArchiveFile/isReadByLayout(_:)``: `manifest.json` and `.geojson`
    /// files) are read; every other regular file is listed with its size and never opened, so a 2 GB
    /// `notes.bin` costs nothing. Directories are entered only when they are real directories (a link to a
    /// directory is not followed, which also rules out cycles). A symbolic link to a regular file is read
    /// only if it resolves inside `root`. `.DS_Store` files and `__MACOSX` folders are skipped.
    ///
    /// A member the layout names that cannot be read is left out and becomes an ``ArchiveFiles/Notice``
    /// saying why: a symbolic link leaving the folder (or dangling), a FIFO, socket or device (never opened),
    /// a directory, a file larger than ``ZipArchive/Limits/maxInputFileSize``, or one the system refuses.
    /// Other such entries are skipped without a word, as before.
    static func directoryFiles(root: String, limits: ZipArchive.Limits = .default) throws(ArchiveError) -> ArchiveFiles
    {
        guard let resolvedRoot = POSIXFileSystem.realPath(root) else {
            _ = try POSIXFileSystem.kind(of: root)  // throws the precise error
            throw ArchiveError(.notReadable, "the directory's real path could not be resolved", path: root)
        }
        let rootPrefix = resolvedRoot.hasSuffix("/") ? resolvedRoot : resolvedRoot + "/"
        // The files in the order found; those to read are read at the end, all at once (on every core).
        var found: [FoundFile] = []
        var notices: [ArchiveFiles.Notice] = []
        var pending: [String] = [""]  // directories to visit, relative to root
        func unreadable(_ relative: String, _ reason: String) {
            notices.append(.init(kind: .unreadable, path: relative, reason: reason))
        }
        /// Lists the regular file `full` found at `relative`, to be read at the end when the layout names it.
        func take(_ relative: String, at full: String, size: Int) {
            guard ArchiveFile.isReadByLayout(relative) else {
                found.append(.listed(ArchiveFile(path: relative, unreadSize: size)))
                return
            }
            guard size <= limits.maxInputFileSize else {
                return unreadable(
                    relative,
                    "is \(size) bytes, more than the input limit of \(limits.maxInputFileSize) bytes (--max-input-size)"
                )
            }
            found.append(.toRead(relative: relative, full: full, size: size))
        }
        while let relativeDirectory = pending.popLast() {
            let directory = relativeDirectory.isEmpty ? root : root + "/" + relativeDirectory
            for name in try POSIXFileSystem.directoryEntries(at: directory) {
                let relative = relativeDirectory.isEmpty ? name : relativeDirectory + "/" + name
                if isMacMetadata(relative) { continue }
                let full = directory + "/" + name
                let named = ArchiveFile.isReadByLayout(relative)
                let kind: POSIXFileSystem.Kind
                do {
                    kind = try POSIXFileSystem.kind(of: full, followingLinks: false)
                } catch {
                    if named {
                        unreadable(
                            relative, "could not be examined (\(error.underlying.map { $0.message } ?? error.message))")
                    }
                    continue
                }
                switch kind {
                case .directory:
                    if named { unreadable(relative, "is a directory, not a file") }
                    pending.append(relative)
                case .regularFile(let size):
                    take(relative, at: full, size: size)
                case .symbolicLink:
                    guard let target = POSIXFileSystem.realPath(full) else {
                        if named { unreadable(relative, "is a symbolic link to nothing (dangling)") }
                        continue
                    }
                    guard target.hasPrefix(rootPrefix) else {
                        if named {
                            unreadable(
                                relative,
                                "is a symbolic link leaving the folder (to \(target)); such links are not followed")
                        }
                        continue
                    }
                    switch try? POSIXFileSystem.kind(of: target) {
                    case .regularFile(let size):
                        take(relative, at: target, size: size)
                    case .directory:
                        if named { unreadable(relative, "is a symbolic link to a directory, not a file") }
                    case .special(let what):
                        if named { unreadable(relative, "is a symbolic link to \(what), not a regular file") }
                    case .symbolicLink, nil:
                        if named { unreadable(relative, "is a symbolic link that could not be followed") }
                    }
                case .special(let what):
                    if named { unreadable(relative, "is \(what), not a regular file (it was not opened)") }
                }
            }
        }
        let maxSize = limits.maxInputFileSize
        let toRead = found
        let sizes = found.map { if case .toRead(_, _, let size) = $0 { size } else { 0 } }
        let read = ConcurrentWork.map(sizes: sizes, concurrently: sizes.reduce(0, +) >= 1 << 20) {
            index -> Result<[UInt8], ArchiveError>? in
            guard case .toRead(_, let full, _) = toRead[index] else { return nil }
            return Result { () throws(ArchiveError) in try POSIXFileSystem.readFile(at: full, limit: maxSize) }
        }
        var files: [ArchiveFile] = []
        for (entry, bytes) in Swift.zip(found, read) {
            switch (entry, bytes) {
            case (.listed(let file), _):
                files.append(file)
            case (.toRead(let relative, _, _), .success(let bytes)?):
                files.append(ArchiveFile(path: relative, bytes: bytes))
            case (.toRead(let relative, _, _), .failure(let error)?):
                unreadable(relative, "could not be read (\(error.underlying.map { $0.message } ?? error.message))")
            case (.toRead, nil):
                preconditionFailure("every file to read was read")
            }
        }
        var result = try ArchiveFiles(checkedRoot: root, kind: .directory, strippedPrefix: nil, files: files)
        result.notices = notices.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
        return result
    }
}

/// A regular file of a venue folder: listed by name and size only, or to be read.
private enum FoundFile: Sendable {
    case listed(ArchiveFile)
    case toRead(relative: String, full: String, size: Int)
}
