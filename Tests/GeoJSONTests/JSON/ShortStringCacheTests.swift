import Testing

@testable import GeoJSON

/// `ShortStringCache` must give exactly the string that decoding the bytes gives: for every length it
/// handles, at every distance from the end of the buffer (where it reads byte by byte), for strings that
/// share a slot, and for text that is not ASCII.
@Suite("Short string cache")
struct ShortStringCacheTests {
    /// Short strings whose bytes differ only past the eighth byte, in the last byte, or in length, and
    /// non-ASCII ones: all would be confused by a cache that compared too little.
    static let texts: [String] = {
        var texts = [
            "a", "ab", "type", "Feature", "level_id", "level_ie", "level_id_", "abcdefghijklmno",
            "abcdefghijklmnp", "abcdefgh\u{0}", "é", "Zürich", "東京駅", "🙂 welcome", "Ωmega", "ab\u{7F}",
        ]
        // Enough distinct names to evict one another in 512 slots.
        texts += (0..<2_000).map { "p\($0)" }
        texts += (1...15).map { String(repeating: "x", count: $0) }
        return texts.filter { $0.utf8.count <= ShortStringCache.maximumLength }
    }()

    @Test func givesTheDecodedStringAtEveryPosition() {
        var cache = ShortStringCache()
        for round in 0..<2 {
            for text in Self.texts {
                let body = Array(text.utf8)
                // The string at the start, in the middle, and ending 0 … 15 bytes before the buffer ends.
                for trailing in [0, 1, 7, 8, 15, 16, 40] {
                    let bytes = [0x20] + body + [UInt8](repeating: 0x7A, count: trailing)
                    bytes.withUnsafeBufferPointer { buffer in
                        let made = cache.string(1..<(1 + body.count), in: buffer)
                        #expect(Array(made.utf8) == body, "round \(round), \(text), \(trailing) after")
                        #expect(made == text)
                    }
                }
            }
        }
    }

    @Test func emptyRangeIsTheEmptyString() {
        var cache = ShortStringCache()
        let bytes: [UInt8] = [0x61]
        bytes.withUnsafeBufferPointer { #expect(cache.string(0..<0, in: $0) == "") }
    }

    /// Through the scanner: the member names and values of a document full of repeated and colliding short
    /// strings read back exactly as written, object after object.
    @Test func readerKeepsEveryShortString() throws {
        var unique: [String] = []
        for text in Self.texts where !unique.contains(text) { unique.append(text) }
        func quoted(_ text: String) -> String {
            "\"" + text.replacingOccurrences(of: "\u{0}", with: "\\u0000") + "\""
        }
        let values = unique.indices.map { unique[($0 * 7 + 3) % unique.count] }
        let object = "{" + zip(unique, values).map { quoted($0) + ":" + quoted($1) }.joined(separator: ",") + "}"
        let document = "[" + Array(repeating: object, count: 3).joined(separator: ",") + "]"
        guard case .array(let objects) = try JSONReader().value(from: Array(document.utf8)) else {
            Issue.record("not an array")
            return
        }
        #expect(objects.count == 3)
        for case .object(let read) in objects {
            #expect(read.members.map { Array($0.key.utf8) } == unique.map { Array($0.utf8) })
            #expect(read.members.map(\.value) == values.map { JSONValue.string($0) })
        }
    }
}
