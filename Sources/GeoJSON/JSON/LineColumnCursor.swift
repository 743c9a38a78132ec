/// A 1-based line and column (in Unicode scalars) carried forward over UTF-8 bytes.
///
/// The decoder turns all of a document's findings into positions in one forward pass, which in a
/// file that is one long line (canada.json is 2.25 MB on one line, and its findings sit near the
/// end) means walking nearly every byte. The walk reads eight bytes at a time and only falls back to
/// byte steps for a word that holds a line feed, so the pass costs a few instructions per word.
///
/// Counting rules, identical in both steps: a line feed (0x0A) starts a new line at column 1; every
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
    /// - Complexity: O(`target - offset`), about one eighth of that in word steps.
    mutating func advance(to target: Int, in bytes: UnsafeBufferPointer<UInt8>) {
        let end = min(target, bytes.count)
        guard offset < end, let base = bytes.baseAddress else { return }
        let raw = UnsafeRawPointer(base)
        while offset < end {
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

    /// The high bit of every byte of `word` that is a UTF-8 continuation byte (`10xxxxxx`).
    ///
    /// Bit 7 set and bit 6 clear: shifting the word left by one moves each byte's bit 6 to its own bit 7.
    @inline(__always)
    static func continuationMask(_ word: UInt64) -> UInt64 {
        word & ~(word << 1) & 0x8080_8080_8080_8080
    }
}
