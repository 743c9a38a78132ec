extension ArchiveSource {
    /// The regular files under `root`, recursively, with paths relative to `root`.
    ///
    /// Directories are entered only when they are real directories (a link to a directory is
    /// not followed, which also rules out cycles). A symbolic link to a regular file is read
    /// only if it resolves inside `root`. FIFOs, sockets and devices are skipped without being
    /// opened. `.DS_Store` files and `__MACOSX` folders are skipped.
    static func directoryFiles(root: String) throws(ArchiveError) -> ArchiveFiles {
        guard let resolvedRoot = POSIXFileSystem.realPath(root) else {
            _ = try POSIXFileSystem.kind(of: root)   // throws the precise error
            throw ArchiveError(.notReadable, "the directory's real path could not be resolved", path: root)
        }
        let rootPrefix = resolvedRoot.hasSuffix("/") ? resolvedRoot : resolvedRoot + "/"
        var files: [ArchiveFile] = []
        var pending: [String] = [""]   // directories to visit, relative to root
        while let relativeDirectory = pending.popLast() {
            let directory = relativeDirectory.isEmpty ? root : root + "/" + relativeDirectory
            for name in try POSIXFileSystem.directoryEntries(at: directory) {
                let relative = relativeDirectory.isEmpty ? name : relativeDirectory + "/" + name
                if isMacMetadata(relative) { continue }
                let full = directory + "/" + name
                switch try POSIXFileSystem.kind(of: full, followingLinks: false) {
                case .directory:
                    pending.append(relative)
                case .regularFile:
                    files.append(ArchiveFile(path: relative, bytes: try POSIXFileSystem.readFile(at: full)))
                case .symbolicLink:
                    guard let target = POSIXFileSystem.realPath(full), target.hasPrefix(rootPrefix),
                        case .regularFile = try POSIXFileSystem.kind(of: target)
                    else { continue }
                    files.append(ArchiveFile(path: relative, bytes: try POSIXFileSystem.readFile(at: target)))
                case .special:
                    continue
                }
            }
        }
        return try ArchiveFiles(checkedRoot: root, kind: .directory, strippedPrefix: nil, files: files)
    }
}
