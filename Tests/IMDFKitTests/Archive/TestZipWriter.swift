import CZlib

/// A small zip writer for tests, able to write both well-formed and hostile archives.
///
/// Every field the reader checks can be overridden so that tests can lie about sizes, CRCs and
/// offsets, share one local header between two entries, set the encryption flag, or use ZIP64
/// extra fields and end records.
struct TestZipWriter {
    struct Entry {
        var name: [UInt8]
        var data: [UInt8]
        /// 0 stored, 8 deflate; any other number is written with the data stored as is.
        var method: UInt16 = 0
        var dataDescriptor = false
        var zip64 = false
        var encrypted = false
        /// The bytes written as the entry's data, instead of `data` compressed by `method`.
        var payload: [UInt8]?
        var declaredUncompressedSize: UInt64?
        var declaredCompressedSize: UInt64?
        var declaredCRC: UInt32?
        /// The local header offset written in the central directory, instead of the real one.
        var declaredLocalHeaderOffset: UInt64?
        /// Write no local header; point the central directory at entry `index`'s local header.
        var sharesLocalHeaderOf: Int?
        /// Extra bytes in the local header only (the central extra field stays as is).
        var localExtra: [UInt8] = []

        init(_ name: String, _ data: [UInt8], method: UInt16 = 0) {
            self.name = Array(name.utf8)
            self.data = data
            self.method = method
        }

        init(_ name: String, _ text: String, method: UInt16 = 0) {
            self.init(name, Array(text.utf8), method: method)
        }

        init(rawName: [UInt8], _ data: [UInt8]) {
            self.name = rawName
            self.data = data
        }
    }

    var entries: [Entry] = []
    var zip64EndRecord = false
    var comment: [UInt8] = []
    var declaredEntryCount: UInt64?

    init(_ entries: [Entry] = []) { self.entries = entries }

    func bytes() -> [UInt8] {
        var out: [UInt8] = []
        var central: [UInt8] = []
        var localOffsets: [Int] = []
        for entry in entries {
            let compressed = entry.payload ?? (entry.method == 8 ? Self.deflate(entry.data) : entry.data)
            let crc = entry.declaredCRC ?? Self.crc(entry.data)
            let usize = entry.declaredUncompressedSize ?? UInt64(entry.data.count)
            let csize = entry.declaredCompressedSize ?? UInt64(compressed.count)
            var flags: UInt16 = 0x0800
            if entry.dataDescriptor { flags |= 0x0008 }
            if entry.encrypted { flags |= 0x0001 }
            let version: UInt16 = entry.zip64 ? 45 : 20

            let localOffset: Int
            if let shared = entry.sharesLocalHeaderOf {
                localOffset = localOffsets[shared]
            } else {
                localOffset = out.count
                var zip64Local: [UInt8] = []
                if entry.zip64 {
                    zip64Local.le16(0x0001)
                    zip64Local.le16(16)
                    zip64Local.le64(entry.dataDescriptor ? 0 : usize)
                    zip64Local.le64(entry.dataDescriptor ? 0 : csize)
                }
                let extra = zip64Local + entry.localExtra
                out.le32(0x0403_4B50)
                out.le16(version)
                out.le16(flags)
                out.le16(entry.method)
                out.le16(0)
                out.le16(0x21)
                out.le32(entry.dataDescriptor ? 0 : crc)
                out.le32(entry.zip64 ? 0xFFFF_FFFF : (entry.dataDescriptor ? 0 : UInt32(truncatingIfNeeded: csize)))
                out.le32(entry.zip64 ? 0xFFFF_FFFF : (entry.dataDescriptor ? 0 : UInt32(truncatingIfNeeded: usize)))
                out.le16(UInt16(entry.name.count))
                out.le16(UInt16(extra.count))
                out += entry.name
                out += extra
                out += compressed
                if entry.dataDescriptor {
                    out.le32(0x0807_4B50)
                    out.le32(crc)
                    if entry.zip64 {
                        out.le64(csize)
                        out.le64(usize)
                    } else {
                        out.le32(UInt32(truncatingIfNeeded: csize))
                        out.le32(UInt32(truncatingIfNeeded: usize))
                    }
                }
            }
            localOffsets.append(localOffset)

            let offset = entry.declaredLocalHeaderOffset ?? UInt64(localOffset)
            var extra: [UInt8] = []
            if entry.zip64 {
                extra.le16(0x0001)
                extra.le16(24)
                extra.le64(usize)
                extra.le64(csize)
                extra.le64(offset)
            }
            central.le32(0x0201_4B50)
            central.le16(0x031E)
            central.le16(version)
            central.le16(flags)
            central.le16(entry.method)
            central.le16(0)
            central.le16(0x21)
            central.le32(crc)
            central.le32(entry.zip64 ? 0xFFFF_FFFF : UInt32(truncatingIfNeeded: csize))
            central.le32(entry.zip64 ? 0xFFFF_FFFF : UInt32(truncatingIfNeeded: usize))
            central.le16(UInt16(entry.name.count))
            central.le16(UInt16(extra.count))
            central.le16(0)
            central.le16(0)
            central.le16(0)
            central.le32(0)
            central.le32(entry.zip64 ? 0xFFFF_FFFF : UInt32(truncatingIfNeeded: offset))
            central += entry.name
            central += extra
        }
        let centralOffset = out.count
        out += central
        let count = declaredEntryCount ?? UInt64(entries.count)
        if zip64EndRecord {
            let recordOffset = out.count
            out.le32(0x0606_4B50)
            out.le64(44)
            out.le16(0x031E)
            out.le16(45)
            out.le32(0)
            out.le32(0)
            out.le64(count)
            out.le64(count)
            out.le64(UInt64(central.count))
            out.le64(UInt64(centralOffset))
            out.le32(0x0706_4B50)
            out.le32(0)
            out.le64(UInt64(recordOffset))
            out.le32(1)
            out.le32(0x0605_4B50)
            out.le16(0xFFFF)
            out.le16(0xFFFF)
            out.le16(0xFFFF)
            out.le16(0xFFFF)
            out.le32(0xFFFF_FFFF)
            out.le32(0xFFFF_FFFF)
        } else {
            out.le32(0x0605_4B50)
            out.le16(0)
            out.le16(0)
            out.le16(UInt16(truncatingIfNeeded: count))
            out.le16(UInt16(truncatingIfNeeded: count))
            out.le32(UInt32(central.count))
            out.le32(UInt32(centralOffset))
        }
        out.le16(UInt16(comment.count))
        out += comment
        return out
    }

