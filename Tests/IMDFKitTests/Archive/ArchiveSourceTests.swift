import Foundation
import Testing

@testable import IMDFKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("ArchiveSource: directories and zip files on disk")
struct ArchiveSourceTests {
    typealias Entry = TestZipWriter.Entry

    /// A fresh temporary directory, removed when the test's `defer` runs.
    struct TemporaryDirectory {
        let path: String
        init() throws {
            path = NSTemporaryDirectory() + "imdfkit-archive-" + UUID().uuidString
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        }
        func write(_ relative: String, _ bytes: [UInt8]) throws {
            let url = URL(fileURLWithPath: path + "/" + relative)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
        }
        func remove() { try? FileManager.default.removeItem(atPath: path) }
    }

    static let venueFiles: [(String, String)] = [
        ("manifest.json", "{\"version\": \"1.0.0\", \"language\": \"en\"}"),
        ("venue.geojson", "{\"type\": \"FeatureCollection\", \"features\": []}"),
        ("unit.geojson", String(repeating: "{\"type\": \"Feature\"}", count: 100)),
        ("extra/notes.txt", "not IMDF"),
    ]

    @Test func directoryAndZipGiveTheSameFiles() throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        for (path, text) in Self.venueFiles { try temp.write("Venue/" + path, Array(text.utf8)) }
        try temp.write("Venue/.DS_Store", [0, 0, 0, 1])

        var entries = [Entry("Venue/", []), Entry("Venue/extra/", [])]
        entries += Self.venueFiles.map { Entry("Venue/" + $0.0, $0.1, method: 8) }
        entries += [Entry("__MACOSX/Venue/._unit.geojson", [0, 5, 22, 7]), Entry("Venue/.DS_Store", [0, 0, 0, 1])]
        try temp.write("venue.zip", TestZipWriter(entries).bytes())

