import GeoJSON
import IMDFKit

/// What the commands other than `validate` say on standard error about an archive they could read only in
/// part, so that a partial result is never mistaken for a whole one: `levels` showing 0 openings because
/// `opening.geojson` is not JSON, `render` drawing no doors.
///
/// One line each, after the archive is opened, without changing the exit code:
///
/// ```text
/// warning: roomfinder-seamans/opening.geojson:4:1: opening.geojson is not valid JSON (expected …), so its features are left out
/// warning: venue.zip: every file is in the folder Venue/, which was stripped: the files are read from inside it
/// ```
///
/// Members the layout names that could not be read (a FIFO or a link leaving the folder named `unit.geojson`)
/// and zip entries whose local and central headers disagree are named too (``IMDF/Archive/readNotices``).
///
/// `validate` reports the same as findings (`FileMustBeValidJSON`, `FileMustContainFeatureCollection`,
/// `ArchiveFolderStripped`, `FileMustBeReadable`, `ZipHeadersMustAgree`) instead.
enum ArchiveNotices {
    /// The notices for an archive, without the `warning: ` prefix, in file order after the stripped folder.
    static func messages(for archive: IMDF.Archive) -> [String] {
        let paths = FindingPaths(archive)
        var messages: [String] = []
        if let folder = archive.strippedPrefix {
            messages.append(
                "\(paths.archiveBase ?? archive.root): every file is in the folder \(folder), which was stripped: the files are read from inside it"
            )
        }
        for notice in archive.readNotices {
            let place = paths.path(of: notice.path) ?? notice.path
            switch notice.kind {
            case .unreadable:
                messages.append("\(place): \(notice.path) \(notice.reason), so it is left out")
            case .headerMismatch:
                messages.append(
                    "\(place): the zip's local and central headers disagree (\(notice.reason)); the central directory was used, other zip tools may see different content"
                )
            }
        }
        for file in archive.files {
            let consequence: String
            switch file.role {
            case .manifest: consequence = "so the manifest is ignored"
            case .features: consequence = "so its features are left out"
            case .extensionFeatures, .other: continue
            }
            let name = file.path
            if let error = file.syntaxError {
                let diagnostic = error.diagnostic(in: file.source)
                messages.append(
                    "\(paths.position(of: diagnostic.location)): \(name) is not valid JSON (\(diagnostic.message)), \(consequence)"
                )
            } else if case .features = file.role, !file.holdsFeatureCollection {
                messages.append(
                    "\(paths.path(of: name) ?? name): \(name) is not a GeoJSON FeatureCollection, \(consequence)")
            }
        }
        return messages
    }

    /// Writes the notices to standard error, each as `warning: …`.
    static func report(_ archive: IMDF.Archive, in context: CommandContext) {
        for message in messages(for: archive) {
            context.standardError.writeLine(context.standardError.styled("warning:", .warning) + " " + message)
        }
    }
}
