import Testing

@testable import GeoJSON

@Suite("JSON writer")
struct JSONWriterTests {
    @Test func compactOutputEscapesAndKeepsOrder() throws {
        let value: JSONValue = ["z": "a\"b\\c\n\u{01}é", "a": [1, 2.5, -0.0, true, nil], "z2": [:]]
        #expect(try JSONWriter().string(for: value) == #"{"z":"a\"b\\c\n\u0001é","a":[1,2.5,-0,true,null],"z2":{}}"#)
    }

    @Test func prettyOutputIndents() throws {
        let value: JSONValue = ["a": [1], "b": [:]]
        #expect(try JSONWriter(pretty: true).string(for: value) == "{\n  \"a\": [\n    1\n  ],\n  \"b\": {}\n}")
    }

    @Test func everyPassFixtureRoundTrips() throws {
        for name in try TestSupport.fixtureNames(in: "json/pass") {
            let value = try JSONReader().value(from: try TestSupport.fixture("json/pass/" + name))
            let again = try JSONReader().value(from: try JSONWriter().bytes(for: value))
            #expect(again == value, "\(name)")
        }
    }

    @Test func doublesReadBackBitIdentical() throws {
        let values: [Double] = [
            0.1, -65.613616999999977, .leastNonzeroMagnitude, .leastNormalMagnitude, .greatestFiniteMagnitude,
            1.2345678901234568e20, 1e15, 9_007_199_254_740_992, 9_007_199_254_740_994, -0.0, 1.0 / 3.0,
        ]
        for double in values {
            let text = try JSONWriter().bytes(for: .number(JSONNumber(double)))
            let back = try #require(try JSONReader().value(from: text).doubleValue)
            #expect(back.bitPattern == double.bitPattern, "\(double)")
        }
    }

    @Test func nonFiniteNumbersAreRefusedUnlessTextIsKept() throws {
        let error = try #require(throws: JSONWriterError.self) {
            try JSONWriter().bytes(for: ["a": [.number(JSONNumber(.infinity))]])
        }
        #expect(error.path == [.key("a"), .index(0)])
        #expect(try JSONWriter().string(for: .number(JSONNumber(.infinity, text: "1e999"))) == "1e999")
    }
}
