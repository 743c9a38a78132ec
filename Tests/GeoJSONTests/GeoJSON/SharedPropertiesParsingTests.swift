import Testing

@testable import GeoJSON

/// `JSONScanner.parseObject(sharing:)` (values shared while they are read, plain long strings matched on
/// their bytes before a `String` exists) against the general path it replaces: `parseValue()` then
/// `SharedPropertyValues.share(in:)` on the finished object.
@Suite("Properties parsed with sharing")
struct SharedPropertiesParsingTests {
    /// One way of reading a sequence of properties objects: the values, or the error of each.
    typealias Outcome = Result<JSONObject, JSONSyntaxError>

    /// Reads each text with `parse`, sharing through one `SharedPropertyValues` for all of them.
    func read(
        _ texts: [String],
        _ parse: (inout JSONScanner, inout SharedPropertyValues) throws(JSONSyntaxError) -> JSONObject
    ) -> [Outcome] {
        var shared = SharedPropertyValues()
        return texts.map { text in
            Array(text.utf8).withUnsafeBufferPointer { buffer in
                var scanner = JSONScanner(bytes: buffer)
                do throws(JSONSyntaxError) {
                    return .success(try parse(&scanner, &shared))
                } catch {
                    return .failure(error)
                }
            }
        }
    }

    /// Reads each text with the general path, sharing through one `SharedPropertyValues`.
    func readGeneral(_ texts: [String]) -> [Outcome] {
        read(texts) { scanner, shared throws(JSONSyntaxError) in
            guard case .object(var object) = try scanner.parseValue() else { return JSONObject() }
            shared.share(in: &object)
            return object
        }
    }

    /// Reads each text with the sharing parse, through one `SharedPropertyValues`.
    func readSharing(_ texts: [String]) -> [Outcome] {
        read(texts) { scanner, shared throws(JSONSyntaxError) in
            _ = scanner.peek()
            return try scanner.parseObject(sharing: &shared)
        }
    }

    /// Which member values share storage: for each heap string (over 15 bytes) and object member, the
    /// position (object, member) of the first value with the same storage. Equal patterns mean the two
    /// paths shared the same values.
    func sharingPattern(_ outcomes: [Outcome]) -> [[Int]] {
        var firstByAddress: [UInt: Int] = [:]
        var pattern: [[Int]] = []
        for (objectIndex, outcome) in outcomes.enumerated() {
            guard case .success(let object) = outcome else {
                pattern.append([])
                continue
            }
            var row: [Int] = []
            for (memberIndex, member) in object.members.enumerated() {
                let address: UInt?
                switch member.value {
                case .string(let text) where text.utf8.count > 15:
                    address = text.utf8.withContiguousStorageIfAvailable { UInt(bitPattern: $0.baseAddress) }
                case .object(let inner):
                    address = inner.members.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
                default:
                    address = nil
                }
                guard let address, address != 0 else {
                    row.append(-1)
                    continue
                }
                let position = objectIndex * 1000 + memberIndex
                row.append(firstByAddress[address] ?? position)
                if firstByAddress[address] == nil { firstByAddress[address] = position }
            }
            pattern.append(row)
        }
        return pattern
    }

    /// Expects both paths to read `texts` to the same values or errors, sharing the same values.
    /// - Returns: the sharing pattern (see `sharingPattern(_:)`).
    @discardableResult
    func expectSameReading(_ texts: [String], sourceLocation: SourceLocation = #_sourceLocation) -> [[Int]] {
        let general = readGeneral(texts)
        let sharing = readSharing(texts)
        #expect(sharing == general, sourceLocation: sourceLocation)
        // Keep both alive while their storages are compared, so no address is reused.
        return withExtendedLifetime((general, sharing)) {
            let pattern = sharingPattern(sharing)
            #expect(pattern == sharingPattern(general), sourceLocation: sourceLocation)
            return pattern
        }
    }

