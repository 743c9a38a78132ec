/// A member name compared and hashed by its UTF-8 bytes, as RFC 8259 §8.3 compares names: after
/// unescaping, code unit by code unit (`"a"` and `"\u0061"` are one name; `"é"` and `"e\u0301"`, equal as
/// Swift `String`s, are two).
struct ExactName: Hashable {
    var text: String

    init(_ text: String) { self.text = text }

    static func == (lhs: ExactName, rhs: ExactName) -> Bool { equal(lhs.text, rhs.text) }

    func hash(into hasher: inout Hasher) {
        var text = text
        text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }

    /// Whether two strings have the same UTF-8 bytes. Compares the contiguous UTF-8 of native strings
    /// directly (the parser's strings all are); a bridged string falls back to comparing element by element.
    static func equal(_ lhs: String, _ rhs: String) -> Bool {
        // Two `String` values with the same bits are the same string: the same small string stored in line,
        // or the same storage. Names shared between objects, and short names alike, are settled here.
        if unsafeBitCast(lhs, to: (UInt64, UInt64).self) == unsafeBitCast(rhs, to: (UInt64, UInt64).self) {
            return true
        }
        guard lhs.utf8.count == rhs.utf8.count else { return false }
        let compared = lhs.utf8.withContiguousStorageIfAvailable { left in
            rhs.utf8.withContiguousStorageIfAvailable { right in equalBytes(left, right) }
        }
        if let compared, let result = compared { return result }
        return lhs.utf8.elementsEqual(rhs.utf8)
    }

    /// Whether a string's UTF-8 is exactly these bytes.
    static func equal(_ text: String, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard text.utf8.count == bytes.count else { return false }
        if let compared = text.utf8.withContiguousStorageIfAvailable({ equalBytes($0, bytes) }) { return compared }
        return text.utf8.elementsEqual(bytes)
    }

    /// Two buffers compared eight bytes at a time, then byte by byte.
    static func equalBytes(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = min(left.count, right.count)
        let leftRaw = UnsafeRawBufferPointer(left)
        let rightRaw = UnsafeRawBufferPointer(right)
        var offset = 0
        // Bounds: offset + 8 <= count <= both lengths, so every load lies inside both buffers.
        while offset + 8 <= count {
            if leftRaw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                != rightRaw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            {
                return false
            }
            offset += 8
        }
        while offset < count {
            if left[offset] != right[offset] { return false }
            offset += 1
        }
        return left.count == right.count
    }
}

/// Notices that a name repeats within one object, at a cost small enough for every object of a large file.
///
/// Why not a set of names per object: a venue file has a few objects per feature (`properties`,
/// `name`, `display_point`), most with one to eight members, and a hash set would allocate and hash
/// for each. Instead each name sets one bit of a 64-bit filter, picked from its length and its first and
/// last bytes, and a bit it finds set already is kept: a few instructions, no branch. When the object
/// ends with such a bit, two names share it, and only then are the names compared exactly
/// (``hasRepeats(_:)``: pairwise, or with a set past ``linearLimit`` members, so that a hostile object of
/// a million members stays linear). For distinct names that happens in a minority of objects; since a
/// file's objects tend to share one set of names, it happens in all of them or in none.
///
/// It only answers whether some name repeats: where, and where the first occurrence is, are found by one
/// walk over the document afterwards (`MemberNameWalk`), which runs only for a file where this said yes.
struct MemberNameFilter {
    /// Up to this many members, names are compared pairwise; past it, with a set.
    static let linearLimit = 16

    private var bits: UInt64 = 0
    /// The bits set by more than one name.
    private var collisions: UInt64 = 0

    init() {}

    /// Adds a member name token without escapes: its bit comes from its length and first and last bytes
    /// (an empty name takes them from its quotes, the same for every empty name).
    @inline(__always)
    mutating func add(_ token: StringToken, in bytes: UnsafeBufferPointer<UInt8>) {
        insert(Self.bit(of: token, in: bytes))
    }

    /// The bit of a member name token without escapes.
    @inline(__always)
    static func bit(of token: StringToken, in bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        let range = token.range
        return bit(
            count: range.upperBound &- range.lowerBound, first: bytes[range.lowerBound],
            last: bytes[range.upperBound &- 1])
    }

