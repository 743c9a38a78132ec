import Testing

@testable import GeoJSON

@Suite("Source text")
struct SourceTextTests {
    @Test func offsetOfPathFindsValues() throws {
        let text = #"{"a": 1, "b": {"c": [10, {"d": "x"}]}, "a": 2}"#
        let source = SourceText(bytes: Array(text.utf8))
        let range = 0..<source.bytes.count
        #expect(source.offset(of: [.key("b"), .key("c"), .index(1), .key("d")], in: range) == text.utf8.count - 15)
        #expect(source.offset(of: [.key("a")], in: range).map { source.bytes[$0] } == UInt8(ascii: "2"))
        #expect(source.offset(of: [.key("missing")], in: range) == nil)
        #expect(source.offset(of: [.key("b"), .key("c"), .index(5)], in: range) == nil)
        #expect(source.offset(of: .root, in: range) == 0)
    }

    @Test func lineColumnAtEnd() {
        let source = SourceText(bytes: Array("ab\ncdé".utf8))
        #expect(source.lineColumn(at: 0) == (1, 1))
        #expect(source.lineColumn(at: 3) == (2, 1))
        #expect(source.lineColumn(at: 100) == (2, 4))
    }

    /// The line index reads eight bytes at a time, and only as far as the furthest position asked for; every
    /// offset of texts that put line breaks and multi-byte characters at every position around its 512-byte
    /// blocks and 8-byte words gives what counting one byte at a time gives, whether the offsets are asked
    /// for in order, in reverse (the whole text indexed at once) or shuffled (the index grown from anywhere).
    @Test func lineColumnMatchesCountingByteByByte() {
        var generator = SplitMix64(state: 20_261_206)
        let pieces: [[UInt8]] = [Array("a".utf8), Array("\n".utf8), Array("é".utf8), Array("€".utf8), Array("😀".utf8)]
        for size in [0, 1, 7, 8, 9, 511, 512, 513, 1023, 1024, 1025, 1536, 4099] {
            var bytes: [UInt8] = []
            while bytes.count < size { bytes += pieces[Int.random(in: 0..<pieces.count, using: &generator)] }
            // Offsets inside a character count the characters begun before them, as the index does.
            var expected: [(line: Int, column: Int)] = []
            var (line, column) = (1, 1)
            for offset in 0...bytes.count {
                expected.append((line, column))
                guard offset < bytes.count else { break }
                if bytes[offset] == 0x0A {
                    line += 1
                    column = 1
                } else if bytes[offset] & 0xC0 != 0x80 {
                    column += 1
                }
            }
            let offsets = Array(expected.indices)
            let orders = [
                ("in order", offsets), ("in reverse", offsets.reversed()),
                ("shuffled", offsets.shuffled(using: &generator)),
            ]
            for (order, queries) in orders {
                let source = SourceText(bytes: bytes)
                for offset in queries {
                    #expect(
                        source.lineColumn(at: offset) == expected[offset], "size \(size), offset \(offset), \(order)")
                }
            }
        }
    }
}
