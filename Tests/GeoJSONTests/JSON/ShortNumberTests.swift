import Testing

@testable import GeoJSON

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The word-at-a-time number scan (`JSONScanner.shortNumber(at:)`, `DigitWord`) against the
/// byte-by-byte scan it stands in for: every field equal whenever it takes a number, and never
/// taking a number the byte-by-byte scan rejects.
@Suite("Short number scan")
struct ShortNumberTests {
    /// Both scans of `text` at offset 0: the short one (nil when declined) and the byte-by-byte one.
    static func scanBoth(_ text: String) -> (short: String?, general: String?) {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { buffer in
            let scanner = JSONScanner(bytes: buffer)
            let short = scanner.shortNumber(at: 0).map(describe)
            var general = JSONScanner(bytes: buffer)
            let generalScan = try? general.scanNumberByteByByte()
            return (short, generalScan.map(describe))
        }
    }

    static func describe(_ scan: JSONScanner.NumberScan) -> String {
        "range \(scan.range) significand \(scan.significand) exponent \(scan.exponent) negative \(scan.negative) "
            + "truncated \(scan.truncated) significant \(scan.significantDigits) integer \(scan.isInteger)"
    }

    typealias Generator = SplitMix64

    /// A random number text, usually valid: sign, integer part, fraction with leading zeros, exponent.
    static func randomNumber(_ generator: inout Generator) -> String {
        var text = generator.next(2) == 0 ? "-" : ""
        if generator.next(4) == 0 {
            text += "0"
        } else {
            let count = 1 + generator.next(generator.next(4) == 0 ? 24 : 6)
            text += String(Character(Unicode.Scalar(UInt8(49 + generator.next(9))))) + generator.digits(count - 1)
        }
        if generator.next(3) != 0 {
            text += "." + String(repeating: "0", count: generator.next(3) == 0 ? generator.next(22) : 0)
            text += generator.digits(generator.next(20))  // sometimes no digit at all: invalid
        }
        if generator.next(5) == 0 {
            text +=
                ["e", "E"][generator.next(2)] + ["", "+", "-"][generator.next(3)] + generator.digits(generator.next(5))
        }
        return text
    }

    static let suffixes = ["", ",", "]", " ", "}", "x", ".5", "e", "\n", ",[1,2]]]", "                ", "0"]

    @Test func randomTextsAgreeWithTheByteByByteScan() {
        var generator = Generator(state: 11)
        var disagreements: [String] = []
        var taken = 0
        for _ in 0..<60_000 {
            let text = Self.randomNumber(&generator) + Self.suffixes[generator.next(Self.suffixes.count)]
            let (short, general) = Self.scanBoth(text)
            if let short {
                taken += 1
                if short != general { disagreements.append("\(text): short \(short), general \(general ?? "error")") }
            }
            if disagreements.count >= 10 { break }
        }
        #expect(disagreements == [])
        #expect(taken > 10_000)  // the short scan is really exercised
    }

