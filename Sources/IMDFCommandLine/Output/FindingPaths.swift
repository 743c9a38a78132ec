import GeoJSON
import IMDFKit

/// How findings name their files in text and annotations: as a path usable from the current directory.
///
/// A finding's ``GeoJSON/Diagnostic/Location/file`` is relative to the archive (`unit.geojson`); printed, it is
/// joined to the archive path as it was given on the command line, so that `file:line:column` opens from the
/// shell's directory:
///
/// | archive given | file | printed |
/// |---|---|---|
/// | `SampleVenues/Harbourview` | `unit.geojson` | `SampleVenues/Harbourview/unit.geojson` |
/// | `./venue/` | `unit.geojson` | `./venue/unit.geojson` |
/// | `venue.zip` | `unit.geojson` | `venue.zip/unit.geojson` (the member of the zip) |
/// | `venue.zip` with its folder `Venue/` stripped | `unit.geojson` | `venue.zip/Venue/unit.geojson` |
///
/// The archive path is kept as typed (`./` stays, a trailing `/` is dropped so that no `//` appears). A finding
/// about the archive as a whole (no file) is named by the archive path. `imdf lint` names files as given.
/// JSON output keeps the archive-relative `file` and adds this path as `file_path`.
public struct FindingPaths: Hashable, Sendable {
    /// The archive path as given, or `nil` when files are named as given.
    public var archive: String?
    /// The folder of a zip that was stripped from every file path, such as `Venue/`, or empty.
    public var strippedFolder: String
    /// Whether the archive is a `.zip`, whose files are members rather than files on disk.
    public var isZip: Bool

    /// Files named as given (`imdf lint`).
    public static let asGiven = FindingPaths(archive: nil)

    /// Paths joined to `archive`, with a stripped folder of a zip put back in.
    public init(archive: String?, strippedFolder: String? = nil, isZip: Bool = false) {
        self.archive = archive
        self.strippedFolder = strippedFolder ?? ""
        self.isZip = isZip
    }

    /// The paths of an opened archive's findings.
    init(_ archive: IMDF.Archive) {
        self.init(archive: archive.root, strippedFolder: archive.strippedPrefix, isZip: archive.kind == .zip)
    }

    /// The archive path as given, without trailing slashes.
    var archiveBase: String? {
        guard var base = archive else { return nil }
        while base.count > 1 && base.hasSuffix("/") { base.removeLast() }
        return base
    }

    /// The path of a file inside the archive: the stripped folder put back in (`Venue/unit.geojson`).
    func member(_ file: String) -> String { strippedFolder + file }

    /// The file as a path from the current directory, or the archive path for a finding without a file, or
    /// `nil` when neither is known.
    public func path(of file: String?) -> String? {
        guard let base = archiveBase else { return file }
        guard let file else { return base }
        return (base == "/" ? "/" : base + "/") + strippedFolder + file
    }

    /// `path:line:column` as far as it is known; `<input>` when there is no path at all.
    public func position(of location: Diagnostic.Location) -> String {
        var text = path(of: location.file) ?? "<input>"
        if let line = location.line {
            text += ":\(line)"
            if let column = location.column { text += ":\(column)" }
        }
        return text
    }
}
