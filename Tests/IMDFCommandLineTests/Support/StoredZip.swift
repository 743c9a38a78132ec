import Foundation

/// A minimal zip writer for command tests: stored (uncompressed) entries, no extras, enough for the tool's own
/// reader. The archive tests in `IMDFKitTests` have a full writer for hostile archives.
enum StoredZip {
    /// The zip bytes of some files, in the order given.
    static func bytes(_ files: [(name: String, data: [UInt8])]) -> [UInt8] {
        var output: [UInt8] = []
        var central: [UInt8] = []
        for (name, data) in files {
            let nameBytes = Array(name.utf8)
            let crc = crc32(data)
            let offset = UInt32(output.count)
            output +=
                le32(0x0403_4B50) + le16(20) + le16(0) + le16(0) + le16(0) + le16(0x21) + le32(crc)
                + le32(UInt32(data.count)) + le32(UInt32(data.count)) + le16(UInt16(nameBytes.count)) + le16(0)
            output += nameBytes + data
            central +=
                le32(0x0201_4B50) + le16(20) + le16(20) + le16(0) + le16(0) + le16(0) + le16(0x21) + le32(crc)
                + le32(UInt32(data.count)) + le32(UInt32(data.count)) + le16(UInt16(nameBytes.count)) + le16(0)
                + le16(0)
                + le16(0) + le16(0) + le32(0) + le32(offset) + nameBytes
        }
        let centralOffset = UInt32(output.count)
        output += central
        output +=
            le32(0x0605_4B50) + le16(0) + le16(0) + le16(UInt16(files.count)) + le16(UInt16(files.count))
            + le32(UInt32(central.count)) + le32(centralOffset) + le16(0)
        return output
    }

    /// A zip of every file of a directory, each under `folder/` (a zip made by compressing a folder).
    static func zipping(directory: String, intoFolder folder: String, at url: URL) throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
        let files = try names.map { name in
            (
                name: folder + "/" + name,
                data: [UInt8](try Data(contentsOf: URL(fileURLWithPath: directory + "/" + name)))
            )
        }
        try Data(bytes(files)).write(to: url)
    }

    private static func le16(_ value: UInt16) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8)] }
    private static func le32(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8((value >> (8 * $0)) & 0xFF) } }

    private static func crc32(_ data: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in data {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
