/// Shares equal property values between the features of one file, so that a value repeated thousands of
/// times is stored once.
///
/// Why: in an IMDF file most features repeat a few values — the `level_id` of one of twenty levels, the
/// same `door` object — and the parser gives each its own allocation (a string longer than 15 UTF-8 bytes
/// and every object live on the heap). On a 50,000-unit venue that was about 15 MB of the raw form.
///
/// How: slots follow member positions (features of a file list their properties in the same order, so a
/// slot is found without hashing the key; a slot whose key differs is reset). Each slot remembers up to
/// ``capacity`` recent values; a value byte-identical to one of them is replaced by it, which frees the new
/// copy at once. A slot that rarely hits (names, display points: unique per feature) stops being tried,
/// so unique values cost a few comparisons for the first features only.
///
/// Assumes nothing about the values: sharing is by byte-identical content (see ``isIdentical(_:_:)``), so
/// the tree, its equality and the written output are exactly what they were.
struct SharedPropertyValues {
    /// How many distinct values a slot remembers.
    static let capacity = 24
    /// How many attempts a slot gets before its hit rate decides whether it keeps trying.
    static let trialAttempts = 64

    private struct Slot {
        var key: String
        var values: [JSONValue] = []
        /// `fingerprint(of:)` of each of `values`, compared first so that most candidates cost an integer
        /// comparison instead of a byte comparison (and no retain of the candidate).
        var fingerprints: [UInt64] = []
        var attempts = 0
        var hits = 0
        /// Whether sharing pays off for this member: during the trial, or while at least a quarter hits.
        var isEnabled: Bool { attempts < SharedPropertyValues.trialAttempts || hits * 4 >= attempts }
    }

    private var slots: [Slot] = []

    /// Replaces `value`, the member at `position` named `key` of a properties object, by a byte-identical
    /// value seen before at that position, if any; else remembers it (when sharable).
    mutating func share(_ value: inout JSONValue, at position: Int, key: String) {
        guard Self.isSharable(value), beginAttempt(at: position, key: key) else { return }
        let fingerprint = Self.fingerprint(of: value)
        let original = value
        if let shared = candidate(at: position, fingerprint: fingerprint, matching: { Self.isIdentical($0, original) })
        {
            value = shared
        } else {
            remember(value, fingerprint: fingerprint, at: position)
        }
    }

    /// The member value for a string token of the properties object at member `position` named `key`:
    /// a remembered string with exactly these bytes if there is one, else a new `String` (remembered).
    ///
    /// Why: this is ``share(_:at:key:)`` for one string member, done before the `String` exists. A hit (most
    /// `level_id`s, categories) then costs no allocation, no UTF-8 check and no free of a copy dropped a
    /// moment later. The slot bookkeeping (attempts, hits, replacement) is the same as in ``share(_:at:key:)``,
    /// so the tree shares exactly the values it would share after parsing.
    ///
    /// - Parameter bytes: the string's UTF-8, validated and without escapes (so they are the `String`'s
    ///   UTF-8 exactly).
    mutating func sharedString(_ bytes: UnsafeBufferPointer<UInt8>, at position: Int, key: String) -> JSONValue {
        guard bytes.count > 15, beginAttempt(at: position, key: key) else {
            return .string(String(decoding: bytes, as: UTF8.self))
        }
        let fingerprint = Self.fingerprint(ofUTF8: bytes)
        let shared = candidate(at: position, fingerprint: fingerprint) { candidate in
            guard case .string(let text) = candidate else { return false }
            return Self.isIdentical(text, bytes)
        }
        if let shared { return shared }
        let value = JSONValue.string(String(decoding: bytes, as: UTF8.self))
        remember(value, fingerprint: fingerprint, at: position)
        return value
    }

    /// Finds (or resets) the slot for the member at `position` named `key` and counts an attempt there.
    ///
    /// - Returns: whether the slot is still trying to share (see `Slot.isEnabled`); no attempt is
    ///   counted if not.
    private mutating func beginAttempt(at position: Int, key: String) -> Bool {
        while slots.count <= position { slots.append(Slot(key: "")) }
        if !Self.isIdentical(slots[position].key, key) {
            slots[position] = Slot(key: key)
        }
        guard slots[position].isEnabled else { return false }
        slots[position].attempts += 1
        return true
    }

    /// The first remembered value of slot `position` with this fingerprint that `matches`, counted as a hit.
    private mutating func candidate(
        at position: Int, fingerprint: UInt64, matching matches: (JSONValue) -> Bool
    ) -> JSONValue? {
        for candidate in slots[position].fingerprints.indices
        where slots[position].fingerprints[candidate] == fingerprint {
            if matches(slots[position].values[candidate]) {
                slots[position].hits += 1
                return slots[position].values[candidate]
            }
        }
        return nil
    }

