import Testing

@testable import GeoJSON

/// Hostile JSON: inputs built to exhaust the stack, memory or patience of a parser. Each must give
/// a value or a clean `JSONSyntaxError` naming the byte offset, in time linear in the input.
/// Bounds are listed in Documentation/Robustness.md.
@Suite struct HostileJSONTests {
    @Test("a million unclosed brackets or braces stop at the depth limit", arguments: ["[", "{\"k\":", "[{\"k\":"])
    func millionFoldNesting(opener: String) throws {
        let bytes = Array(String(repeating: opener, count: 1_000_000 / opener.utf8.count).utf8)
        let error = try #require(throws: JSONSyntaxError.self) { try JSONReader().value(from: bytes) }
        #expect(error.message.contains("512 levels"))
        let viaGeoJSON = try #require(throws: JSONSyntaxError.self) { try GeoJSONDecoder().decode(bytes) }
        #expect(viaGeoJSON.message.contains("512 levels"))
    }

    @Test func largeStringIsReadWhole() throws {
        // 32 MB keeps the debug-build test near a second; the reader is linear, so 100 MB only takes longer.
        let length = 32 << 20
        var bytes: [UInt8] = [UInt8(ascii: "\"")]
        bytes.reserveCapacity(length + 2)
        bytes.append(contentsOf: repeatElement(UInt8(ascii: "a"), count: length))
        bytes.append(UInt8(ascii: "\""))
        let value = try JSONReader().value(from: bytes)
        #expect(value.stringValue?.utf8.count == length)
    }

    @Test func tenThousandDigitNumbersKeepTheirText() throws {
        let digits = "1" + String(repeating: "7", count: 9_999)
        for text in [digits, "-" + digits, "0." + digits, digits + "e-10000", "1." + digits + "e2"] {
            let value = try JSONReader().value(from: text)
            let number = try #require(value.numberValue)
            #expect(number.description == text, "the text of a number a double cannot hold is kept")
            #expect(try JSONReader().value(from: JSONWriter().bytes(for: value)) == value)
        }
        #expect(try JSONReader().value(from: digits).doubleValue == .infinity)
        #expect(try JSONReader().value(from: "0." + digits).doubleValue == 0.17777777777777778)
    }

    @Test func hugeExponentsOverflowAndUnderflowButRoundTrip() throws {
        let big = try #require(try JSONReader().value(from: "1e999999").numberValue)
        #expect(big.double == .infinity)
        #expect(big.text == "1e999999")
        let tiny = try #require(try JSONReader().value(from: "-1e-999999").numberValue)
        #expect(tiny.double == 0 && tiny.double.sign == .minus)
        for text in ["1e999999", "-1e-999999", "[1E+99999999999999999999]"] {
            let value = try JSONReader().value(from: text)
            #expect(try JSONReader().value(from: JSONWriter().bytes(for: value)) == value)
        }
    }

    @Test func negativeZeroKeepsItsSign() throws {
        for text in ["-0", "-0.0", "-0e5"] {
            let value = try JSONReader().value(from: text)
            let double = try #require(value.doubleValue)
            #expect(double == 0 && double.sign == .minus, "\(text)")
            let reread = try JSONReader().value(from: JSONWriter().bytes(for: value))
            #expect(reread.doubleValue?.sign == .minus)
        }
    }

