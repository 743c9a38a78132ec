extension ArchiveSource {
    /// The files of the zip archive in `bytes`: directory entries, `__MACOSX/` and `.DS_Store`
    /// dropped, a single top-level folder stripped.
    static func zipFiles(bytes: [UInt8], path: String, limits: ZipArchive.Limits) throws(ArchiveError) -> ArchiveFiles {
        do throws(ArchiveError) {
            let archive = try ZipArchive(checking: bytes, limits: limits)
            let kept = archive.entries.filter { entry in
                !entry.isDirectory && !isMacMetadata(entry.path)
            }
            let prefix = commonTopLevelFolder(of: kept.map(\.path))
            var files: [ArchiveFile] = []
            files.reserveCapacity(kept.count)
            for entry in kept {
                let relative = prefix.map { String(entry.path.utf8.dropFirst($0.utf8.count)) ?? entry.path } ?? entry.path
                files.append(ArchiveFile(path: relative, bytes: try archive.checkedContents(of: entry)))
            }
            return try ArchiveFiles(checkedRoot: path, kind: .zip, strippedPrefix: prefix, files: files)
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
