/*
 The byte-level JSON scanner shared by the generic reader (`JSONReader`), the GeoJSON decoder and
 the position finder (`SourceText.offset(of:in:)`).

 Data structure: a cursor (`index`) over an `UnsafeBufferPointer<UInt8>` of UTF-8, a nesting
 `depth` checked against `maximumDepth` on every `[` and `{` (so hostile nesting gives a clean
 error, never a stack overflow), and a path stack of cheap steps (`PathStep`: an array index or
 the byte range of a member name) pushed and popped as the recursive descent enters and leaves
 containers. Nothing about positions is stored in the values produced: the path stack is turned
 into a `JSONPath`, and strings are built for messages, only when an error is thrown.

 Grammar: strict RFC 8259. No comments, trailing commas, leading zeros, NaN/Infinity, invalid
 escapes, lone surrogates in `\u` escapes, unescaped control characters or invalid UTF-8.
 */

/// One step of the scanner's path stack; member names stay as byte ranges until an error needs them.
enum PathStep {
    case index(Int)
    case key(Range<Int>, escaped: Bool)
}

/// A scanned string token: the byte range of its contents and whether it contains escapes.
struct StringToken {
    var range: Range<Int>
    var hasEscapes: Bool
}

/// A cursor over UTF-8 bytes with a strict RFC 8259 grammar.
struct JSONScanner {
    /// The deepest nesting of arrays and objects accepted.
    static let defaultMaximumDepth = 512

    let bytes: UnsafeBufferPointer<UInt8>
    var index: Int
    var depth = 0
    let maximumDepth: Int
    var pathStack: [PathStep] = []
    let basePath: JSONPath
    /// Whether the word-at-a-time shortcuts (short numbers, plain positions) may be taken. Always
    /// `true` except in tests, which turn them off to check that both paths give identical results.
    var usesFastPaths = true
    /// The member count of the last object closed at each nesting depth (modulo 16), capped at 255;
    /// see ``parseObject()``.
    var objectSizeHints = SIMD16<UInt8>()
    /// The element count of the last array closed at each nesting depth (modulo 16), capped at 255.
    var arraySizeHints = SIMD16<UInt8>()
    /// Whether objects are checked for a repeated member name (RFC 8259 §4) as they are parsed; see
    /// ``MemberNameFilter``. Off by default (``JSONReader`` does not report them: it only skips the exact
    /// comparisons); the GeoJSON decoder turns it on, and it turns itself off at the first repeat found,
    /// which ``foundRepeatedMemberName`` keeps.
    var checksMemberNames = false
    /// Whether some object had a repeated member name (or might have: see ``noteRepeatedMemberName()``).
    var foundRepeatedMemberName = false
    /// The names of the last large object without a repeated name (see ``DistinctNameMemo``).
    var distinctNames = DistinctNameMemo()
    /// The name tokens of the object ``skipObjectSettlingNames()`` is stepping over, kept between calls for
    /// their room.
    var skippedNames: [StringToken] = []

    init(
        bytes: UnsafeBufferPointer<UInt8>, start: Int = 0, basePath: JSONPath = .root,
        maximumDepth: Int = JSONScanner.defaultMaximumDepth
    ) {
        self.bytes = bytes
        self.index = start
        self.basePath = basePath
        self.maximumDepth = maximumDepth
        pathStack.reserveCapacity(16)
    }

    // MARK: Errors

    /// The current path, materialised (error path only).
    func currentPath() -> JSONPath {
        var components = basePath.components
        for step in pathStack {
            switch step {
            case .index(let index): components.append(.index(index))
            case .key(let range, let escaped): components.append(.key(decodeKey(range, escaped: escaped)))
            }
        }
        return JSONPath(components)
    }

