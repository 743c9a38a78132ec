/// A `.zip` archive read from bytes in memory: its entries, and their contents on demand.
///
/// Opening parses and checks the whole structure up front, so that a damaged or hostile archive
/// fails at once with a precise ``ArchiveError``, never a crash:
/// 1. the End of Central Directory record, searched backwards from the end (bounded by the
///    longest possible comment), and its ZIP64 locator and record when present
///    (`ZipEndOfCentralDirectory`);
/// 2. every central directory header, widened by its ZIP64 extra field;
/// 3. every entry name, normalised and refused if it could escape the root (`ZipEntryName`);
/// 4. every local file header, to find where the data begins (the *local* name and extra
///    lengths, which may differ from the central ones);
/// 5. that entries lie before the central directory and do not overlap one another;
/// 6. the configured ``Limits`` on declared sizes.
///
/// Contents are then read one entry at a time with `contents(of:)`: stored or inflated through
/// zlib, bounded by the declared size, and CRC-checked. An empty archive (only an EOCD record) is
/// valid and has no entries. A zip stored inside the zip is just an entry; it is not opened.
///
/// Specification: PKWARE APPNOTE.TXT 6.3.x; IMDF archives are zips (IMDF §1.1).
///
/// Public only as the namespace of ``Limits``, which `IMDF.Archive(contentsOf:limits:progress:)` takes; the
/// reader itself is the archive layer's (package access).
public struct ZipArchive: Sendable {
    /// The entries in central directory order.
    package let entries: [ZipEntry]
    /// The limits the archive was checked against.
    package let limits: Limits
    /// The whole archive file.
    let bytes: [UInt8]

    private static let centralHeaderSize = 46
    private static let localHeaderSize = 30

    /// Parses and checks the structure of the archive in `bytes`.
    ///
    /// - Parameters:
    ///   - bytes: The complete contents of a `.zip` file.
    ///   - limits: Bounds on entry count and declared sizes.
    /// - Throws: ``ArchiveError`` with code `notZipArchive`, `truncated`, `corrupt`,
    ///   `unsupported`, `unsafeEntryName`, `overlappingEntries` or `limitExceeded`, carrying the
    ///   entry name and byte offset where known.
    /// - Complexity: O(*n* log *n*) in the number of entries, plus O(*c*) for a comment of
    ///   length *c*; no entry data is touched.
    package init(bytes: [UInt8], limits: Limits = .default) throws {
        try self.init(checking: bytes, limits: limits)
    }

    init(checking bytes: [UInt8], limits: Limits) throws(ArchiveError) {
        let reader = ZipByteReader(bytes: bytes)
        let end = try ZipEndOfCentralDirectory(reader: reader)

        guard end.entryCount <= UInt64(max(0, limits.maxEntryCount)) else {
            throw ArchiveError(
                .limitExceeded,
                "the archive declares \(end.entryCount) entries, more than the limit of \(limits.maxEntryCount)")
        }
        guard end.centralDirectoryOffset <= UInt64(end.endRecordsOffset),
            end.centralDirectorySize <= UInt64(end.endRecordsOffset) - end.centralDirectoryOffset
        else {
            throw ArchiveError(
                .corrupt,
                "the central directory (offset \(end.centralDirectoryOffset), \(end.centralDirectorySize) bytes) does not fit before the end records at \(end.endRecordsOffset)",
                offset: end.endRecordsOffset)
        }
        let directoryStart = Int(end.centralDirectoryOffset)
        let directoryEnd = directoryStart + Int(end.centralDirectorySize)
        let count = Int(end.entryCount)
        guard count <= (directoryEnd - directoryStart) / Self.centralHeaderSize else {
            throw ArchiveError(
                .truncated,
                "the archive declares \(count) entries but its central directory has only \(directoryEnd - directoryStart) bytes",
                offset: directoryStart)
        }

        var entries: [ZipEntry] = []
        entries.reserveCapacity(count)
        var cursor = directoryStart
        var totalSize = 0
        for index in 0..<count {
            let entry = try Self.centralEntry(at: &cursor, index: index, directoryEnd: directoryEnd, reader: reader)
            try Self.checkLimits(entry, limits: limits, totalSize: &totalSize)
            entries.append(try Self.locatingData(of: entry, directoryStart: directoryStart, reader: reader))
        }
        try Self.checkNoOverlap(entries)
        self.entries = entries
        self.limits = limits
        self.bytes = bytes
    }

