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

    /// Creates a formatter.
    public init(usesColor: Bool = false) { self.usesColor = usesColor }

    /// The diagnostic and its notes, one line each, without a trailing newline.
    public func format(_ diagnostic: Diagnostic) -> String {
        var text = style(diagnostic.location.description + ":", .bold) + " "
        text += style(diagnostic.severity.rawValue + ":", Self.style(for: diagnostic.severity))
        text += " [\(diagnostic.rule)] \(diagnostic.message)"
        if let featureID = diagnostic.location.featureID { text += " (feature \(featureID))" }
        for note in diagnostic.notes {
            text += "\n  " + style("note:", .note) + " " + note.message
            if let place = Self.place(of: note.location) { text += " (\(place))" }
        }
        return text
    }

    /// Every diagnostic formatted, each followed by a newline.
    public func format<C: Collection<Diagnostic>>(_ diagnostics: C) -> String {
        diagnostics.map { format($0) + "\n" }.joined()
    }

    /// `3 errors, 1 warning, 2 infos`, counted from the diagnostics.
    public func summary<C: Collection<Diagnostic>>(of diagnostics: C) -> String {
        Self.summary(errors: diagnostics.count(of: .error), warnings: diagnostics.count(of: .warning),
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
    private static func place(of location: Diagnostic.Location) -> String? {
        var parts: [String] = []
        if location.file != nil || location.line != nil { parts.append(location.description) }
        if let featureID = location.featureID { parts.append("feature \(featureID)") }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    private func style(_ text: String, _ style: TextStyle) -> String { usesColor ? style.apply(to: text) : text }
}
