import CZlib
import GeoJSON

extension ZipArchive {
    /// The uncompressed contents of `entry`, checked against its declared size and CRC-32.
    ///
    /// Stored entries are copied out; deflated entries are inflated through zlib, never past the
    /// declared uncompressed size. A directory entry has empty contents.
    ///
    /// - Parameter entry: An entry of this archive (from ``entries``).
    /// - Returns: Exactly `entry.uncompressedSize` bytes.
    /// - Throws: ``ArchiveError`` with code `encrypted`, `unsupported` (compression method),
    ///   `sizeMismatch` (the data is longer or shorter than declared), `truncated` or `corrupt`
    ///   (deflate data that ends early or does not decode), or `checksumMismatch`.
    /// - Complexity: O(*n*) in the entry's size.
    package func contents(of entry: ZipEntry) throws -> [UInt8] {
        try checkedContents(of: entry)
    }

    /// The entry whose normalised ``ZipEntry/path`` is `path`, if any (the last one if several).
    ///
    /// - Complexity: O(*n*) in the number of entries.
    package func entry(atPath path: String) -> ZipEntry? {
        entries.last { $0.path == path }
    }

    func checkedContents(of entry: ZipEntry) throws(ArchiveError) -> [UInt8] {
        guard !entry.isEncrypted else {
            throw ArchiveError(
                .encrypted, "the entry is encrypted; encrypted archives are not supported", entryName: entry.name,
                offset: entry.localHeaderOffset)
        }
        let dataRange = entry.dataOffset..<(entry.dataOffset + entry.compressedSize)
        let output: [UInt8]
        let checksum: UInt32
        switch entry.compressionMethod {
        case .stored:
            guard entry.compressedSize == entry.uncompressedSize else {
                throw ArchiveError(
                    .sizeMismatch,
                    "the stored entry declares \(entry.compressedSize) stored bytes but \(entry.uncompressedSize) uncompressed bytes",
                    entryName: entry.name, offset: entry.localHeaderOffset)
            }
            output = Array(bytes[dataRange])
            checksum = CRC32.checksum(output)
        case .deflated:
            do {
                (output, checksum) = try RawInflater.inflate(bytes[dataRange], expectedSize: entry.uncompressedSize)
            } catch {
                var located = error
                located.entryName = entry.name
                located.offset = entry.dataOffset
                throw located
            }
        default:
            throw ArchiveError(
                .unsupported,
                "compression method \(entry.compressionMethod) is not supported; only stored (0) and deflate (8) are",
                entryName: entry.name, offset: entry.localHeaderOffset)
        }
        guard checksum == entry.crc32 else {
            throw ArchiveError(
                .checksumMismatch, "CRC-32 of the data is \(hex(checksum)) but the header declares \(hex(entry.crc32))",
                entryName: entry.name, offset: entry.localHeaderOffset)
        }
        return output
    }

    private func hex(_ value: UInt32) -> String { "0x" + Hexadecimal.digits(value, width: 8, uppercase: false) }
}

/// The CRC-32 (ISO-HDLC, as used by zip) of a buffer, computed by the system zlib.
enum CRC32 {
    /// The CRC-32 of `bytes`.
    ///
    /// - Complexity: O(*n*).
    static func checksum(_ bytes: [UInt8]) -> UInt32 {
        bytes.withUnsafeBufferPointer { buffer in
            var crc = CZlib.crc32(0, nil, 0)
            var offset = 0
            while offset < buffer.count, let base = buffer.baseAddress {
                let chunk = min(buffer.count - offset, Int(UInt32.max >> 1))
                crc = CZlib.crc32(crc, base + offset, UInt32(chunk))
                offset += chunk
            }
            return UInt32(truncatingIfNeeded: crc)
        }
    }
}
