/// A feature's `properties` object as written, read into values only when asked for
/// (``GeoJSONDecoder/decodeDeferringProperties(_:file:)``).
///
/// The text was checked when the feature was decoded (syntax, nesting, repeated names, with the same
/// findings as a full decode), so reading it cannot fail. Each read parses the text again: keep what
/// ``object`` gives when you need it more than once. Holds the whole decoded text (a reference, shared by
/// every feature of the file, not a copy).
///
/// Equality and hashing are those of ``object``: two texts that differ only in spacing are equal.
public struct DeferredProperties: Sendable, Hashable {
    /// The text the feature was decoded from.
    private let source: [UInt8]
    /// The byte range of the object in the decoded text, from its `{` to its `}`.
    public let byteRange: Range<Int>

    /// - Precondition: `byteRange` of `text` is one JSON object, as the decoder checked it.
    init(text: [UInt8], byteRange: Range<Int>) {
        self.source = text
        self.byteRange = byteRange
    }

    /// The object's text, as written.
    public var text: ArraySlice<UInt8> { source[byteRange] }

    /// The object, members in document order: what ``GeoJSONDecoder/decodeFeatureCollection(_:file:)`` gives
    /// as the feature's properties.
    ///
    /// - Complexity: O(*n*) in the length of ``text``, at each read.
    public var object: JSONObject {
        read { scanner throws(JSONSyntaxError) in try scanner.parseObject() } ?? JSONObject()
    }

    /// The value of the last member named `key` (as ``JSONObject``'s lookup finds it), reading only that
    /// value into a `JSONValue`; the others are stepped over.
    ///
    /// - Complexity: O(*n*) in the length of ``text``.
    public subscript(key: String) -> JSONValue? {
        // `.none` spelled out: `nil` would be read as `JSONValue`'s own literal, a JSON `null`.
        let value = read { scanner throws(JSONSyntaxError) -> JSONValue? in
            guard let found = try scanner.lastValueOffset(ofMember: key) else { return .none }
            scanner.index = found
            return try scanner.parseValue()
        }
        return value ?? .none
    }

    /// The names of the members, in document order (a repeated name as often as it is written).
    public var keys: [String] {
        read { scanner throws(JSONSyntaxError) in
            var keys: [String] = []
            try scanner.forEachMember { key, _ in keys.append(key) }
            return keys
        } ?? []
    }

    /// Runs `body` with a scanner at the object's `{`, bounded by its `}`; `nil` only if the text is not what
    /// the decoder checked, which cannot happen for a value it made.
    private func read<Result>(
        _ body: (inout JSONScanner) throws(JSONSyntaxError) -> Result
    ) -> Result? {
        source.withUnsafeBufferPointer { whole in
            let bounded = UnsafeBufferPointer(rebasing: whole[..<byteRange.upperBound])
            var scanner = JSONScanner(bytes: bounded, start: byteRange.lowerBound, maximumDepth: Int.max)
            return try? body(&scanner)
        }
    }

    public static func == (lhs: DeferredProperties, rhs: DeferredProperties) -> Bool {
        lhs.text.elementsEqual(rhs.text) || lhs.object == rhs.object
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(object)
    }
}

extension Feature where Properties == DeferredProperties? {
    /// The same feature with its properties read into values: what
    /// ``GeoJSONDecoder/decodeFeatureCollection(_:file:)`` gives for it.
    public var readingProperties: Feature<JSONObject?> {
        replacingProperties(with: properties?.object)
    }
}
