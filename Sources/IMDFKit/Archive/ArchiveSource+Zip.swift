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
            var notices: [ArchiveFiles.Notice] = []
            let relatives = kept.map { entry in
                prefix.map { String(entry.path.utf8.dropFirst($0.utf8.count)) ?? entry.path } ?? entry.path
            }
            for (entry, relative) in Swift.zip(kept, relatives) {
                if let mismatch = entry.localHeaderMismatch {
                    notices.append(.init(kind: .headerMismatch, path: relative, reason: mismatch))
                }
            }
            // Only the files the layout names are inflated (all at once, on every core); any other entry is
            // listed with its size. The first entry in order that fails is the error, as one after another.
            let inflates = relatives.map(ArchiveFile.isReadByLayout)
            let sizes = kept.indices.map { inflates[$0] ? kept[$0].uncompressedSize : 0 }
            let contents = ConcurrentWork.map(sizes: sizes, concurrently: sizes.reduce(0, +) >= 1 << 20) {
                index -> Result<[UInt8], ArchiveError>? in
                guard inflates[index] else { return nil }
                return Result { () throws(ArchiveError) in try archive.checkedContents(of: kept[index]) }
            }
            var files: [ArchiveFile] = []
            files.reserveCapacity(kept.count)
            for index in kept.indices {
                if let content = contents[index] {
                    files.append(ArchiveFile(path: relatives[index], bytes: try content.get()))
                } else {
                    files.append(ArchiveFile(path: relatives[index], unreadSize: kept[index].uncompressedSize))
                }
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