    /// Reads the central directory header at `cursor` and advances past it.
    private static func centralEntry(
        at cursor: inout Int, index: Int, directoryEnd: Int, reader: ZipByteReader
    ) throws(ArchiveError) -> ZipEntry {
        let start = cursor
        guard directoryEnd - start >= centralHeaderSize else {
            throw ArchiveError(
                .truncated, "central directory header #\(index + 1) runs past the end of the central directory",
                offset: start)
        }
        guard reader.uint32(at: start) == ZipSignature.centralDirectoryHeader else {
            throw ArchiveError(.corrupt, "no central directory header signature for entry #\(index + 1)", offset: start)
        }
        let nameLength = Int(reader.uint16(at: start + 28))
        let extraLength = Int(reader.uint16(at: start + 30))
        let commentLength = Int(reader.uint16(at: start + 32))
        let headerLength = centralHeaderSize + nameLength + extraLength + commentLength
        guard directoryEnd - start >= headerLength else {
            throw ArchiveError(
                .truncated,
                "central directory header #\(index + 1) (\(headerLength) bytes) runs past the end of the central directory",
                offset: start)
        }
        let nameStart = start + centralHeaderSize
        let name = String(decoding: reader.bytes[nameStart..<(nameStart + nameLength)], as: UTF8.self)
        let normalized = try ZipEntryName.normalize(name)

        var uncompressed = UInt64(reader.uint32(at: start + 24))
        var compressed = UInt64(reader.uint32(at: start + 20))
        var localOffset = UInt64(reader.uint32(at: start + 42))
        let diskStart = reader.uint16(at: start + 34)
        try readZip64Extra(
            from: nameStart + nameLength, length: extraLength, reader: reader, entryName: name, headerOffset: start,
            uncompressed: &uncompressed, compressed: &compressed, localOffset: &localOffset, diskStart: diskStart)

        // Any value past the file is a lie; clamp before converting so that Int() cannot trap.
        let fileSize = UInt64(reader.bytes.count)
        guard localOffset < fileSize else {
            throw ArchiveError(
                .corrupt, "the local header offset \(localOffset) points outside the file (\(fileSize) bytes)",
                entryName: name, offset: start)
        }
        guard compressed <= fileSize else {
            throw ArchiveError(
                .corrupt, "the compressed size \(compressed) is larger than the whole file (\(fileSize) bytes)",
                entryName: name, offset: start)
        }
        cursor = start + headerLength
        return ZipEntry(
            name: name, path: normalized.path, usedBackslashes: normalized.usedBackslashes,
            isDirectory: normalized.isDirectory,
            flags: reader.uint16(at: start + 8),
            compressionMethod: ZipEntry.CompressionMethod(rawValue: reader.uint16(at: start + 10)),
            crc32: reader.uint32(at: start + 16),
            compressedSize: Int(compressed),
            uncompressedSize: Int(clamping: uncompressed),
            localHeaderOffset: Int(localOffset),
            dataOffset: 0)
    }

    /// Replaces the 32-bit sentinel values with those of the ZIP64 extended information extra
    /// field (header ID 0x0001), whose fields appear in a fixed order and only when needed.
    private static func readZip64Extra(
        from start: Int, length: Int, reader: ZipByteReader, entryName: String, headerOffset: Int,
        uncompressed: inout UInt64, compressed: inout UInt64, localOffset: inout UInt64, diskStart: UInt16
    ) throws(ArchiveError) {
        let needUncompressed = uncompressed == 0xFFFF_FFFF
        let needCompressed = compressed == 0xFFFF_FFFF
        let needOffset = localOffset == 0xFFFF_FFFF
        let needDisk = diskStart == 0xFFFF
        guard needUncompressed || needCompressed || needOffset || needDisk else { return }

        var field = start
        let end = start + length
        while end - field >= 4 {
            let id = reader.uint16(at: field)
            let size = Int(reader.uint16(at: field + 2))
            let data = field + 4
            guard end - data >= size else { break }
            if id == 0x0001 {
                var position = data
                func next() throws(ArchiveError) -> UInt64 {
                    guard data + size - position >= 8 else {
                        throw ArchiveError(
                            .corrupt,
                            "the ZIP64 extra field (\(size) bytes) is too short for the values the header defers to it",
                            entryName: entryName, offset: data)
                    }
                    defer { position += 8 }
                    return reader.uint64(at: position)
                }
                if needUncompressed { uncompressed = try next() }
                if needCompressed { compressed = try next() }
                if needOffset { localOffset = try next() }
                if needDisk {
                    guard data + size - position >= 4 else {
                        throw ArchiveError(
                            .corrupt, "the ZIP64 extra field is too short for the disk number", entryName: entryName,
                            offset: data)
                    }
                    if reader.uint32(at: position) != 0 {
                        throw ArchiveError(
                            .unsupported, "multi-disk (spanned) archives are not supported", entryName: entryName,
                            offset: headerOffset)
                    }
                }
                return
            }
            field = data + size
        }
        throw ArchiveError(
            .corrupt, "the header defers sizes or offset to a ZIP64 extra field, but there is none",
            entryName: entryName, offset: headerOffset)
    }

