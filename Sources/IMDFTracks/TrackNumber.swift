import IMDFKit

/// Byte-level number parsing for track fields, without `String` or Foundation on the hot path.
///
/// Track files hold millions of short decimals (`45.5031234`, `-73.55`, `12`). The digits are read
/// into a 64-bit integer and converted by the GeoJSON module's correctly rounded reader (``DecimalDigits``):
/// Clinger's fast path or Eisel–Lemire for nearly every field, `strtod` on the bytes for the rest.
enum TrackNumber {
    /// The value of a decimal number such as `-12.5`, `+3`, `.5` or `1e-3`, or `nil` when the
    /// bytes are not exactly one finite decimal number (surrounding spaces are allowed).
    ///
    /// - Complexity: O(*n*) in the number of bytes.
    static func double<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Double? where Bytes.Index == Int {
        guard let (start, end, negative, digitsStart) = signedField(bytes) else { return nil }
        var i = digitsStart
        var digits = DecimalDigits()
        var sawDigit = digits.readDigits(bytes[..<end], from: &i, isFraction: false) > 0
        if i < end, bytes[i] == UInt8(ascii: ".") {
            i += 1
            sawDigit = digits.readDigits(bytes[..<end], from: &i, isFraction: true) > 0 || sawDigit
        }
        guard sawDigit else { return nil }
        if i < end, bytes[i] | 0x20 == UInt8(ascii: "e") {
            i += 1
            var exponentNegative = false
            if i < end, bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+") {
                exponentNegative = bytes[i] == UInt8(ascii: "-")
                i += 1
            }
            guard digits.readExponent(bytes[..<end], from: &i, negative: exponentNegative) > 0 else { return nil }
        }
        guard i == end else { return nil }
        let value = digits.double(negative: negative, text: bytes[start..<end])
        return value.isFinite ? value : nil
    }

    /// The value of a whole number such as `-1` or `2`, or `nil` when the bytes are not one
    /// (surrounding spaces are allowed; at most 18 digits).
    static func integer<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Int? where Bytes.Index == Int {
        guard let (_, end, negative, digitsStart) = signedField(bytes) else { return nil }
        var i = digitsStart
        guard i < end, end - i <= 18 else { return nil }
        var value = 0
        while i < end {
            let digit = bytes[i] &- 0x30
            guard digit < 10 else { return nil }
            value = value * 10 + Int(digit)
            i += 1
        }
        return negative ? -value : value
    }

    /// A field without surrounding spaces and tabs: its bounds, its sign, and where its digits start
    /// (after an optional `+` or `-`); nil when only blanks remain.
    @inline(__always)
    private static func signedField<Bytes: Collection<UInt8>>(
        _ bytes: Bytes
    ) -> (start: Int, end: Int, negative: Bool, digits: Int)?
    where Bytes.Index == Int {
        var start = bytes.startIndex
        var end = bytes.endIndex
        while start < end, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
        while end > start, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
        guard start < end else { return nil }
        let signed = bytes[start] == UInt8(ascii: "-") || bytes[start] == UInt8(ascii: "+")
        return (start, end, signed && bytes[start] == UInt8(ascii: "-"), signed ? start + 1 : start)
    }
}
