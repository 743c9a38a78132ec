import Foundation
import GeoJSON
import IMDFKit
import IMDFTestSupport
import Testing

@testable import IMDFCommandLine

/// `imdf where` decodes only the features around the point (`PointFeatureSelection`), `imdf levels` only the
/// references and geometry its summaries read (`LevelSummaryProjection`); their answers must be the whole
/// archive's, byte for byte: for `where` at every point (inside each unit, between units, off the venue, with
/// and without an accuracy radius), on the samples and on the shared third-party archives with their defects.
@Suite struct PartialDecodeTests {
    static var archives: [String] {
        [Samples.directory, Samples.mistakes]
            + ["polymap-spbpu", "roomfinder-seamans", "spbstu-mapmaker-2022", "minimal-ja"].compactMap(
                TestData.sharedArchive)
    }

    @Test(arguments: archives)
    func theAnswerIsTheWholeArchives(path: String) throws {
        let files = try ArchiveSource.open(path: path)
        let whole = IMDF.Archive(files: files)
        let points = Self.points(in: whole)
        var selections = 0
        var narrowed = 0
        for point in points {
            for accuracy in [0.0, 8.0] {
                let fix = Fix(latitude: point.y, longitude: point.x, horizontalAccuracy: accuracy)
                let expected = try WhereQuery.locate(
                    fix, in: whole, ordinal: nil, levelID: nil, includeNearby: accuracy > 0)
                let answer = try WhereQuery.answer(
                    files: files, fix: fix, ordinal: nil, levelID: nil, includeNearby: accuracy > 0,
                    minimumSkimmedSize: 0)
                #expect(
                    try Self.output(answer, accuracy: accuracy) == Self.output(expected, accuracy: accuracy),
                    "\(path) at \(point.y), \(point.x) ± \(accuracy)")
                if answer.isFromSelection { selections += 1 }
                if answer.hasNarrowedOpenings { narrowed += 1 }
            }
        }
        // And the openings were narrowed to those that could be nearest, on our sample venue at every point.
        if path.hasSuffix("/HarbourviewQuay") { #expect(narrowed > 0 && narrowed == selections) }
        // The comparison means something only where the selection was really used: wherever the unit file
        // skims (roomfinder's does not: it has trailing commas).
        #expect((selections > 0) == Self.skims(files, [.unit]), "\(path): \(selections) selections")
    }

    @Test(arguments: archives)
    func levelSummariesAreTheWholeArchives(path: String) throws {
        let files = try ArchiveSource.open(path: path)
        let projected = try #require(LevelSummaryProjection.files(files, minimumSkimmedSize: 0))
        #expect(projected.files.contains { $0.reducedBytes != nil })
        func summaries(_ files: ArchiveFiles) throws -> String {
            let archive = IMDF.Archive(files: files)
            let graph = VenueGraph(archive)
            let language = LabelLanguage(preferred: [], defaultLanguage: archive.defaultLanguage)
            return try JSONWriter(pretty: true).string(
                for: .array(graph.levelSummaries().map { LevelsJSON.value(of: $0, graph: graph, language: language) }))
        }
        #expect(try summaries(projected) == summaries(files))
    }

    @Test(arguments: archives)
    func showIsTheWholeArchives(path: String) throws {
        let files = try ArchiveSource.open(path: path)
        let whole = IMDF.Archive(files: files)
        let wholeGraph = VenueGraph(whole)
        // Every level, and every fifth feature of the other types.
        let handles = whole.allHandles.enumerated().filter { $0.element.type == .level || $0.offset % 5 == 0 }
        var selections = 0
        for (_, handle) in handles {
            guard let id = whole.featureID(of: handle)?.rawValue else { continue }
            func shown(_ graph: VenueGraph) throws -> [String] {
                let describe = FeatureDescription(
                    graph: graph, language: LabelLanguage(preferred: [], defaultLanguage: graph.archive.defaultLanguage)
                )
                return try ShowLookup.features(id, in: graph).flatMap { handle in
                    let report = ShowReport(links: graph.links(of: handle), describe: describe)
                    return [try report.text, try JSONWriter(pretty: true).string(for: report.json)]
                }
            }
            guard let selected = FeatureNeighbourhoodSelection.files(files, id: id, minimumSkimmedSize: 0) else {
                continue
            }
            selections += 1
            #expect(try shown(VenueGraph(IMDF.Archive(files: selected))) == shown(wholeGraph), "\(path) \(id)")
        }
        #expect(
            (selections > handles.count / 2) == Self.skims(files, IMDF.FeatureType.allCases),
            "\(path): \(selections) selections for \(handles.count) features")
    }

    /// Whether the files of these types that the archive has skim, every feature with a plain string ID.
    static func skims(_ files: ArchiveFiles, _ types: [IMDF.FeatureType]) -> Bool {
        types.allSatisfy { type in
            guard let file = files[type.fileName] else { return true }
            return FeatureSkim.skim(file.bytes)?.elements.allSatisfy { $0.id != nil } ?? false
        }
    }

    /// Text, JSON and GeoJSON of one answer.
    static func output(_ query: WhereQuery, accuracy: Double) throws -> [String] {
        let report = WhereReport(
            result: query.result,
            describe: FeatureDescription(
                graph: query.graph,
                language: LabelLanguage(preferred: [], defaultLanguage: query.archive.defaultLanguage)),
            accuracy: accuracy > 0 ? accuracy : nil)
        return [
            report.text, try JSONWriter(pretty: true).string(for: report.json),
            try JSONWriter(pretty: true).string(for: try report.geoJSON),
        ]
    }

    /// A point inside every tenth unit (its display point, or its area's centroid), and a 5 × 5 grid over the
    /// units' extent grown by a tenth (some of it between units or off the venue).
    static func points(in archive: IMDF.Archive) -> [PlanarPoint] {
        var points: [PlanarPoint] = []
        var extent = PlanarBox.empty
        for (index, unit) in archive.units.enumerated() {
            guard let area = unit.geometry?.planarArea, !area.bounds.isEmpty else { continue }
            let box = area.bounds
            extent = PlanarBox(
                minX: min(extent.minX, box.minX), minY: min(extent.minY, box.minY), maxX: max(extent.maxX, box.maxX),
                maxY: max(extent.maxY, box.maxY))
            guard index % 10 == 0 else { continue }
            if let display = unit.properties.displayPoint {
                points.append(PlanarPoint(x: display.longitude, y: display.latitude))
            } else if let centroid = area.parts.first?.centroid {
                points.append(centroid)
            }
        }
        guard !extent.isEmpty else { return points }
        let width = extent.maxX - extent.minX
        let height = extent.maxY - extent.minY
        for row in 0..<5 {
            for column in 0..<5 {
                points.append(
                    PlanarPoint(
                        x: extent.minX - width * 0.1 + width * 1.2 * Double(column) / 4,
                        y: extent.minY - height * 0.1 + height * 1.2 * Double(row) / 4))
            }
        }
        return points
    }
}
