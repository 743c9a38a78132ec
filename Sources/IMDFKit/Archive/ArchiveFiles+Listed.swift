extension ArchiveFiles {
    /// The same files, with those that were listed but not read (``ArchiveFile/unreadSize``: a README, images,
    /// anything the IMDF layout does not name) read now from the archive on disk, byte for byte.
    ///
    /// Readers skip such files so that a huge stray file costs nothing; a writer that copies or rewrites the
    /// whole archive (`imdf fix -o`, `imdf fix --in-place` on a zip) reads them here so that nothing is lost.
    ///
    /// - Parameter limits: The size limits of the original read; a file over `maxInputFileSize` is refused.
    /// - Throws: `ArchiveError` when the archive can no longer be read, or a listed file is missing or too large.
    public func readingListedFiles(limits: ZipArchive.Limits = .default) throws -> ArchiveFiles {
        let listed = files.indices.filter { files[$0].unreadSize != nil }
        guard !listed.isEmpty else { return self }
        var read = files
        switch kind {
        case .directory:
            let base = root.hasSuffix("/") ? root : root + "/"
            for index in listed {
                let path = base + files[index].path
                read[index] = ArchiveFile(
                    path: files[index].path,
                    bytes: try POSIXFileSystem.readFile(at: path, limit: limits.maxInputFileSize))
            }
        case .zip:
            let zip = try ZipArchive(bytes: try POSIXFileSystem.readFile(at: root), limits: limits)
            for index in listed {
                let entryPath = (strippedPrefix ?? "") + files[index].path
                guard let entry = zip.entry(atPath: entryPath) else {
                    throw ArchiveError(.notFound, "the entry '\(entryPath)' is no longer in the zip", path: root)
                }
                guard entry.uncompressedSize <= limits.maxInputFileSize else {
                    throw ArchiveError(
                        .unsupported,
                        "the entry '\(entryPath)' is \(entry.uncompressedSize) bytes, more than the input limit",
                        path: root)
                }
                read[index] = ArchiveFile(path: files[index].path, bytes: try zip.contents(of: entry))
            }
        }
        var copy = try ArchiveFiles(checkedRoot: root, kind: kind, strippedPrefix: strippedPrefix, files: read)
        copy.notices = notices
        return copy
    }
}
