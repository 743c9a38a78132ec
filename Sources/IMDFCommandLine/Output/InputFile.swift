import Foundation

/// Reading a whole input file, or standard input for `-`: the one place the commands touch files
/// directly (archives are read by `IMDFKit`).
enum InputFile {
    /// The bytes of a file, or of standard input when `path` is `-`.
    ///
    /// - Throws: ``CLIError`` (no input, exit 66) naming the file when it is missing, a directory, or
    ///   unreadable.
    static func bytes(at path: String) throws -> [UInt8] {
        if path == "-" { return [UInt8](FileHandle.standardInput.readDataToEndOfFile()) }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw CLIError.noInput("no such file '\(path)'")
        }
        guard !isDirectory.boolValue else { throw CLIError.noInput("'\(path)' is a directory, not a file") }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CLIError.noInput("cannot read '\(path)'")
        }
        return [UInt8](data)
    }
}
