/// The strings of at most 15 UTF-8 bytes a scanner has made, found again by their bytes.
///
/// Why: a file repeats its member names in every object (`"type"`, `"level_id"`, a hundred property names
/// per feature in property-heavy files) and many short values (`"room"`, `"door"`, language tags). Making
/// each again is a call into the standard library that checks the UTF-8 the scanner has already checked
/// and packs the bytes into a small string: about 6 % of decoding a file of ~100 properties per feature
/// (`perf`, issue 20). A hit here is two loads, a multiplication and a comparison.
///
/// How: direct-mapped, ``slotCount`` slots keyed by the bytes themselves (two words and the length), so
/// a hit returns exactly the `String` that `String(decoding:as:)` makes of those bytes: equal bits, no
/// heap (strings this short are stored inline), and nothing depends on which slot was evicted.
struct ShortStringCache {
    /// How many strings are remembered; enough that the names of a wide object rarely evict one another.
    static let slotCount = 512
    /// The longest string (in UTF-8 bytes) remembered: the longest a `String` stores inline.
    static let maximumLength = 15

    private struct Slot {
        var low: UInt64 = 0
        var high: UInt64 = 0
        /// 0 for an empty slot.
        var length = 0
        var string = ""
    }

    /// Allocated on first use: a scanner made to read one value (a key on an error path, a number) never uses it.
    private var slots: [Slot] = []

    /// The string of `range`, UTF-8 already validated by the scanner and without escapes, from the cache
    /// when these bytes were seen, else made and remembered.
    ///
    /// - Precondition: `range.count <= Self.maximumLength`.
    @inline(__always)
    mutating func string(_ range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> String {
        let length = range.count
        guard length > 0 else { return "" }
        let (low, high) = Self.words(range, in: bytes)
        let mixed = (low &* 0x9E37_79B9_7F4A_7C15) ^ (high &* 0xC2B2_AE3D_27D4_EB4F) ^ UInt64(length)
        let slot = Int(truncatingIfNeeded: mixed >> 55)
        if slots.isEmpty { slots = Array(repeating: Slot(), count: Self.slotCount) }
        return slots.withUnsafeMutableBufferPointer { slots in
            // Bounds: `slot` is the top 9 bits of a word, below 512 == `slotCount`.
            if slots[slot].length == length && slots[slot].low == low && slots[slot].high == high {
                return slots[slot].string
            }
            let string = String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
            slots[slot] = Slot(low: low, high: high, length: length, string: string)
            return string
        }
    }

    /// The bytes of a range of 1 … 15 bytes as two words, first byte least significant, zero beyond the end.
    @inline(__always)
    private static func words(_ range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> (UInt64, UInt64) {
        let length = range.count
        guard range.lowerBound &+ 16 <= bytes.count else {
            // Near the end of the buffer: byte by byte, never reading past it.
            var words: (UInt64, UInt64) = (0, 0)
            for offset in 0..<length {
                let byte = UInt64(bytes[range.lowerBound + offset])
                if offset < 8 { words.0 |= byte << (8 * offset) } else { words.1 |= byte << (8 * (offset - 8)) }
            }
            return words
        }
        // Bounds: `lowerBound + 16 <= count` was just checked, so both words are inside the buffer.
        let low = DigitWord.load(bytes, at: range.lowerBound)
        let high = DigitWord.load(bytes, at: range.lowerBound &+ 8)
        if length >= 8 {
            return (low, length == 8 ? 0 : high & (1 &<< UInt64(8 &* (length &- 8)) &- 1))
        }
        return (low & (1 &<< UInt64(8 &* length) &- 1), 0)
    }
}

extension JSONScanner {
    /// The string value of a token scanned in ``bytes``, as ``decodeString(_:in:)`` makes it; short ones
    /// without escapes come from ``shortStrings``.
    @inline(__always)
    mutating func string(of token: StringToken) -> String {
        if !token.hasEscapes && token.range.count <= ShortStringCache.maximumLength {
            return shortStrings.string(token.range, in: bytes)
        }
        return Self.decodeString(token, in: bytes)
    }
}
