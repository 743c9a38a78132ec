import GeoJSON

/// Lists, as information, the files the validator does not check: `.geojson` files that are not one of
/// the sixteen feature files (extension or non-spec layers such as SPbPU's `attraction.geojson`) and any
/// other file (a README, roomfinder's `PathData/`), except well-known noise (`.DS_Store`, `Thumbs.db`,
/// `desktop.ini`, `__MACOSX/`, `._*`). An ignored file gets this one line and no other finding: the
/// archive keeps its decoder findings off the archive's list, and no rule reads it. Spec §1.1, §1.6
/// (extensions); §4.3 A.6. Severity: info.
struct ExtensionFileIgnored: ValidationRule {
    let id = "ExtensionFileIgnored"
    let group = ValidationGroup.archive
    let severity = Diagnostic.Severity.info
    let summary =
        "Non-spec .geojson files (extension layers) and other files are listed as ignored, once each; nothing inside them is checked."
    let specReference = "§1.1; §1.6; §4.3 A.6"
    let specText =
        "spec §1.1: \"A reader should ignore unknown files, or report them only as info\"; APPLE reference/extensions: extension validations \"MUST NOT run unless its identifier appears in the manifest's extensions array\""
    let severityReason =
        "Info: an observation. Extra files are allowed and ignored by consumers; the line says what was not checked."

    func check(_ context: ValidationContext, into report: inout ValidationReport.Builder) {
        for file in context.archive.files where !Self.isNoise(file.path) {
            switch file.role {
            case .extensionFeatures:
                report.report(
                    "extension file ignored: \(file.path) is not one of the 16 IMDF feature files, so nothing in it is checked (imdf lint checks it as GeoJSON)",
                    at: .init(file: file.path))
            case .other:
                let size = file.unreadSize.map { " (\($0) byte\($0 == 1 ? "" : "s"), not read)" } ?? ""
                report.report(
                    "file ignored: \(file.path)\(size) is not part of the IMDF layout", at: .init(file: file.path))
            case .manifest, .features:
                break
            }
        }
    }

    static func isNoise(_ path: String) -> Bool {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name == ".DS_Store" || name == "Thumbs.db" || name == "desktop.ini" || name.hasPrefix("._")
            || path.hasPrefix("__MACOSX/") || path.contains("/__MACOSX/")
    }
}
