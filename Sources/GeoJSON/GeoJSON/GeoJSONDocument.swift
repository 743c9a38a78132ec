/// A decoded GeoJSON text: its source, the object (when there is one) and every finding.
public struct GeoJSONDocument: Sendable {
    /// The bytes and file name it was decoded from, for positions of later findings.
    public var source: SourceText
    /// The top-level object; `nil` when the text is JSON but not a GeoJSON object (diagnosed).
    public var object: GeoJSONObject?
    /// RFC 7946 structure findings, in document order.
    public var diagnostics: [Diagnostic]

    /// Creates a document.
    public init(source: SourceText, object: GeoJSONObject?, diagnostics: [Diagnostic]) {
        self.source = source
        self.object = object
        self.diagnostics = diagnostics
    }
}
