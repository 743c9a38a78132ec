/// Clinger's fast path.
///
/// When the significand is an exact double (at most 53 significant bits) and 10^|q| is one too
/// (|q| ≤ 22), `significand × 10^q` or `significand / 10^-q` is a single correctly rounded IEEE
/// operation. The extended variant moves surplus powers of ten into the integer
/// (when `significand × 10^(q - 22)` is still an exact double, checked in integers with
/// `DigitWord.powersOfTen`) and then multiplies by 10^22.
extension DecimalToDouble {
    /// The exact powers of ten 10^0 … 10^22 as doubles.
    static let exactPowersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    /// The correctly rounded `±significand × 10^exponent` when both factors are exact doubles,
    /// otherwise `nil`.
    ///
    /// - Parameters:
    ///   - significand: The exact decimal significand (not truncated).
    ///   - exponent: The decimal exponent.
    ///   - negative: Whether to negate the result.
    /// - Returns: The result of one IEEE multiplication or division, or `nil`.
    @inline(always)
    package static func clinger(significand: UInt64, exponent: Int, negative: Bool) -> Double? {
        // Exact as a double: at most 53 bits between the leading and the trailing one bit.
        guard significand >> significand.trailingZeroBitCount <= 1 << 53 else { return nil }
        var value: Double
        if exponent >= 0 && exponent <= 22 {
            value = Double(significand) * exactPowersOfTen[exponent]
        } else if exponent < 0 && exponent >= -22 {
            value = Double(significand) / exactPowersOfTen[-exponent]
        } else if exponent > 22 && exponent <= 22 + 15 {
            let (scaled, overflow) = significand.multipliedReportingOverflow(by: DigitWord.powersOfTen[exponent - 22])
            guard !overflow, scaled >> scaled.trailingZeroBitCount <= 1 << 53 else { return nil }
            value = Double(scaled) * 1e22
        } else {
            return nil
        }
        if negative { value = -value }
        return value
    }
}
