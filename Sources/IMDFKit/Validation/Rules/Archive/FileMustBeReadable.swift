import GeoJSON

/// Reports a file the IMDF layout names (`manifest.json`, `unit.geojson`, any `.geojson`) that is in the
/// venue folder but could not be read: a symbolic link leaving the folder (not followed, by design), a FIFO,
/// socket or device (never opened, so nothing blocks), a directory, a file over the input limit, or one the
/// system refuses to read. The finding gives the reason, so that what follows from the missing file (56
/// unresolved references to the units of an unreadable `unit.geojson`) is explained rather than a mystery.
/// Spec §1.1. Severity: warning.
struct FileMustBeReadable: ValidationRule {
    let id = "FileMustBeReadable"
    let group = ValidationGroup.archive
    let severity = Diagnostic.Severity.warning
    let summary =
        "A file the layout names that could not be read (a link leaving the folder, a FIFO or device, a directory, too large, refused) is named with the reason."
    let specReference = "§1.1"
    let specText =
        "spec §1.1: features are stored \"in files named <feature_type>.geojson\" in the archive; the archive \"MUST contain a Manifest object in a file named manifest.json\""
    let severityReason =
        "Warning: it describes the copy on disk, not the venue data (a zip, the form Apple accepts, has no links, FIFOs or devices); what the missing file breaks is reported by the rules it breaks, at their own severities, and this line says why."

    func check(_ context: ValidationContext, into report: inout ValidationReport.Builder) {
        for notice in context.archive.readNotices where notice.kind == .unreadable {
            report.report(
                "\(notice.path) \(notice.reason), so it was not read and nothing in it is checked",
                at: .init(file: notice.path))
        }
    }
}