    func decodeKey(_ range: Range<Int>, escaped: Bool) -> String {
        if !escaped { return String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self) }
        var copy = JSONScanner(bytes: bytes, start: range.lowerBound - 1)
        return (try? copy.parseString()) ?? String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// A description of the byte at `offset` for messages: `'}'`, `end of input`, `U+000A`, `byte 0xC0`.
    func describe(at offset: Int) -> String {
        guard offset < bytes.count else { return "end of input" }
        let byte = bytes[offset]
        if byte >= 0x20 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        if byte < 0x20 || byte == 0x7F { return "U+" + Hexadecimal.digits(byte, width: 4) }
        return "byte 0x" + Hexadecimal.digits(byte, width: 2)
    }

    func error(_ expected: String, at offset: Int? = nil, found: String? = nil) -> JSONSyntaxError {
        let offset = offset ?? index
        var expected = expected
        if isAfterTrailingComma(offset) { expected += " after ',' (JSON allows no trailing comma)" }
        return JSONSyntaxError(
            offset: offset, expected: expected, found: found ?? describe(at: offset), path: currentPath())
    }

    /// Whether `offset` holds a closing `]` or `}` whose previous non-whitespace byte is a comma: the
    /// trailing comma real archives often have, worth naming in the message. Runs only on the error path.
    private func isAfterTrailingComma(_ offset: Int) -> Bool {
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: "]") || bytes[offset] == UInt8(ascii: "}") else {
            return false
        }
        var previous = offset - 1
        while previous >= 0, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[previous]) { previous -= 1 }
        return previous >= 0 && bytes[previous] == UInt8(ascii: ",")
    }

    // MARK: Whitespace and punctuation

    /// Whether `byte` is JSON whitespace (RFC 8259 §2: space, tab, line feed, carriage return).
    @inline(__always)
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    /// Skips JSON whitespace (space, tab, line feed, carriage return).
    @inline(__always)
    mutating func skipWhitespace() {
        while index < bytes.count {
            let byte = bytes[index]
            guard Self.isWhitespace(byte) else { return }
            index += 1
            if byte == 0x20 && index < bytes.count && bytes[index] == 0x20 { skipSpaces() }
        }
    }

    /// Skips a run of spaces eight bytes at a time, up to the last whole word of them: deep indentation, and the
    /// features and properties that `FeatureSkim` blanks out before a partial decode (megabytes of spaces).
    @inline(never)
    private mutating func skipSpaces() {
        guard let base = bytes.baseAddress else { return }
        let spaces: UInt64 = 0x2020_2020_2020_2020
        while index + 8 <= bytes.count, UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) == spaces {
            index += 8
        }
    }

    /// Skips whitespace and returns the offset of what follows.
    mutating func startOfValue() -> Int {
        skipWhitespace()
        return index
    }

    /// The next non-whitespace byte, without consuming it; `nil` at end of input.
    @inline(__always)
    mutating func peek() -> UInt8? {
        skipWhitespace()
        return index < bytes.count ? bytes[index] : nil
    }

    /// Skips a UTF-8 byte order mark at the cursor.
    mutating func skipByteOrderMark() {
        if bytes.count >= index + 3, bytes[index] == 0xEF, bytes[index + 1] == 0xBB, bytes[index + 2] == 0xBF {
            index += 3
        }
    }

    /// Requires that only whitespace remains.
    mutating func expectEnd() throws(JSONSyntaxError) {
        skipWhitespace()
        if index < bytes.count { throw error("end of input after the top-level value") }
    }

    mutating func enterContainer() throws(JSONSyntaxError) {
        depth += 1
        if depth > maximumDepth {
            throw error(
                "at most \(maximumDepth) levels of nested arrays and objects", at: index - 1, found: "deeper nesting")
        }
    }

    /// After an array element: consumes `,` (returns true) or `]` (returns false).
    @inline(__always)
    mutating func arrayContinues() throws(JSONSyntaxError) -> Bool {
        switch peek() {
        case UInt8(ascii: ","):
            index += 1
            return true
        case UInt8(ascii: "]"):
            index += 1
            return false
        default:
            throw error("',' or ']' after array element")
        }
    }

    /// After an object member: consumes `,` (returns true) or `}` (returns false).
    @inline(__always)
    mutating func objectContinues() throws(JSONSyntaxError) -> Bool {
        switch peek() {
        case UInt8(ascii: ","):
            index += 1
            return true
        case UInt8(ascii: "}"):
            index += 1
            return false
        default:
            throw error("',' or '}' after object member")
        }
    }

    /// At `{` just consumed: whether the object is empty (consumes `}`).
    mutating func objectIsEmpty() throws(JSONSyntaxError) -> Bool {
        switch peek() {
        case UInt8(ascii: "}"):
            index += 1
            return true
        case UInt8(ascii: "\""):
            return false
        default:
            throw error("'\"' to begin a member name or '}'")
        }
    }

    /// At `[` just consumed: whether the array is empty (consumes `]`).
    mutating func arrayIsEmpty() throws(JSONSyntaxError) -> Bool {
        if peek() == UInt8(ascii: "]") {
            index += 1
            return true
        }
        return false
    }

    /// Steps over the object at `{`, giving `body` each member's name (decoded) and the offset of its value's
    /// first byte, in document order; the values are stepped over after `body` returns. For readers of an
    /// already checked text that look members up by name (`SourceText.offset(of:in:)`, `DeferredProperties`).
    mutating func forEachMember(
        _ body: (_ key: String, _ valueOffset: Int) throws(JSONSyntaxError) -> Void
    ) throws(JSONSyntaxError) {
        index += 1
        if try objectIsEmpty() { return }
        repeat {
            let name = try memberName()
            _ = peek()  // the value's first byte, past any whitespace
            try body(Self.decodeString(name, in: bytes), index)
            try skipValue()
        } while try objectContinues()
    }

    /// The offset of the value of the last member named `key` in the object at `{` (as `JSONObject`'s lookup
    /// finds it), or `nil`; the object is stepped over.
    mutating func lastValueOffset(ofMember key: String) throws(JSONSyntaxError) -> Int? {
        var found: Int?
        try forEachMember { name, offset in if name == key { found = offset } }
        return found
    }

    /// Reads a member name and the `:` after it; pushes nothing.
    mutating func memberName() throws(JSONSyntaxError) -> StringToken {
        guard peek() == UInt8(ascii: "\"") else { throw error("'\"' to begin a member name") }
        let token = try scanString()
        guard peek() == UInt8(ascii: ":") else { throw error("':' after member name") }
        index += 1
        return token
    }

    /// Whether a scanned name equals an ASCII name (escaped names are decoded first).
    func name(_ token: StringToken, equals ascii: StaticString) -> Bool {
        if token.hasEscapes { return decodeKey(token.range, escaped: true) == ascii.description }
        let count = ascii.utf8CodeUnitCount
        guard token.range.count == count else { return false }
        let start = ascii.utf8Start
        for offset in 0..<count where bytes[token.range.lowerBound + offset] != start[offset] { return false }
        return true
    }

    // MARK: Values

    /// Parses any JSON value into a tree.
    mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
        guard let byte = peek() else { throw error("a value") }
        switch byte {
        case UInt8(ascii: "{"):
            return .object(try parseObject())
        case UInt8(ascii: "["):
            index += 1
            try enterContainer()
            var elements: [JSONValue] = []
            if try arrayIsEmpty() {
                depth -= 1
                return .array(elements)
            }
            let slot = depth & 15
            if arraySizeHints[slot] > 0 { elements.reserveCapacity(Int(arraySizeHints[slot])) }
            pathStack.append(.index(0))
            repeat {
                pathStack[pathStack.count - 1] = .index(elements.count)
                elements.append(try parseValue())
            } while try arrayContinues()
            pathStack.removeLast()
            arraySizeHints[slot] = UInt8(clamping: elements.count)
            depth -= 1
            return .array(elements)
        case UInt8(ascii: "\""):
            return .string(try parseString())
        case UInt8(ascii: "t"):
            try literal("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try literal("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try literal("null")
            return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return .number(try parseNumber())
        default:
            throw error("a value")
        }
    }

    /// Parses an object at `{` into a `JSONObject`.
    ///
    /// The member array starts with room for as many members as the last object closed at the same
    /// depth had (arrays in ``parseValue()`` likewise). Why: objects at one depth of a file tend to
    /// have one shape (every feature's `properties`, every `name`), and growing an array from empty
    /// reallocates it at 1, 2, 4 and 8 members, four allocations for a 7-member `properties` where one
    /// is enough; the final array is also smaller. A wrong guess costs what no guess cost: the array
    /// grows as usual, or keeps some spare room.
    ///
    /// A repeated member name is noticed (``checksMemberNames``), and every occurrence kept.
    mutating func parseObject() throws(JSONSyntaxError) -> JSONObject {
        index += 1
        try enterContainer()
        var members: [JSONObject.Member] = []
        if try objectIsEmpty() {
            depth -= 1
            return JSONObject(members: members)
        }
        let slot = depth & 15
        if objectSizeHints[slot] > 0 { members.reserveCapacity(Int(objectSizeHints[slot])) }
        var names = MemberNameFilter()
        repeat {
            let name = try memberName()
            if !name.hasEscapes { names.add(name, in: bytes) }
            pathStack.append(.key(name.range, escaped: name.hasEscapes))
            let key = Self.decodeString(name, in: bytes)
            if name.hasEscapes { names.add(decoded: key) }
            members.append(JSONObject.Member(key: key, value: try parseValue()))
            pathStack.removeLast()
        } while try objectContinues()
        if names.mayRepeat && checksMemberNames && distinctNames.hasRepeats(members) {
            noteRepeatedMemberName()
        }
        objectSizeHints[slot] = UInt8(clamping: members.count)
        depth -= 1
        return JSONObject(members: members)
    }

    /// Records that a member name repeated (or, for a value the caller does not check, may have) and
    /// stops checking: the document's repeats are then all found, with their positions, by one walk
    /// afterwards (`MemberNameWalk`).
    @inline(never)
    mutating func noteRepeatedMemberName() {
        foundRepeatedMemberName = true
        checksMemberNames = false
    }

    /// Checks and consumes a literal (`true`, `false`, `null`).
    mutating func literal(_ word: StaticString) throws(JSONSyntaxError) {
        let count = word.utf8CodeUnitCount
        let start = word.utf8Start
        for offset in 0..<count {
            guard index + offset < bytes.count, bytes[index + offset] == start[offset] else {
                throw error("'\(word)'", at: index + offset)
            }
        }
        index += count
        if index < bytes.count, isIdentifierByte(bytes[index]) { throw error("a delimiter after '\(word)'") }
    }

    private func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") || (byte >= 0x30 && byte <= 0x39)
    }

    /// Skips one value, validating it.
    ///
    /// While ``checksMemberNames`` is on, an object whose names may repeat (by ``MemberNameFilter``, which
    /// needs no names kept) is noted as one that does: the walk afterwards (`MemberNameWalk`) finds the
    /// real repeats, so a skip misses none that parsing would have found.
    mutating func skipValue() throws(JSONSyntaxError) {
        guard let byte = peek() else { throw error("a value") }
        switch byte {
        case UInt8(ascii: "{"):
            index += 1
            try enterContainer()
            if try objectIsEmpty() {
                depth -= 1
                return
            }
            var names = MemberNameFilter()
            repeat {
                let name = try memberName()
                if checksMemberNames { names.add(name: name, in: bytes) }
                pathStack.append(.key(name.range, escaped: name.hasEscapes))
                try skipValue()
                pathStack.removeLast()
            } while try objectContinues()
            if names.mayRepeat && checksMemberNames { noteRepeatedMemberName() }
            depth -= 1
        case UInt8(ascii: "["):
            index += 1
            try enterContainer()
            if try arrayIsEmpty() {
                depth -= 1
                return
            }
            var count = 0
            pathStack.append(.index(0))
            repeat {
                pathStack[pathStack.count - 1] = .index(count)
                try skipValue()
                count += 1
            } while try arrayContinues()
            pathStack.removeLast()
            depth -= 1
        case UInt8(ascii: "\""):
            _ = try scanString()
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            _ = try parseNumber()
        default:
            _ = try parseValue()
        }
    }
}
