/// Where the central directory of a `.zip` file is, read from its end records.
///
/// The End of Central Directory record (EOCD, 22 bytes plus a comment of up to 65 535 bytes) is
/// found by scanning backwards from the end of the file, no further than the longest possible
/// comment. A candidate is accepted only if its comment ends within the file. If a ZIP64 locator sits
/// just before the EOCD, it points to the ZIP64 EOCD record, whose 64-bit fields are used instead
/// of the EOCD's (which then hold the sentinels `0xFFFF` and `0xFFFFFFFF`).
///
/// - Complexity: O(*c*) where *c* is the length of the archive comment (at most 64 KiB scanned).
struct ZipEndOfCentralDirectory {
    /// How many entries the central directory holds, as declared.
    var entryCount: UInt64
    /// The offset of the first central directory header.
    var centralDirectoryOffset: UInt64
    /// The declared size of the central directory in bytes.
    var centralDirectorySize: UInt64
    /// The offset where the end records begin (the ZIP64 record if there is one, else the EOCD):
    /// the central directory must end at or before it.
    var endRecordsOffset: Int

    private static let eocdSize = 22
    private static let locatorSize = 20
    private static let zip64RecordMinimumSize = 56

    /// Finds and reads the end records of `reader.bytes`.
    ///
    /// - Throws: `notZipArchive` if no EOCD signature is found, `truncated` or `corrupt` for end
    ///   records that are cut short or inconsistent, `unsupported` for multi-disk archives.
    init(reader: ZipByteReader) throws(ArchiveError) {
        let bytes = reader.bytes
        guard bytes.count >= Self.eocdSize else {
            throw ArchiveError(
                .notZipArchive, "the file is \(bytes.count) bytes long, too short for a zip archive (at least 22 bytes)"
            )
        }
        let last = bytes.count - Self.eocdSize
        let first = max(0, last - Int(UInt16.max))
        var found: Int?
        var offset = last
        while offset >= first {
            if bytes[offset] == 0x50, bytes[offset + 1] == 0x4B, bytes[offset + 2] == 0x05, bytes[offset + 3] == 0x06 {
                let commentLength = Int(reader.uint16(at: offset + 20))
                if offset + Self.eocdSize + commentLength <= bytes.count {
                    found = offset
                    break
                }
            }
            offset -= 1
        }
        guard let eocd = found else {
            throw ArchiveError(
                .notZipArchive,
                "no End of Central Directory record found in the last \(bytes.count - first) bytes; the file is not a zip archive or is truncated"
            )
        }

        let diskNumber = reader.uint16(at: eocd + 4)
        let centralDirectoryDisk = reader.uint16(at: eocd + 6)
        let entriesOnDisk = reader.uint16(at: eocd + 8)
        let entries = reader.uint16(at: eocd + 10)
        let size = reader.uint32(at: eocd + 12)
        let start = reader.uint32(at: eocd + 16)

        let locator = eocd - Self.locatorSize
        let hasLocator = locator >= 0 && reader.uint32(at: locator) == ZipSignature.zip64EndOfCentralDirectoryLocator

        if hasLocator {
            self = try Self.zip64(locatorAt: locator, reader: reader)
            return
        }
        // Without a locator, sentinel values are taken at face value (an archive may really have
        // 65 535 entries); if they are not, the central directory checks that follow fail.
        guard diskNumber == 0, centralDirectoryDisk == 0, entriesOnDisk == entries else {
            throw ArchiveError(.unsupported, "multi-disk (spanned) archives are not supported", offset: eocd)
        }
        self.entryCount = UInt64(entries)
        self.centralDirectoryOffset = UInt64(start)
        self.centralDirectorySize = UInt64(size)
        self.endRecordsOffset = eocd
    }

    /// Reads the ZIP64 locator at `locator` and the ZIP64 EOCD record it points to.
    private init(
        entryCount: UInt64, centralDirectoryOffset: UInt64, centralDirectorySize: UInt64, endRecordsOffset: Int
    ) {
        self.entryCount = entryCount
        self.centralDirectoryOffset = centralDirectoryOffset
        self.centralDirectorySize = centralDirectorySize
        self.endRecordsOffset = endRecordsOffset
    }

    private static func zip64(locatorAt locator: Int, reader: ZipByteReader) throws(ArchiveError) -> Self {
        let recordDisk = reader.uint32(at: locator + 4)
        let recordOffset64 = reader.uint64(at: locator + 8)
        let totalDisks = reader.uint32(at: locator + 16)
        guard recordDisk == 0, totalDisks <= 1 else {
            throw ArchiveError(.unsupported, "multi-disk (spanned) ZIP64 archives are not supported", offset: locator)
        }
        guard recordOffset64 <= UInt64(locator) else {
            throw ArchiveError(
                .corrupt, "the ZIP64 locator points to offset \(recordOffset64), past the locator itself",
                offset: locator)
        }
        let record = Int(recordOffset64)
        guard record + Self.zip64RecordMinimumSize <= locator else {
            throw ArchiveError(
                .corrupt, "the ZIP64 End of Central Directory record at \(record) overlaps its locator", offset: record)
        }
        guard reader.uint32(at: record) == ZipSignature.zip64EndOfCentralDirectory else {
            throw ArchiveError(
                .corrupt, "no ZIP64 End of Central Directory signature where the locator points", offset: record)
        }
        let diskNumber = reader.uint32(at: record + 16)
        let centralDirectoryDisk = reader.uint32(at: record + 20)
        let entriesOnDisk = reader.uint64(at: record + 24)
        let entries = reader.uint64(at: record + 32)
        guard diskNumber == 0, centralDirectoryDisk == 0, entriesOnDisk == entries else {
            throw ArchiveError(.unsupported, "multi-disk (spanned) ZIP64 archives are not supported", offset: record)
        }
        return Self(
            entryCount: entries, centralDirectoryOffset: reader.uint64(at: record + 48),
            centralDirectorySize: reader.uint64(at: record + 40), endRecordsOffset: record)
    }
}
