/*
 Repeated member names (RFC 8259 §4: "The names within an object SHOULD be unique"), found with their
 positions by one walk over a document, and what the GeoJSON parser needs to read such an object.

 The decoder's own pass only notices that some name repeats (see `GeoJSONParser.parseObject` and
 `MemberNameFilter`): keeping every name's position for every object of a large file would cost far
 more than finding them again, which is needed only for a file that has a repeat at all. That file is
 then walked once more, here: every object's names (decoded, compared by their UTF-8 bytes, so `"a"`
 and `"\u0061"` are one name) with the offsets of their first occurrences. Linear in the document:
 each object's names are compared with at most 15 earlier ones, or looked up in a dictionary past that.

 Policy on repeats, everywhere: the last occurrence wins. A plain JSON object (`properties`, its
 nested values, a foreign member's value) keeps every member in order (`JSONObject`, so writing loses
 nothing) and a lookup by name returns the last. A GeoJSON object reads its own members (`type`,
 `features`, `geometry`, `properties`, `coordinates`, …) from their last occurrence only and ignores
 the earlier ones: the parser reads the object again with a `MemberPlan`, which names the last
 occurrence of each and the type of the last `type`.
 */

/// A member name that repeats an earlier one in the same object.
struct RepeatedMemberName {
    /// The name, decoded.
    var key: String
    /// The offset of this occurrence's name (its opening quote).
    var offset: Int
    /// The offset of the object's first member with this name.
    var firstOffset: Int
    /// The path to this member.
    var path: JSONPath
}

/// How the GeoJSON parser reads an object that repeats one of the GeoJSON member names: as if only the
/// last occurrence of each were there, and as the type its last `type` names (see
/// `GeoJSONParser.parseObject`).
struct MemberPlan {
    /// The type the last `type` member names, when it is a string naming an RFC 7946 type.
    var type: GeoJSONType?
    /// The name offset of the last occurrence of each GeoJSON member name (by `GeoJSONMemberName.bitIndex`),
    /// or -1.
    var lastOffsets = [Int](repeating: -1, count: 8)

    /// The name offset of the last member named `member`.
    func lastOffset(of member: GeoJSONMemberName) -> Int {
        member == .other ? -1 : lastOffsets[member.bitIndex]
    }
}

/// One walk over a document that was already parsed once (so it is valid JSON), collecting every
/// repeated member name and a ``MemberPlan`` for each object that repeats a GeoJSON member name.
///
/// Cheaper than a parse: values other than objects are only stepped over (the text is known to be
/// valid; an array without objects, such as `coordinates`, in one pass over its bytes), names are
/// compared as bytes (``MemberNameFilter``'s bit first; decoded only when one has escapes), and a name
/// becomes a `String` only for a repeat, or in an object of more than ``linearLimit`` members, whose
/// names are looked up in a dictionary.
struct MemberNameWalk {
    /// Every repeat, in document order of the objects' members.
    private(set) var repeats: [RepeatedMemberName] = []
    /// The plans, keyed by the offset of the object's `{`.
    private(set) var plans: [Int: MemberPlan] = [:]

    /// Past this many members, an object's names are looked up in a dictionary rather than compared in turn.
    static let linearLimit = 16

    private var scanner: JSONScanner
    /// The names of the members of every object being walked, innermost last: `names[..<top]`; the
    /// slots above are kept for reuse, so that objects do not grow and shrink the array.
    private var names: [StringToken] = []
    private var top = 0
    /// The arrays that were open where the last failed ``skipsArrayWithoutObjects()`` met an object.
    private var openArrays: [Int] = []
    /// The arrays open during an attempt (kept for its capacity).
    private var attemptStack: [Int] = []

    /// Ranges read as whitespace between array elements, as the parse read them (``GeoJSONDecoder/skippedRanges``).
    private let skippedRanges: [Range<Int>]

