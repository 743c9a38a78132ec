/// Decodes RFC 7946 GeoJSON from UTF-8 bytes, tolerantly.
///
/// JSON syntax errors throw (``JSONSyntaxError``, rule `json-syntax`). Everything else, such as
/// a missing `type`, badly nested coordinates, an unclosed ring or clockwise winding, is collected
/// as a ``Diagnostic`` (rules in ``GeoJSONRule``, listed in Documentation/GeoJSONRules.md) with
/// file, line, column, path and feature ID, and decoding keeps going. A geometry that cannot be
/// represented is kept as written in ``Feature/rawGeometry``.
///
/// The bytes are parsed directly: `coordinates` go straight into flat doubles, with no
/// intermediate JSON tree.
///
/// A member name repeated within an object (`json-duplicate-member`, RFC 8259 §4) is a warning, and
/// the last occurrence wins everywhere, as with JavaScript's `JSON.parse` and most JSON decoders: a
/// GeoJSON member (`type`, `features`, `geometry`, `properties`, `coordinates`, `id`, `bbox`, …) is
/// read from its last occurrence only, the earlier ones ignored; a plain object (`properties`, its
/// values, foreign members) keeps every occurrence in order, so that writing loses nothing, and
/// ``JSONObject``'s lookup by name returns the last. Names are compared after unescaping, byte by byte
/// (RFC 8259 §8.3): `"a"` and `"\u0061"` are the same name.
///
/// ```swift
/// let document = try GeoJSONDecoder().decode(bytes, file: "unit.geojson")
/// for diagnostic in document.diagnostics { print(diagnostic) }
/// ```
public struct GeoJSONDecoder: Sendable {
    /// The deepest nesting of arrays and objects accepted.
    public var maximumDepth: Int
    /// Whether the scanner may take its word-at-a-time shortcuts; tests turn this off to compare
    /// the shortcuts with the general path on the same input.
    var usesFastPaths = true

    /// Creates a decoder.
    ///
    /// - Parameter maximumDepth: The deepest JSON nesting accepted; 512 by default.
    public init(maximumDepth: Int = 512) {
        self.maximumDepth = maximumDepth
    }

    /// Decodes a GeoJSON text.
    ///
    /// - Parameters:
    ///   - bytes: UTF-8 bytes, optionally with a byte order mark.
    ///   - file: The file name to put in diagnostics.
    /// - Returns: The object (or `nil` when the JSON is not a GeoJSON object) and every finding.
    /// - Throws: ``JSONSyntaxError`` when the bytes are not JSON.
    /// - Complexity: O(*n*) in the byte count.
    public func decode(_ bytes: [UInt8], file: String? = nil) throws(JSONSyntaxError) -> GeoJSONDocument {
        let source = SourceText(bytes: bytes, fileName: file)
        let (object, pending) = try withBuffer(bytes) { buffer throws(JSONSyntaxError) in
            var parser = parser(for: buffer)
            var object = try parser.parseDocument()
            guard parser.scanner.foundRepeatedMemberName else { return (object, parser.pending) }
            // Some object repeats a member name. The first pass only noticed it: find every repeat with the
            // place of its first occurrence, and if a GeoJSON object repeats one of its own members, read
            // the document again so that only the last occurrence of each is read (see MemberNameWalk).
            let walk = MemberNameWalk(buffer, maximumDepth: maximumDepth)
            if parser.needsMemberPlans {
                parser = self.parser(for: buffer)
                parser.scanner.checksMemberNames = false
                parser.memberPlans = walk.plans
                object = try parser.parseDocument()
            }
            var pending = parser.pending
            for repeated in walk.repeats {
                pending.append(
                    Self.duplicateMember(
                        repeated, ignored: parser.ignoredMemberOffsets.contains(repeated.firstOffset),
                        featureID: Self.featureID(containing: repeated.offset, in: object)))
            }
            return (object, pending)
        }
        return GeoJSONDocument(source: source, object: object, diagnostics: Self.resolve(pending, in: source))
    }

    /// A parser at the start of `buffer`, checking member names.
    private func parser(for buffer: UnsafeBufferPointer<UInt8>) -> GeoJSONParser {
        var scanner = JSONScanner(bytes: buffer, maximumDepth: maximumDepth)
        scanner.usesFastPaths = usesFastPaths
        scanner.checksMemberNames = true
        scanner.skipByteOrderMark()
        return GeoJSONParser(scanner: scanner)
    }

