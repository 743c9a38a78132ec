/// One replacement of a byte range of a file's original bytes: the unit of a lossless repair.
///
/// A repair never re-serialises a file. It names the bytes of the one JSON value it changes (found by
/// ``JSONByteLocator``) and the bytes that take their place; everything outside the range stays as written:
/// formatting, member order, number spelling, foreign members, unknown properties.
public struct SourceEdit: Hashable, Sendable {
    /// The bytes replaced, as offsets into the original file.
    public var range: Range<Int>
    /// The bytes written in their place (empty to delete).
    public var replacement: [UInt8]

    /// Creates an edit.
    public init(range: Range<Int>, replacement: [UInt8]) {
        self.range = range
        self.replacement = replacement
    }

    /// Creates an edit whose replacement is UTF-8 text.
    public init(range: Range<Int>, replacement: String) {
        self.init(range: range, replacement: Array(replacement.utf8))
    }
}

extension Array where Element == UInt8 {
    /// The bytes with `edits` applied, back to front so that earlier offsets stay valid.
    ///
    /// - Precondition: The edits do not overlap (``FixIt/nonOverlapping(_:)`` chooses such a set) and lie
    ///   within the bytes.
    /// - Complexity: O(*n* + total replacement size).
    public func applying(_ edits: [SourceEdit]) -> [UInt8] {
        let sorted = edits.sorted { $0.range.lowerBound < $1.range.lowerBound }
        var result: [UInt8] = []
        result.reserveCapacity(count + sorted.reduce(0) { $0 + $1.replacement.count })
        var cursor = 0
        for edit in sorted {
            precondition(
                edit.range.lowerBound >= cursor && edit.range.upperBound <= count, "overlapping or out-of-range edit")
            result.append(contentsOf: self[cursor..<edit.range.lowerBound])
            result.append(contentsOf: edit.replacement)
            cursor = edit.range.upperBound
        }
        result.append(contentsOf: self[cursor...])
        return result
    }
}