    /// Raw deflate (no zlib header), best compression.
    static func deflate(_ data: [UInt8]) -> [UInt8] {
        var stream = z_stream()
        let status = deflateInit2_(
            &stream, 9, Z_DEFLATED, -MAX_WBITS, 8, Z_DEFAULT_STRATEGY, zlibVersion(), Int32(MemoryLayout<z_stream>.size)
        )
        precondition(status == Z_OK, "deflateInit2_ failed: \(status)")
        defer { deflateEnd(&stream) }
        var input = data
        var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, UInt(data.count))) + 16)
        let produced = input.withUnsafeMutableBufferPointer { inBuffer in
            output.withUnsafeMutableBufferPointer { outBuffer in
                stream.next_in = inBuffer.baseAddress
                stream.avail_in = UInt32(inBuffer.count)
                stream.next_out = outBuffer.baseAddress
                stream.avail_out = UInt32(outBuffer.count)
                let result = CZlib.deflate(&stream, Z_FINISH)
                precondition(result == Z_STREAM_END, "deflate did not finish: \(result)")
                return outBuffer.count - Int(stream.avail_out)
            }
        }
        return Array(output[0..<produced])
    }

    static func crc(_ data: [UInt8]) -> UInt32 {
        data.withUnsafeBufferPointer { UInt32(truncatingIfNeeded: CZlib.crc32(0, $0.baseAddress, UInt32($0.count))) }
    }
}

extension Array where Element == UInt8 {
    mutating func le16(_ value: UInt16) {
        append(UInt8(value & 0xFF))
        append(UInt8(value >> 8))
    }
    mutating func le32(_ value: UInt32) {
        le16(UInt16(value & 0xFFFF))
        le16(UInt16(value >> 16))
    }
    mutating func le64(_ value: UInt64) {
        le32(UInt32(value & 0xFFFF_FFFF))
        le32(UInt32(value >> 32))
    }
}
