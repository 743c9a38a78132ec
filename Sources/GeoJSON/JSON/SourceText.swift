import Synchronization

/// The bytes of one JSON source and its file name, for turning byte offsets into positions.
///
/// Values parsed from a source carry no positions. When something must be reported, a byte
/// offset is turned into a 1-based line and column (``lineColumn(at:)``, columns counted in
/// Unicode scalars), and the offset of a value is found by re-scanning the bytes of one
/// feature along a path (``offset(of:in:)``).
public struct SourceText: Hashable, Sendable {
    /// The UTF-8 bytes as read.
    public let bytes: [UInt8]
    /// The file name used in diagnostics, if any.
    public let fileName: String?

    /// The offsets where lines start, computed the first time a position is asked for and then
    /// shared by every copy of this source (so thousands of findings in one file stay linear).
    private let lineIndex = LineIndex()

    /// Creates a source from bytes and an optional file name.
    public init(bytes: [UInt8], fileName: String? = nil) {
        self.bytes = bytes
        self.fileName = fileName
    }

    public static func == (lhs: SourceText, rhs: SourceText) -> Bool {
        lhs.fileName == rhs.fileName && lhs.bytes == rhs.bytes
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(fileName)
        hasher.combine(bytes)
    }

    /// The 1-based line and column (in Unicode scalars) of a byte offset.
    ///
    /// An offset at or past the end gives the position just after the last byte.
    /// Lines end at `\n`; a `\r` before it is counted as a column of the line.
    ///
    /// - Complexity: O(*k*) to index the bytes up to `offset` that no earlier position needed (so O(*n*) in
    ///   all for the positions of one source, however many), then O(log *lines* + 512).
    public func lineColumn(at offset: Int) -> (line: Int, column: Int) {
        lineIndex.lineColumn(at: min(max(offset, 0), bytes.count), in: bytes)
    }

    /// The byte offset of the value at `path`, searching inside the value that starts in `byteRange`.
    ///
    /// The path is relative to the value at `byteRange.lowerBound` (for example a feature's own
    /// range and `["properties", "name"]`). For duplicate member names the last one is found,
    /// as with ``JSONObject``'s subscript.
    ///
    /// - Returns: The offset of the first byte of the value, or `nil` when the path does not
    ///   exist or the bytes are not valid JSON.
    /// - Complexity: O(*n*) in the size of `byteRange`.
    public func offset(of path: JSONPath, in byteRange: Range<Int>) -> Int? {
        guard byteRange.lowerBound >= 0, byteRange.upperBound <= bytes.count else { return nil }
        return bytes.withUnsafeBufferPointer { whole in
            let buffer = UnsafeBufferPointer(rebasing: whole[..<byteRange.upperBound])
            var scanner = JSONScanner(bytes: buffer, start: byteRange.lowerBound)
            do throws(JSONSyntaxError) {
                for component in path.components {
                    guard let byte = scanner.peek() else { return nil }
                    switch component {
                    case .key(let key):
                        guard byte == UInt8(ascii: "{"), let found = try scanner.lastValueOffset(ofMember: key) else {
                            return nil
                        }
                        scanner.index = found
                    case .index(let wanted):
                        guard byte == UInt8(ascii: "[") else { return nil }
                        scanner.index += 1
                        if try scanner.arrayIsEmpty() { return nil }
                        var position = 0
                        var found: Int?
                        repeat {
                            _ = scanner.peek()
                            if position == wanted {
                                found = scanner.index
                                break
                            }
                            try scanner.skipValue()
                            position += 1
                        } while try scanner.arrayContinues()
                        guard let found else { return nil }
                        scanner.index = found
                    }
                }
                return scanner.peek() == nil ? nil : scanner.index
            } catch {
                return nil
            }
        }
    }
}

