import IMDFTestSupport
import Testing

@testable import IMDFKit

/// Damaged and hostile archives: each must fail with the right error code, never crash.
@Suite("ZipArchive: hostile and damaged archives")
struct ZipArchiveHostileTests {
    typealias Entry = TestZipWriter.Entry

    /// Opens `bytes` and reads every entry, returning the archive error thrown, if any.
    private func openAndRead(_ bytes: [UInt8], limits: ZipArchive.Limits = .default) -> ArchiveError? {
        do {
            let archive = try ZipArchive(bytes: bytes, limits: limits)
            for entry in archive.entries { _ = try archive.contents(of: entry) }
            return nil
        } catch let error as ArchiveError {
            return error
        } catch {
            Issue.record("unexpected error type: \(error)")
            return nil
        }
    }

    @Test(arguments: [
        "../../etc/passwd", "/abs", "/etc/passwd", "C:\\x", "c:/x", "\\\\server\\share\\x", "a/../../b", "a\\..\\b",
        "..", "a\u{0}b",
    ])
    func unsafeNamesAreRejected(name: String) {
        let error = openAndRead(TestZipWriter([Entry(name, "root:x:0:0")]).bytes())
        #expect(error?.code == .unsafeEntryName)
        #expect(error?.entryName == name)
    }

    @Test func namesWithDotsInsideComponentsAreFine() throws {
        let archive = try ZipArchive(bytes: TestZipWriter([Entry("a..b/..c/d..", "ok")]).bytes())
        #expect(archive.entries[0].path == "a..b/..c/d..")
    }

    @Test func highCompressionRatioIsRefused() throws {
        // 4 MiB of zeros deflates about 1030:1, over the default 1000:1 limit.
        let bytes = TestZipWriter([Entry("zeros.bin", [UInt8](repeating: 0, count: 4 << 20), method: 8)]).bytes()
        let error = openAndRead(bytes)
        #expect(error?.code == .limitExceeded)
        #expect(error?.entryName == "zeros.bin")
        #expect(error?.message.contains("compression ratio") == true)
        // The same entry passes when the limit allows it, or when it is below the threshold.
        #expect(openAndRead(bytes, limits: .init(maxCompressionRatio: 2000)) == nil)
        #expect(openAndRead(bytes, limits: .init(compressionRatioThreshold: 8 << 20)) == nil)
    }

    @Test func hugeDeclaredSizeIsRefusedBeforeInflating() {
        var entry = Entry("huge.geojson", [UInt8](repeating: 7, count: 2000), method: 8)
        entry.zip64 = true
        entry.declaredUncompressedSize = 3 << 30
        entry.payload = [UInt8](repeating: 0x55, count: 4 << 20)  // a plausible ratio, garbage data
        let error = openAndRead(TestZipWriter([entry]).bytes())
        #expect(error?.code == .limitExceeded)
        #expect(error?.message.contains("per-entry limit") == true)
    }

    @Test func totalSizeAndEntryCountLimitsApply() {
        let entries = (0..<5).map { Entry("f\($0).txt", [UInt8](repeating: 1, count: 1000)) }
        let bytes = TestZipWriter(entries).bytes()
        #expect(openAndRead(bytes) == nil)
        #expect(openAndRead(bytes, limits: .init(maxTotalUncompressedSize: 4500))?.code == .limitExceeded)
        #expect(openAndRead(bytes, limits: .init(maxEntryCount: 4))?.code == .limitExceeded)
        #expect(openAndRead(bytes, limits: .init(maxEntryUncompressedSize: 999))?.code == .limitExceeded)
    }

    @Test func nestedBombIsOneOpaqueEntryPerLevel() throws {
        // 42.zip-style: each level holds copies of the level below. Nothing is recursed, so
        // opening the outer archive inflates only the outer entries.
        var level = TestZipWriter([Entry("zeros.bin", [UInt8](repeating: 0, count: 1 << 20), method: 8)]).bytes()
        for depth in 0..<3 {
            level = TestZipWriter((0..<8).map { Entry("l\(depth)-\($0).zip", level, method: 8) }).bytes()
        }
        let archive = try ZipArchive(bytes: level)
        #expect(archive.entries.count == 8)
        #expect(archive.entries.allSatisfy { $0.uncompressedSize < 1 << 20 })
    }

    @Test func entryCountLargerThanTheCentralDirectoryIsTruncation() {
        var writer = TestZipWriter([Entry("a.txt", "a"), Entry("b.txt", "b")])
        writer.declaredEntryCount = 3
        #expect(openAndRead(writer.bytes())?.code == .truncated)
        writer.declaredEntryCount = 60_000
        #expect(openAndRead(writer.bytes())?.code == .truncated)
    }

