import Testing

@testable import GeoJSON

/// The word-at-a-time `LineColumnCursor` against a plain byte-by-byte count.
@Suite("Line and column cursor")
struct LineColumnCursorTests {
    /// The reference: one byte at a time, the rules the decoder has always used.
    static func naive(_ bytes: [UInt8], to target: Int) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        for byte in bytes[..<min(target, bytes.count)] {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return (line, column)
    }

    static func cursor(_ bytes: [UInt8], targets: [Int]) -> [(line: Int, column: Int)] {
        bytes.withUnsafeBufferPointer { buffer in
            var cursor = LineColumnCursor()
            return targets.map { target in
                cursor.advance(to: target, in: buffer)
                return (cursor.line, cursor.column)
            }
        }
    }

    @Test func everyOffsetOfMixedText() {
        let text = "{\"a\": \"é\u{1F600}\",\r\n\n  \"b\": [1,\n2]}\n\n\n\u{00A0}xyz\nend"
        let bytes = Array(text.utf8)
        let targets = Array(0...(bytes.count + 3))
        let expected = targets.map { Self.naive(bytes, to: $0) }
        let actual = Self.cursor(bytes, targets: targets)
        #expect(actual.map(\.line) == expected.map(\.line))
        #expect(actual.map(\.column) == expected.map(\.column))
    }

    @Test func randomBytesAndSparseTargets() {
        var state: UInt64 = 42
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        // Line feeds, carriage returns, ASCII, continuation and lead bytes, and 0x8A/0x0A look-alikes.
        let alphabet: [UInt8] = [0x0A, 0x0D, 0x20, 0x41, 0x7F, 0x80, 0x8A, 0xBF, 0xC3, 0xE2, 0xF0, 0x4A, 0x0B, 0x09]
        for round in 0..<200 {
            let count = Int(next() % 600)
            var bytes = (0..<count).map { _ in alphabet[Int(next() % UInt64(alphabet.count))] }
            if round % 2 == 1 {
                // Rare line feeds, so that whole 32-byte blocks without one occur too.
                bytes = bytes.map { $0 == 0x0A && next() % 20 != 0 ? 0x41 : $0 }
            }
            var targets: [Int] = []
            var target = 0
            while target <= count + 2 {
                targets.append(target)
                target += Int(next() % 40)
            }
            if round % 3 == 0 { targets.append(count) }
            let expected = targets.map { Self.naive(bytes, to: $0) }
            let actual = Self.cursor(bytes, targets: targets)
            #expect(actual.map(\.line) == expected.map(\.line), "round \(round)")
            #expect(actual.map(\.column) == expected.map(\.column), "round \(round)")
        }
    }

    @Test func oneLongLine() {
        let bytes = Array(String(repeating: "ab\u{00E9}", count: 10_000).utf8) + [0x0A, 0x41]
        let targets = [0, 7, 8, 29_999, 30_000, bytes.count - 1, bytes.count]
        #expect(Self.cursor(bytes, targets: targets).map(\.column) == targets.map { Self.naive(bytes, to: $0).column })
        #expect(Self.cursor(bytes, targets: targets).map(\.line) == targets.map { Self.naive(bytes, to: $0).line })
    }
}
