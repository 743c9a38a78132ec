extension ArchiveSource {
    /// The files of the zip archive in `bytes`: directory entries, `__MACOSX/` and `.DS_Store`
    /// dropped, a single top-level folder stripped. Only the entries the layout names
    /// (``ArchiveFile/isReadByLayout(_:)``) are inflated; the others are listed with their declared size.
    /// An entry whose local header disagrees with the central directory, and a directory entry with a
    /// layout name, become ``ArchiveFiles/notices``.
    static func zipFiles(bytes: [UInt8], path: String, limits: ZipArchive.Limits) throws(ArchiveError) -> ArchiveFiles {
        do throws(ArchiveError) {
            let archive = try ZipArchive(checking: bytes, limits: limits)
            let kept = archive.entries.filter { entry in
                !entry.isDirectory && !isMacMetadata(entry.path)
            }
            let prefix = commonTopLevelFolder(of: kept.map(\.path))
            var files: [ArchiveFile] = []
            var notices: [ArchiveFiles.Notice] = []
            files.reserveCapacity(kept.count)
            for entry in kept {
                let relative =
                    prefix.map { String(entry.path.utf8.dropFirst($0.utf8.count)) ?? entry.path } ?? entry.path
                if let mismatch = entry.localHeaderMismatch {
                    notices.append(.init(kind: .headerMismatch, path: relative, reason: mismatch))
                }
                // Only the files the layout names are inflated; any other entry is listed with its size.
                guard ArchiveFile.isReadByLayout(relative) else {
                    files.append(ArchiveFile(path: relative, unreadSize: entry.uncompressedSize))
                    continue
                }
                files.append(ArchiveFile(path: relative, bytes: try archive.checkedContents(of: entry)))
            }
            for entry in archive.entries where entry.isDirectory && !isMacMetadata(entry.path) {
                let bare = entry.path.hasSuffix("/") ? String(entry.path.dropLast()) : entry.path
                let name = prefix.map { String(bare.utf8.dropFirst($0.utf8.count)) ?? bare } ?? bare
                if ArchiveFile.isReadByLayout(name), !kept.contains(where: { $0.path == bare }) {
                    notices.append(.init(kind: .unreadable, path: name, reason: "is a directory entry, not a file"))
                }
            }
            var result = try ArchiveFiles(checkedRoot: path, kind: .zip, strippedPrefix: prefix, files: files)
            result.notices = notices.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
            return result
        } catch {
            throw error.at(path: path)
        }
    }

    /// Whether `path` is macOS metadata: anything under `__MACOSX/`, or a `.DS_Store` file.
    static func isMacMetadata(_ path: String) -> Bool {
        path == "__MACOSX" || path.hasPrefix("__MACOSX/") || path == ".DS_Store" || path.hasSuffix("/.DS_Store")
    }

    /// `Folder/` if every path has at least two components and the same first one, else `nil`.
    static func commonTopLevelFolder(of paths: [String]) -> String? {
        guard let first = paths.first, let slash = first.firstIndex(of: "/") else { return nil }
        let prefix = String(first[...slash])
        return paths.allSatisfy { $0.hasPrefix(prefix) && $0.utf8.count > prefix.utf8.count } ? prefix : nil
    }
}
