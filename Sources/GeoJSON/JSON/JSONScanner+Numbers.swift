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
    ///
    /// Tries ``shortNumber(at:)`` first; anything it does not take (more than 19 digits, a number
    /// within 8 bytes of the end of the buffer, and every grammar error) goes through
    /// ``scanNumberByteByByte()``, which gives the same fields and throws the errors.
    @inline(__always)
    mutating func scanNumber() throws(JSONSyntaxError) -> NumberScan {
        if usesFastPaths, let scan = shortNumber(at: index) {
            index = scan.range.upperBound
            return scan
        }
        return try scanNumberByteByByte()
    }

    /// Scans a number with at most 19 digits before any exponent, eight digits at a time
    /// (``DigitWord``); `nil` when the number is anything else or is not valid JSON.
    ///
    /// Every field equals what ``scanNumberByteByByte()`` gives for the same text: with at most 19
    /// digits nothing is truncated, so the significand holds all of them; the `0` of `0.xyz` and the
    /// fraction's leading zeros add nothing to it; and the exponent is minus the number of fraction
    /// digits (the byte-by-byte scan also counts a skipped leading zero as one). Counting those zeros
    /// against the 19 only sends a few more numbers to the byte-by-byte scan.
    ///
    /// - Precondition: `start < bytes.count`.
    /// - Complexity: O(*n*) in the number's length, with at most 19 digits before the exponent read
    ///   in a few word steps; every word load is preceded by a check that 8 bytes remain.
    @inline(always)
    func shortNumber(at start: Int) -> NumberScan? {
        let count = bytes.count
        var position = start
        let negative = bytes[position] == UInt8(ascii: "-")
        if negative { position &+= 1 }
        var significand: UInt64 = 0
        var digits = 0
        let integerStart = position
        guard digitRun(at: &position, into: &significand, digits: &digits) else { return nil }
        // A sign without digits, or a leading zero: the byte-by-byte scan reports them.
        let integerDigits = position &- integerStart
        guard integerDigits > 0, integerDigits == 1 || bytes[integerStart] != UInt8(ascii: "0") else { return nil }
        // `digitRun` stopped on a byte inside the last word it loaded, so `position < count` here.
        var exponent = 0
        var isInteger = true
        if bytes[position] == UInt8(ascii: ".") {
            isInteger = false
            position &+= 1
            let fractionStart = position
            guard fractionRun(at: &position, into: &significand, digits: &digits), position > fractionStart else {
                return nil
            }
            exponent = fractionStart &- position
        }
        if bytes[position] | 0x20 == UInt8(ascii: "e") {
            isInteger = false
            position &+= 1
            var exponentNegative = false
            if position < count, bytes[position] == UInt8(ascii: "-") || bytes[position] == UInt8(ascii: "+") {
                exponentNegative = bytes[position] == UInt8(ascii: "-")
                position &+= 1
            }
            guard position < count, bytes[position] &- 0x30 < 10 else { return nil }
            var value = 0
            while position < count {
                let digit = bytes[position] &- 0x30
                guard digit < 10 else { break }
                if value < 1_000_000_000 { value = value &* 10 &+ Int(digit) }
                position &+= 1
            }
            exponent &+= exponentNegative ? -value : value
        }
        // All digits are significant unless the integer part is `0`; then the significand holds exactly
        // the significant ones (the fraction after its leading zeros).
        let significant = bytes[integerStart] != UInt8(ascii: "0") ? digits : Self.decimalDigitCount(significand)
        return NumberScan(
            range: start..<position, significand: significand, exponent: exponent, negative: negative,
            truncated: false, significantDigits: significant, isInteger: isInteger)
    }

    /// Adds the run of digits at `position` to `significand`, eight at a time, and moves past it.
    ///
    /// - Returns: `false` (the caller gives up) when fewer than 8 bytes remain at a load, or when the
    ///   digits counted in `digits` would exceed 19 (so `significand < 10^19` never overflows).
    @inline(always)
    func digitRun(at position: inout Int, into significand: inout UInt64, digits: inout Int) -> Bool {
        while true {
            guard position &+ 8 <= bytes.count else { return false }
            let word = DigitWord.load(bytes, at: position)
            let run = DigitWord.leadingDigitCount(word)
            if run == 0 { return true }
            digits &+= run
            guard digits <= 19 else { return false }
            significand = significand &* DigitWord.powersOfTen[run] &+ DigitWord.value(ofFirst: run, in: word)
            position &+= run
            if run < 8 { return true }
        }
    }

    /// ``digitRun(at:into:digits:)`` for a fraction: up to 15 digits from two words read together,
    /// the length chosen by selects rather than by the loop's `run < 8` branch.
    ///
    /// Why: fraction lengths in coordinate data vary at random around 8 (canada.json mixes `-65.625`
    /// with `-65.613616999999977`), so whether a second word is needed is a branch the predictor keeps
    /// missing. Here both words are always converted and the right combination is selected. Runs of 16
    /// or more digits, and fractions within 16 bytes of the end, go through the loop.
    @inline(always)
    func fractionRun(at position: inout Int, into significand: inout UInt64, digits: inout Int) -> Bool {
        guard position &+ 16 <= bytes.count else { return digitRun(at: &position, into: &significand, digits: &digits) }
        let first = DigitWord.load(bytes, at: position)
        let second = DigitWord.load(bytes, at: position &+ 8)
        let firstRun = DigitWord.leadingDigitCount(first)
        let secondRun = DigitWord.leadingDigitCount(second)
        guard firstRun > 0, firstRun &+ secondRun < 16 else {
            return digitRun(at: &position, into: &significand, digits: &digits)
        }
        let isLong = firstRun == 8
        let run = isLong ? 8 &+ secondRun : firstRun
        let firstValue = DigitWord.value(ofFirst: firstRun, in: first)
        // `secondRun` may be 0; the second value is then unused (and `max` keeps the shift in range).
        let secondValue = DigitWord.value(ofFirst: max(secondRun, 1), in: second)
        let longValue = firstValue &* DigitWord.powersOfTen[secondRun] &+ (secondRun > 0 ? secondValue : 0)
        digits &+= run
        guard digits <= 19 else { return false }
        significand = significand &* DigitWord.powersOfTen[run] &+ (isLong ? longValue : firstValue)
        position &+= run
        return true
    }

    /// The number of decimal digits of `value` (0 for 0), without a loop.
    ///
    /// `bits × 1233 / 4096` (1233/4096 ≈ log₁₀2) is the digit count of 2^(bits-1), which is either
    /// the digit count of `value` or one less; one comparison decides.
    @inline(__always)
    static func decimalDigitCount(_ value: UInt64) -> Int {
        let bits = 64 &- value.leadingZeroBitCount
        let guess = (bits &* 1233) &>> 12
        return guess &+ (value >= DigitWord.powersOfTen[guess] ? 1 : 0)
    }

    /// The double of the number at `start` and the offset just past it, when ``shortNumber(at:)``
    /// takes the number; `nil` otherwise.
    ///
    /// Goes straight to Eisel–Lemire, without trying Clinger's fast path first: in coordinate data
    /// (canada.json: about one number in five fits Clinger, at random) the choice between the two is a
    /// branch the predictor cannot learn, and its misses cost more than Eisel–Lemire's few extra
    /// instructions on the short numbers (measured in `Documentation/Performance.md`). Eisel–Lemire is exact whenever it
    /// answers; the rare undecided number goes through ``double(of:)``, all three tiers.
    @inline(always)
    func shortDouble(at start: Int) -> (value: Double, end: Int)? {
        guard let scan = shortNumber(at: start) else { return nil }
        if let bits = DecimalToDouble.magnitudeBits(
            significand: scan.significand, exponent: scan.exponent, truncated: false)
        {
            return (Double(bitPattern: scan.negative ? bits | DecimalToDouble.signBit : bits), scan.range.upperBound)
        }
        return (double(of: scan), scan.range.upperBound)
    }

    /// Scans a number one byte at a time: any length, and the grammar errors.
    mutating func scanNumberByteByByte() throws(JSONSyntaxError) -> NumberScan {
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
        return NumberScan(
            range: start..<index, significand: significand, exponent: exponent, negative: negative,
            truncated: truncated, significantDigits: significant, isInteger: isInteger)
    }

    /// The double of a scanned number.
    @inline(__always)
    func double(of scan: NumberScan) -> Double {
        DecimalToDouble.double(
            significand: scan.significand, exponent: scan.exponent, negative: scan.negative,
            truncated: scan.truncated, text: UnsafeBufferPointer(rebasing: bytes[scan.range]))
    }

    /// Parses a number into a `JSONNumber`, keeping the text when the double would not give it back.
    mutating func parseNumber() throws(JSONSyntaxError) -> JSONNumber {
        let scan = try scanNumber()
        let value = double(of: scan)
        let keepsText =
            scan.truncated || scan.significantDigits > 17 || !value.isFinite
            || (value == 0 && scan.significand != 0)
            || (scan.isInteger && scan.significand > 9_007_199_254_740_992)
        guard keepsText else { return JSONNumber(value) }
        return JSONNumber(
            value, text: String(decoding: UnsafeBufferPointer(rebasing: bytes[scan.range]), as: UTF8.self))
    }
}