    /// Walks the JSON text in `bytes`, stepping over `skippedRanges` as the parse did.
    init(_ bytes: UnsafeBufferPointer<UInt8>, maximumDepth: Int, skipping skippedRanges: [Range<Int>] = []) {
        self.skippedRanges = skippedRanges
        scanner = JSONScanner(bytes: bytes, maximumDepth: maximumDepth)
        scanner.skipByteOrderMark()
        // The text was parsed before: a syntax error cannot happen here, and would only end the walk.
        try? value()
    }

    private mutating func value() throws(JSONSyntaxError) {
        guard let byte = scanner.peek() else { return }
        switch byte {
        case UInt8(ascii: "{"):
            try object()
        case UInt8(ascii: "["):
            if skipsArrayWithoutObjects() { return }
            scanner.index += 1
            try scanner.enterContainer()
            scanner.stepOver(skippedRanges)
            if try !scanner.arrayIsEmpty() {
                scanner.pathStack.append(.index(0))
                var element = 0
                repeat {
                    scanner.pathStack[scanner.pathStack.count - 1] = .index(element)
                    element += 1
                    try value()
                    scanner.stepOver(skippedRanges)
                } while try scanner.arrayContinues()
                scanner.pathStack.removeLast()
            }
            scanner.depth -= 1
        case UInt8(ascii: "\""):
            _ = try scanner.scanString()
        default:
            // A number or a literal, valid: step over its letters, digits, signs and points.
            let bytes = scanner.bytes
            var index = scanner.index
            while index < bytes.count {
                let byte = bytes[index]
                guard
                    (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
                        || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                        || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".")
                else { break }
                index += 1
            }
            scanner.index = index
        }
    }

    /// At `[`: steps over the whole array if it holds no object at any depth (then it holds no member
    /// name), in one pass over its bytes; else leaves the scanner where it was.
    ///
    /// An attempt that meets an object remembers which arrays were open there (``openArrays``), so that
    /// those, walked element by element next, are not tried again: each byte is stepped over at most
    /// twice however deep the arrays nest.
    private mutating func skipsArrayWithoutObjects() -> Bool {
        if openArrays.contains(scanner.index) { return false }
        let bytes = scanner.bytes
        var index = scanner.index
        attemptStack.removeAll(keepingCapacity: true)
        while index < bytes.count {
            index = Self.structuralByte(from: index, in: bytes)
            guard index < bytes.count else { break }
            switch bytes[index] {
            case UInt8(ascii: "["):
                attemptStack.append(index)
            case UInt8(ascii: "]"):
                attemptStack.removeLast()
                if attemptStack.isEmpty {
                    scanner.index = index + 1
                    return true
                }
            case UInt8(ascii: "{"):
                swap(&openArrays, &attemptStack)
                return false
            case UInt8(ascii: "\""):
                var copy = scanner
                copy.index = index
                guard let token = try? copy.scanString() else { return false }
                index = token.range.upperBound  // the closing quote
            default:
                break
            }
            index += 1
        }
        return false
    }

    /// The offset of the first byte from `index` on that may be `[`, `]`, `{`, `}` or `"` (or the end),
    /// eight bytes at a time: numbers, commas and white space, most of a `coordinates` array, are passed
    /// over (the same borrow-based lane test as `JSONScanner.skipPlainStringBytes()`; a lane flagged
    /// spuriously only stops the loop early).
    @inline(__always)
    private static func structuralByte(from start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits: UInt64 = 0x8080_8080_8080_8080
        var index = start
        while index &+ 8 <= bytes.count {
            // Bounds: `index + 8 <= bytes.count` was just checked.
            let word = DigitWord.load(bytes, at: index)
            let folded = word | (ones &* 0x20)  // `[` → `{`, `]` → `}`
            let open = folded ^ (ones &* 0x7B)
            let close = folded ^ (ones &* 0x7D)
            let quote = word ^ (ones &* 0x22)
            let stops = ((open &- ones) & ~open | (close &- ones) & ~close | (quote &- ones) & ~quote) & highBits
            if stops != 0 { return index &+ (stops.trailingZeroBitCount &>> 3) }
            index &+= 8
        }
        return index
    }