    @Test func repeatedAndChangingValues() {
        let level = "31cd678c-3172-477b-9843-d3fb7bfe84bc"
        let other = "b7d54847-29fa-402d-a7df-cee016de75d4"
        let pattern = expectSameReading([
            #"{"category": "room", "level_id": "\#(level)", "door": {"type": "hinged", "automatic": false}}"#,
            #"{"category": "room", "level_id": "\#(level)", "door": {"type": "hinged", "automatic": false}}"#,
            #"{"category": "room", "level_id": "\#(other)", "door": {"type": "hinged", "automatic": true}}"#,
            // The same bytes written with an escape: equal value, read by the general path.
            #"{"category": "room", "level_id": "31cd678c-3172-477b-9843-d3fb7bfe84b\u0063"}"#,
            #"{"category": "room", "level_id": "\#(level)"}"#,
            // Members in another order reset the slots; non-ASCII and exactly 15/16-byte strings.
            #"{"level_id": "\#(level)", "category": "room"}"#,
            #"{"level_id": "\#(level)", "name": "Zürich Hauptbahnhof", "short": "123456789012345", "edge": "1234567890123456"}"#,
            #"{"level_id": "\#(level)", "name": "Zürich Hauptbahnhof", "short": "123456789012345", "edge": "1234567890123456"}"#,
            // "K" (U+212A) is canonically equivalent to "K" but not byte-identical: never shared.
            #"{"level_id": "\#(level)", "name": "\u{212A}elvin temperature scale", "x": []}"#,
            #"{"level_id": "\#(level)", "name": "Kelvin temperature scale", "x": [1, "\#(level)"]}"#,
            "{}",
            #"{"level_id": null, "a": 1, "b": true}"#,
        ])
        // The second object's `level_id` and `door` are the first object's; the third's are its own.
        #expect(pattern[1] == [-1, 1, 2])
        #expect(pattern[2] == [-1, 2001, 2002])
        // The escaped spelling is shared with the first (byte-identical once decoded), as is the next.
        #expect(pattern[3] == [-1, 1])
        #expect(pattern[4] == [-1, 1])
    }

    @Test func errorsAreTheSame() {
        expectSameReading(
            [
                #"{"level_id": "31cd678c-3172-477b-9843-d3fb7bfe84bc"}"#,
                #"{"level_id": "31cd678c-3172-477b-9843-d3fb7bfe84bc"#,
                #"{"level_id": "31cd678c-3172-477b-9843-\u{01}d3fb7bfe84bc"}"#,
                #"{"level_id": "31cd678c-3172-477b-9843-d3fb7bfe84bc\x"}"#,
                #"{"level_id": "31cd678c-3172-477b-9843-d3fb7bfe84bc",}"#,
                #"{"level_id" "31cd678c-3172-477b-9843-d3fb7bfe84bc"}"#,
                #"{"a": {"b": [1, 2,]}}"#,
                #"{"a": "x" "b": 1}"#,
            ] + [String(decoding: Array(#"{"n": "abcdefghijklmnop"#.utf8) + [0xC3, 0x28, 0x22, 0x7D], as: UTF8.self)])
    }

    /// Random properties objects from small pools of keys and values, so slots hit, miss, fill up,
    /// get replaced and switch themselves off, as in a real file.
    @Test(arguments: 1...4 as ClosedRange<UInt64>)
    func randomSequences(seed: UInt64) {
        var random = SplitMix64(state: seed)
        let ids = (0..<40).map { index in "id-\(index)-" + random.digits(20) }
        let keys = ["level_id", "category", "name", "door", "alt_name", "display_point"]
        var texts: [String] = []
        for _ in 0..<600 {
            var members: [String] = []
            let count = random.next(6) + (random.next(8) == 0 ? 0 : 2)
            for position in 0..<count {
                let key = random.next(10) == 0 ? keys[random.next(keys.count)] : keys[position % keys.count]
                let value: String
                switch random.next(8) {
                case 0: value = "\"" + ids[random.next(ids.count)] + "\""
                case 1: value = "\"" + ids[random.next(3)] + "\""
                case 2: value = "\"unique-" + random.digits(24) + "\""
                case 3: value = #"{"type": "hinged", "automatic": \#(random.next(2) == 0)}"#
                case 4: value = "\"esc\\u00e9-" + ids[random.next(4)] + "\""
                case 5: value = random.next(2) == 0 ? "null" : "\(random.next(100))"
                case 6: value = "\"short\(random.next(5))\""
                default: value = "\"" + ids[random.next(ids.count)] + "\""
                }
                members.append("\"\(key)\": \(value)")
            }
            texts.append("{" + members.joined(separator: ", ") + "}")
        }
        expectSameReading(texts)
    }
}

extension SharedPropertyValues {
    /// The reference the tests compare against: each member of a finished object shared in order, as the
    /// parser did before it shared values while reading them.
    mutating func share(in object: inout JSONObject) {
        for position in object.members.indices {
            share(&object.members[position].value, at: position, key: object.members[position].key)
        }
    }
}