    /// Checks the declared sizes of `entry` against `limits`, adding its size to `totalSize`.
    private static func checkLimits(_ entry: ZipEntry, limits: Limits, totalSize: inout Int) throws(ArchiveError) {
        let size = entry.uncompressedSize
        guard size <= limits.maxEntryUncompressedSize else {
            throw ArchiveError(
                .limitExceeded,
                "declared uncompressed size \(size) exceeds the per-entry limit of \(limits.maxEntryUncompressedSize) bytes",
                entryName: entry.name, offset: entry.localHeaderOffset)
        }
        let (allowed, tooBig) = entry.compressedSize.multipliedReportingOverflow(by: max(0, limits.maxCompressionRatio))
        if size > limits.compressionRatioThreshold, !tooBig, size > allowed {
            throw ArchiveError(
                .limitExceeded,
                "compression ratio \(entry.compressedSize == 0 ? "∞" : String(size / entry.compressedSize)):1 (\(entry.compressedSize) → \(size) bytes) exceeds the limit of \(limits.maxCompressionRatio):1",
                entryName: entry.name, offset: entry.localHeaderOffset)
        }
        let (sum, overflow) = totalSize.addingReportingOverflow(size)
        guard !overflow, sum <= limits.maxTotalUncompressedSize else {
            throw ArchiveError(
                .limitExceeded,
                "total declared uncompressed size exceeds the limit of \(limits.maxTotalUncompressedSize) bytes",
                entryName: entry.name, offset: entry.localHeaderOffset)
        }
        totalSize = sum
    }

    /// Reads the local file header of `entry` to find where its data begins, and checks that the
    /// data ends before the central directory.
    private static func locatingData(
        of entry: ZipEntry, directoryStart: Int, reader: ZipByteReader
    ) throws(ArchiveError) -> ZipEntry {
        let offset = entry.localHeaderOffset
        guard offset <= directoryStart, directoryStart - offset >= localHeaderSize else {
            throw ArchiveError(
                .corrupt,
                "the local header offset \(offset) does not lie before the central directory at \(directoryStart)",
                entryName: entry.name, offset: offset)
        }
        guard reader.uint32(at: offset) == ZipSignature.localFileHeader else {
            throw ArchiveError(
                .corrupt, "no local file header signature where the central directory points", entryName: entry.name,
                offset: offset)
        }
        let dataOffset =
            offset + localHeaderSize + Int(reader.uint16(at: offset + 26)) + Int(reader.uint16(at: offset + 28))
        guard dataOffset <= directoryStart, directoryStart - dataOffset >= entry.compressedSize else {
            throw ArchiveError(
                .corrupt,
                "the entry's data (\(entry.compressedSize) bytes from offset \(dataOffset)) runs into the central directory at \(directoryStart)",
                entryName: entry.name, offset: offset)
        }
        var located = entry
        located.dataOffset = dataOffset
        located.localHeaderMismatch = localHeaderMismatch(
            of: entry, at: offset, directoryStart: directoryStart, reader: reader)
        return located
    }

    /// How the local file header at `offset` disagrees with the central header of `entry` (name, sizes,
    /// CRC-32), naming both values; `nil` when they agree. Sizes and CRC are compared only when the local
    /// header carries them (no data descriptor, no ZIP64 sentinel).
    private static func localHeaderMismatch(
        of entry: ZipEntry, at offset: Int, directoryStart: Int, reader: ZipByteReader
    ) -> String? {
        var differences: [String] = []
        let nameLength = Int(reader.uint16(at: offset + 26))
        let nameStart = offset + localHeaderSize
        if nameStart + nameLength <= directoryStart {
            let localName = String(decoding: reader.bytes[nameStart..<(nameStart + nameLength)], as: UTF8.self)
            if localName != entry.name {
                differences.append("the local header names it '\(localName)', the central directory '\(entry.name)'")
            }
        }
        let localFlags = reader.uint16(at: offset + 6)
        if localFlags & 0x0008 == 0 {
            let localCompressed = reader.uint32(at: offset + 18)
            let localUncompressed = reader.uint32(at: offset + 22)
            let localCRC = reader.uint32(at: offset + 14)
            if localUncompressed != 0xFFFF_FFFF, Int(localUncompressed) != entry.uncompressedSize {
                differences.append(
                    "the local header gives \(localUncompressed) uncompressed bytes, the central directory \(entry.uncompressedSize)"
                )
            }
            if localCompressed != 0xFFFF_FFFF, Int(localCompressed) != entry.compressedSize {
                differences.append(
                    "the local header gives \(localCompressed) compressed bytes, the central directory \(entry.compressedSize)"
                )
            }
            if localCRC != entry.crc32 {
                differences.append("the local header gives CRC-32 \(localCRC), the central directory \(entry.crc32)")
            }
        }
        return differences.isEmpty ? nil : differences.joined(separator: "; ")
    }

    /// Throws if the span of any entry (local header through data) overlaps the next one's.
    private static func checkNoOverlap(_ entries: [ZipEntry]) throws(ArchiveError) {
        let order = entries.indices.sorted { entries[$0].localHeaderOffset < entries[$1].localHeaderOffset }
        for (current, following) in zip(order, order.dropFirst()) {
            let a = entries[current]
            let b = entries[following]
            if a.dataOffset + a.compressedSize > b.localHeaderOffset {
                throw ArchiveError(
                    .overlappingEntries,
                    "the entry's data overlaps entry '\(a.name)' (offsets \(a.localHeaderOffset)..<\(a.dataOffset + a.compressedSize))",
                    entryName: b.name, offset: b.localHeaderOffset)
            }
        }
    }
}
