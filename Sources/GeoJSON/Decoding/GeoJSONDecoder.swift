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
            var scanner = JSONScanner(bytes: buffer, maximumDepth: maximumDepth)
            scanner.usesFastPaths = usesFastPaths
            scanner.skipByteOrderMark()
            var parser = GeoJSONParser(scanner: scanner)
            let (parsed, _) = try parser.parseAny(context: .root)
            try parser.scanner.expectEnd()
            let object: GeoJSONObject? = switch parsed {
            case .featureCollection(let collection): .featureCollection(collection)
            case .feature(let feature): .feature(feature)
            case .geometry(let geometry): .geometry(geometry)
            case .invalidGeometry, .none: nil
            }
            return (object, parser.pending)
        }
        return GeoJSONDocument(source: source, object: object, diagnostics: Self.resolve(pending, in: source))
    }

    /// Decodes a text that should be a FeatureCollection.
    ///
    /// A single Feature is wrapped in a collection of one; any other object gives an empty
    /// collection. Both cases add a `geojson-unexpected-type` error.
    ///
    /// - Throws: ``JSONSyntaxError`` when the bytes are not JSON.
    public func decodeFeatureCollection(_ bytes: [UInt8], file: String? = nil) throws(JSONSyntaxError)
        -> (collection: FeatureCollection<JSONObject?>, diagnostics: [Diagnostic])
    {
        let document = try decode(bytes, file: file)
        var diagnostics = document.diagnostics
        func unexpected(_ found: String) {
            // Computed only here: the first position asked of a source builds its whole line index,
            // an O(n) pass over the bytes that a well-formed collection never needs.
            let position = document.source.lineColumn(at: 0)
            diagnostics.append(Diagnostic(
                severity: .error, rule: GeoJSONRule.unexpectedType, message: "expected a FeatureCollection, found \(found)",
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

    /// Turns pending findings into diagnostics, computing every line and column in one pass.
    ///
    /// - Complexity: O(*n* + *m* log *m*) for *n* bytes and *m* findings, however long the lines.
    static func resolve(_ pending: [PendingDiagnostic], in source: SourceText) -> [Diagnostic] {
        guard !pending.isEmpty else { return [] }
        let order = pending.indices.sorted { pending[$0].offset < pending[$1].offset }
        var positions = [(line: Int, column: Int)](repeating: (1, 1), count: pending.count)
        source.bytes.withUnsafeBufferPointer { bytes in
            var cursor = LineColumnCursor()
            for index in order {
                cursor.advance(to: max(pending[index].offset, 0), in: bytes)
                positions[index] = (cursor.line, cursor.column)
            }
        }
        return pending.indices.map { index in
            let item = pending[index]
            return Diagnostic(severity: item.severity, rule: item.rule, message: item.message,
                              location: .init(file: source.fileName, line: positions[index].line, column: positions[index].column,
                                              path: item.path, featureID: item.featureID))
        }
    }
}

