import Testing

@testable import GeoJSON

@Suite("JSON reader")
struct JSONReaderTests {
    @Test("every json/pass fixture parses", arguments: try TestSupport.fixtureNames(in: "json/pass"))
    func passFixture(name: String) throws {
        let bytes = try TestSupport.fixture("json/pass/" + name)
        #expect(throws: Never.self) { try JSONReader().value(from: bytes) }
        #expect(throws: Never.self) { try JSONReader().checkSyntax(of: bytes) }
    }

    @Test(
        "every json/fail fixture is rejected with the expected message and offset",
        arguments: try TestSupport.fixtureNames(in: "json/fail"))
    func failFixture(name: String) throws {
        let bytes = try TestSupport.fixture("json/fail/" + name)
        let expected = try #require(try TestSupport.expectations(in: "json/fail")[name], "no expectation for \(name)")
        do {
            let value = try JSONReader().value(from: bytes)
            Issue.record("\(name) parsed as \(value)")
        } catch {
            #expect(error.message == expected[1], "\(name)")
            #expect(error.offset == Int(expected[0]), "\(name)")
        }
        // The check that builds nothing gives the same error, path included.
        let parsing = Result { () throws(JSONSyntaxError) in try JSONReader().value(from: bytes) }
        let checking = Result { () throws(JSONSyntaxError) in try JSONReader().checkSyntax(of: bytes) }
        if case .failure(let parsed) = parsing, case .failure(let checked) = checking {
            #expect(checked.message == parsed.message && checked.offset == parsed.offset, "\(name)")
            #expect(checked.path == parsed.path, "\(name)")
        } else {
            Issue.record("\(name) passed the syntax check")
        }
    }

    /// Member and element arrays start sized like the last object or array at the same depth; containers of
    /// every size in turn at one depth (and at depths 16 apart, which share a size hint) read as written.
    @Test func containersOfChangingSizesAtOneDepth() throws {
        let text =
            #"[{"a":1,"b":2,"c":3},{"a":1},{},{"a":1,"b":[1,2,3,4,5,6,7,8,9],"c":3,"d":4,"e":5},[1,2,3],[1],[],[[],[1,2]],"#
            + String(repeating: "[", count: 16) + #"{"x":{"y":1,"z":2}}"# + String(repeating: "]", count: 16) + "]"
        var nested: JSONValue = ["x": ["y": 1, "z": 2]]
        for _ in 0..<16 { nested = [nested] }
        let expected: JSONValue = [
            ["a": 1, "b": 2, "c": 3], ["a": 1], [:],
            ["a": 1, "b": [1, 2, 3, 4, 5, 6, 7, 8, 9], "c": 3, "d": 4, "e": 5],
            [1, 2, 3], [1], [], [[], [1, 2]], nested,
        ]
        #expect(try JSONReader().value(from: text) == expected)
    }

    @Test func valuesAreReadAsWritten() throws {
        let value = try JSONReader().value(
            from: #"{"s": "a\u00e9\uD83D\uDE00\n", "n": [1, -2.5, true, null], "o": {}}"#)
        #expect(value["s"]?.stringValue == "aé😀\n")
        #expect(value["n"] == [1, -2.5, true, nil])
        #expect(value["o"] == .object([:]))
    }

    @Test func duplicateKeysAreKeptAndLookupReturnsTheLast() throws {
        let value = try JSONReader().value(from: #"{"a": 1, "b": 2, "a": 3}"#)
        let object = try #require(value.objectValue)
        #expect(object.keys == ["a", "b", "a"])
        #expect(object["a"] == 3)
    }

    @Test func byteOrderMarkIsSkipped() throws {
        #expect(try JSONReader().value(from: [0xEF, 0xBB, 0xBF] + Array("[1]".utf8)) == [1])
    }

    @Test func numbersKeepTextOnlyWhenTheDoubleLosesIt() throws {
        let value = try JSONReader().value(
            from: "[0.1, 3, 9007199254740993, 12345678901234567890123, 1e999999, -0, 1.000000000000000000001]")
        let numbers = try #require(value.arrayValue).compactMap(\.numberValue)
        #expect(numbers[0] == JSONNumber(0.1))
        #expect(numbers[1].int64Value == 3 && numbers[1].text == nil)
        #expect(numbers[2].text == "9007199254740993" && numbers[2].int64Value == 9_007_199_254_740_993)
        #expect(numbers[3].text == "12345678901234567890123" && numbers[3].int64Value == nil)
        #expect(numbers[4].double == .infinity && numbers[4].text == "1e999999")
        #expect(numbers[5].double == 0 && numbers[5].double.sign == .minus && numbers[5].text == nil)
        #expect(numbers[6].double == 1 && numbers[6].text == "1.000000000000000000001")
    }

    @Test func errorPositionsAndPaths() throws {
        let cases: [(String, String, JSONPath)] = [
            (#"{"a": [1, 2⚠️}]}"#, "expected ',' or ']' after array element, found '}'", [.key("a"), .index(1)]),
            ("{\"a\": {\"b c\": ⚠️x}}", "expected a value, found 'x'", [.key("a"), .key("b c")]),
            ("[\"ok\", \"é⚠️\u{01}\"]", "expected an escaped control character in string, found U+0001", [.index(1)]),
        ]
        for (text, message, path) in cases {
            let (bytes, offset) = TestSupport.marked(text)
            let error = try #require(throws: JSONSyntaxError.self) { try JSONReader().value(from: bytes) }
            #expect(error.message == message)
            #expect(error.offset == offset)
            #expect(error.path == path)
        }
    }

    @Test func lineAndColumnCountScalars() throws {
        let (bytes, offset) = TestSupport.marked("{\n  \"日本\": [1,\n   ⚠️]\n}")
        let error = try #require(throws: JSONSyntaxError.self) { try JSONReader().value(from: bytes) }
        #expect(error.offset == offset)
        let diagnostic = error.diagnostic(in: SourceText(bytes: bytes, fileName: "x.json"))
        #expect(diagnostic.location.line == 3 && diagnostic.location.column == 4)
        #expect(diagnostic.rule == "json-syntax")
        #expect(
            diagnostic.description
                == "x.json:3:4: error: [json-syntax] expected a value after ',' (JSON allows no trailing comma), found ']'"
        )
    }

    @Test func deepNestingIsAnErrorNotACrash() throws {
        let bytes = [UInt8](repeating: UInt8(ascii: "["), count: 1_000_000)
        let error = try #require(throws: JSONSyntaxError.self) { try JSONReader().value(from: bytes) }
        #expect(error.offset == 512)
        #expect(error.message.contains("512 levels"))
        let objects = Array(String(repeating: #"{"a":"#, count: 100_000).utf8)
        #expect(throws: JSONSyntaxError.self) { try GeoJSONDecoder().decode(objects) }
        let coordinates = Array((#"{"type":"Point","coordinates":"# + String(repeating: "[", count: 1_000_000)).utf8)
        let deep = try #require(throws: JSONSyntaxError.self) { try GeoJSONDecoder().decode(coordinates) }
        #expect(deep.message.contains("512 levels"))
        let geometries = Array(String(repeating: #"{"type":"GeometryCollection","geometries":["#, count: 100_000).utf8)
        #expect(throws: JSONSyntaxError.self) { try GeoJSONDecoder().decode(geometries) }
        let ok = Array((String(repeating: "[", count: 512) + String(repeating: "]", count: 512)).utf8)
        #expect(throws: Never.self) { try JSONReader().value(from: ok) }
    }
}
