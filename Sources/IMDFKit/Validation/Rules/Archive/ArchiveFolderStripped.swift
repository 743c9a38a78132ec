import GeoJSON

/// Reports, as information, that every file of a `.zip` sat in one top-level folder that the reader stripped
/// (a zip made by compressing a folder: `Venue/manifest.json`, `Venue/unit.geojson`, …), so that file names in
/// the other findings are relative to that folder, not to the zip's root. Spec §1.1 places the manifest and the
/// feature files in the archive itself; this reader accepts the extra folder rather than find nothing.
/// Severity: info.
struct ArchiveFolderStripped: ValidationRule {
    let id = "ArchiveFolderStripped"
    let group = ValidationGroup.archive
    let severity = Diagnostic.Severity.info
    let summary =
        "A zip whose files all sit in one top-level folder is read from inside that folder; the finding names the folder."
    let specReference = "§1.1"
    let specText =
        "spec §1.1: \"The archive MUST contain a Manifest object in a file named manifest.json\"; features are stored \"in files named <feature_type>.geojson\""
    let severityReason =
        "Info: an observation. The files are read from inside the folder, so nothing is lost; the line explains why file names in the findings leave the folder out."

    func check(_ context: ValidationContext, into report: inout ValidationReport.Builder) {
        guard let folder = context.archive.strippedPrefix else { return }
        report.report(
            "every file of the zip is in the folder \(folder), which was stripped: the files are read from inside it, and file names in the findings are relative to it",
            at: .init())
    }
}
