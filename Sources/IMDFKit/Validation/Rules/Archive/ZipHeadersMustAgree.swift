import GeoJSON

/// Reports a zip entry whose local file header disagrees with its central directory header: another
/// name, size or CRC-32. This reader uses the central directory; a tool that streams the local headers
/// sees other content (the trick behind archives that look different to different unzip tools). The
/// finding names both values. APPNOTE 4.3.7, 4.4; IMDF §1.1 (archives are zips). Severity: warning.
struct ZipHeadersMustAgree: ValidationRule {
    let id = "ZipHeadersMustAgree"
    let group = ValidationGroup.archive
    let severity = Diagnostic.Severity.warning
    let summary =
        "A zip entry whose local header disagrees with the central directory (name, size or CRC-32) is named with both values."
    let specReference = "§1.1; APPNOTE 4.3.7, 4.4"
    let specText =
        "APPNOTE 4.4: the local header fields repeat the central directory's (\"file name\", \"compressed size\", \"uncompressed size\", \"crc-32\") unless a data descriptor follows"
    let severityReason =
        "Warning: the content read is the central directory's and is checked as usual; the disagreement is a likely mistake or a trick that makes other zip tools see different content, not a defect of the venue data."

    func check(_ context: ValidationContext, into report: inout ValidationReport.Builder) {
        for notice in context.archive.readNotices where notice.kind == .headerMismatch {
            report.report(
                "the zip entry \(notice.path) has headers that disagree: \(notice.reason); the central directory was used, other zip tools may see different content",
                at: .init(file: notice.path))
        }
    }
}