    private mutating func object() throws(JSONSyntaxError) {
        let start = scanner.index
        scanner.index += 1
        try scanner.enterContainer()
        let base = top
        var bits: UInt64 = 0
        /// Every name with its first offset, once the object has ``linearLimit`` members.
        var firstOffsets: [ExactName: Int]?
        var repeatsMember = false
        if try !scanner.objectIsEmpty() {
            repeat {
                let token = try scanner.memberName()
                var first: Int?
                if top - base < Self.linearLimit {
                    let bit =
                        token.hasEscapes
                        ? MemberNameFilter.bit(of: key(of: token)) : MemberNameFilter.bit(of: token, in: scanner.bytes)
                    if bits & bit != 0 {
                        first = names[base..<top].first { sameName($0, token) }.map { $0.range.lowerBound &- 1 }
                    }
                    bits |= bit
                } else {
                    if firstOffsets == nil {
                        var table = [ExactName: Int](minimumCapacity: 4 * Self.linearLimit)
                        for name in names[base..<top] where table[ExactName(key(of: name))] == nil {
                            table[ExactName(key(of: name))] = name.range.lowerBound &- 1
                        }
                        firstOffsets = table
                    }
                    let name = ExactName(key(of: token))
                    first = firstOffsets?[name]
                    if first == nil { firstOffsets?[name] = token.range.lowerBound &- 1 }
                }
                if let first {
                    let key = key(of: token)
                    repeats.append(
                        RepeatedMemberName(
                            key: key, offset: token.range.lowerBound &- 1, firstOffset: first,
                            path: scanner.currentPath().appending(key: key)))
                    // A repeated GeoJSON member name (the parser needs a plan for this object, if it reads it).
                    if GeoJSONMemberName(token: token, in: scanner.bytes) != .other { repeatsMember = true }
                }
                if top < names.count { names[top] = token } else { names.append(token) }
                top += 1
                scanner.pathStack.append(.key(token.range, escaped: token.hasEscapes))
                try value()
                scanner.pathStack.removeLast()
            } while try scanner.objectContinues()
        }
        scanner.depth -= 1
        if repeatsMember { plans[start] = plan(for: names[base..<top]) }
        top = base
    }

    /// A name, decoded.
    private func key(of token: StringToken) -> String { JSONScanner.decodeString(token, in: scanner.bytes) }

    /// Whether two name tokens are one name: their bytes, or when either has escapes, their decoded bytes.
    private func sameName(_ one: StringToken, _ other: StringToken) -> Bool {
        guard !one.hasEscapes && !other.hasEscapes else { return ExactName.equal(key(of: one), key(of: other)) }
        guard one.range.count == other.range.count else { return false }
        return ExactName.equalBytes(
            UnsafeBufferPointer(rebasing: scanner.bytes[one.range]),
            UnsafeBufferPointer(rebasing: scanner.bytes[other.range]))
    }

    /// The plan for an object with these member names.
    private func plan(for members: ArraySlice<StringToken>) -> MemberPlan {
        var plan = MemberPlan()
        var lastType: StringToken?
        for name in members {
            let member = GeoJSONMemberName(token: name, in: scanner.bytes)
            guard member != .other else { continue }
            plan.lastOffsets[member.bitIndex] = name.range.lowerBound &- 1
            if member == .type { lastType = name }
        }
        // The value after the last `type`'s name (past the closing quote, white space and `:`).
        if let lastType {
            var copy = JSONScanner(
                bytes: scanner.bytes, start: lastType.range.upperBound + 1, maximumDepth: scanner.maximumDepth)
            if copy.peek() == UInt8(ascii: ":") {
                copy.index += 1
                if copy.peek() == UInt8(ascii: "\""), let token = try? copy.scanString() {
                    plan.type = GeoJSONType(token: token, in: scanner.bytes)
                }
            }
        }
        return plan
    }
}
