/// Numbers: RFC 8259 grammar check, significand and exponent accumulation, conversion.
extension JSONScanner {
    /// The pieces of one scanned number.
    struct NumberScan {
        var range: Range<Int>
        var significand: UInt64
        var exponent: Int
        var negative: Bool
        var truncated: Bool
        var significantDigits: Int
        var isInteger: Bool
    }

    /// Scans a number at `-` or a digit, validating the grammar.
    @inline(__always)
    mutating func scanNumber() throws(JSONSyntaxError) -> NumberScan {
        let start = index
        let count = bytes.count
        var negative = false
        if bytes[index] == UInt8(ascii: "-") {
            negative = true
            index += 1
        }
        var significand: UInt64 = 0
        var kept = 0
        var significant = 0
        var exponent = 0
        var truncated = false
        guard index < count, bytes[index] &- 0x30 < 10 else { throw error("a digit in number") }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < count, bytes[index] &- 0x30 < 10 { throw error("no leading zeros in number") }
        } else {
            while index < count {
                let digit = bytes[index] &- 0x30
                guard digit < 10 else { break }
                significant += 1
                if kept < 19 {
                    significand = significand &* 10 &+ UInt64(digit)
                    kept += 1
                } else {
                    exponent += 1
                    if digit != 0 { truncated = true }
                }
                index += 1
            }
        }
        var isInteger = true
        if index < count, bytes[index] == UInt8(ascii: ".") {
            isInteger = false
            index += 1
            guard index < count, bytes[index] &- 0x30 < 10 else { throw error("a digit after '.' in number") }
            while index < count {
                let digit = bytes[index] &- 0x30
                guard digit < 10 else { break }
                if significand == 0 && digit == 0 && !truncated {
                    exponent -= 1
                } else {
                    significant += 1
                    if kept < 19 {
                        significand = significand &* 10 &+ UInt64(digit)
                        kept += 1
                        exponent -= 1
                    } else if digit != 0 {
                        truncated = true
                    }
                }
                index += 1
            }
        }
        if index < count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            isInteger = false
            index += 1
            var exponentNegative = false
            if index < count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
                exponentNegative = bytes[index] == UInt8(ascii: "-")
                index += 1
            }
            guard index < count, bytes[index] &- 0x30 < 10 else { throw error("a digit in exponent") }
            var value = 0
            while index < count {
                let digit = bytes[index] &- 0x30
                guard digit < 10 else { break }
                if value < 1_000_000_000 { value = value * 10 + Int(digit) }
                index += 1
            }
            exponent += exponentNegative ? -value : value
        }
        return NumberScan(range: start..<index, significand: significand, exponent: exponent, negative: negative,
                          truncated: truncated, significantDigits: significant, isInteger: isInteger)
    }

    /// The double of a scanned number.
    @inline(__always)
    func double(of scan: NumberScan) -> Double {
        DecimalToDouble.double(significand: scan.significand, exponent: scan.exponent, negative: scan.negative,
                               truncated: scan.truncated, text: UnsafeBufferPointer(rebasing: bytes[scan.range]))
    }

    /// Parses a number into a `JSONNumber`, keeping the text when the double would not give it back.
    mutating func parseNumber() throws(JSONSyntaxError) -> JSONNumber {
        let scan = try scanNumber()
        let value = double(of: scan)
        let keepsText = scan.truncated || scan.significantDigits > 17 || !value.isFinite
            || (value == 0 && scan.significand != 0)
            || (scan.isInteger && scan.significand > 9_007_199_254_740_992)
        guard keepsText else { return JSONNumber(value) }
        return JSONNumber(value, text: String(decoding: UnsafeBufferPointer(rebasing: bytes[scan.range]), as: UTF8.self))
    }
}
