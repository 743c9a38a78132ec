/// Little-endian reads from the bytes of a `.zip` file.
///
/// Every multi-byte field of the zip format is little-endian. The reads themselves do not check
/// bounds: every caller checks that the whole structure lies inside the buffer first, and throws
/// an ``ArchiveError`` naming the structure and its offset when it does not.
struct ZipByteReader {
    let bytes: [UInt8]

    /// The little-endian `UInt16` at `offset`; the caller has checked the bounds.
    func uint16(at offset: Int) -> UInt16 {
        UInt16(bytes[offset]) | UInt16(bytes[offset + 1]) << 8
    }

    /// The little-endian `UInt32` at `offset`; the caller has checked the bounds.
    func uint32(at offset: Int) -> UInt32 {
        UInt32(uint16(at: offset)) | UInt32(uint16(at: offset + 2)) << 16
    }

    /// The little-endian `UInt64` at `offset`; the caller has checked the bounds.
    func uint64(at offset: Int) -> UInt64 {
        UInt64(uint32(at: offset)) | UInt64(uint32(at: offset + 4)) << 32
    }
}

/// The four-byte signatures that open each zip structure (APPNOTE.TXT §4.3).
enum ZipSignature {
    static let localFileHeader: UInt32 = 0x0403_4B50
    static let centralDirectoryHeader: UInt32 = 0x0201_4B50
    static let endOfCentralDirectory: UInt32 = 0x0605_4B50
    static let zip64EndOfCentralDirectory: UInt32 = 0x0606_4B50
    static let zip64EndOfCentralDirectoryLocator: UInt32 = 0x0706_4B50
}