    /// The `json-duplicate-member` warning for a repeat, with a note at the first occurrence.
    ///
    /// - Parameter ignored: Whether the name is a GeoJSON member the parser read from its last occurrence
    ///   only (else every occurrence is kept, in a `JSONObject`).
    static func duplicateMember(_ repeated: RepeatedMemberName, ignored: Bool, featureID: String?) -> PendingDiagnostic
    {
        let kept =
            ignored
            ? "as a GeoJSON member only the last one is read, the earlier ones are ignored"
            : "all are kept in order, and the value used is the last one"
        return PendingDiagnostic(
            severity: .warning, rule: GeoJSONRule.duplicateMember,
            message:
                "member name '\(repeated.key)' appears more than once in this object (RFC 8259 §4: names SHOULD be unique); \(kept)",
            offset: repeated.offset, path: repeated.path, featureID: featureID,
            notes: [
                PendingNote(
                    message: "'\(repeated.key)' first appears here", offset: repeated.firstOffset, path: repeated.path)
            ])
    }

    /// The `id` of the decoded feature whose source contains `offset`, as written (as findings made while
    /// parsing a feature carry it).
    static func featureID(containing offset: Int, in object: GeoJSONObject?) -> String? {
        switch object {
        case .feature(let feature):
            guard let range = feature.sourceRange, range.contains(offset) else { return nil }
            return feature.id?.description
        case .featureCollection(let collection):
            // The features are in document order: the last one starting at or before `offset`.
            let features = collection.features
            var low = 0
            var high = features.count
            while low < high {
                let middle = (low + high) / 2
                if (features[middle].sourceRange?.lowerBound ?? 0) <= offset { low = middle + 1 } else { high = middle }
            }
            guard low > 0, let range = features[low - 1].sourceRange, range.contains(offset) else { return nil }
            return features[low - 1].id?.description
        case .geometry, nil:
            return nil
        }
    }

    /// Decodes a text that should be a FeatureCollection.
    ///
    /// A single Feature is wrapped in a collection of one; any other object gives an empty
    /// collection. Both cases add a `geojson-unexpected-type` error.
    ///
    /// - Throws: ``JSONSyntaxError`` when the bytes are not JSON.
    public func decodeFeatureCollection(
        _ bytes: [UInt8], file: String? = nil
    ) throws(JSONSyntaxError)
        -> (collection: FeatureCollection<JSONObject?>, diagnostics: [Diagnostic])
    {
        let document = try decode(bytes, file: file)
        var diagnostics = document.diagnostics
        func unexpected(_ found: String) {
            // Computed only here: the first position asked of a source builds its whole line index,
            // an O(n) pass over the bytes that a well-formed collection never needs.
            let position = document.source.lineColumn(at: 0)
            diagnostics.append(
                Diagnostic(
                    severity: .error, rule: GeoJSONRule.unexpectedType,
                    message: "expected a FeatureCollection, found \(found)",
                    location: .init(file: file, line: position.line, column: position.column, path: .root)))
        }
        switch document.object {
        case .featureCollection(let collection):
            return (collection, diagnostics)
        case .feature(let feature):
            unexpected("a Feature")
            return (FeatureCollection(features: [feature]), diagnostics)
        case .geometry(let geometry):
            unexpected("a \(geometry.typeName)")
        case nil:
            if !diagnostics.hasErrors { unexpected("no GeoJSON object") }
        }
        return (FeatureCollection(features: []), diagnostics)
    }

    /// Turns pending findings into diagnostics, computing every line and column (of the findings and
    /// of their notes) in one pass.
    ///
    /// - Complexity: O(*n* + *m* log *m*) for *n* bytes and *m* findings and notes, however long the lines.
    static func resolve(_ pending: [PendingDiagnostic], in source: SourceText) -> [Diagnostic] {
        guard !pending.isEmpty else { return [] }
        // Every offset to place: each finding's own, then its notes' (`slot` numbers them in that order).
        var offsets: [Int] = []
        offsets.reserveCapacity(pending.count)
        for item in pending {
            offsets.append(item.offset)
            for note in item.notes { offsets.append(note.offset) }
        }
        let order = offsets.indices.sorted { offsets[$0] < offsets[$1] }
        var positions = [(line: Int, column: Int)](repeating: (1, 1), count: offsets.count)
        source.bytes.withUnsafeBufferPointer { bytes in
            var cursor = LineColumnCursor()
            for slot in order {
                cursor.advance(to: max(offsets[slot], 0), in: bytes)
                positions[slot] = (cursor.line, cursor.column)
            }
        }
        var slot = 0
        return pending.map { item in
            func location(path: JSONPath) -> Diagnostic.Location {
                defer { slot += 1 }
                return .init(
                    file: source.fileName, line: positions[slot].line, column: positions[slot].column,
                    path: path, featureID: item.featureID)
            }
            let own = location(path: item.path)
            let notes = item.notes.map { Diagnostic.Note(message: $0.message, location: location(path: $0.path)) }
            return Diagnostic(
                severity: item.severity, rule: item.rule, message: item.message, location: own, notes: notes)
        }
    }
}