/// The line starts of one source, and the count of Unicode scalars before every 512th byte, built on
/// demand as far as the furthest position asked for, and shared between copies, so a position costs a
/// binary search and a scan of one block even in a file that is one multi-megabyte line.
///
/// Why as far as asked: `imdf show` needs one feature's line, and indexing the whole 28 MB file it came
/// from was a twentieth of the command (issue 20); a position halfway down the file now indexes half.
private final class LineIndex: Sendable {
    struct Table: Sendable {
        static let blockSize = 512
        /// Byte offsets where lines begin (0 first), in the bytes indexed so far.
        var lineStarts: [Int] = [0]
        /// `checkpoints[k]`: the scalars in the bytes before `k * blockSize`, for the blocks indexed so far.
        var checkpoints: [Int] = [0]
        /// How many bytes are indexed: whole blocks, or every byte of the source.
        private(set) var indexed = 0
        /// The scalars in the indexed bytes.
        private var scalars = 0

        /// Indexes the blocks up to and including the one that holds `offset` (all the bytes when `offset` is
        /// past the end), eight bytes at a time: the byte loop this replaced was most of a one-shot
        /// `imdf show` on a large venue.
        mutating func extend(through offset: Int, in bytes: [UInt8]) {
            guard indexed <= offset, indexed < bytes.count else { return }
            let wholeBlocksEnd = bytes.count - bytes.count % Self.blockSize
            let target = min((offset / Self.blockSize + 1) * Self.blockSize, wholeBlocksEnd)
            checkpoints.reserveCapacity(bytes.count / Self.blockSize + 1)
            bytes.withUnsafeBufferPointer { buffer in
                guard let base = buffer.baseAddress.map(UnsafeRawPointer.init) else { return }
                // Whole blocks a word at a time; the words of a block never straddle a checkpoint.
                while indexed < target {
                    if indexed > 0 { checkpoints.append(scalars) }
                    for word in stride(from: indexed, to: indexed + Self.blockSize, by: 8) {
                        let bits = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: word, as: UInt64.self))
                        scalars += 8 - Self.continuationBytes(bits).nonzeroBitCount
                        var newlines = Self.zeroBytes(bits ^ 0x0A0A_0A0A_0A0A_0A0A)
                        while newlines != 0 {
                            // Read as little-endian, the first byte is the lowest.
                            lineStarts.append(word + newlines.trailingZeroBitCount / 8 + 1)
                            newlines &= newlines - 1
                        }
                    }
                    indexed += Self.blockSize
                }
                // The last, partial block, once a position in it (or past the end) is asked for.
                guard indexed <= offset, indexed == wholeBlocksEnd, indexed < buffer.count else { return }
                if indexed > 0 { checkpoints.append(scalars) }
                for position in indexed..<buffer.count {
                    let byte = buffer[position]
                    if byte & 0xC0 != 0x80 { scalars += 1 }
                    if byte == 0x0A { lineStarts.append(position + 1) }
                }
                indexed = buffer.count
            }
        }

        /// The high bit of every byte of `word` that is a UTF-8 continuation byte (`10xxxxxx`).
        private static func continuationBytes(_ word: UInt64) -> UInt64 {
            word & ~(word << 1) & 0x8080_8080_8080_8080
        }

        /// The high bit of every byte of `word` that is zero, exactly (no borrow between bytes).
        private static func zeroBytes(_ word: UInt64) -> UInt64 {
            let low7 = (word & 0x7F7F_7F7F_7F7F_7F7F) &+ 0x7F7F_7F7F_7F7F_7F7F
            return ~(low7 | word | 0x7F7F_7F7F_7F7F_7F7F)
        }

        /// The scalars before `offset`.
        func scalars(before offset: Int, in bytes: [UInt8]) -> Int {
            let block = min(offset / Self.blockSize, checkpoints.count - 1)
            var count = checkpoints[block]
            for position in (block * Self.blockSize)..<offset where bytes[position] & 0xC0 != 0x80 { count += 1 }
            return count
        }

        func lineColumn(at offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
            var low = 0
            var high = lineStarts.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
            }
            return (low + 1, scalars(before: offset, in: bytes) - scalars(before: lineStarts[low], in: bytes) + 1)
        }
    }

    private let table = Mutex(Table())

    /// The line and column of `offset` (at most `bytes.count`), the table extended as far as it needs.
    ///
    /// Under the lock throughout: the table grows in place, and a copy taken out would be copied again
    /// at its next growth.
    func lineColumn(at offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        table.withLock { table in
            table.extend(through: offset, in: bytes)
            return table.lineColumn(at: offset, in: bytes)
        }
    }
}
