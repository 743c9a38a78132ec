import Testing

@testable import IMDFKit

@Suite("ZipArchive: well-formed archives")
struct ZipArchiveTests {
    typealias Entry = TestZipWriter.Entry

    static let text = Array(String(repeating: "{\"type\": \"FeatureCollection\", \"features\": []}\n", count: 200).utf8)

    @Test func storedEntryRoundTrips() throws {
        let bytes = TestZipWriter([Entry("manifest.json", "{\"version\": \"1.0.0\"}")]).bytes()
        let archive = try ZipArchive(bytes: bytes)
        #expect(archive.entries.count == 1)
        let entry = try #require(archive.entries.first)
        #expect(entry.path == "manifest.json")
        #expect(entry.compressionMethod == .stored)
        #expect(entry.dataOffset == 30 + "manifest.json".utf8.count)
        #expect(try archive.contents(of: entry) == Array("{\"version\": \"1.0.0\"}".utf8))
    }

    @Test func deflatedEntryInflatesToTheOriginalBytes() throws {
        let archive = try ZipArchive(bytes: TestZipWriter([Entry("unit.geojson", Self.text, method: 8)]).bytes())
        let entry = try #require(archive.entries.first)
        #expect(entry.compressionMethod == .deflated)
        #expect(entry.compressedSize < entry.uncompressedSize / 10)
        #expect(try archive.contents(of: entry) == Self.text)
    }

    @Test func dataDescriptorEntriesUseCentralDirectorySizes() throws {
        var deflated = Entry("a.geojson", Self.text, method: 8)
        deflated.dataDescriptor = true
        var stored = Entry("b.json", "[1, 2, 3]")
        stored.dataDescriptor = true
        let archive = try ZipArchive(bytes: TestZipWriter([deflated, stored]).bytes())
        #expect(archive.entries.allSatisfy { $0.hasDataDescriptor })
        #expect(try archive.contents(of: archive.entries[0]) == Self.text)
        #expect(try archive.contents(of: archive.entries[1]) == Array("[1, 2, 3]".utf8))
    }

    @Test func zip64ExtraFieldsAndEndRecordAreRead() throws {
        var first = Entry("venue.geojson", Self.text, method: 8)
        first.zip64 = true
        var second = Entry("level.geojson", "[]")
        second.zip64 = true
        second.dataDescriptor = true
        var writer = TestZipWriter([first, second])
        writer.zip64EndRecord = true
        let archive = try ZipArchive(bytes: writer.bytes())
        #expect(archive.entries.map(\.path) == ["venue.geojson", "level.geojson"])
        #expect(archive.entries[0].uncompressedSize == Self.text.count)
        #expect(archive.entries[1].localHeaderOffset > 0)
        #expect(try archive.contents(of: archive.entries[0]) == Self.text)
        #expect(try archive.contents(of: archive.entries[1]) == Array("[]".utf8))
    }

    @Test func emptyArchiveHasNoEntries() throws {
        let bytes = TestZipWriter().bytes()
        #expect(bytes.count == 22)
        #expect(try ZipArchive(bytes: bytes).entries.isEmpty)
    }

    @Test func endRecordIsFoundBehindAComment() throws {
        var writer = TestZipWriter([Entry("a.txt", "a")])
        // A comment that itself contains an EOCD signature must not confuse the backward search.
        writer.comment = Array("made by a test PK\u{05}\u{06} with a decoy signature followed by more text".utf8)
        let archive = try ZipArchive(bytes: writer.bytes())
        #expect(archive.entries.map(\.path) == ["a.txt"])
    }

    @Test func dataOffsetUsesTheLocalHeaderExtraLength() throws {
        var entry = Entry("a.txt", "payload")
        entry.localExtra = [0xFE, 0xCA, 4, 0, 1, 2, 3, 4]  // only in the local header
        let archive = try ZipArchive(bytes: TestZipWriter([entry]).bytes())
        #expect(try archive.contents(of: archive.entries[0]) == Array("payload".utf8))
    }

    @Test func zipInsideZipIsAnOpaqueEntry() throws {
        let inner = TestZipWriter([Entry("inner.txt", "hello")]).bytes()
        let archive = try ZipArchive(bytes: TestZipWriter([Entry("nested.zip", inner, method: 8)]).bytes())
        #expect(archive.entries.map(\.path) == ["nested.zip"])
        let data = try archive.contents(of: archive.entries[0])
        #expect(data == inner)
        #expect(try ZipArchive(bytes: data).entries.map(\.path) == ["inner.txt"])
    }

    @Test func namesAreNormalised() throws {
        let archive = try ZipArchive(
            bytes: TestZipWriter([
                Entry("dir\\file.txt", "x"), Entry("./a//b/./c.txt", "y"), Entry("folder/", []),
            ]).bytes())
        #expect(archive.entries.map(\.path) == ["dir/file.txt", "a/b/c.txt", "folder"])
        #expect(archive.entries.map(\.usedBackslashes) == [true, false, false])
        #expect(archive.entries.map(\.isDirectory) == [false, false, true])
        #expect(archive.entries[0].name == "dir\\file.txt")
        #expect(archive.entry(atPath: "a/b/c.txt")?.name == "./a//b/./c.txt")
    }

    @Test func invalidUTF8InNamesIsReplaced() throws {
        let archive = try ZipArchive(
            bytes: TestZipWriter([Entry(rawName: [0x63, 0x61, 0x66, 0xE9, 0x2E, 0x74], [1])]).bytes())
        #expect(archive.entries[0].path == "caf\u{FFFD}.t")
    }
}
