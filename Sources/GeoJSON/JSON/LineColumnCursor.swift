/// A 1-based line and column (in Unicode scalars) carried forward over UTF-8 bytes.
///
/// The decoder turns all of a document's findings into positions in one forward pass, which in a
/// file that is one long line (canada.json is 2.25 MB on one line, and its findings sit near the
/// end) means walking nearly every byte. The walk takes blocks of four 8-byte words while they hold
/// no line feed (adding 32 to the column for pure ASCII), single words otherwise (jumping past the
/// first line feed), and single bytes for the last few, so the pass costs about one instruction per
/// four bytes on long lines.
///
/// Counting rules, identical in every step: a line feed (0x0A) starts a new line at column 1; every
/// other byte that is not a UTF-8 continuation byte (`10xxxxxx`) adds one column. A carriage return is
/// therefore a column of its line, as in ``SourceText/lineColumn(at:)``.
struct LineColumnCursor {
    /// The 1-based line at ``offset``.
    private(set) var line = 1
    /// The 1-based column, in Unicode scalars, at ``offset``.
    private(set) var column = 1
    /// The byte offset reached so far.
    private(set) var offset = 0

    /// Moves forward to `target` (clamped to the end of `bytes`); a target behind the cursor is a no-op.
    ///
    /// - Complexity: O(`target - offset`), in steps of 32 bytes on lines longer than that.
    mutating func advance(to target: Int, in bytes: UnsafeBufferPointer<UInt8>) {
        let end = min(target, bytes.count)
        guard offset < end, let base = bytes.baseAddress else { return }
        let raw = UnsafeRawPointer(base)
        while offset < end {
            // Blocks of 32 bytes without a line feed: `offset + 32 <= end <= bytes.count` keeps the four
            // loads inside the buffer. A block with a line feed goes through the word steps below.
            if offset &+ 32 <= end {
                let a = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                let b = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset &+ 8, as: UInt64.self))
                let c = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset &+ 16, as: UInt64.self))
                let d = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset &+ 24, as: UInt64.self))
                if Self.lineFeedFlags(a) | Self.lineFeedFlags(b) | Self.lineFeedFlags(c) | Self.lineFeedFlags(d) == 0 {
                    if (a | b | c | d) & 0x8080_8080_8080_8080 == 0 {
                        column &+= 32  // all ASCII: no continuation bytes
                    } else {
                        column &+=
                            32 &- Self.continuationMask(a).nonzeroBitCount &- Self.continuationMask(b).nonzeroBitCount
                            &- Self.continuationMask(c).nonzeroBitCount &- Self.continuationMask(d).nonzeroBitCount
                    }
                    offset &+= 32
                    continue
                }
            }
            guard offset &+ 8 <= end else {
                // Byte steps for the last few bytes.
                let byte = bytes[offset]
                if byte == 0x0A {
                    line &+= 1
                    column = 1
                } else if byte & 0xC0 != 0x80 {
                    column &+= 1
                }
                offset &+= 1
                continue
            }
            // `offset + 8 <= end <= bytes.count` keeps the load inside the buffer.
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            let lineFeeds = Self.lineFeedMask(word)
            if lineFeeds == 0 {
                column &+= 8 &- Self.continuationMask(word).nonzeroBitCount
                offset &+= 8
            } else {
                // Jump past the first line feed (byte `k`, little-endian): whatever the bytes before it
                // added to the column, the new line starts at column 1.
                let k = lineFeeds.trailingZeroBitCount &>> 3
                line &+= 1
                column = 1
                offset &+= k &+ 1
            }
        }
    }

    /// The high bit of every byte of `word` that equals 0x0A, and no other bit.
    ///
    /// Exact per byte (no false positives from borrows): for `x = word ^ 0x0A…`, `(x & 0x7F…) + 0x7F…`
    /// sets a byte's high bit exactly when its low seven bits are nonzero, without carrying into the
    /// next byte; or-ing `x` adds the bytes whose own high bit is set.
    @inline(__always)
    static func lineFeedMask(_ word: UInt64) -> UInt64 {
        let lows: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        let x = word ^ 0x0A0A_0A0A_0A0A_0A0A
        return ~(((x & lows) &+ lows) | x) & 0x8080_8080_8080_8080
    }

    /// Nonzero exactly when `word` holds a 0x0A byte (cheaper than ``lineFeedMask(_:)``, and exact
    /// only as a whole: a borrow may flag a byte above a real line feed, never a word without one).
    @inline(__always)
    static func lineFeedFlags(_ word: UInt64) -> UInt64 {
        let x = word ^ 0x0A0A_0A0A_0A0A_0A0A
        return (x &- 0x0101_0101_0101_0101) & ~x & 0x8080_8080_8080_8080
    }

    /// The high bit of every byte of `word` that is a UTF-8 continuation byte (`10xxxxxx`).
    ///
    /// Bit 7 set and bit 6 clear: shifting the word left by one moves each byte's bit 6 to its own bit 7.
    @inline(__always)
    static func continuationMask(_ word: UInt64) -> UInt64 {
        word & ~(word << 1) & 0x8080_8080_8080_8080
    }
}