    @Test func truncatedFilesFailCleanly() {
        let bytes = TestZipWriter([Entry("a.geojson", ZipArchiveTests.text, method: 8), Entry("b.txt", "b")]).bytes()
        // Cut inside the end record: no end record is found.
        #expect(openAndRead(Array(bytes.dropLast(5)))?.code == .notZipArchive)
        // Every other cut, including inside the central directory and inside entry data.
        for cut in stride(from: 1, to: bytes.count, by: 7) {
            let error = openAndRead(Array(bytes.prefix(cut)))
            #expect(error != nil, "a prefix of \(cut) bytes opened")
        }
    }

    @Test func centralDirectoryWithAGapIsCorrupt() {
        var bytes = TestZipWriter([Entry("a.txt", "aaaa"), Entry("b.txt", "bbbb")]).bytes()
        // Drop 10 bytes from the middle of the central directory, keeping the end record intact.
        let centralStart = Int(bytes[bytes.count - 6]) | Int(bytes[bytes.count - 5]) << 8
        bytes.removeSubrange((centralStart + 20)..<(centralStart + 30))
        let code = openAndRead(bytes)?.code
        #expect(code == .corrupt || code == .truncated)
    }

    @Test func crcMismatchIsReported() {
        var entry = Entry("a.txt", "hello", method: 8)
        entry.declaredCRC = 0xDEAD_BEEF
        let error = openAndRead(TestZipWriter([entry]).bytes())
        #expect(error?.code == .checksumMismatch)
        #expect(error?.entryName == "a.txt")
    }

    @Test func deflatedSizesThatLieAreReported() {
        var shorter = Entry("short.txt", ZipArchiveTests.text, method: 8)
        shorter.declaredUncompressedSize = 100
        #expect(openAndRead(TestZipWriter([shorter]).bytes())?.code == .sizeMismatch)
        var longer = Entry("long.txt", ZipArchiveTests.text, method: 8)
        longer.declaredUncompressedSize = UInt64(ZipArchiveTests.text.count + 1)
        #expect(openAndRead(TestZipWriter([longer]).bytes())?.code == .sizeMismatch)
        var stored = Entry("stored.txt", "abc")
        stored.declaredUncompressedSize = 4
        #expect(openAndRead(TestZipWriter([stored]).bytes())?.code == .sizeMismatch)
    }

    /// The room made before inflating: a real entry's whole declared size at once (text deflates well under
    /// 64:1), but for a declared size beyond that only four times the compressed bytes, grown as data
    /// arrives, so that a size that lies reserves nothing it cannot fill.
    @Test func roomIsReservedForAPlausibleDeclaredSizeOnly() {
        let megabyte = 1 << 20
        #expect(RawInflater.initialCapacity(expectedSize: 28 * megabyte, compressedSize: 3 * megabyte) == 28 * megabyte)
        #expect(RawInflater.initialCapacity(expectedSize: 64 * megabyte, compressedSize: megabyte) == 64 * megabyte)
        #expect(RawInflater.initialCapacity(expectedSize: 512 * megabyte, compressedSize: megabyte) == 4 * megabyte)
        #expect(RawInflater.initialCapacity(expectedSize: 10 * megabyte, compressedSize: 100) == 256 << 10)
        #expect(RawInflater.initialCapacity(expectedSize: 100, compressedSize: 0) == 100)
        #expect(RawInflater.initialCapacity(expectedSize: 1 << 40, compressedSize: Int.max / 2) == 1 << 40)
    }

    /// The inflater writes into the result a chunk at a time and takes the CRC-32 chunk by chunk: an entry of
    /// several chunks reads back exactly, and so does one that deflates so well (a short pattern repeated,
    /// about 340:1, under the archive's 1000:1 limit) that its true size looks implausible and the result grows
    /// over several rounds; an empty entry reads back empty. A flipped bit is still caught by the checksum.
    @Test func largeAndHighlyCompressibleEntriesReadBackExactly() throws {
        var random = SystemRandomNumberGenerator()
        let text = (0..<(3 * RawInflater.chunkSize + 12_345)).map { _ in UInt8.random(in: 0x20...0x7E, using: &random) }
        let pattern = Array(UInt8(ascii: " ")..<UInt8(ascii: "E"))
        let repeated = Array(repeatElement(pattern, count: 40 * RawInflater.chunkSize / pattern.count).joined())
        let bytes = TestZipWriter([
            Entry("text.txt", text, method: 8), Entry("empty.txt", [], method: 8),
            Entry("repeated.txt", repeated, method: 8),
        ]).bytes()
        let archive = try ZipArchive(bytes: bytes)
        let compressed = try #require(archive.entries.last?.compressedSize)
        #expect(RawInflater.initialCapacity(expectedSize: repeated.count, compressedSize: compressed) < repeated.count)
        #expect(try archive.entries.map { try archive.contents(of: $0) } == [text, [], repeated])

        for index in 0..<2 {
            var entries = [Entry("text.txt", text, method: 8), Entry("repeated.txt", repeated, method: 8)]
            entries[index].data[entries[index].data.count - 1] ^= 1
            entries[index].declaredCRC = CRC32.checksum(index == 0 ? text : repeated)
            #expect(openAndRead(TestZipWriter(entries).bytes())?.code == .checksumMismatch)
        }
    }

