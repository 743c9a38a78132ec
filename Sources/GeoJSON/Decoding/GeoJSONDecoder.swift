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
    /// The most threads a large FeatureCollection's `features` are parsed on at once: by default the processors
    /// online. 1 parses everything on the calling thread, as a caller that already decodes several texts at
    /// once may prefer (`IMDF.Archive` does). The result is the same either way: the same object, findings and
    /// errors. Only a list of at least two megabytes after its first 256 features is split, into parts of at
    /// least a megabyte, and only by ``decode(_:file:)`` (and ``decodeFeatureCollection(_:file:)``,
    /// ``decodeDeferringProperties(_:file:)``).
    public var maximumConcurrency = Processors.online
    /// The fewest bytes of a `features` list given to another thread; tests lower it to split small texts.
    var minimumPartBytes = ListParts.minimumBytes
    /// Whether the scanner may take its word-at-a-time shortcuts; tests turn this off to compare
    /// the shortcuts with the general path on the same input.
    var usesFastPaths = true
    /// The members of each feature's `properties` read into values; `nil` (the default) for all of them. The
    /// findings are the same either way.
    package var propertySelection: PropertySelection?
    /// Ranges of the text read as whitespace: elements of a root collection's `features` that a reader leaves
    /// out, with commas between them (``FeatureSkim/skippedRanges(keeping:)``), so that it decodes only the
    /// features it needs straight from a file's bytes, at their own offsets and lines, instead of from a copy
    /// with the others blanked out. In increasing order, not overlapping; a range is stepped over only where
    /// an element of a `features` list, or the comma after one, starts. Empty (the default): nothing skipped.
    package var skippedRanges: [Range<Int>] = []

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
            try parse(buffer, keepingValues: true, collectionBoundingBox: nil).outcome
        }
        return GeoJSONDocument(source: source, object: object, diagnostics: Self.resolve(pending, in: source))
    }

    /// Decodes a text, handing each feature of a root FeatureCollection to `receive` as soon as it is read,
    /// with its index among the collection's features, instead of keeping it: the document's collection
    /// comes back with no features, everything else (its other members, every finding) as
    /// ``decode(_:file:)`` gives it.
    ///
    /// For a reader that turns each feature into something else (`IMDF.Archive` types its properties):
    /// only one feature's JSON tree is alive at a time.
    ///
    /// - Parameters:
    ///   - receive: Given every feature of the root collection, in order, with consecutive indexes from 0. A
    ///     root object that turns out not to be a FeatureCollection (a `features` member before
    ///     `"type": "Feature"`) may have handed some over too: check the document's object. A collection
    ///     that repeats `features` hands over the features of each occurrence, then `restart` is called and
    ///     only those of the last are handed over again.
    ///   - restart: Called when the text must be read again (a GeoJSON object repeats one of its own
    ///     members, see ``decode(_:file:)``): what `receive` was given until then is void, and the features
    ///     are handed over again from index 0.
    /// - Throws: ``JSONSyntaxError`` when the bytes are not JSON; what was handed over is then void.
    package func decode(
        _ bytes: [UInt8], file: String? = nil, receivingFeatures receive: (consuming Feature<JSONObject?>, Int) -> Void,
        restart: () -> Void
    ) throws(JSONSyntaxError) -> GeoJSONDocument {
        let source = SourceText(bytes: bytes, fileName: file)
        let pending = try withoutActuallyEscaping(receive) { receive throws(JSONSyntaxError) in
            try withBuffer(bytes) { buffer throws(JSONSyntaxError) in
                let first = try parse(
                    buffer, keepingValues: true, collectionBoundingBox: nil, receiver: receive, restart: restart)
                guard case .featureCollection(let collection)? = first.outcome.object, let box = collection.bbox,
                    first.featuresChecked.box != box
                else { return first.outcome }
                // The collection's box came after its features, which were handed over unchecked: the
                // findings of a pass that keeps nothing, checking them against it (as `diagnose` does).
                let second = try parse(buffer, keepingValues: false, collectionBoundingBox: box)
                return (first.outcome.object, second.outcome.pending)
            }
        }
        return GeoJSONDocument(
            source: source, object: pending.object, diagnostics: Self.resolve(pending.pending, in: source))
    }

    /// How many features a receiver of ``decode(_:file:receivingFeatures:restart:)`` should reserve room for
    /// once it has ``featureSampleCount`` of them, which took `sampledBytes`, with `remainingBytes` to go: the
    /// estimate a decoded collection's own list is reserved by.
    package static func estimatedFeatureCount(sampled: Int, sampledBytes: Int, remainingBytes: Int) -> Int {
        GeoJSONParser.estimatedFeatureCount(
            sampled: sampled, sampledBytes: sampledBytes, remainingBytes: remainingBytes)
    }

    /// How many features are read before a list's size is estimated (``estimatedFeatureCount(sampled:sampledBytes:remainingBytes:)``).
    package static var featureSampleCount: Int { GeoJSONParser.featureSampleCount }

    /// The findings ``decode(_:file:)`` gives for a text, equal and in the same order, without building
    /// the document: `properties`, foreign members and geometries are checked as they are read and then
    /// dropped, so memory stays near the size of the text, however many small values it holds (a
    /// million-element array of `0` in a property costs no more than the text; decoding it builds a
    /// 24-byte `JSONValue` per element). For a linter, which wants the findings and not the features.
    ///
    /// - Parameters:
    ///   - bytes: UTF-8 bytes, optionally with a byte order mark.
    ///   - file: The file name to put in diagnostics.
    /// - Throws: ``JSONSyntaxError`` when the bytes are not JSON, as ``decode(_:file:)`` does.
    /// - Complexity: O(*n*) in the byte count; a FeatureCollection whose `bbox` follows its `features`
    ///   is read twice.
    public func diagnose(_ bytes: [UInt8], file: String? = nil) throws(JSONSyntaxError) -> [Diagnostic] {
        let source = SourceText(bytes: bytes, fileName: file)
        let pending = try withBuffer(bytes) { buffer throws(JSONSyntaxError) in
            let first = try parse(buffer, keepingValues: false, collectionBoundingBox: nil)
            guard case .featureCollection(let collection)? = first.outcome.object, let box = collection.bbox,
                first.featuresChecked.box != box
            else { return first.outcome.pending }
            // The collection's box came after its features, which were dropped unchecked: read again,
            // checking them against it.
            return try parse(buffer, keepingValues: false, collectionBoundingBox: box).outcome.pending
        }
        return Self.resolve(pending, in: source)
    }

    /// One decode: the first pass, and when a GeoJSON object repeats one of its own members a second one
    /// following `MemberNameWalk`'s plans; the object (without `keepingValues`, a collection without its
    /// features), the pending findings, and what the pass checked its features' boxes against.
    ///
    /// With a `receiver`, the root collection's features go to it (``GeoJSONParser/featureReceiver``), and
    /// `restart` is called before a second pass hands them over again.
    private func parse(
        _ buffer: UnsafeBufferPointer<UInt8>, keepingValues: Bool, collectionBoundingBox: BoundingBox?,
        receiver: ((consuming Feature<JSONObject?>, Int) -> Void)? = nil, restart: () -> Void = {},
        defersProperties: Bool = false
    ) throws(JSONSyntaxError) -> (
        outcome: (object: GeoJSONObject?, pending: [PendingDiagnostic]),
        featuresChecked: (box: BoundingBox?, outside: Bool),
        deferredProperties: [(feature: Int, properties: Range<Int>)]
    ) {
        func freshParser() -> GeoJSONParser {
            var parser = self.parser(for: buffer)
            parser.keepsValues = keepingValues
            parser.defersProperties = defersProperties
            parser.collectionBoundingBox = collectionBoundingBox
            parser.featureReceiver = receiver
            return parser
        }
        var parser = freshParser()
        var object = try parser.parseDocument()
        guard parser.scanner.foundRepeatedMemberName else {
            return ((object, parser.pending), parser.featuresChecked, parser.deferredProperties)
        }
        // Some object repeats a member name. The first pass only noticed it: find every repeat with the
        // place of its first occurrence, and if a GeoJSON object repeats one of its own members, read
        // the document again so that only the last occurrence of each is read (see MemberNameWalk).
        let walk = MemberNameWalk(buffer, maximumDepth: maximumDepth, skipping: skippedRanges)
        if parser.needsMemberPlans {
            if receiver != nil { restart() }
            parser = freshParser()
            parser.scanner.checksMemberNames = false
            parser.memberPlans = walk.plans
            object = try parser.parseDocument()
        }
        var pending = parser.pending
        for repeated in walk.repeats {
            let featureID =
                keepingValues && receiver == nil
                ? Self.featureID(containing: repeated.offset, in: object)
                : Self.featureID(containing: repeated.offset, in: object, spans: parser.featureSpans)
            pending.append(
                Self.duplicateMember(
                    repeated, ignored: parser.ignoredMemberOffsets.contains(repeated.firstOffset),
                    featureID: featureID))
        }
        return ((object, pending), parser.featuresChecked, parser.deferredProperties)
    }

    /// A parser at the start of `buffer`, checking member names.
    private func parser(for buffer: UnsafeBufferPointer<UInt8>) -> GeoJSONParser {
        var scanner = JSONScanner(bytes: buffer, maximumDepth: maximumDepth)
        scanner.usesFastPaths = usesFastPaths
        scanner.checksMemberNames = true
        scanner.skipByteOrderMark()
        var parser = GeoJSONParser(scanner: scanner)
        parser.propertySelection = propertySelection
        parser.skippedRanges = skippedRanges
        parser.maximumConcurrency = maximumConcurrency
        parser.minimumPartBytes = minimumPartBytes
        return parser
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
            let features = collection.features
            guard
                let index = lastIndex(
                    startingAtOrBefore: offset, count: features.count,
                    start: { features[$0].sourceRange?.lowerBound ?? 0 }),
                let range = features[index].sourceRange, range.contains(offset)
            else { return nil }
            return features[index].id?.description
        case .geometry, nil:
            return nil
        }
    }

    /// ``featureID(containing:in:)`` for a pass that kept no features: a collection's features with an
    /// ID are `spans`.
    static func featureID(containing offset: Int, in object: GeoJSONObject?, spans: [FeatureSpan]) -> String? {
        guard case .featureCollection = object else { return featureID(containing: offset, in: object) }
        guard
            let index = lastIndex(
                startingAtOrBefore: offset, count: spans.count, start: { spans[$0].range.lowerBound }),
            spans[index].range.contains(offset)
        else { return nil }
        return spans[index].id
    }

    /// The last of `count` items in document order (`start` gives an item's first offset) that starts at or
    /// before `offset`; a binary search.
    private static func lastIndex(startingAtOrBefore offset: Int, count: Int, start: (Int) -> Int) -> Int? {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if start(middle) <= offset { low = middle + 1 } else { high = middle }
        }
        return low > 0 ? low - 1 : nil
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
        Self.featureCollection(of: try decode(bytes, file: file))
    }

    /// A decoded document's FeatureCollection, as ``decodeFeatureCollection(_:file:)`` gives it.
    private static func featureCollection(
        of document: consuming GeoJSONDocument
    ) -> (collection: FeatureCollection<JSONObject?>, diagnostics: [Diagnostic]) {
        var diagnostics = document.diagnostics
        let source = document.source
        let object = document.object
        _ = consume document  // the object's only owner now: its features can be moved out of it
        func unexpected(_ found: String) {
            let position = source.lineColumn(at: 0)
            diagnostics.append(
                Diagnostic(
                    severity: .error, rule: GeoJSONRule.unexpectedType,
                    message: "expected a FeatureCollection, found \(found)",
                    location: .init(
                        file: source.fileName, line: position.line, column: position.column, path: .root)))
        }
        switch object {
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

    /// Decodes a FeatureCollection as ``decodeFeatureCollection(_:file:)`` does, except that each feature's
    /// `properties` object is checked and stepped over instead of read into values: the feature holds
    /// where its text lies (``DeferredProperties``), and the object is built when asked for.
    ///
    /// For a reader of a large file that needs the properties of a few features, or a few properties of each:
    /// the values it never reads are most of what decoding a property-heavy feature costs. The checks are the
    /// same, so the diagnostics are equal to ``decodeFeatureCollection(_:file:)``'s, in the same order, and so
    /// is every syntax error; ``DeferredProperties/object`` equals the properties that method gives. Each
    /// feature's properties keep the whole text alive (a reference, not a copy).
    ///
    /// - Parameters:
    ///   - bytes: UTF-8 bytes, optionally with a byte order mark.
    ///   - file: The file name to put in diagnostics.
    /// - Returns: The features, `nil` properties for `"properties": null` (and for a missing or invalid member,
    ///   diagnosed), and every finding.
    /// - Throws: ``JSONSyntaxError`` when the bytes are not JSON.
    /// - Complexity: O(*n*) in the byte count.
    public func decodeDeferringProperties(
        _ bytes: [UInt8], file: String? = nil
    ) throws(JSONSyntaxError) -> (collection: FeatureCollection<DeferredProperties?>, diagnostics: [Diagnostic]) {
        let source = SourceText(bytes: bytes, fileName: file)
        var parsed = try withBuffer(bytes) { buffer throws(JSONSyntaxError) in
            try parse(buffer, keepingValues: true, collectionBoundingBox: nil, defersProperties: true)
        }
        let ranges = parsed.deferredProperties
        let document = GeoJSONDocument(
            source: source, object: parsed.outcome.object.take(),
            diagnostics: Self.resolve(parsed.outcome.pending, in: source))
        // Taken and consumed: nothing else may keep the features, so that they are moved, not copied, below.
        var (collection, diagnostics) = Self.featureCollection(of: consume document)
        // Matched by the offset of each feature's `{`, both in document order: a range is recorded as a feature
        // ends, and `properties` is read as a feature's member only in the root object and in the elements of
        // `features` (`readsFeatureMembers`), whose features end in their order. A feature without a range has
        // no properties object.
        var next = 0
        let features = Self.moving(&collection.features) { feature -> DeferredProperties? in
            guard let start = feature.sourceRange?.lowerBound else { return nil }
            while next < ranges.count && ranges[next].feature < start { next += 1 }
            guard next < ranges.count, ranges[next].feature == start else { return nil }
            return DeferredProperties(text: bytes, byteRange: ranges[next].properties)
        }
        return (
            FeatureCollection(
                features: features, bbox: collection.bbox, foreignMembers: collection.foreignMembers,
                sourceRange: collection.sourceRange),
            diagnostics
        )
    }

    /// The features with the properties `properties` gives for each, in order, each feature moved out of
    /// `features` (left holding features that own nothing) rather than copied.
    ///
    /// Why: copied, each feature's ID, geometry and foreign members were retained once for the copy and
    /// released with the original, about a seventh of ``decodeDeferringProperties(_:file:)`` on the 50,000
    /// features of a venue's `unit.geojson` (`perf`).
    private static func moving<Other: Sendable>(
        _ features: inout [Feature<JSONObject?>], properties: (Feature<JSONObject?>) -> Other
    ) -> [Feature<Other>] {
        let count = features.count
        let empty = Feature<JSONObject?>(geometry: nil, properties: nil)
        return features.withUnsafeMutableBufferPointer { source in
            [Feature<Other>](unsafeUninitializedCapacity: count) { target, initialized in
                guard let from = source.baseAddress, let to = target.baseAddress else { return }
                for index in 0..<count {
                    var feature = (from + index).move()
                    (from + index).initialize(to: empty)
                    let other = properties(feature)
                    // Field by field, each taken out of the old feature: no reference is retained or released.
                    var moved = Feature<Other>(
                        id: feature.id.take(), geometry: feature.geometry.take(), properties: other,
                        bbox: feature.bbox.take(), sourceRange: feature.sourceRange)
                    moved.rawGeometryBox = feature.rawGeometryBox.take()
                    swap(&moved.foreignMembers, &feature.foreignMembers)
                    (to + index).initialize(to: moved)
                }
                initialized = count
            }
        }
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
