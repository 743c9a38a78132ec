#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Decimal → binary64 conversion for JSON numbers.
///
/// PLACEHOLDER CONTRACT (to be replaced by the fast implementation): the scanner validates the RFC 8259
/// number grammar, accumulates up to 19 significant decimal digits into `significand`, computes the
/// decimal `exponent` so that the value is `significand × 10^exponent`, sets `truncated` when digits
/// beyond the 19th were dropped, and passes the whole number text for the slow path.
enum DecimalToDouble {
    /// The correctly rounded double nearest to the number (IEEE 754 round-half-even), ±infinity when
    /// the magnitude overflows, ±0 when it underflows.
    static func double(significand: UInt64, exponent: Int, negative: Bool, truncated: Bool, text: UnsafeBufferPointer<UInt8>) -> Double {
        parse(text: text)
    }

    /// Correctly rounded conversion of a complete, grammar-checked JSON number text of any length.
    static func parse(text: UnsafeBufferPointer<UInt8>) -> Double {
        var buffer = [CChar](repeating: 0, count: text.count + 1)
        for index in 0..<text.count { buffer[index] = CChar(bitPattern: text[index]) }
        return strtod(buffer, nil)
    }
}