    @Test func zip64FieldsThatLieAreReported() {
        var beyondFile = Entry("a.txt", "hello", method: 8)
        beyondFile.zip64 = true
        beyondFile.declaredCompressedSize = 1 << 40
        #expect(openAndRead(TestZipWriter([beyondFile]).bytes())?.code == .corrupt)

        var offsetBeyondFile = Entry("b.txt", "hello")
        offsetBeyondFile.zip64 = true
        offsetBeyondFile.declaredLocalHeaderOffset = UInt64.max
        #expect(openAndRead(TestZipWriter([offsetBeyondFile]).bytes())?.code == .corrupt)

        var doubled = Entry("c.txt", ZipArchiveTests.text, method: 8)
        doubled.zip64 = true
        doubled.declaredUncompressedSize = UInt64(ZipArchiveTests.text.count * 2)
        #expect(openAndRead(TestZipWriter([doubled]).bytes())?.code == .sizeMismatch)
    }

    @Test func entryPointingOutsideTheFileIsCorrupt() {
        var entry = Entry("a.txt", "hello")
        entry.declaredLocalHeaderOffset = 1_000_000
        let error = openAndRead(TestZipWriter([entry]).bytes())
        #expect(error?.code == .corrupt)
        #expect(error?.entryName == "a.txt")
    }

    @Test func overlappingEntriesAreRefused() {
        var copy = Entry("copy.bin", [UInt8](repeating: 0, count: 10_000), method: 8)
        copy.sharesLocalHeaderOf = 0
        let bytes = TestZipWriter([Entry("zeros.bin", [UInt8](repeating: 0, count: 10_000), method: 8), copy]).bytes()
        let error = openAndRead(bytes)
        #expect(error?.code == .overlappingEntries)
    }

    @Test func encryptedEntryIsAClearError() throws {
        var entry = Entry("secret.geojson", "{}")
        entry.encrypted = true
        let archive = try ZipArchive(bytes: TestZipWriter([entry]).bytes())
        #expect(archive.entries[0].isEncrypted)
        let error = #expect(throws: ArchiveError.self) { try archive.contents(of: archive.entries[0]) }
        #expect(error?.code == .encrypted)
        #expect(error?.entryName == "secret.geojson")
    }

    @Test func unsupportedMethodIsNamed() {
        let error = openAndRead(TestZipWriter([Entry("a.lzma", [1, 2, 3], method: 14)]).bytes())
        #expect(error?.code == .unsupported)
        #expect(error?.message.contains("LZMA (14)") == true)
    }

    @Test func invalidAndTruncatedDeflateData() {
        var garbage = Entry("bad.txt", "hello", method: 8)
        garbage.payload = [0xFF, 0xFF, 0xFF, 0xFF]  // BTYPE 11: reserved, invalid
        let bad = openAndRead(TestZipWriter([garbage]).bytes())
        #expect(bad?.code == .corrupt)
        #expect(bad?.underlying?.domain == .zlib)

        var cut = Entry("cut.txt", ZipArchiveTests.text, method: 8)
        let full = TestZipWriter.deflate(ZipArchiveTests.text)
        cut.payload = Array(full.prefix(full.count / 2))
        #expect(openAndRead(TestZipWriter([cut]).bytes())?.code == .truncated)
    }

    @Test func notAZipAtAll() {
        #expect(openAndRead([])?.code == .notZipArchive)
        #expect(openAndRead(Array("just some text that is long enough to be scanned".utf8))?.code == .notZipArchive)
    }

    @Test func randomCorruptionNeverCrashes() {
        var first = Entry("venue.geojson", ZipArchiveTests.text, method: 8)
        first.dataDescriptor = true
        var second = Entry("unit.geojson", ZipArchiveTests.text)
        second.zip64 = true
        var writer = TestZipWriter([first, second, Entry("manifest.json", "{}", method: 8)])
        writer.zip64EndRecord = true
        let original = writer.bytes()
        var generator = SeededGenerator(seed: 20_094)
        var failures = 0
        for _ in 0..<3000 {
            var bytes = original
            for _ in 0..<Int(generator.next() % 4 + 1) {
                let position = Int(generator.next() % UInt64(bytes.count))
                bytes[position] = UInt8(truncatingIfNeeded: generator.next())
            }
            if openAndRead(bytes) != nil { failures += 1 }
        }
        // Most single-byte changes are caught (by structure checks or the CRC); none may crash.
        #expect(failures > 1500)
    }
}
