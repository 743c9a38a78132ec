/// Eight ASCII bytes read as one little-endian `UInt64`, examined and converted as decimal digits
/// without a loop over the bytes (SIMD within a register).
///
/// Why: canada.json-like files are mostly numbers of 15–17 digits, and reading them one byte at a
/// time makes every digit a compare, a branch and a multiply-add that depends on the previous one.
/// With words, a run of up to eight digits costs one mask to find where it ends and three
/// multiplications to convert it, and the chain of dependent multiply-adds is eight times shorter.
///
/// Byte `i` of the text is byte `i` of the word (bits `8i ..< 8i + 8`), so "the first byte" is
/// the least significant one on every platform (`UInt64(littleEndian:)` on load).
enum DigitWord {
    /// The powers of ten 10^0 … 10^19: one per run length, and per significand length up to the 19 digits
    /// a `UInt64` holds.
    static let powersOfTen: [UInt64] = [
        1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000, 1_000_000_000,
        10_000_000_000, 100_000_000_000, 1_000_000_000_000, 10_000_000_000_000, 100_000_000_000_000,
        1_000_000_000_000_000, 10_000_000_000_000_000, 100_000_000_000_000_000,
        1_000_000_000_000_000_000, 10_000_000_000_000_000_000,
    ]

    /// The eight bytes at `offset`, first byte least significant.
    ///
    /// - Precondition: `offset + 8 <= bytes.count`, checked by every caller before the call (the
    ///   load itself is unchecked).
    @inline(always)
    static func load(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> UInt64 {
        // The caller proved `offset + 8 <= bytes.count`, so the eight bytes are inside the buffer;
        // a non-empty buffer always has a base address.
        UInt64(
            littleEndian: UnsafeRawPointer(bytes.baseAddress.unsafelyUnwrapped).loadUnaligned(
                fromByteOffset: offset, as: UInt64.self))
    }

    /// How many of the word's bytes, from the first, are ASCII digits `0`–`9` (0 … 8).
    ///
    /// A byte is a digit exactly when its high nibble is 3 and its low nibble plus 6 does not carry
    /// into the high nibble (low nibble ≤ 9). Both tests are done on masked nibbles, so nothing
    /// carries from one byte into the next: the mask below is nonzero in exactly the non-digit bytes.
    @inline(always)
    static func leadingDigitCount(_ word: UInt64) -> Int {
        let highNibbles = (word & 0xF0F0_F0F0_F0F0_F0F0) ^ 0x3030_3030_3030_3030
        let lowNibbleOver9 = ((word & 0x0F0F_0F0F_0F0F_0F0F) &+ 0x0606_0606_0606_0606) & 0xF0F0_F0F0_F0F0_F0F0
        return (highNibbles | lowNibbleOver9).trailingZeroBitCount &>> 3
    }

    /// The value of the first `count` bytes of `word` read as decimal digits, the first byte most
    /// significant.
    ///
    /// - Precondition: `1 <= count <= 8` and the first `count` bytes are digits (whatever follows).
    ///
    /// The digits are moved to the top of the word, so the bytes after them fall off and zeros (that
    /// is, leading zero digits) come in from below; the bytes beyond the digits may borrow when `'0'`
    /// is subtracted, but a borrow only travels towards the top bytes, which the shift removes. Then
    /// neighbours are combined pairwise: bytes into two-digit lanes, those into four-digit lanes, then
    /// into one eight-digit value; every lane stays below its width (99, 9,999, 99,999,999).
    @inline(always)
    static func value(ofFirst count: Int, in word: UInt64) -> UInt64 {
        let digits = (word &- 0x3030_3030_3030_3030) &<< UInt64(64 &- 8 &* count)
        let pairs = (digits &* 10 &+ (digits &>> 8)) & 0x00FF_00FF_00FF_00FF
        let quads = (pairs &* 100 &+ (pairs &>> 16)) & 0x0000_FFFF_0000_FFFF
        return (quads &* 10_000 &+ (quads &>> 32)) & 0x0000_0000_FFFF_FFFF
    }
}
