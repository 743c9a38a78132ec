/// Hexadecimal digits, read and written: the one place the package spells them (JSON `\u` escapes and
/// syntax messages, zip checksums, SARIF percent-encoding, NMEA checksums, UUID variants).
package enum Hexadecimal {
    /// `value` in hexadecimal, zero-padded to at least `width` digits (`digits(0x1F, width: 4)` is `001F`).
    package static func digits(_ value: some BinaryInteger, width: Int, uppercase: Bool = true) -> String {
        let digits = String(value, radix: 16, uppercase: uppercase)
        return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
    }

    /// The value of one hexadecimal digit (`0`–`9`, `a`–`f`, `A`–`F`), or `nil` for any other byte.
    @inline(__always)
    package static func value(ofDigit byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte &- UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte &- UInt8(ascii: "a") &+ 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte &- UInt8(ascii: "A") &+ 10
        default: nil
        }
    }
}
