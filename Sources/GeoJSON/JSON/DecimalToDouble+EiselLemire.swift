/// The Eisel–Lemire step: `w × 10^q` rounded from one 64 × 128-bit product.
///
/// Write the value as `w × 5^q × 2^q`. The table gives `T ≈ 5^q × 2^-t` with `2^127 ≤ T < 2^128`
/// and `|T - 5^q × 2^-t| < 1`, where `t = ⌊q·log₂5⌋ - 127`. With `n = w << lz` normalised to
/// `2^63 ≤ n < 2^64`, the 192-bit product `F = n × T` satisfies `2^190 ≤ F < 2^192` and
///
///     value = F_exact × 2^(t + q - lz),   |F - F_exact| < n < 2^64.
///
/// Rounding keeps the bits of `F` above a shift `s ≥ 138` (53 of them for a normal result, fewer
/// for a subnormal one) and looks at the remainder `R = F mod 2^s` against the halfway point
/// `2^(s-1)`.
/// - For `0 ≤ q ≤ 55` the table entry is exact, so `F = F_exact` and the usual round-half-even
///   rule applies to `R` directly.
/// - Otherwise `F_exact` lies strictly within 2^64 of `F`. The decision is safe unless the halfway
///   point is within that distance, which happens only when `R >> 64` equals `2^(s-65)` or one less;
///   those inputs (roughly one in 2^73) are left to the slow path, as are results just below the
///   smallest subnormal whose remainder does not fit in the product.
extension DecimalToDouble {
    /// The bit pattern of the positive double nearest to `significand × 10^exponent`, or `nil` when
    /// the product is too close to a halfway point to decide.
    ///
    /// - Parameters:
    ///   - significand: A nonzero decimal significand.
    ///   - exponent: A decimal exponent in `minimumPowerOfFive...maximumPowerOfFive`.
    /// - Returns: A finite or infinite bit pattern with the sign bit clear, or `nil`.
    /// - Complexity: O(1): two 64 × 64 → 128-bit multiplications.
    @inline(always)
    static func eiselLemire(significand: UInt64, exponent: Int) -> UInt64? {
        precondition(significand != 0 && exponent >= minimumPowerOfFive && exponent <= maximumPowerOfFive)
        let leadingZeros = significand.leadingZeroBitCount
        let normalized = significand << leadingZeros
        let index = 2 &* (exponent &- minimumPowerOfFive)
        let (aHigh, aLow) = normalized.multipliedFullWidth(by: powersOfFive[index])
        let (bHigh, bLow) = normalized.multipliedFullWidth(by: powersOfFive[index &+ 1])
        // F = (aHigh:aLow) << 64 + (bHigh:bLow), as three words f2:f1:f0. F < 2^192, so no carry out.
        let f0 = bLow
        let (f1, carry) = aLow.addingReportingOverflow(bHigh)
        let f2 = aHigh &+ (carry ? 1 : 0)

        // ⌊q·log₂5⌋ = ⌊q·log₂10⌋ - q; the generator checks this formula over the whole table.
        let floorLog2PowerOfFive = ((exponent &* 217_706) >> 16) &- exponent
        let productExponent = floorLog2PowerOfFive &- 127 &+ exponent &- leadingZeros  // value = F × 2^productExponent
        let leadingBit = 190 &+ Int(f2 >> 63)  // F ∈ [2^leadingBit, 2^(leadingBit+1))
        let binaryExponent = leadingBit &+ productExponent  // value ∈ [2^e, 2^(e+1))

        var shift: Int
        var biasedExponent: Int
        if binaryExponent >= -1022 {
            shift = leadingBit &- 52
            biasedExponent = binaryExponent &+ 1022  // plus the hidden bit of the significand gives e + 1023
        } else {
            shift = -productExponent &- 1074  // quantum 2^-1074
            biasedExponent = 0
            if shift >= 194 { return 0 }  // F_exact < 2^192 + 2^64 < 2^(shift-1): below half the smallest subnormal
            if shift >= 192 { return nil }  // the halfway point is not inside f2; rare, let strtod decide
        }
        let wordShift = shift &- 128  // 10...63: the kept bits and the halfway bit are all in f2
        let kept = f2 >> UInt64(wordShift)
        let half: UInt64 = 1 << UInt64(wordShift &- 1)
        let rest = f2 & ((half << 1) &- 1)

        // The rounding increment (0 or 1) is computed as a number, not chosen by a branch: for
        // typical data it is a coin flip, which a branch predictor cannot learn.
        let roundUp: UInt64
        if exponent >= 0 && exponent <= 55 {
            if rest != half {
                roundUp = rest > half ? 1 : 0
            } else {
                roundUp = f1 != 0 || f0 != 0 || kept & 1 == 1 ? 1 : 0
            }
        } else {
            if rest == half && f1 == 0 { return nil }
            if rest == half &- 1 && f1 == .max { return nil }
            // rest ≥ half exactly when half - 1 - rest goes below zero; both are below 2^63, so the
            // wrapped difference has its top bit set exactly then.
            roundUp = (half &- 1 &- rest) &>> 63
        }
        let bits = UInt64(biasedExponent) << 52 &+ kept &+ roundUp
        return min(bits, infinityBits)
    }
}
