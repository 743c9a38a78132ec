import Testing

@testable import GeoJSON

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Bit-for-bit comparison of `DecimalToDouble` against the C library's correctly rounded `strtod`.
@Suite struct DecimalToDoubleTests {
    // MARK: - Reference scanner and oracle

    /// What the JSON scanner hands to `DecimalToDouble.double`, computed independently.
    struct ScannedNumber {
        var significand: UInt64 = 0
        var exponent = 0
        var negative = false
        var truncated = false
    }

    /// Splits a grammar-valid JSON number into at most 19 significant digits and a decimal exponent.
    static func scan(_ text: String) -> ScannedNumber {
        var result = ScannedNumber()
        var kept = 0
        var adjustment = 0
        var afterPoint = false
        var explicitExponent = 0
        var bytes = Array(text.utf8)[...]
        if bytes.first == UInt8(ascii: "-") {
            result.negative = true
            bytes = bytes.dropFirst()
        }
        while let byte = bytes.first {
            bytes = bytes.dropFirst()
            if byte == UInt8(ascii: ".") {
                afterPoint = true
                continue
            }
            if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
                var exponentNegative = false
                if let sign = bytes.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
                    exponentNegative = sign == UInt8(ascii: "-")
                    bytes = bytes.dropFirst()
                }
                for digit in bytes where explicitExponent < 1_000_000_000 {
                    explicitExponent = explicitExponent * 10 + Int(digit - UInt8(ascii: "0"))
                }
                if exponentNegative { explicitExponent = -explicitExponent }
                break
            }
            let digit = UInt64(byte - UInt8(ascii: "0"))
            if kept == 0 && digit == 0 {
                if afterPoint { adjustment -= 1 }
            } else if kept < 19 {
                result.significand = result.significand * 10 + digit
                kept += 1
                if afterPoint { adjustment -= 1 }
            } else {
                result.truncated = true
                if !afterPoint { adjustment += 1 }
            }
        }
        result.exponent = explicitExponent + adjustment
        return result
    }

    static func strtodBits(_ text: String) -> UInt64 {
        strtod(text, nil).bitPattern
    }

    /// Converts through the fast entry point with the reference scanner's fields.
    static func convertedBits(_ text: String) -> UInt64 {
        let scanned = scan(text)
        var bytes = Array(text.utf8)
        return bytes.withUnsafeMutableBufferPointer { buffer in
            DecimalToDouble.double(
                significand: scanned.significand, exponent: scanned.exponent, negative: scanned.negative,
                truncated: scanned.truncated, text: UnsafeBufferPointer(buffer)
            ).bitPattern
        }
    }

    static func parsedBits(_ text: String) -> UInt64 {
        var bytes = Array(text.utf8)
        return bytes.withUnsafeMutableBufferPointer { DecimalToDouble.parse(text: UnsafeBufferPointer($0)).bitPattern }
    }

    /// The texts (at most `limit`) whose conversion differs from `strtod`, with both bit patterns.
    static func mismatches(_ texts: some Sequence<String>, limit: Int = 10) -> [String] {
        var found: [String] = []
        for text in texts {
            let expected = strtodBits(text)
            let actual = convertedBits(text)
            if actual != expected {
                found.append(
                    "\(text): got \(Double(bitPattern: actual)) (0x\(String(actual, radix: 16))), strtod \(Double(bitPattern: expected)) (0x\(String(expected, radix: 16)))"
                )
                if found.count >= limit { break }
            }
        }
        return found
    }

    typealias SeededGenerator = SplitMix64

    static func randomFinite(_ generator: inout SeededGenerator) -> Double {
        while true {
            let value = Double(bitPattern: generator.next())
            if value.isFinite { return value }
        }
    }

    /// `printf("%.16e")`: 17 significant digits.
    static func seventeenDigits(_ value: Double) -> String {
        var buffer = [CChar](repeating: 0, count: 40)
        let count = withVaList([value]) { vsnprintf(&buffer, buffer.count, "%.16e", $0) }
        return String(decoding: buffer[0..<Int(count)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    static func randomDigits(_ count: Int, _ generator: inout SeededGenerator) -> String {
        var digits = String(UnicodeScalar(UInt8.random(in: 49...57, using: &generator)))
        for _ in 1..<max(count, 1) {
            digits.append(Character(UnicodeScalar(UInt8.random(in: 48...57, using: &generator))))
        }
        return String(digits.prefix(count))
    }

    /// Exact decimal digits of `odd × 2^power` (power may be negative), as `digits` and a decimal exponent.
    static func exactDecimal(odd: UInt64, power: Int) -> (digits: String, exponent: Int) {
        var digits: [UInt8] = Array(String(odd).utf8).map { $0 - 48 }.reversed()  // little-endian
        let factor: UInt8 = power >= 0 ? 2 : 5
        for _ in 0..<abs(power) {
            var carry: UInt8 = 0
            for index in digits.indices {
                let product = digits[index] * factor + carry
                digits[index] = product % 10
                carry = product / 10
            }
            if carry > 0 { digits.append(carry) }
        }
        let text = String(decoding: digits.reversed().map { $0 + 48 }, as: UTF8.self)
        return (text, power >= 0 ? 0 : power)  // odd × 2^-k = odd × 5^k × 10^-k
    }

    // MARK: - Tests

    @Test func shortestRepresentationsOfRandomDoubles() {
        var generator = SeededGenerator(state: 1)
        let texts = (0..<100_000).lazy.map { _ in Self.randomFinite(&generator).description }
        #expect(Self.mismatches(texts) == [])
    }

    @Test func seventeenDigitRepresentationsOfRandomDoubles() {
        var generator = SeededGenerator(state: 2)
        let texts = (0..<100_000).lazy.map { _ in Self.seventeenDigits(Self.randomFinite(&generator)) }
        #expect(Self.mismatches(texts) == [])
    }

    @Test func randomDoublesWithRandomDecimalExponents() {
        var generator = SeededGenerator(state: 3)
        let texts = (0..<50_000).lazy.map { _ -> String in
            let digits = Self.seventeenDigits(Double.random(in: 1..<10, using: &generator)).prefix { $0 != "e" }
            return "\(digits)e\(Int.random(in: -330...310, using: &generator))"
        }
        #expect(Self.mismatches(texts) == [])
    }

    @Test func randomDecimalStrings() {
        var generator = SeededGenerator(state: 4)
        let texts = (0..<100_000).lazy.map { _ -> String in
            let count = Int.random(in: 1...25, using: &generator)
            let digits = Self.randomDigits(count, &generator)
            let point = Int.random(in: 0...count, using: &generator)
            let sign = Bool.random(using: &generator) ? "-" : ""
            let mantissa: String
            if point == 0 {
                mantissa = "0." + String(repeating: "0", count: Int.random(in: 0...3, using: &generator)) + digits
            } else if point == count {
                mantissa = digits
            } else {
                mantissa = digits.prefix(point) + "." + digits.dropFirst(point)
            }
            let exponent = Int.random(in: -350...350, using: &generator)
            return "\(sign)\(mantissa)e\(exponent)"
        }
        #expect(Self.mismatches(texts) == [])
    }

    @Test func namedHardCases() {
        let cases = [
            "9007199254740993", "9007199254740992", "9007199254740994", "9007199254740995",
            "9007199254740993.0000000000000000001", "18014398509481985", "18014398509481986.5",
            "2.2250738585072011e-308", "2.2250738585072012e-308", "2.2250738585072014e-308",
            "2.225073858507201136057409796709131975934819546351645648e-308",
            "4.9e-324", "5e-324", "2.4703282292062327e-324", "2.4703282292062328e-324",
            "2.47032822920623272088e-324", "3e-324", "1e-323",
            "1.7976931348623157e308", "1.7976931348623158e308", "1.7976931348623159e308",
            "1.8e308", "1e309", "-1e309", "1e-400", "-1e-400", "1e-342", "1e-343", "9.99999999999999999e-344",
            "0e0", "0", "-0", "-0.0", "0.0e-999", "-0e+5", "1e23", "8.98846567431158e307",
            "1e22", "1e-22", "123456789012345678901234567890", "0.1", "0.2", "0.3", "1.1",
            "179769313486231580793728971405303415079934132710037826936173778980444968292764750946649017977587207096330286416692887910946555547851940402630657488671505820681908902000708383676273854845817711531764475730270069855571366959622842914819860834936475292719074168444365510704342711559699508093042880177904174497791.9999999999999999999999999999999999999999999999999999999999999999999999",
            "1" + String(repeating: "0", count: 400) + "e-400",
            "0." + String(repeating: "0", count: 320)
                + "247032822920623272088284396434110686182529901307162382212792841250337753635104375932649918180817996189898282347722858865463328355177969898199387398005390939063150356595155702263922908583924491051844359318028499365361525003193704576782492193656236698636584807570015857692699037063119282795585513329278343384093519780155312465972635795746227664652728272200563740064854999770965994704540208281662262378573934507363390079677619305775067401763246736009689513405355374585166611342237666786041621596804619144672918403005300575308490487653917113865916462395249126236538818796362393732804238910186723484976682350898633885879256283027559956575244555072551893136908362547791869486679949683240497058210285131854513962138377228261454376934125320985913276672363281255",
            "-65.613616999999977", "43.420273000000009",
        ]
        #expect(Self.mismatches(cases, limit: 100) == [])
        #expect(Self.convertedBits("-0") == (-0.0).bitPattern)
        #expect(Self.convertedBits("0e0") == (0.0).bitPattern)
        #expect(Self.convertedBits("1.7976931348623158e308") == Double.greatestFiniteMagnitude.bitPattern)
        #expect(Self.convertedBits("1.8e308") == Double.infinity.bitPattern)
        #expect(Self.convertedBits("-1e-400") == (-0.0).bitPattern)
        #expect(Self.convertedBits("4.9e-324") == Double.leastNonzeroMagnitude.bitPattern)
        #expect(Self.convertedBits("9007199254740993") == (9007199254740992.0).bitPattern)
    }

    @Test func numbersWithTenThousandDigits() {
        var generator = SeededGenerator(state: 5)
        var texts: [String] = []
        for _ in 0..<20 {
            let digits = Self.randomDigits(10_000, &generator)
            texts.append(digits + "e-9800")
            texts.append("0." + digits)
            texts.append("-" + digits.prefix(5) + "." + digits.dropFirst(5))
            texts.append(digits.prefix(17) + String(repeating: "0", count: 9_983) + "e-10000")
        }
        texts.append("1" + String(repeating: "0", count: 9_999))
        texts.append("0." + String(repeating: "0", count: 9_998) + "1e9700")
        #expect(Self.mismatches(texts) == [])
    }

    @Test func trailingZeros() {
        var generator = SeededGenerator(state: 6)
        let texts = (0..<20_000).lazy.map { _ -> String in
            let digits = Self.randomDigits(Int.random(in: 1...17, using: &generator), &generator)
            let zeros = String(repeating: "0", count: Int.random(in: 1...40, using: &generator))
            let exponent = Int.random(in: -340...300, using: &generator)
            return Bool.random(using: &generator) ? "\(digits)\(zeros)e\(exponent)" : "\(digits).\(zeros)e\(exponent)"
        }
        #expect(Self.mismatches(texts) == [])
    }

    /// Exact halfway points between neighbouring doubles, and texts just below and just above them.
    @Test func halfwayCases() {
        var generator = SeededGenerator(state: 7)
        var texts: [String] = []
        for round in 0..<3_000 {
            let value =
                round < 100
                ? Double(bitPattern: UInt64.random(in: 1..<(1 << 52), using: &generator))  // subnormal
                : Double.random(in: 1..<2, using: &generator)
                    * Double(sign: .plus, exponent: Int.random(in: -1022...1022, using: &generator), significand: 1)
            guard value.nextUp.isFinite else { continue }
            // value = m × 2^(e-52) with m a 53-bit integer; the halfway point above is (2m+1) × 2^(e-53).
            let exponent = value.isNormal ? Int(value.exponent) - 53 : -1075
            let odd = (value.significandBitPattern | (value.isNormal ? 1 << 52 : 0)) * 2 + 1
            let (digits, decimalExponent) = Self.exactDecimal(odd: odd, power: exponent)
            texts.append("\(digits)e\(decimalExponent)")
            texts.append("\(digits)0000000000000000000000001e\(decimalExponent - 25)")
            if decimalExponent < 0 {  // the digits end in 5
                texts.append("\(digits.dropLast())4999999999999999999999e\(decimalExponent - 21)")
            }
        }
        // Midpoints that are integers below 2^64: 19- and 20-digit significands.
        for _ in 0..<3_000 {
            let odd = UInt64.random(in: (1 << 53)..<(1 << 54), using: &generator) | 1
            let shift = Int.random(in: 0...10, using: &generator)
            texts.append(String(odd << UInt64(shift)))
            texts.append(String(odd << UInt64(shift)) + ".000e-0")
        }
        #expect(Self.mismatches(texts, limit: 20) == [])
    }

    @Test func parseMatchesStrtod() {
        var generator = SeededGenerator(state: 8)
        var texts = [
            "0", "-0", "1.5", "-12.5e3", "1E+2", "0.000001e6", "1e-400", "1e400", "123.456E-7",
            "1" + String(repeating: "0", count: 500) + ".5e-500",
        ]
        for _ in 0..<5_000 { texts.append(Self.seventeenDigits(Self.randomFinite(&generator))) }
        let wrong = texts.filter { Self.parsedBits($0) != Self.strtodBits($0) }
        #expect(wrong == [])
    }

    /// The Eisel–Lemire step must decide nearly every input itself, or the fast path is not fast.
    @Test func eiselLemireDecidesTypicalInputs() {
        var generator = SeededGenerator(state: 9)
        var undecided = 0
        let total = 50_000
        for _ in 0..<total {
            let significand = UInt64.random(in: 1..<10_000_000_000_000_000_000, using: &generator)
            let exponent = Int.random(in: -325...308, using: &generator)
            if DecimalToDouble.eiselLemire(significand: significand, exponent: exponent) == nil { undecided += 1 }
        }
        #expect(undecided < total / 1_000)
    }

    /// The formula for ⌊q·log₂5⌋ used with the table, checked against the table entries themselves.
    @Test func powerOfFiveTableMatchesExactSmallPowers() {
        var power: UInt64 = 1
        for exponent in 0...27 {
            let high = DecimalToDouble.powersOfFive[2 * (exponent - DecimalToDouble.minimumPowerOfFive)]
            let low = DecimalToDouble.powersOfFive[2 * (exponent - DecimalToDouble.minimumPowerOfFive) + 1]
            #expect(high == power << UInt64(power.leadingZeroBitCount))
            #expect(low == 0)
            #expect(((exponent * 217_706) >> 16) - exponent == 63 - power.leadingZeroBitCount)
            power = power &* 5
        }
        #expect(
            DecimalToDouble.powersOfFive.count == 2
                * (DecimalToDouble.maximumPowerOfFive - DecimalToDouble.minimumPowerOfFive + 1))
    }
}
