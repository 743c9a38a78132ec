import GeoJSON
import Testing

@testable import IMDFRepair

@Suite struct JSONByteLocatorTests {
    let text =
        #"{"type": "FeatureCollection", "features": [ {"id": "a", "properties": {"n\u0061me": "x", "name": "y ] }", "list": [1, [2, 3], {"k": 4}]}}, {"id": "b"} ], "features": []}"#

    func value(_ path: JSONPath, in text: String) -> String? {
        let locator = JSONByteLocator(bytes: Array(text.utf8))
        return locator.range(of: path).map { String(decoding: locator.bytes[$0], as: UTF8.self) }
    }

    @Test func findsValuesByPath() {
        // The last `features` wins, as in JSONObject.
        #expect(value(["features"], in: text) == "[]")
        let first =
            #"{"features": [ {"id": "a", "properties": {"n\u0061me": "x", "name": "y ] }", "list": [1, [2, 3], {"k": 4}]}}, {"id": "b"} ]}"#
        #expect(value(["features", 1, "id"], in: first) == #""b""#)
        #expect(value(["features", 0, "properties", "name"], in: first) == #""y ] }""#)
        #expect(value(["features", 0, "properties", "list", 1], in: first) == "[2, 3]")
        #expect(value(["features", 0, "properties", "list", 2, "k"], in: first) == "4")
        #expect(value(["features", 0, "properties", "missing"], in: first) == nil)
        #expect(value(["features", 7], in: first) == nil)
    }

    @Test func escapedMemberNamesMatch() {
        let escaped = #"{"n\u0061me": 1, "other": 2}"#
        #expect(value(["name"], in: escaped) == "1")
    }

    @Test func trailingCommaScan() {
        let bytes = Array(#"{"a": [1, 2, ], "b": "x,]", "c": {"d": 1,}}"#.utf8)
        let commas = TrailingCommaRepair.trailingCommas(in: bytes)
        #expect(commas.count == 2)
        #expect(commas.allSatisfy { bytes[$0] == UInt8(ascii: ",") })
    }
}
