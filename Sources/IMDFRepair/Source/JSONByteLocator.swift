import GeoJSON

/// Finds the exact byte range of the JSON value at a path in a file's original bytes, so that a repair can
/// replace that value and nothing else.
///
/// The parsed `JSONValue` tree carries no positions (see `SourceText`), so the locator re-scans the bytes:
/// a small scanner that skips strings (with escapes), numbers, literals and nested containers, and stops at
/// the members and elements the path names. The ranges of a file's `features` elements are found once and
/// kept, so the hundreds of findings of one large file cost one pass plus a scan of each finding's feature.
/// For duplicate member names the last one is found, as `JSONObject`'s subscript does.
///
/// The bytes are assumed to be valid JSON (they parsed when the finding was made); on anything unexpected
/// the locator returns `nil` and the repair is not made.
public struct JSONByteLocator: Sendable {
    /// The file's bytes.
    public let bytes: [UInt8]
    /// The ranges of `features[i]` in a top-level `{"features": [...]}` object, found on first use.
    private let featureRanges: [Range<Int>]?

    /// Creates a locator over a file's bytes.
    public init(bytes: [UInt8]) {
        self.bytes = bytes
        var scanner = Scanner(bytes: bytes, index: 0)
        if let root = scanner.valueStart(), bytes[root] == UInt8(ascii: "{"),
            let features = scanner.member("features", ofObjectAt: root), bytes[features] == UInt8(ascii: "[")
        {
            featureRanges = scanner.elements(ofArrayAt: features)
        } else {
            featureRanges = nil
        }
    }

    /// The byte range of the value at `path` (relative to the file's root value), or `nil`.
    ///
    /// - Complexity: O(size of the feature the path starts in) for `features[i]…` paths, O(*n*) otherwise.
    public func range(of path: JSONPath) -> Range<Int>? {
        var components = path.components[...]
        var scanner = Scanner(bytes: bytes, index: 0)
        var start: Int
        if components.count >= 2, case .key("features") = components[components.startIndex],
            case .index(let index) = components[components.startIndex + 1], let featureRanges
        {
            guard featureRanges.indices.contains(index) else { return nil }
            start = featureRanges[index].lowerBound
            components = components.dropFirst(2)
        } else {
            guard let root = scanner.valueStart() else { return nil }
            start = root
        }
        for component in components {
            switch component {
            case .key(let key):
                guard bytes[start] == UInt8(ascii: "{"), let next = scanner.member(key, ofObjectAt: start) else {
                    return nil
                }
                start = next
            case .index(let wanted):
                guard bytes[start] == UInt8(ascii: "["), let elements = scanner.elements(ofArrayAt: start),
                    elements.indices.contains(wanted)
                else { return nil }
                start = elements[wanted].lowerBound
            }
        }
        scanner.index = start
        guard let end = scanner.skipValue() else { return nil }
        return start..<end
    }

    /// The byte ranges of the elements of the array whose `[` is at `range.lowerBound`, or `nil` if it is not
    /// an array.
    public func elements(ofArrayIn range: Range<Int>) -> [Range<Int>]? {
        guard range.lowerBound < bytes.count, bytes[range.lowerBound] == UInt8(ascii: "[") else { return nil }
        var scanner = Scanner(bytes: bytes, index: range.lowerBound)
        return scanner.elements(ofArrayAt: range.lowerBound)
    }

    /// The scanner: an index into the bytes and the skipping it needs.
    struct Scanner {
        let bytes: [UInt8]
        var index: Int

        static func isWhitespace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 }

        mutating func skipWhitespace() {
            while index < bytes.count, Self.isWhitespace(bytes[index]) { index += 1 }
        }

        /// Skips whitespace (and a leading byte order mark) and returns the offset of the next value.
        mutating func valueStart() -> Int? {
            if index == 0, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
            skipWhitespace()
            return index < bytes.count ? index : nil
        }

        /// Skips the value at `index`; returns the offset just after it.
        mutating func skipValue() -> Int? {
            guard index < bytes.count else { return nil }
            switch bytes[index] {
            case UInt8(ascii: "\""):
                return skipString()
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                var depth = 0
                while index < bytes.count {
                    switch bytes[index] {
                    case UInt8(ascii: "\""):
                        guard skipString() != nil else { return nil }
                        continue
                    case UInt8(ascii: "{"), UInt8(ascii: "["):
                        depth += 1
                    case UInt8(ascii: "}"), UInt8(ascii: "]"):
                        depth -= 1
                        if depth == 0 {
                            index += 1
                            return index
                        }
                    default:
                        break
                    }
                    index += 1
                }
                return nil
            default:
                // A number or a literal: up to the next delimiter.
                while index < bytes.count {
                    let byte = bytes[index]
                    if byte == UInt8(ascii: ",") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}")
                        || Self.isWhitespace(byte)
                    {
                        break
                    }
                    index += 1
                }
                return index
            }
        }

        /// Skips the string whose opening quote is at `index`.
        mutating func skipString() -> Int? {
            index += 1
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "\\"): index += 2
                case UInt8(ascii: "\""):
                    index += 1
                    return index
                default: index += 1
                }
            }
            return nil
        }

        /// The offset of the value of the last member named `key` of the object at `start`.
        mutating func member(_ key: String, ofObjectAt start: Int) -> Int? {
            index = start + 1
            var found: Int?
            let wanted = Array(key.utf8)
            while true {
                skipWhitespace()
                guard index < bytes.count else { return nil }
                if bytes[index] == UInt8(ascii: "}") { return found }
                if bytes[index] == UInt8(ascii: ",") {
                    index += 1
                    continue
                }
                guard bytes[index] == UInt8(ascii: "\"") else { return nil }
                let nameStart = index
                guard let nameEnd = skipString() else { return nil }
                skipWhitespace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
                index += 1
                skipWhitespace()
                let valueStart = index
                if Self.name(bytes[nameStart..<nameEnd], equals: wanted) { found = valueStart }
                guard skipValue() != nil else { return nil }
            }
        }

        /// The element ranges of the array at `start`.
        mutating func elements(ofArrayAt start: Int) -> [Range<Int>]? {
            index = start + 1
            var result: [Range<Int>] = []
            while true {
                skipWhitespace()
                guard index < bytes.count else { return nil }
                if bytes[index] == UInt8(ascii: "]") { return result }
                if bytes[index] == UInt8(ascii: ",") {
                    index += 1
                    continue
                }
                let elementStart = index
                guard let end = skipValue() else { return nil }
                result.append(elementStart..<end)
            }
        }

        /// Whether a quoted member name (as written, quotes included) spells `wanted`.
        static func name(_ quoted: ArraySlice<UInt8>, equals wanted: [UInt8]) -> Bool {
            let inner = quoted.dropFirst().dropLast()
            if !inner.contains(UInt8(ascii: "\\")) { return inner.elementsEqual(wanted) }
            guard let decoded = try? JSONReader().value(from: Array(quoted)).stringValue else { return false }
            return Array(decoded.utf8) == wanted
        }
    }
}
