/// One entry of a `.zip` archive, as described by its central directory header.
///
/// Sizes, CRC and offsets are the central directory's values, widened by the ZIP64 extended
/// information extra field where the 32-bit fields hold `0xFFFFFFFF`. When an entry has a data
/// descriptor (general-purpose flag bit 3), the central directory values are trusted and the
/// descriptor itself is not read.
///
/// The ``name`` is kept as written (decoded as UTF-8 with invalid bytes replaced by U+FFFD,
/// whatever the "language encoding" flag says, because real archives set it inconsistently); the
/// ``path`` is the safe, normalised form used to look entries up.
package struct ZipEntry: Hashable, Sendable {
    /// How an entry's data is compressed (APPNOTE.TXT §4.4.5). Only ``stored`` and ``deflated``
    /// can be read; other methods are kept so that they can be reported by number.
    package struct CompressionMethod: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        /// The method number from the header.
        package var rawValue: UInt16
        /// Creates a method from its number.
        package init(rawValue: UInt16) { self.rawValue = rawValue }

        /// Method 0: the data is stored as is.
        package static let stored = CompressionMethod(rawValue: 0)
        /// Method 8: raw deflate (RFC 1951).
        package static let deflated = CompressionMethod(rawValue: 8)

        /// The method's name and number, such as `deflate (8)` or `method 14`.
        package var description: String {
            switch rawValue {
            case 0: "stored (0)"
            case 8: "deflate (8)"
            case 9: "deflate64 (9)"
            case 12: "bzip2 (12)"
            case 14: "LZMA (14)"
            case 93: "Zstandard (93)"
            case 95: "xz (95)"
            default: "method \(rawValue)"
            }
        }
    }

    /// The name as written in the archive, decoded as UTF-8 (invalid bytes replaced).
    package var name: String
    /// The normalised relative path: backslashes turned into `/`, empty and `.` components
    /// removed, no trailing `/`. Never absolute, never containing `..`.
    package var path: String
    /// Whether the name used `\` as a separator (normalised to `/` in ``path``).
    package var usedBackslashes: Bool
    /// Whether the entry is a directory (its name ends with a separator).
    package var isDirectory: Bool
    /// The general-purpose bit flags.
    package var flags: UInt16
    /// How the data is compressed.
    package var compressionMethod: CompressionMethod
    /// The CRC-32 of the uncompressed data, from the central directory.
    package var crc32: UInt32
    /// The size of the stored (compressed) data in bytes.
    package var compressedSize: Int
    /// The declared size of the uncompressed data in bytes.
    package var uncompressedSize: Int
    /// The offset of the entry's local file header in the archive.
    package var localHeaderOffset: Int
    /// The offset of the entry's data: after the local header and the *local* name and extra field.
    package var dataOffset: Int
    /// How the entry's local file header disagrees with its central directory header (a different name,
    /// size or CRC-32), naming both values, or `nil` when they agree. The central directory is what this
    /// reader uses; other zip tools may read the local header instead and so see different content.
    package var localHeaderMismatch: String? = nil

    /// Whether the entry is encrypted (flag bit 0). Encrypted entries cannot be read.
    package var isEncrypted: Bool { flags & 0x0001 != 0 }
    /// Whether sizes and CRC follow the data in a data descriptor (flag bit 3).
    package var hasDataDescriptor: Bool { flags & 0x0008 != 0 }
    /// Whether the name is flagged as UTF-8 (bit 11); otherwise it is nominally CP437.
    package var isUTF8Flagged: Bool { flags & 0x0800 != 0 }
}
