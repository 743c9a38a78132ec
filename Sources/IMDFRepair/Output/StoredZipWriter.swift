/// Writes a `.zip` of stored (uncompressed) entries, for `imdf fix` writing a repaired archive as a zip.
///
/// Every entry is stored (method 0) with its CRC-32 and a fixed DOS time (1980-01-01 00:00), so the same
/// files give the same bytes. No Zip64: an archive over 4 GiB, or over 65 535 entries, is refused.
public enum StoredZipWriter {
    /// Why a zip cannot be written.
    public struct TooLarge: Error, Hashable, Sendable {
        /// What exceeded the classic zip limits.
        public var message: String
    }

    /// The bytes of a zip holding `entries` (names with `/` separators) in the order given.
    ///
    /// - Throws: ``TooLarge`` when a size or offset does not fit 32 bits, or there are more than 65 535 entries.
    public static func zip(_ entries: [(name: String, bytes: [UInt8])]) throws -> [UInt8] {
        guard entries.count <= 0xFFFF else { throw TooLarge(message: "more than 65535 entries") }
        var output: [UInt8] = []
        var central: [UInt8] = []
        for entry in entries {
            let name = Array(entry.name.utf8)
            let offset = output.count
            guard entry.bytes.count < 0xFFFF_FFFF, offset < 0xFFFF_FFFF else {
                throw TooLarge(message: "\(entry.name) is too large for a zip without Zip64")
            }
            let crc = crc32(entry.bytes)
            // Local file header.
            output += le32(0x0403_4B50) + le16(20) + le16(0x0800) + le16(0) + le16(0) + le16(0x21)
            output += le32(crc) + le32(UInt32(entry.bytes.count)) + le32(UInt32(entry.bytes.count))
            output += le16(UInt16(name.count)) + le16(0) + name
            output += entry.bytes
            // Central directory header.
            central += le32(0x0201_4B50) + le16(0x031E) + le16(20) + le16(0x0800) + le16(0) + le16(0) + le16(0x21)
            central += le32(crc) + le32(UInt32(entry.bytes.count)) + le32(UInt32(entry.bytes.count))
            central += le16(UInt16(name.count)) + le16(0) + le16(0) + le16(0) + le16(0)
            central += le32(0o100644 << 16) + le32(UInt32(offset)) + name
        }
        let centralOffset = output.count
        guard centralOffset < 0xFFFF_FFFF else {
            throw TooLarge(message: "the archive is too large for a zip without Zip64")
        }
        output += central
        output += le32(0x0605_4B50) + le16(0) + le16(0) + le16(UInt16(entries.count)) + le16(UInt16(entries.count))
        output += le32(UInt32(central.count)) + le32(UInt32(centralOffset)) + le16(0)
        return output
    }

    static func le16(_ value: UInt16) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8)] }
    static func le32(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8((value >> (8 * $0)) & 0xFF) } }

    static let crcTable: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 { value = value & 1 != 0 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
        return value
    }

    /// The CRC-32 (ISO-HDLC, as zip uses) of `bytes`.
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes { crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        return crc ^ 0xFFFF_FFFF
    }
}
