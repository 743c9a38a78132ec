extension FeatureSkim {
    /// The first element of a skim with each `id`, found from a text of any skim without making a `String`:
    /// the feature a reference resolves to, when references name the first feature with an ID (IMDF §2.17).
    ///
    /// Texts are matched by their bytes, which is `String` equality only for ASCII: it exists only for a skim
    /// whose every `id` is ASCII, and an ASCII reference is found exactly. (A text that is not ASCII is never
    /// found: a reader of such references must not use it.)
    package struct FirstElementByID: Sendable {
        private let skim: FeatureSkim
        /// An open-addressing table of element indexes + 1 (0: empty), at the slot of their ID's hash or the next
        /// free one; its size a power of two at least twice the count.
        private var slots: [Int32]

        /// Indexes the elements of `skim` that have an `id`; `nil` when one of them is not ASCII.
        package init?(_ skim: FeatureSkim) {
            self.skim = skim
            let count = skim.elements.count
            guard count < Int(Int32.max), !skim.elements.contains(where: { $0.id.map { !$0.isASCII } ?? false })
            else { return nil }
            var size = 8
            while size < 2 * count { size *= 2 }
            slots = Array(repeating: 0, count: size)
            for index in skim.elements.indices {
                guard let id = skim.elements[index].id, self.element(withID: id, of: skim) == nil else { continue }
                let mask = size - 1
                var slot = Int(truncatingIfNeeded: id.hash) & mask
                while slots[slot] != 0 { slot = (slot + 1) & mask }
                slots[slot] = Int32(index + 1)
            }
        }

        /// The index of the first element whose `id` is `text` (a text of `other`), or `nil`.
        package func element(withID text: Text, of other: FeatureSkim) -> Int? {
            guard text.isASCII else { return nil }
            let mask = slots.count - 1
            var slot = Int(truncatingIfNeeded: text.hash) & mask
            return skim.bytes.withUnsafeBufferPointer { mine in
                other.bytes.withUnsafeBufferPointer { theirs in
                    let wanted = UnsafeBufferPointer(rebasing: theirs[text.bytes])
                    while slots[slot] != 0 {
                        let index = Int(slots[slot]) - 1
                        if let id = skim.elements[index].id, id.hash == text.hash,
                            TextSet.equal(UnsafeBufferPointer(rebasing: mine[id.bytes]), wanted)
                        {
                            return index
                        }
                        slot = (slot + 1) & mask
                    }
                    return nil
                }
            }
        }
    }
}
