import IMDFKit

/// The decimal significand and exponent gathered while reading a number's digits, shared by the track
/// readers' byte-level number parsing (``TrackNumber`` for CSV and NMEA fields, the NDJSON fast path).
///
/// Up to 19 significant digits fit a `UInt64`; any digit beyond them makes the value inexact, and the
/// reader then hands the number's bytes to a general, correctly rounded conversion. When the value is
/// exact, ``fastDouble(negative:)`` converts it with Clinger's fast path: a significand of at most 2^53 and
/// a power of ten of at most 10^22 are both exact doubles, so one IEEE multiplication or division rounds
/// the decimal correctly.
struct DecimalDigits {
    /// The significant digits read so far, as an integer.
    private(set) var significand: UInt64 = 0
    /// How many significant digits `significand` holds (leading zeros do not count), at most 19.
    private(set) var count = 0
    /// The power of ten `significand` is scaled by.
    private(set) var exponent = 0
    /// Whether every significant digit and the whole exponent were kept.
    private(set) var isExact = true

    /// Exact powers of ten as doubles: 10^22 is the largest that binary64 holds exactly.
    private static let powersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    /// Reads a run of ASCII digits starting at `index`, which ends past the run.
    ///
    /// - Parameter isFraction: whether the digits follow the decimal point (each one kept lowers the
    ///   exponent; each integer digit dropped raises it).
    /// - Returns: how many digits were read (0 when `index` is not at a digit).
    @inline(__always)
    mutating func readDigits<Bytes: Collection<UInt8>>(_ bytes: Bytes, from index: inout Int, isFraction: Bool) -> Int
    where Bytes.Index == Int {
        let start = index
        while index < bytes.endIndex {
            let digit = bytes[index] &- UInt8(ascii: "0")
            guard digit < 10 else { break }
            if count < 19 {
                significand = significand &* 10 &+ UInt64(digit)
                if significand != 0 { count += 1 }
                if isFraction { exponent -= 1 }
            } else {
                isExact = false
                if !isFraction { exponent += 1 }
            }
            index += 1
        }
        return index - start
    }

    /// Reads the digits of an exponent (after `e` and its sign) starting at `index` and applies them.
    ///
    /// - Returns: how many digits were read (0 when `index` is not at a digit).
    @inline(__always)
    mutating func readExponent<Bytes: Collection<UInt8>>(_ bytes: Bytes, from index: inout Int, negative: Bool) -> Int
    where Bytes.Index == Int {
        let start = index
        var written = 0
        while index < bytes.endIndex {
            let digit = bytes[index] &- UInt8(ascii: "0")
            guard digit < 10 else { break }
            if written < 10_000 { written = written * 10 + Int(digit) } else { isExact = false }
            index += 1
        }
        exponent += negative ? -written : written
        return index - start
    }

    /// The correctly rounded value when Clinger's fast path applies, else `nil`.
    func fastDouble(negative: Bool) -> Double? {
        guard isExact, significand <= 1 << 53, exponent >= -22, exponent <= 22 else { return nil }
        var value = Double(significand)
        if exponent < 0 { value /= Self.powersOfTen[-exponent] } else { value *= Self.powersOfTen[exponent] }
        return negative ? -value : value
    }
}
