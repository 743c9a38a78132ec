import Foundation
import Testing

@testable import IMDFCommandLine

/// Honest partial results: the archive commands other than validate name what they could not read.
@Suite struct ArchiveNoticesTests {
    @Test func anUnreadableFileIsNamedWithoutChangingTheExitCode() throws {
        let venue = try Samples.directoryCopy(
            replacing: "opening.geojson", with: "{\"type\": \"FeatureCollection\", \"features\": [1,]}")
        let expected =
            "warning: \(venue.path)/opening.geojson:1:46: opening.geojson is not valid JSON (expected a value after ',' (JSON allows no trailing comma), found ']'), so its features are left out\n"
        let levels = IMDFRun(["levels", venue.path])
        #expect(levels.status == 0)
        #expect(levels.standardError.hasPrefix(expected))
        #expect(IMDFRun(["show", venue.path, Samples.restaurantUnitID]).standardError == expected)
        let located = IMDFRun([
            "where", venue.path, "--lat", Samples.restaurant.latitude, "--lon", Samples.restaurant.longitude,
        ])
        #expect(located.status == 0)
        #expect(located.standardError == expected)
        let render = IMDFRun(["render", venue.path])
        #expect(render.status == 0)
        #expect(render.standardError == expected)
        let output = try Samples.temporaryDirectory().path
        let viewer = IMDFRun(["viewer", venue.path, "-o", output])
        #expect(viewer.status == 0)
        #expect(viewer.standardError.hasPrefix(expected))
        let route = IMDFRun([
            "route", venue.path, "--from", RouteCommandTests.gallery, "--to", RouteCommandTests.platform,
        ])
        // Without openings no unit connects to another, which the route's own error then says.
        #expect(route.standardError.hasPrefix(expected))
        // Nothing for a whole archive.
        #expect(IMDFRun(["levels", Samples.directory]).standardError == "6 levels\n")
    }

    @Test func aStrippedZipFolderIsNamedAndValidateReportsItAsAnInfo() throws {
        let zip = try Samples.temporaryDirectory().appendingPathComponent("venue.zip")
        try StoredZip.zipping(directory: Samples.directory, intoFolder: "Venue", at: zip)
        let levels = IMDFRun(["levels", zip.path])
        #expect(levels.status == 0)
        #expect(
            levels.standardError.hasPrefix(
                "warning: \(zip.path): every file is in the folder Venue/, which was stripped: the files are read from inside it\n"
            ))
        let validate = IMDFRun(["validate", zip.path])
        #expect(validate.status == 0)
        #expect(
            validate.standardOutput.hasPrefix(
                "\(zip.path): info: [ArchiveFolderStripped] every file of the zip is in the folder Venue/"))
        let located = IMDFRun(["validate", "--only", "ArchiveFolderStripped", "--format", "github", zip.path])
        #expect(located.standardOutput.hasPrefix("::notice file=\(zip.path),title=ArchiveFolderStripped::"))
    }
}
