import Testing

@testable import GeoJSON

/// `JSONScanner.scanString` with its word-at-a-time skip against the byte loop alone: the same
/// tokens, the same ends, the same errors, wherever the interesting byte falls within a word.
@Suite("Plain string bytes shortcut")
struct PlainStringBytesTests {
    /// Everything observable about scanning the string at the start of `text` (after `padding` spaces
    /// skipped), as text.
    static func outcome(_ bytes: [UInt8], start: Int, fastPaths: Bool) -> String {
        bytes.withUnsafeBufferPointer { buffer in
            var scanner = JSONScanner(bytes: buffer, start: start)
            scanner.usesFastPaths = fastPaths
            do throws(JSONSyntaxError) {
                let token = try scanner.scanString()
                let value = JSONScanner.decodeString(token, in: buffer)
                return
                    "token \(token.range) escapes \(token.hasEscapes) end \(scanner.index) value \(Array(value.utf8))"
            } catch {
                return "error \(error) at \(error.offset)"
            }
        }
    }

    static let bodies: [[UInt8]] = [
        [], Array("a".utf8), Array("abcdefg".utf8), Array("abcdefgh".utf8), Array("abcdefghijklmnopq".utf8),
        Array(#"ab\"cd"#.utf8), Array(#"\\"#.utf8), Array(#"abcdefgh\nij"#.utf8), Array(#"\u00e9\uD83D\uDE00x"#.utf8),
        Array("héllo wörld, ça va ✓ 😀".utf8), [0x61, 0x1F, 0x62], [0x61, 0x7F, 0x62],
        [0x61, 0x20, 0x21, 0x23, 0x5B, 0x5D, 0x7E],
        [0x61, 0x09], [0x61, 0x00, 0x62], [0x61, 0xC0, 0x80], [0x61, 0xED, 0xA0, 0x80], [0x61, 0xF4, 0x90, 0x80, 0x80],
        [0x61, 0xE2, 0x82], [0x61, 0xFF], Array(#"abc\q"#.utf8), Array(#"abc\uD800x"#.utf8), Array(#"abc\u12"#.utf8),
        Array("0123456789abcdef0123456789abcdef\u{7F}".utf8),
    ]

    @Test func sameOutcomeAtEveryAlignment() {
        for body in Self.bodies {
            for padding in 0..<17 {
                for trailer in [[0x22], [0x22, 0x2C, 0x20, 0x31, 0x32, 0x33, 0x34, 0x35, 0x36, 0x37, 0x38], []]
                    as [[UInt8]]
                {
                    let bytes = [UInt8](repeating: 0x20, count: padding) + [0x22] + body + trailer
                    let fast = Self.outcome(bytes, start: padding, fastPaths: true)
                    let general = Self.outcome(bytes, start: padding, fastPaths: false)
                    #expect(fast == general, "body \(body) padding \(padding) trailer \(trailer)")
                }
            }
        }
    }

    /// Every single byte value, in every lane of a word: the shortcut must stop at exactly the bytes
    /// the byte loop treats specially.
    @Test func everyByteInEveryLane() {
        for byte in 0...255 {
            for lane in 0..<9 {
                let bytes =
                    [0x22] + [UInt8](repeating: 0x61, count: lane) + [UInt8(byte)] + [UInt8](repeating: 0x62, count: 12)
                    + [0x22]
                let fast = Self.outcome(bytes, start: 0, fastPaths: true)
                let general = Self.outcome(bytes, start: 0, fastPaths: false)
                #expect(fast == general, "byte \(byte) lane \(lane)")
            }
        }
    }
}