    @Test(
        "every invalid UTF-8 shape is rejected where the sequence breaks",
        arguments: [
            ([0xC0, 0xAF], "overlong 2-byte '/'"),
            ([0xC1, 0xBF], "overlong 2-byte"),
            ([0xE0, 0x80, 0xAF], "overlong 3-byte"),
            ([0xF0, 0x80, 0x80, 0xAF], "overlong 4-byte"),
            ([0xED, 0xA0, 0x80], "UTF-8 encoded high surrogate U+D800"),
            ([0xED, 0xBF, 0xBF], "UTF-8 encoded low surrogate U+DFFF"),
            ([0xF4, 0x90, 0x80, 0x80], "U+110000, past the last scalar"),
            ([0xF5, 0x80, 0x80, 0x80], "lead byte F5"),
            ([0xFF], "byte FF"),
            ([0x80], "lone continuation byte"),
            ([0xC3], "truncated 2-byte sequence"),
            ([0xE2, 0x82], "truncated 3-byte sequence"),
            ([0xF0, 0x9F, 0x98], "truncated 4-byte sequence"),
            ([0xE2, 0x28, 0xA1], "bad continuation byte"),
        ] as [([UInt8], String)])
    func invalidUTF8(sequence: [UInt8], shape: String) throws {
        let inString = [UInt8(ascii: "\""), UInt8(ascii: "x")] + sequence + [UInt8(ascii: "\"")]
        let error = try #require(throws: JSONSyntaxError.self, "\(shape)") { try JSONReader().value(from: inString) }
        #expect((2...2 + sequence.count).contains(error.offset), "\(shape): offset \(error.offset)")
        // The same bytes after multi-byte scalars (é, €), checked by the scanner's run of scalars: the same
        // message at the same place.
        let afterScalars = [UInt8(ascii: "\""), 0xC3, 0xA9, 0xE2, 0x82, 0xAC] + sequence + [UInt8(ascii: "\"")]
        let inRun = try #require(throws: JSONSyntaxError.self, "\(shape)") {
            try JSONReader().value(from: afterScalars)
        }
        #expect(inRun.offset == error.offset + 4 && inRun.message == error.message, "\(shape): \(inRun) \(error)")
        let asKey = Array(#"{"a":1,""#.utf8) + sequence + Array(#"":2}"#.utf8)
        #expect(throws: JSONSyntaxError.self, "\(shape) in a key") { try JSONReader().value(from: asKey) }
        let bare = sequence + Array(" 1".utf8)
        #expect(throws: JSONSyntaxError.self, "\(shape) outside a string") { try JSONReader().value(from: bare) }
    }

    @Test func validEdgeScalarsAreAccepted() throws {
        let edges: [[UInt8]] = [
            [0x7F], [0xC2, 0x80], [0xDF, 0xBF], [0xE0, 0xA0, 0x80], [0xED, 0x9F, 0xBF],
            [0xEE, 0x80, 0x80], [0xEF, 0xBF, 0xBF], [0xF0, 0x90, 0x80, 0x80], [0xF4, 0x8F, 0xBF, 0xBF],
        ]
        for sequence in edges {
            let value = try JSONReader().value(from: [0x22] + sequence + [0x22])
            #expect(value.stringValue.map { Array($0.utf8) } == sequence)
        }
        let allInOneRun = edges.dropFirst().flatMap { $0 }
        let value = try JSONReader().value(from: [0x22] + allInOneRun + [0x22])
        #expect(value.stringValue.map { Array($0.utf8) } == allInOneRun)
    }

    @Test func nulBytesAreRejectedRawAndKeptEscaped() throws {
        let raw: [UInt8] = [0x22, 0x61, 0x00, 0x62, 0x22]
        let error = try #require(throws: JSONSyntaxError.self) { try JSONReader().value(from: raw) }
        #expect(error.offset == 2)
        #expect(throws: JSONSyntaxError.self) { try JSONReader().value(from: [0x00]) }
        #expect(throws: JSONSyntaxError.self) { try JSONReader().value(from: [0x31, 0x00]) }
        let escaped = try JSONReader().value(from: #""a\u0000b""#)
        #expect(escaped.stringValue == "a\u{0}b")
        #expect(try JSONReader().value(from: JSONWriter().bytes(for: escaped)) == escaped)
    }

    @Test func onlyWhitespaceIsAMissingValue() throws {
        for text in ["", " ", "\n\n\t\r ", String(repeating: " ", count: 1 << 20), "\u{FEFF}  "] {
            let error = try #require(throws: JSONSyntaxError.self) { try JSONReader().value(from: text) }
            #expect(error.message.hasPrefix("expected a value"), "\(error)")
            #expect(throws: JSONSyntaxError.self) { try GeoJSONDecoder().decode(Array(text.utf8)) }
        }
    }

    @Test func duplicateKeysBehaveTheSameEveryTime() throws {
        let text = #"{"a":1,"b":2,"a":3}"#
        for _ in 0..<3 {
            let object = try #require(try JSONReader().value(from: text).objectValue)
            #expect(object["a"] == 3, "lookup returns the last")
            #expect(try JSONWriter().string(for: .object(object)) == text, "every member is kept, in order")
        }
    }
}
