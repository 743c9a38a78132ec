import GeoJSON

/// Prints ``GeoJSON/Diagnostic``s the way compilers do, one finding per line with its notes
/// indented below, and a summary line.
///
/// ```text
/// unit.geojson:214:9: error: [FeatureReferenceMustResolve] level_id names no level (feature 1f0c…)
///   note: level defined here (level.geojson:3:5)
/// 1 error, 0 warnings, 0 infos
/// ```
///
/// With colour on, the location is bold and the severity coloured (errors red, warnings yellow,
/// infos cyan); the text is otherwise identical, so tests compare it without colour.
/// JSON output of diagnostics belongs to the `GeoJSON` writer, not to this formatter.
public struct DiagnosticFormatter: Sendable {
    /// Whether to add ANSI colour.
    public var usesColor: Bool
    /// How files are named: as given, or joined to the archive path (see ``FindingPaths``).
    public var paths: FindingPaths

    /// From this column on, a finding also names its JSON path: a position far into a long line (a minified
    /// file is one line) is hard to find from the column alone.
    public static let jsonPathColumn = 200

    /// Creates a formatter.
    public init(usesColor: Bool = false, paths: FindingPaths = .asGiven) {
        self.usesColor = usesColor
        self.paths = paths
    }

    /// The diagnostic and its notes, one line each, without a trailing newline:
    /// `path:line:column: severity: [Rule/check] message (feature ID, JSON path …)`.
    public func format(_ diagnostic: Diagnostic) -> String {
        var text = style(paths.position(of: diagnostic.location) + ":", .bold) + " "
        text += style(diagnostic.severity.rawValue + ":", Self.style(for: diagnostic.severity))
        text += " [\(diagnostic.qualifiedRule)] \(diagnostic.message)"
        let extras = Self.extras(of: diagnostic.location)
        if !extras.isEmpty { text += " (" + extras.joined(separator: ", ") + ")" }
        for note in diagnostic.notes {
            text += "\n  " + style("note:", .note) + " " + note.message
            if let place = place(of: note.location) { text += " (\(place))" }
        }
        return text
    }

    /// Every diagnostic formatted, each followed by a newline.
    public func format<C: Collection<Diagnostic>>(_ diagnostics: C) -> String {
        diagnostics.map { format($0) + "\n" }.joined()
    }

    /// `3 errors, 1 warning, 2 infos`, counted from the diagnostics.
    public func summary<C: Collection<Diagnostic>>(of diagnostics: C) -> String {
        Self.summary(
            errors: diagnostics.count(of: .error), warnings: diagnostics.count(of: .warning),
            infos: diagnostics.count(of: .info))
    }

    /// `3 errors, 1 warning, 2 infos`: every severity, singular for exactly one.
    public static func summary(errors: Int, warnings: Int, infos: Int) -> String {
        [EnglishList.count(errors, "error"), EnglishList.count(warnings, "warning"), EnglishList.count(infos, "info")]
            .joined(separator: ", ")
    }

    /// The colour of a severity.
    public static func style(for severity: Diagnostic.Severity) -> TextStyle {
        switch severity {
        case .error: .error
        case .warning: .warning
        case .info: .info
        }
    }

    /// `level.geojson:3:5`, `feature 1f0c…`, or both; `nil` when the note has no place at all.
    private func place(of location: Diagnostic.Location) -> String? {
        var parts: [String] = []
        if location.file != nil || location.line != nil { parts.append(paths.position(of: location)) }
        parts += Self.extras(of: location)
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    /// `feature 1f0c…` when the feature is known, and `JSON path features[3].geometry` when the column is
    /// ``jsonPathColumn`` or beyond.
    private static func extras(of location: Diagnostic.Location) -> [String] {
        var parts: [String] = []
        if let featureID = location.featureID { parts.append("feature \(featureID)") }
        if let column = location.column, column >= jsonPathColumn, let path = location.path {
            parts.append("JSON path \(path)")
        }
        return parts
    }

    private func style(_ text: String, _ style: TextStyle) -> String { usesColor ? style.apply(to: text) : text }
}
