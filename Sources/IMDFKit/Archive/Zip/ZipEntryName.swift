/// Turns a zip entry name into a safe relative path, or refuses it.
///
/// Zip names are untrusted: a name such as `../../etc/passwd`, `/etc/passwd`, `C:\Windows` or
/// `\\server\share` would escape a naive extraction root ("zip slip"). Backslashes are treated
/// as separators (some Windows tools write them), then:
/// - names that are absolute (leading `/`, which includes `\\server` UNC names) or start with a
///   drive letter (`C:`) are refused;
/// - names with a `..` component anywhere, or a NUL byte, are refused;
/// - empty and `.` components are dropped, so `a//./b` becomes `a/b`.
enum ZipEntryName {
    /// The normalised path of `name`, and whether `name` denotes a directory.
    ///
    /// - Throws: ``ArchiveError/Code/unsafeEntryName`` for names that could escape the root.
    static func normalize(
        _ name: String
    ) throws(ArchiveError) -> (path: String, isDirectory: Bool, usedBackslashes: Bool) {
        func refuse(_ why: String) -> ArchiveError {
            ArchiveError(
                .unsafeEntryName, "entry name \(why); refusing an entry that could escape the archive root",
                entryName: name)
        }
        let usedBackslashes = name.utf8.contains(UInt8(ascii: "\\"))
        let slashed = usedBackslashes ? String(name.map { $0 == "\\" ? "/" : $0 }) : name
        let utf8 = Array(slashed.utf8)
        if utf8.contains(0) { throw refuse("contains a NUL byte") }
        if utf8.first == UInt8(ascii: "/") { throw refuse("is an absolute path") }
        if utf8.count >= 2, utf8[1] == UInt8(ascii: ":"),
            (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(utf8[0] & 0xDF)
        {
            throw refuse("starts with a drive letter")
        }
        var components: [Substring] = []
        for component in slashed.split(separator: "/", omittingEmptySubsequences: true) {
            if component == ".." { throw refuse("has a '..' component") }
            if component != "." { components.append(component) }
        }
        let isDirectory = utf8.last == UInt8(ascii: "/")
        if components.isEmpty && !isDirectory { throw refuse("is empty") }
        return (components.joined(separator: "/"), isDirectory, usedBackslashes)
    }
}
