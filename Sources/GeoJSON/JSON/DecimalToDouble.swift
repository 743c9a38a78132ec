/// Decimal → binary64 conversion for JSON numbers, correctly rounded (IEEE 754 round-half-even).
///
/// The scanner validates the RFC 8259 number grammar, accumulates up to 19 significant decimal
/// digits into `significand`, computes the decimal `exponent` so that the value is
/// `significand × 10^exponent`, sets `truncated` when digits beyond the 19th were dropped (the true
/// value then lies in `[significand, significand + 1) × 10^exponent`), and passes the whole number
/// text for the slow path.
///
/// Three tiers, cheapest first:
/// 1. Clinger's fast path (`DecimalToDouble+Clinger.swift`): the significand and the power of ten
///    are both exact doubles, so one IEEE multiplication or division rounds correctly.
/// 2. Eisel–Lemire (`DecimalToDouble+EiselLemire.swift`): a 64 × 128-bit product with a generated
///    table of powers of five (`DecimalToDouble+PowersOfFive.swift`, from
///    `Scripts/generate-powers-of-five.py`) decides the rounding unless the product lands too close
///    to a halfway point; a truncated significand is accepted only when `significand` and
///    `significand + 1` round to the same double.
/// 3. The slow path (`DecimalToDouble+SlowPath.swift`): the C library's correctly rounded `strtod`
///    on a copy of the text.
///
/// None of the tiers allocate on the heap except the slow path for texts longer than the stack
/// buffer `withUnsafeTemporaryAllocation` provides.
package enum DecimalToDouble {
    /// The correctly rounded double nearest to the number (IEEE 754 round-half-even), ±infinity when
    /// the magnitude overflows, ±0 when it underflows.
    ///
    /// - Parameters:
    ///   - significand: The first (at most 19) significant decimal digits as an integer.
    ///   - exponent: The decimal exponent: the value is `significand × 10^exponent`.
    ///   - negative: Whether the text starts with a minus sign (`-0` gives `-0.0`).
    ///   - truncated: Whether significant digits after the 19th were dropped.
    ///   - text: The complete, grammar-checked number text, used only by the slow path.
    /// - Returns: The nearest double; ties go to the even significand.
    /// - Complexity: O(1) on the fast paths, O(`text.count`) on the slow path.
    @inline(__always)
    static func double(
        significand: UInt64, exponent: Int, negative: Bool, truncated: Bool, text: UnsafeBufferPointer<UInt8>
    ) -> Double {
        fastPathDouble(significand: significand, exponent: exponent, negative: negative, truncated: truncated)
            ?? parse(text: text)
    }

    /// Tiers 1 and 2 only: the correctly rounded double, or `nil` when only the slow path can decide.
    ///
    /// For callers that find the text expensive to hand over on every call (the coordinate reader
    /// builds it only in the rare `nil` case). Same parameters as
    /// ``double(significand:exponent:negative:truncated:text:)`` without the text.
    @inline(always)
    package static func fastPathDouble(significand: UInt64, exponent: Int, negative: Bool, truncated: Bool) -> Double? {
        if !truncated {
            if let value = clinger(significand: significand, exponent: exponent, negative: negative) {
                return value
            }
        }
        if let bits = magnitudeBits(significand: significand, exponent: exponent, truncated: truncated) {
            return Double(bitPattern: negative ? bits | signBit : bits)
        }
        return nil
    }

    /// Correctly rounded conversion of a complete, grammar-checked number text of any length.
    ///
    /// - Parameter text: An RFC 8259 number (`-? int frac? exp?`), or one of the looser decimals that track
    ///   fields allow and `DecimalDigits` (module IMDFTracks) checks (a leading `+`, `.5`, `5.`): an optional
    ///   sign, digits with at most one point, an optional exponent.
    /// - Returns: The nearest double; ties go to the even significand.
    /// - Complexity: O(`text.count`).
    @inline(never)
    package static func parse(text: UnsafeBufferPointer<UInt8>) -> Double {
        slowPath(text: text)
    }

    /// The IEEE 754 sign bit of a binary64.
    static let signBit: UInt64 = 1 << 63

    /// The bit pattern of +infinity.
    static let infinityBits: UInt64 = 0x7FF0_0000_0000_0000

    /// The bit pattern of the magnitude, or `nil` when Eisel–Lemire cannot decide.
    ///
    /// Handles zero, out-of-table exponents and the truncated case (both ends of the interval
    /// `[significand, significand + 1) × 10^exponent` must round alike).
    @inline(always)
    static func magnitudeBits(significand: UInt64, exponent: Int, truncated: Bool) -> UInt64? {
        if significand == 0 {
            // A truncated zero significand would mean the scanner counted leading zeros as
            // significant; let the slow path sort that out rather than guess.
            return truncated ? nil : 0
        }
        // significand < 10^19, so below 10^-343 even the upper end is under half the smallest
        // subnormal (≈ 2.47e-324), and from 10^309 up every value overflows.
        if exponent < minimumPowerOfFive { return 0 }
        if exponent > maximumPowerOfFive { return infinityBits }
        guard let low = eiselLemire(significand: significand, exponent: exponent) else { return nil }
        if !truncated { return low }
        guard significand < .max, let high = eiselLemire(significand: significand + 1, exponent: exponent), high == low
        else {
            return nil
        }
        return low
    }
}
