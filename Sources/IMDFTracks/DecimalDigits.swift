import GeoJSON

/// The decimal significand and exponent gathered while reading a number's digits, shared by the track
/// readers' byte-level number parsing (``TrackNumber`` for CSV and NMEA fields, the NDJSON fast path).
///
/// Up to 19 significant digits fit a `UInt64`; any digit beyond them makes the value inexact (a truncated
/// significand). The digits are converted by the GeoJSON module's reader, `DecimalToDouble`, the one
/// decimal-to-double conversion of the package: ``double(negative:text:)`` with all its tiers,
/// ``fastDouble(negative:)`` with Clinger's fast path only.
struct DecimalDigits {
    /// The significant digits read so far, as an integer.
    private(set) var significand: UInt64 = 0
    /// How many significant digits `significand` holds (leading zeros do not count), at most 19.
    private(set) var count = 0
    /// The power of ten `significand` is scaled by.
    private(set) var exponent = 0
    /// Whether every significant digit and the whole exponent were kept.
    private(set) var isExact = true

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

    /// The correctly rounded value when Clinger's fast path applies (every digit kept, a significand of
    /// at most 2^53 and a power of ten of at most 10^22: both exact doubles, so one IEEE multiplication or
    /// division rounds the decimal correctly), else `nil`.
    func fastDouble(negative: Bool) -> Double? {
        guard isExact, significand <= 1 << 53, exponent >= -22, exponent <= 22 else { return nil }
        return DecimalToDouble.clinger(significand: significand, exponent: exponent, negative: negative)
    }

    /// The correctly rounded value of the number whose digits were read: Clinger's fast path or
    /// Eisel–Lemire on the digits, else `strtod` on `text` (the number's bytes: sign, digits, point and
    /// exponent as read). ±infinity when it overflows.
    func double<Text: Collection<UInt8>>(negative: Bool, text: Text) -> Double {
        if let value = DecimalToDouble.fastPathDouble(
            significand: significand, exponent: exponent, negative: negative, truncated: !isExact)
        {
            return value
        }
        return Array(text).withUnsafeBufferPointer { DecimalToDouble.parse(text: $0) }
    }
}