        let directory = try ArchiveSource.open(path: temp.path + "/Venue")
        let zip = try ArchiveSource.open(path: temp.path + "/venue.zip")
        #expect(directory.kind == .directory)
        #expect(zip.kind == .zip)
        #expect(zip.strippedPrefix == "Venue/")
        #expect(directory.paths == ["extra/notes.txt", "manifest.json", "unit.geojson", "venue.geojson"])
        #expect(zip.files == directory.files)
        #expect(zip["manifest.json"]?.bytes == Array(Self.venueFiles[0].1.utf8))
        #expect(zip["Venue/manifest.json"] == nil)
        #expect(zip["extra/notes.txt"]?.name == "notes.txt")
    }

    @Test func topLevelFolderIsKeptWhenNotEveryFileIsInIt() throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        try temp.write(
            "a.zip", TestZipWriter([Entry("Venue/unit.geojson", "[]"), Entry("manifest.json", "{}")]).bytes())
        let files = try ArchiveSource.open(path: temp.path + "/a.zip")
        #expect(files.paths == ["Venue/unit.geojson", "manifest.json"])
        #expect(files.strippedPrefix == nil)
    }

    @Test func zipIsDetectedByContentNotExtension() throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        try temp.write("venue.dat", TestZipWriter([Entry("manifest.json", "{}")]).bytes())
        try temp.write("fake.zip", Array("{\"this is\": \"json\"}".utf8))
        try temp.write("empty.imdf", TestZipWriter().bytes())

        #expect(try ArchiveSource.detect(path: temp.path + "/venue.dat") == .zip(temp.path + "/venue.dat"))
        #expect(try ArchiveSource.detect(path: temp.path) == .directory(temp.path))
        #expect(try ArchiveSource.open(path: temp.path + "/venue.dat").paths == ["manifest.json"])
        #expect(try ArchiveSource.open(path: temp.path + "/empty.imdf").files.isEmpty)

        let error = #expect(throws: ArchiveError.self) { try ArchiveSource.open(path: temp.path + "/fake.zip") }
        #expect(error?.code == .notZipArchive)
        #expect(error?.path == temp.path + "/fake.zip")
        #expect(error?.message.contains("{\"th") == true)
    }

    @Test func missingPathIsNotFound() throws {
        let error = #expect(throws: ArchiveError.self) {
            try ArchiveSource.open(path: "/nonexistent/imdfkit/venue.zip")
        }
        #expect(error?.code == .notFound)
        #expect(error?.path == "/nonexistent/imdfkit/venue.zip")
        #expect(error?.underlying?.code == ENOENT)
    }

    @Test func fifoIsRefusedWithoutBlocking() throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        let fifo = temp.path + "/pipe.zip"
        try #require(mkfifo(fifo, 0o600) == 0)
        let error = #expect(throws: ArchiveError.self) { try ArchiveSource.open(path: fifo) }
        #expect(error?.code == .notRegularFile)
        #expect(error?.message.contains("FIFO") == true)
        #expect(throws: ArchiveError.self) { try ArchiveSource.detect(path: fifo) }
    }

    @Test func directoryWalkSkipsSpecialFilesAndOutsideLinks() throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        try temp.write("outside.txt", Array("secret".utf8))
        try temp.write("root/manifest.json", Array("{}".utf8))
        try temp.write("root/level/unit.geojson", Array("[]".utf8))
        try temp.write("root/.DS_Store", [1])
        try temp.write("root/__MACOSX/._x", [1])
        let root = temp.path + "/root"
        try #require(mkfifo(root + "/pipe", 0o600) == 0)
        try #require(symlink(temp.path + "/outside.txt", root + "/leak.txt") == 0)
        try #require(symlink(root + "/manifest.json", root + "/alias.json") == 0)
        try #require(symlink(root + "/manifest.json", root + "/alias.geojson") == 0)
        try #require(symlink(temp.path, root + "/loop") == 0)

        let files = try ArchiveSource.open(path: root)
        #expect(files.paths == ["alias.geojson", "alias.json", "level/unit.geojson", "manifest.json"])
        #expect(files["alias.geojson"]?.bytes == Array("{}".utf8))
        // A file the layout does not name is listed with its size, never read.
        #expect(files["alias.json"]?.bytes == [] && files["alias.json"]?.unreadSize == 2)
        // Nothing the layout names was unreadable: the FIFO and the links are not layout names.
        #expect(files.notices.isEmpty)
    }

    /// Issue 23: a member the layout names that cannot be read is left out with a notice giving the reason.
    @Test func unreadableLayoutMembersBecomeNotices() throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        try temp.write("outside.geojson", Array("{}".utf8))
        try temp.write("root/manifest.json", Array("{}".utf8))
        try temp.write("root/level.geojson/inner.txt", Array("x".utf8))
        try temp.write("root/big.geojson", Array(repeating: 0x20, count: 100))
        let root = temp.path + "/root"
        try #require(mkfifo(root + "/unit.geojson", 0o600) == 0)
        try #require(symlink(temp.path + "/outside.geojson", root + "/opening.geojson") == 0)
        try #require(symlink(root + "/nowhere", root + "/venue.geojson") == 0)
        var limits = ZipArchive.Limits.default
        limits.maxInputFileSize = 10
        let files = try ArchiveSource.open(path: root, limits: limits)
        #expect(files.paths == ["level.geojson/inner.txt", "manifest.json"])
        #expect(
            files.notices.map(\.path) == [
                "big.geojson", "level.geojson", "opening.geojson", "unit.geojson", "venue.geojson",
            ])
        #expect(files.notices.allSatisfy { $0.kind == .unreadable })
        let reasons = files.notices.map(\.reason)
        #expect(reasons[0] == "is 100 bytes, more than the input limit of 10 bytes (--max-input-size)")
        #expect(reasons[1] == "is a directory, not a file")
        #expect(reasons[2].hasPrefix("is a symbolic link leaving the folder"))
        #expect(reasons[3] == "is a FIFO, not a regular file (it was not opened)")
        #expect(reasons[4] == "is a symbolic link to nothing (dangling)")
    }

    @Test func hostileZipOnDiskWritesNothing() throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        try temp.write("inner/slip.zip", TestZipWriter([Entry("../../etc/passwd", "x"), Entry("/abs", "y")]).bytes())
        let before = try FileManager.default.subpathsOfDirectory(atPath: temp.path)
        let error = #expect(throws: ArchiveError.self) { try ArchiveSource.open(path: temp.path + "/inner/slip.zip") }
        #expect(error?.code == .unsafeEntryName)
        #expect(error?.path == temp.path + "/inner/slip.zip")
        #expect(try FileManager.default.subpathsOfDirectory(atPath: temp.path) == before)
    }

    @Test func duplicatePathsAfterNormalisationAreRefused() throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        try temp.write("dup.zip", TestZipWriter([Entry("a/unit.geojson", "1"), Entry("a\\unit.geojson", "2")]).bytes())
        let error = #expect(throws: ArchiveError.self) { try ArchiveSource.open(path: temp.path + "/dup.zip") }
        #expect(error?.code == .duplicateEntry)
    }

    @Test func encryptedEntryInAZipOnDisk() throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        var entry = Entry("unit.geojson", "[]")
        entry.encrypted = true
        try temp.write("locked.zip", TestZipWriter([Entry("manifest.json", "{}"), entry]).bytes())
        let error = #expect(throws: ArchiveError.self) { try ArchiveSource.open(path: temp.path + "/locked.zip") }
        #expect(error?.code == .encrypted)
        #expect(error?.entryName == "unit.geojson")
    }

    // MARK: Archives made by real tools

    static let python = ["/usr/bin/python3", "/usr/local/bin/python3", "/root/.pyenv/shims/python3"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }
    static let zipTool = FileManager.default.isExecutableFile(atPath: "/usr/bin/zip") ? "/usr/bin/zip" : nil
    static let sharedSample = "/work/shared/imdf-data/minimal-ja"

    private static func run(_ tool: String, _ arguments: [String], in directory: String) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    @Test(.enabled(if: python != nil, "python3 is not installed"))
    func readsAZipMadeByPythonZipfile() throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        let script = """
            import zipfile
            with zipfile.ZipFile('py.zip', 'w') as z:
                z.writestr(zipfile.ZipInfo('Venue/'), '')
                z.writestr('Venue/manifest.json', '{"version": "1.0.0"}', compress_type=zipfile.ZIP_STORED)
                z.writestr('Venue/unit.geojson', '{"features": []}' * 500, compress_type=zipfile.ZIP_DEFLATED)
                z.writestr('Venue/\u{65E5}\u{672C}.txt', 'utf-8 name', compress_type=zipfile.ZIP_DEFLATED)
            """
        let python = try #require(Self.python)
        try #require(try Self.run(python, ["-c", script], in: temp.path) == 0)
        let files = try ArchiveSource.open(path: temp.path + "/py.zip")
        #expect(files.paths == ["manifest.json", "unit.geojson", "\u{65E5}\u{672C}.txt"])
        #expect(files["unit.geojson"]?.bytes == Array(String(repeating: "{\"features\": []}", count: 500).utf8))
    }

    @Test(
        .enabled(
            if: zipTool != nil && FileManager.default.fileExists(atPath: sharedSample),
            "needs /usr/bin/zip and the shared sample"))
    func sharedSampleReadsTheSameAsDirectoryAndZip() throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        let zipTool = try #require(Self.zipTool)
        try #require(try Self.run(zipTool, ["-r", "-q", temp.path + "/sample.zip", "."], in: Self.sharedSample) == 0)
        // Zip writing to a pipe cannot seek back, so it uses data descriptors (flag bit 3).
        try #require(
            try Self.run(
                "/bin/sh", ["-c", "'\(zipTool)' -q -r - . | cat > '\(temp.path)/streamed.zip'"], in: Self.sharedSample)
                == 0)
        let directory = try ArchiveSource.open(path: Self.sharedSample)
        #expect(!directory.files.isEmpty)
        for name in ["sample.zip", "streamed.zip"] {
            let zip = try ArchiveSource.open(path: temp.path + "/" + name)
            #expect(zip.paths == directory.paths, "\(name)")
            #expect(zip.files == directory.files, "\(name)")
        }
        let streamed = try ZipArchive(bytes: POSIXFileSystem.readFile(at: temp.path + "/streamed.zip"))
        #expect(streamed.entries.contains { $0.hasDataDescriptor && $0.compressionMethod == .deflated })
    }
}