    /// Adds a name that had escapes, decoded: its bit comes from its own UTF-8, so that `"a"` and
    /// `"\u0061"` get the same bit.
    @inline(never)
    mutating func add(decoded key: String) {
        insert(Self.bit(of: key))
    }

    /// Adds a member name token, decoding it first when it has escapes (what a skip, which makes no keys, adds).
    @inline(__always)
    mutating func add(name token: StringToken, in bytes: UnsafeBufferPointer<UInt8>) {
        if token.hasEscapes { add(decoded: JSONScanner.decodeString(token, in: bytes)) } else { add(token, in: bytes) }
    }

    @inline(__always)
    private mutating func insert(_ bit: UInt64) {
        collisions |= bits & bit
        bits |= bit
    }

    /// Whether two of the names added may be one name (they share a bit).
    @inline(__always)
    var mayRepeat: Bool { collisions != 0 }

    @inline(never)
    static func bit(of key: String) -> UInt64 {
        var key = key
        return key.withUTF8 { utf8 in
            // An empty name: the bytes an empty token gives, its quotes.
            guard let first = utf8.first, let last = utf8.last else { return bit(count: 0, first: 0x22, last: 0x22) }
            return bit(count: utf8.count, first: first, last: last)
        }
    }

    /// The bit: the top six bits of the length and first and last bytes multiplied by an odd constant.
    ///
    /// The constant was picked among odd ones so that the property names of each IMDF feature type (see
    /// `IMDF.*Properties.keys`), those of the objects in their values (`door`, `display_point`,
    /// `validity`, a relationship's `origin`) and common language tags of labels all get distinct bits:
    /// then a venue file with the specification's names does not pay the exact comparisons (measured in
    /// Performance.md). (With the golden-ratio constant, `alt_name` and
    /// `level_id` of every unit shared a bit.) Any other set of seven names shares a bit with a chance of
    /// about 29 %.
    @inline(__always)
    private static func bit(count: Int, first: UInt8, last: UInt8) -> UInt64 {
        let mixed =
            (UInt32(first) &<< 16 | UInt32(last) &<< 8 | UInt32(truncatingIfNeeded: count) & 0xFF) &* 0xE5AF_CDBD
        return 1 &<< UInt64(mixed &>> 26)
    }

    /// Whether some name of `members` repeats an earlier one, compared exactly: pairwise (lengths first)
    /// for up to ``linearLimit`` members, else with a set.
    @inline(never)
    static func hasRepeats(_ members: [JSONObject.Member]) -> Bool {
        if members.count > linearLimit {
            var names = Set<ExactName>(minimumCapacity: members.count)
            for member in members where !names.insert(ExactName(member.key)).inserted { return true }
            return false
        }
        for later in members.indices.dropFirst() {
            let key = members[later].key
            let count = key.utf8.count
            for earlier in 0..<later
            where members[earlier].key.utf8.count == count && ExactName.equal(members[earlier].key, key) {
                return true
            }
        }
        return false
    }
}

/// The names of the last object of more than ``MemberNameFilter/linearLimit`` members found to have no
/// repeated name, so that the next object with the same names in the same order is settled by comparing
/// them with it, one by one, instead of by a set.
///
/// Why: an object of many members always leaves ``MemberNameFilter`` unsure (64 bits cannot keep a hundred
/// names apart), and hashing every name into a set was about 7 % of decoding a file of features with a
/// hundred properties each (Performance.md, case 9). The features of one file list the same names in the
/// same order, so after the first feature each check is a row of byte comparisons of short names.
struct DistinctNameMemo {
    private var names: [String] = []

    init() {}

    /// Whether some name of `members` repeats an earlier one (``MemberNameFilter/hasRepeats(_:)``).
    mutating func hasRepeats(_ members: [JSONObject.Member]) -> Bool {
        guard members.count > MemberNameFilter.linearLimit else { return MemberNameFilter.hasRepeats(members) }
        if members.count == names.count,
            members.indices.allSatisfy({ ExactName.equal(members[$0].key, names[$0]) })
        {
            return false
        }
        if MemberNameFilter.hasRepeats(members) { return true }
        names = members.map(\.key)
        return false
    }
}
