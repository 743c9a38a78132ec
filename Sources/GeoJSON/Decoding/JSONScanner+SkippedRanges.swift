extension JSONScanner {
    /// Steps over whitespace and the `ranges` (``GeoJSONDecoder/skippedRanges``: in increasing order, not
    /// overlapping) that start where the scanner then stands, as if they were blanked out of the text.
    ///
    /// Called between the elements of an array only (before its first element or the `,` or `]` after one),
    /// so a range is stepped over only where an element, or the comma after one, starts: what
    /// `FeatureSkim.skippedRanges(keeping:)` gives for the elements of a collection's `features`.
    @inline(__always)
    mutating func stepOver(_ ranges: [Range<Int>]) {
        guard !ranges.isEmpty else { return }
        stepOverSome(of: ranges)
    }

    @inline(never)
    private mutating func stepOverSome(of ranges: [Range<Int>]) {
        skipWhitespace()
        var next = Self.firstRange(startingAtOrAfter: index, in: ranges)
        while next < ranges.count && ranges[next].lowerBound == index {
            index = ranges[next].upperBound
            skipWhitespace()
            next += 1
        }
    }

    /// The index of the first of `ranges` (in increasing order) that starts at or after `offset`.
    static func firstRange(startingAtOrAfter offset: Int, in ranges: [Range<Int>]) -> Int {
        var (low, high) = (0, ranges.count)
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle].lowerBound < offset { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