    @Test func namedCasesAgree() {
        let valid = [
            "0", "-0", "-0.0", "0.5", "0.000123", "0.0000000000000000001", "0.00000000000000000001",
            "1", "12345678", "123456789", "1234567890123456789", "12345678901234567890", "9999999999999999999",
            "18446744073709551615", "18446744073709551616", "-65.613616999999977", "43.420273000000009",
            "1.5e3", "1.5E+3", "1.5e-3", "1e0", "1e-400", "1e400", "-1e999999999999", "2.2250738585072011e-308",
            "4.9e-324", "1.7976931348623157e308", "123.4567890123456789", "1.2345678901234567890",
            "0.1234567890123456789", "12345678.12345678", "1234567890.123456789",
        ]
        let invalid = ["-", "-a", "01", "-01", "00.5", "1.", "1.e3", "1e", "1e+", "1E-x", "-.5", "--1"]
        for text in valid + invalid {
            for suffix in Self.suffixes {
                let (short, general) = Self.scanBoth(text + suffix)
                if let short { #expect(short == general, "\(text + suffix)") }
            }
        }
        for text in invalid {
            #expect(Self.scanBoth(text + "                ").short == nil, "\(text)")
        }
    }

    /// With room to load words and at most 19 digits, the short scan must take the number.
    @Test func takesEveryShortNumberWithRoomAfterIt() {
        let padding = String(repeating: " ", count: 16)
        for text in [
            "0", "-0", "1", "-65.613616999999977", "43.420273000000009", "1234567890123456789",
            "0.123456789012345678", "12345678.12345678", "1.5e-7", "-0.0e+0", "7E2",
        ] {
            let (short, general) = Self.scanBoth(text + padding)
            #expect(short != nil, "\(text)")
            #expect(short == general, "\(text)")
        }
        // Fractions of every length around the two-word read (8 + 8 digits), with each kind of byte after them.
        for length in 1...18 {
            let fraction = String(String(repeating: "9081726354", count: 2).prefix(length))
            for integer in ["0", "-12", "7"] {
                for suffix in ["]", ",1]", "e5 ", "x", "", "\n"] {
                    for padding in [0, 3, 9, 16] {
                        let text = integer + "." + fraction + suffix + String(repeating: " ", count: padding)
                        let (short, general) = Self.scanBoth(text)
                        if let short { #expect(short == general, "\(text)") }
                        if padding == 16 && integer.count + length <= 19 && suffix != "x" {
                            #expect(short != nil, "\(text)")
                        }
                    }
                }
            }
        }
        // Within 8 bytes of the end the short scan declines; the caller falls back.
        #expect(Self.scanBoth("1.5").short == nil)
        #expect(Self.scanBoth("-65.613616999999977").short == nil)
    }

    /// `shortDouble` (Eisel–Lemire first, no Clinger) against the C library's correctly rounded `strtod`.
    @Test func shortDoubleMatchesStrtod() {
        var generator = Generator(state: 13)
        var texts = [
            "0", "-0", "0.5", "0.25", "-65.625", "1", "9007199254740993", "123456789012345678", "1.5e-7",
            "4.9e-324", "2.2250738585072011e-308", "1.7976931348623157e308", "1e23", "8.98846567431158e307",
            "-65.613616999999977", "43.420273000000009", "0.1", "0.2", "0.3", "1e-400", "1e400",
        ]
        for _ in 0..<50_000 { texts.append(Self.randomNumber(&generator)) }
        var mismatches: [String] = []
        for text in texts {
            let bytes = Array((text + "]" + String(repeating: " ", count: 16)).utf8)
            let short = bytes.withUnsafeBufferPointer { buffer in JSONScanner(bytes: buffer).shortDouble(at: 0) }
            guard let short, short.end == text.utf8.count else { continue }  // declined or invalid
            let expected = strtod(text, nil)
            if short.value.bitPattern != expected.bitPattern {
                mismatches.append("\(text): \(short.value) vs strtod \(expected)")
            }
            if mismatches.count >= 10 { break }
        }
        #expect(mismatches == [])
    }

    @Test func digitWordFindsTheFirstNonDigitAtEveryPosition() {
        let digits = Array("31415926".utf8)
        for position in 0..<8 {
            for byte in 0...255 {
                var bytes = digits
                bytes[position] = UInt8(byte)
                let word = bytes.withUnsafeBufferPointer { DigitWord.load($0, at: 0) }
                let isDigit = byte >= 0x30 && byte <= 0x39
                #expect(DigitWord.leadingDigitCount(word) == (isDigit ? 8 : position), "byte \(byte) at \(position)")
            }
        }
    }

    @Test func digitWordValuesOfEveryLength() {
        var generator = Generator(state: 12)
        for _ in 0..<2_000 {
            let text = generator.digits(8)
            let tail = ["]", ",", "\u{00}", "\u{FF}", "/", ":", " ", "e"][generator.next(8)]
            let bytes = Array((text + tail + tail + tail + tail + tail + tail + tail + tail).utf8)
            let word = bytes.withUnsafeBufferPointer { DigitWord.load($0, at: 0) }
            for count in 1...8 {
                #expect(DigitWord.value(ofFirst: count, in: word) == UInt64(text.prefix(count)), "\(text) \(count)")
            }
            // Fewer digits followed by other bytes: only the digits count.
            let short = 1 + generator.next(7)
            let mixed = Array((text.prefix(short) + String(repeating: tail, count: 8)).utf8)
            let mixedWord = mixed.withUnsafeBufferPointer { DigitWord.load($0, at: 0) }
            #expect(DigitWord.value(ofFirst: short, in: mixedWord) == UInt64(text.prefix(short)))
        }
    }

    @Test func decimalDigitCount() {
        var values: [UInt64] = [0, 1, 9, 10, 99, 100, .max]
        for bits in 1...64 {
            values += [1 << UInt64(bits - 1), (1 << UInt64(bits - 1)) | ((1 << UInt64(bits - 1)) - 1)]
        }
        var power: UInt64 = 1
        for _ in 0...19 {
            values += [power - 1, power, power + 1]
            if power > UInt64.max / 10 { break }
            power *= 10
        }
        for value in values {
            #expect(JSONScanner.decimalDigitCount(value) == (value == 0 ? 0 : String(value).count), "\(value)")
        }
    }
}
