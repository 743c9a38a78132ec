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
}
