import GeoJSON

/// Checks that the archive has a `manifest.json` at its root (spec §1.1, §1.6: "MUST be provided with
/// every delivery in an isolated file named manifest.json"). Severity: error.
struct ManifestFileMustBePresent: ValidationRule {
    let id = "ManifestFileMustBePresent"
    let group = ValidationGroup.archive
    let severity = Diagnostic.Severity.error
    let summary = "The archive has a manifest.json at its root."
    let specReference = "§1.1; §1.6; §4.3 A.1"
    let specText =
        "OGC Manifest: the manifest \"MUST be provided with every delivery in an isolated file named manifest.json\""
    let severityReason =
        "Error: without it the archive cannot be read or linked as IMDF; consumers (MapKit, Apple's IMDF Sandbox) reject it."

    func check(_ context: ValidationContext, into report: inout ValidationReport.Builder) {
        guard context.archive.manifestFile == nil else { return }
        let nested = context.archive.files.first { $0.path.hasSuffix("/manifest.json") }
        report.report(
            "the archive has no manifest.json at its root; expected a manifest with version, created and language",
            at: .init(file: "manifest.json"),
            notes: nested.map {
                [
                    .init(
                        message: "a manifest.json was found in a sub-folder; the archive root must hold the files",
                        location: .init(file: $0.path))
                ]
            } ?? [])
    }
}
