import Foundation
import GeoJSON
import IMDFTestSupport

@testable import IMDFKit
@testable import IMDFRender

/// The sample venue and small SVG-reading helpers for the render tests.
enum RenderFixture {
    static let groundLevel = FeatureID("8a03ff44-6d1f-4e4d-8f5f-6ed6dd750361")
    /// Café du Quai's display point, on the Ground Level (ordinal 0).
    static let cafeFix = Fix(latitude: 45.503136, longitude: -73.5507902, horizontalAccuracy: 6, course: 30)
    static let cafeID = "2a16fd34-6395-467c-be65-642934101c9f"

    static func graph() throws -> VenueGraph {
        VenueGraph(try IMDF.Archive(contentsOf: TestData.sampleVenue("HarbourviewQuay")))
    }

    /// The sample venue with one text replaced in one file, read from memory.
    static func graph(replacing target: String, with replacement: String, in path: String) throws -> VenueGraph {
        let root = TestData.sampleVenue("HarbourviewQuay")
        let names = try FileManager.default.contentsOfDirectory(atPath: root).sorted()
        var files: [ArchiveFile] = []
        for name in names {
            var text = try String(contentsOfFile: root + "/" + name, encoding: .utf8)
            if name == path {
                precondition(text.contains(target), "fixture text not found in \(path)")
                text = text.replacingOccurrences(of: target, with: replacement)
            }
            files.append(ArchiveFile(path: name, bytes: Array(text.utf8)))
        }
        return VenueGraph(IMDF.Archive(files: try ArchiveFiles(root: "<memory>", kind: .directory, files: files)))
    }

    /// The start tags (`<name …>` up to the first `>`) of the elements with the given class token.
    static func tags(withClass token: String, in svg: String) -> [Substring] {
        svg.split(separator: "\n").compactMap { line in
            guard let classRange = line.range(of: "class=\"") else { return nil }
            let rest = line[classRange.upperBound...]
            guard let end = rest.firstIndex(of: "\"") else { return nil }
            let classes = rest[..<end].split(separator: " ")
            return classes.contains(Substring(token)) ? line : nil
        }
    }

    /// The value of an attribute in a start tag.
    static func attribute(_ name: String, in tag: Substring) -> String? {
        guard let start = tag.range(of: " \(name)=\"") else { return nil }
        let rest = tag[start.upperBound...]
        return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
    }
}
