extension FeatureSkim {
    /// A set of strings matched against the texts of a skim (an element's ``Element/id``, a ``Value``) without
    /// making a `String` of them.
    ///
    /// Why: a selection looks up every feature's references in a large file (a venue's 50,000 openings, each
    /// with a 36-byte UUID); a `String` per value cost an allocation in the skim, a free after it, and a
    /// Unicode-aware comparison per lookup. Here a lookup takes the text's hash and compares bytes on a match.
    ///
    /// Membership is `String` equality, as a `Set<String>`'s: texts that are not ASCII can be canonically
    /// equivalent with other bytes (and the Kelvin sign `K` with ASCII `K`), so they are compared as strings.
    package struct TextSet: Sendable {
        /// The members' bytes, in the order they were added.
        private var members: [[UInt8]] = []
        /// The members' hashes, by ordinal.
        private var hashes: [UInt64] = []
        /// An open-addressing table of ordinals + 1 (0: empty), at the slot of their hash, or the next free one;
        /// its size a power of two at least twice the count. Our own hash indexes it directly: a `Dictionary`
        /// hashed the hash again (SipHash), which was most of a lookup.
        private var slots: [Int32] = Array(repeating: 0, count: 8)
        /// Every member's ordinal by its `String`, for the texts whose bytes may differ from an equal member's.
        private var byString: [String: Int] = [:]
        /// Whether some member is not ASCII (then even an ASCII text may equal it as a `String`).
        private var hasNonASCII = false

        package init() {}

        package init(_ strings: some Sequence<String>) {
            for string in strings { insert(Array(string.utf8)) }
        }

        /// How many members there are.
        package var count: Int { members.count }

        package var isEmpty: Bool { members.isEmpty }

        /// The members, in the order they were added.
        package var strings: [String] { members.map { String(decoding: $0, as: UTF8.self) } }

        /// Adds a text of `skim`.
        package mutating func insert(_ text: Text, of skim: FeatureSkim) {
            if !contains(text, of: skim) { append(Array(skim.bytes[text.bytes]), hash: text.hash) }
        }

        /// Adds every member of `other`.
        package mutating func formUnion(_ other: TextSet) {
            for (member, hash) in zip(other.members, other.hashes) where !contains(member, hash: hash) {
                append(member, hash: hash)
            }
        }

        /// The members that are not in `other`.
        package func subtracting(_ other: TextSet) -> TextSet {
            var result = TextSet()
            // Distinct already, so appended without a check.
            for (member, hash) in zip(members, hashes) where !other.contains(member, hash: hash) {
                result.append(member, hash: hash)
            }
            return result
        }

        /// Whether a text of `skim` is a member.
        package func contains(_ text: Text, of skim: FeatureSkim) -> Bool {
            ordinal(of: text, of: skim) != nil
        }

        /// Which member a text of `skim` is, counted in the order they were added; `nil` for none.
        package func ordinal(of text: Text, of skim: FeatureSkim) -> Int? {
            let found = skim.bytes.withUnsafeBufferPointer { bytes in
                exactOrdinal(of: UnsafeBufferPointer(rebasing: bytes[text.bytes]), hash: text.hash)
            }
            guard found == nil, !text.isASCII || hasNonASCII else { return found }
            return byString[skim.string(text)]
        }

        private func contains(_ bytes: [UInt8], hash: UInt64? = nil) -> Bool {
            let hash = hash ?? bytes.withUnsafeBufferPointer(Self.hash)
            if bytes.withUnsafeBufferPointer({ exactOrdinal(of: $0, hash: hash) }) != nil { return true }
            guard !bytes.allSatisfy({ $0 < 0x80 }) || hasNonASCII else { return false }
            return byString[String(decoding: bytes, as: UTF8.self)] != nil
        }

        /// The member with these very bytes.
        private func exactOrdinal(of bytes: UnsafeBufferPointer<UInt8>, hash: UInt64) -> Int? {
            let mask = slots.count - 1
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot] != 0 {
                let ordinal = Int(slots[slot]) - 1
                if hashes[ordinal] == hash && members[ordinal].withUnsafeBufferPointer({ Self.equal($0, bytes) }) {
                    return ordinal
                }
                slot = (slot + 1) & mask
            }
            return nil
        }

        private mutating func insert(_ bytes: [UInt8]) {
            let hash = bytes.withUnsafeBufferPointer(Self.hash)
            if !contains(bytes, hash: hash) { append(bytes, hash: hash) }
        }

        /// Adds bytes known not to be a member.
        private mutating func append(_ bytes: [UInt8], hash: UInt64) {
            // `String` hashing and equality are canonical, so an equal text with other bytes finds it here.
            byString[String(decoding: bytes, as: UTF8.self)] = members.count
            hasNonASCII = hasNonASCII || !bytes.allSatisfy { $0 < 0x80 }
            members.append(bytes)
            hashes.append(hash)
            if members.count * 2 > slots.count {
                slots = Array(repeating: 0, count: slots.count * 2)
                for ordinal in members.indices { place(ordinal) }
            } else {
                place(members.count - 1)
            }
        }

        /// Puts a member's ordinal in the first free slot from its hash's.
        private mutating func place(_ ordinal: Int) {
            let mask = slots.count - 1
            var slot = Int(truncatingIfNeeded: hashes[ordinal]) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(ordinal + 1)
        }

        /// Random for each process: `Hasher` is seeded so (SE-0206).
        private static let seed: UInt64 = {
            var hasher = Hasher()
            hasher.combine(0x5EED as UInt64)
            return UInt64(UInt(bitPattern: hasher.finalize()))
        }()

        /// Whether two byte runs are equal, eight bytes at a time (the generic `elementsEqual` went byte by byte
        /// through iterators).
        static func equal(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
            guard a.count == b.count else { return false }
            guard let x = a.baseAddress.map(UnsafeRawPointer.init), let y = b.baseAddress.map(UnsafeRawPointer.init)
            else { return true }
            var offset = 0
            while offset + 8 <= a.count {
                let word = { (base: UnsafeRawPointer) in base.loadUnaligned(fromByteOffset: offset, as: UInt64.self) }
                guard word(x) == word(y) else { return false }
                offset += 8
            }
            return (offset..<a.count).allSatisfy { a[$0] == b[$0] }
        }

        /// A multiply-and-fold hash of eight bytes at a time: a chain of byte-at-a-time steps (FNV-1a) was most of
        /// a selection's time over a 50,000-unit venue, on 36-byte UUIDs. It starts from a seed drawn once per
        /// process (``seed``), so that an archive cannot be written to make its IDs fall into one run of slots
        /// and a lookup slow to a crawl.
        static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
            let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
            var hash = (seed ^ UInt64(bytes.count)) &* multiplier
            func mix(_ word: UInt64) {
                hash = (hash ^ word) &* multiplier
                hash ^= hash >> 29
            }
            guard let base = bytes.baseAddress.map(UnsafeRawPointer.init) else { return hash }
            var offset = 0
            while offset + 8 <= bytes.count {
                mix(base.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                offset += 8
            }
            var tail: UInt64 = 0
            for index in offset..<bytes.count { tail = tail << 8 | UInt64(bytes[index]) }
            mix(tail)
            return hash
        }
    }
}
