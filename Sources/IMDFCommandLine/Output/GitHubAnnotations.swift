import GeoJSON

/// Findings as GitHub Actions workflow commands, which the runner turns into annotations on the files of a
/// pull request and the run's summary: `imdf validate --format github`.
///
/// ```text
/// ::error file=venue/unit.geojson,line=8,col=542,title=DisplayPointMustBeWithinFeature::display point … (feature caa1…)
/// ::warning file=venue/unit.geojson,line=3,col=9,title=FileMustBeValidGeoJSON/geojson-ring-winding::…
/// ::notice file=venue/README.md,title=ExtensionFileIgnored::file ignored: README.md is not part of the IMDF layout
/// ```
///
/// Errors are `::error`, warnings `::warning`, infos `::notice`. `file` is the path from the current directory
/// (``FindingPaths``; run from the repository root so that it matches the checkout). A finding inside a `.zip`
/// annotates the zip itself, with the member and position at the start of the message. Notes follow the
/// message on their own lines. Values are escaped as the runner expects (`%`, CR and LF in the message; also
/// `:` and `,` in properties).
struct GitHubAnnotations {
    /// How files are named.
    var paths: FindingPaths

    /// The workflow command of one finding.
    func command(for diagnostic: Diagnostic) -> String {
        let kind =
            switch diagnostic.severity {
            case .error: "error"
            case .warning: "warning"
            case .info: "notice"
            }
        var properties: [(String, String)] = []
        var message = diagnostic.message
        let location = diagnostic.location
        if paths.isZip {
            if let zip = paths.archiveBase { properties.append(("file", zip)) }
            if let file = location.file {
                var member = paths.member(file)
                if let line = location.line { member += ":\(line)" + (location.column.map { ":\($0)" } ?? "") }
                message = member + ": " + message
            }
        } else {
            if let path = paths.path(of: location.file), path != "<stdin>" { properties.append(("file", path)) }
            if let line = location.line {
                properties.append(("line", String(line)))
                if let column = location.column { properties.append(("col", String(column))) }
            }
        }
        properties.append(("title", diagnostic.qualifiedRule))
        if let feature = location.featureID { message += " (feature \(feature))" }
        for note in diagnostic.notes {
            message += "\nnote: " + note.message
            if note.location.file != nil || note.location.line != nil {
                message += " (\(paths.position(of: note.location)))"
            }
        }
        let list = properties.map { $0.0 + "=" + Self.escapeProperty($0.1) }.joined(separator: ",")
        return "::" + kind + " " + list + "::" + Self.escapeData(message)
    }

    /// A message as workflow commands need it: `%`, CR and LF percent-encoded.
    static func escapeData(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": escaped += "%25"
            case "\r": escaped += "%0D"
            case "\n": escaped += "%0A"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    /// A property value: as a message, and `:` and `,` percent-encoded too.
    static func escapeProperty(_ text: String) -> String {
        var escaped = ""
        for scalar in escapeData(text).unicodeScalars {
            switch scalar {
            case ":": escaped += "%3A"
            case ",": escaped += "%2C"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
