import Testing

@testable import GeoJSON

/// `JSONStreamWriter` gives the bytes of `JSONWriter` for the same document, however the bytes are taken.
@Suite("JSON stream writer")
struct JSONStreamWriterTests {
    /// A report-shaped document: members, a long array of objects (with an empty array and object among
    /// them), non-ASCII text, and an empty array member.
    private let elements: [JSONValue] = (0..<40).map { index in
        [
            "index": .number(JSONNumber(index)), "name": .string("é\(index)\""), "empty": index % 3 == 0 ? [] : [:],
            "nested": [["a": nil], true, 2.5],
        ]
    }

    @Test(arguments: [false, true])
    func streamedBytesEqualTheWholeDocumentsBytes(pretty: Bool) throws {
        let whole: JSONValue = ["archive": "venue", "diagnostics": .array(elements), "none": [], "summary": ["n": 40]]
        let expected = try JSONWriter(pretty: pretty).bytes(for: whole)
        // Taken after every element, after every seventh, and only at the end.
        for every in [1, 7, Int.max] {
            var stream = JSONStreamWriter(pretty: pretty)
            var bytes: [UInt8] = []
            stream.beginObject()
            try stream.member("archive", "venue")
            stream.key("diagnostics")
            stream.beginArray()
            for (index, element) in elements.enumerated() {
                try stream.value(element)
                if (index + 1) % every == 0 { bytes += stream.takeBytes() }
            }
            stream.endArray()
            stream.key("none")
            stream.beginArray()
            stream.endArray()
            try stream.member("summary", ["n": 40])
            stream.endObject()
            #expect(stream.pendingByteCount > 0)
            bytes += stream.takeBytes()
            #expect(stream.pendingByteCount == 0)
            #expect(bytes == expected, "pretty: \(pretty), taken every \(every)")
        }
    }

    @Test func aNonFiniteNumberIsAnErrorWithItsPathInTheValue() {
        var stream = JSONStreamWriter(pretty: false)
        stream.beginArray()
        #expect(throws: JSONWriterError(value: .infinity, path: ["a", 1])) {
            try stream.value(["a": [1, .number(JSONNumber(.infinity))]])
        }
    }
}