    /// Remembers a value that found no match: appended while the slot has room, else in place of an
    /// older one (round robin by attempt count).
    private mutating func remember(_ value: JSONValue, fingerprint: UInt64, at position: Int) {
        if slots[position].values.count < Self.capacity {
            slots[position].values.append(value)
            slots[position].fingerprints.append(fingerprint)
        } else {
            let replaced = slots[position].attempts % Self.capacity
            slots[position].values[replaced] = value
            slots[position].fingerprints[replaced] = fingerprint
        }
    }

    /// Values worth sharing: heap strings (longer than 15 UTF-8 bytes; shorter ones are stored inline)
    /// and small objects of scalars (such as `door`). Arrays and nested objects are left alone.
    private static func isSharable(_ value: JSONValue) -> Bool {
        switch value {
        case .string(let text): return text.utf8.count > 15
        case .object(let object):
            return object.members.count <= 8
                && object.members.allSatisfy { member in
                    switch member.value {
                    case .null, .bool, .number, .string: true
                    case .array, .object: false
                    }
                }
        case .null, .bool, .number, .array: return false
        }
    }

    /// A cheap summary of a sharable value's bytes: equal values have equal fingerprints.
    ///
    /// Strings contribute their length and first and last eight UTF-8 bytes (random for UUIDs, so nearly
    /// every different ID differs here); objects combine their members' keys and values.
    static func fingerprint(of value: JSONValue) -> UInt64 {
        switch value {
        case .null: return 0x9E37_79B9_7F4A_7C15
        case .bool(let flag): return flag ? 1 : 2
        case .number(let number): return number.double.bitPattern
        case .string(let text): return fingerprint(of: text)
        case .array(let elements): return UInt64(elements.count) &* 0x100_0000_01B3
        case .object(let object):
            var combined = UInt64(object.members.count)
            for member in object.members {
                combined = (combined &* 0x100_0000_01B3) ^ fingerprint(of: member.key)
                combined = (combined &* 0x100_0000_01B3) ^ fingerprint(of: member.value)
            }
            return combined
        }
    }

    /// The length and the first and last eight UTF-8 bytes of a string, mixed (the length alone for a
    /// string shorter than eight bytes or without contiguous UTF-8).
    static func fingerprint(of text: String) -> UInt64 {
        if let fingerprint = text.utf8.withContiguousStorageIfAvailable({ fingerprint(ofUTF8: $0) }) {
            return fingerprint
        }
        return UInt64(text.utf8.count) &* 0x100_0000_01B3
    }

    /// ``fingerprint(of:)-(String)`` of a string with these UTF-8 bytes, computed from the bytes.
    static func fingerprint(ofUTF8 bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        let count = UInt64(bytes.count)
        guard bytes.count >= 8 else { return count &* 0x100_0000_01B3 }
        let raw = UnsafeRawBufferPointer(bytes)
        // Bounds: both loads read 8 bytes inside a buffer of at least 8.
        let first = raw.loadUnaligned(fromByteOffset: 0, as: UInt64.self)
        let last = raw.loadUnaligned(fromByteOffset: bytes.count - 8, as: UInt64.self)
        return (count &* 0x100_0000_01B3) ^ first ^ (last << 29 | last >> 35)
    }

    /// Byte-identical strings: `==` on `String` compares canonical equivalence ("\u{212A}" == "K"), which
    /// would change the bytes written back. (See ``ExactName/equal(_:_:)-(String,String)``.)
    static func isIdentical(_ lhs: String, _ rhs: String) -> Bool { ExactName.equal(lhs, rhs) }

    /// Whether a string's UTF-8 is exactly these bytes.
    static func isIdentical(_ text: String, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        ExactName.equal(text, bytes)
    }

    /// Byte-identical scalars and objects of scalars: what the writer would write the same way.
    static func isIdentical(_ lhs: JSONValue, _ rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case (.bool(let left), .bool(let right)): return left == right
        case (.number(let left), .number(let right)): return left == right
        case (.string(let left), .string(let right)): return isIdentical(left, right)
        case (.object(let left), .object(let right)): return isIdentical(left, right)
        case (.array(let left), .array(let right)):
            return left.count == right.count && zip(left, right).allSatisfy { isIdentical($0, $1) }
        default: return false
        }
    }

    /// Whether a member has exactly this name and value, byte for byte.
    static func isIdentical(_ member: JSONObject.Member, key: String, value: JSONValue) -> Bool {
        isIdentical(member.key, key) && isIdentical(member.value, value)
    }

    /// Byte-identical objects: the same members, names and values, in the same order.
    static func isIdentical(_ lhs: JSONObject, _ rhs: JSONObject) -> Bool {
        lhs.members.count == rhs.members.count
            && zip(lhs.members, rhs.members).allSatisfy {
                isIdentical($0.key, $1.key) && isIdentical($0.value, $1.value)
            }
    }
}
