#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The slow path: the C library's correctly rounded `strtod`.
///
/// The text is copied without its decimal point, with the exponent adjusted instead
/// (`-12.5e3` becomes `-125e2`), so the result does not depend on the process locale's decimal
/// separator. The copy lives in `withUnsafeTemporaryAllocation`, on the stack for short texts.
extension DecimalToDouble {
    /// Exponents are clamped to this magnitude before rewriting; anything beyond it under- or
    /// overflows anyway, whatever the number of digits.
    static let exponentClamp = 1_000_000_000

    /// Correctly rounded conversion of a grammar-checked JSON number text through `strtod`.
    ///
    /// - Parameter text: An RFC 8259 number: `-? int frac? exp?`.
    /// - Returns: The nearest double; ties go to the even significand.
    /// - Complexity: O(`text.count`).
    static func slowPath(text: UnsafeBufferPointer<UInt8>) -> Double {
        // Room for the digits and sign, "e", a sign and up to 19 exponent digits, and the NUL.
        let capacity = text.count + 24
        return withUnsafeTemporaryAllocation(of: CChar.self, capacity: capacity) { buffer -> Double in
            var count = 0
            var index = 0
            var fractionDigits = 0
            var inFraction = false
            while index < text.count {
                let byte = text[index]
                if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") { break }
                if byte == UInt8(ascii: ".") {
                    inFraction = true
                } else {
                    if inFraction { fractionDigits += 1 }
                    buffer[count] = CChar(bitPattern: byte)
                    count += 1
                }
                index += 1
            }
            var exponent = 0
            if index < text.count {
                index += 1  // past "e"
                var exponentNegative = false
                if index < text.count, text[index] == UInt8(ascii: "-") || text[index] == UInt8(ascii: "+") {
                    exponentNegative = text[index] == UInt8(ascii: "-")
                    index += 1
                }
                while index < text.count {
                    let digit = Int(text[index] &- UInt8(ascii: "0"))
                    if exponent < exponentClamp { exponent = exponent * 10 + digit }
                    index += 1
                }
                if exponentNegative { exponent = -exponent }
            }
            exponent -= fractionDigits
            if exponent != 0 {
                buffer[count] = CChar(bitPattern: UInt8(ascii: "e"))
                count += 1
                if exponent < 0 {
                    buffer[count] = CChar(bitPattern: UInt8(ascii: "-"))
                    count += 1
                }
                var magnitude = exponent.magnitude
                var digits = 0
                var divisor: UInt = 1
                repeat {
                    digits += 1
                    divisor *= 10
                } while magnitude >= divisor && digits < 19
                divisor /= 10
                for _ in 0..<digits {
                    buffer[count] = CChar(bitPattern: UInt8(ascii: "0") &+ UInt8(magnitude / divisor))
                    count += 1
                    magnitude %= divisor
                    divisor /= 10
                }
            }
            buffer[count] = 0
            guard let base = buffer.baseAddress else { preconditionFailure("temporary buffer without storage") }
            return strtod(base, nil)
        }
    }
}
