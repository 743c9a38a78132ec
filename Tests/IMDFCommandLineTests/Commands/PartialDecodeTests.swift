import Foundation
import GeoJSON
import IMDFKit
import IMDFRender
import IMDFTestSupport
import Testing

@testable import IMDFCommandLine

/// `imdf where` decodes only the features around the point (`PointFeatureSelection`), `imdf levels` only the
/// references and geometry its summaries read (`LevelSummaryProjection`), `imdf show` only the feature's
/// neighbourhood (`FeatureNeighbourhoodSelection`), `imdf render` only the drawn levels (`LevelFeatureSelection`);
/// their answers must be the whole archive's, byte for byte: for `where` at every point (inside each unit, between units, off the venue, with
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
        #expect(projected.files.contains { $0.reduction != nil })
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

    /// Every ordinal and every level drawn from the drawn levels' features alone is the whole archive's SVG, and so
    /// is each ordinal with a fix at the display point of one of its units (highlighted, the fix located among the
    /// decoded units), the same fix without an ordinal (its level found from the features around it), and fixes
    /// between units and off the venue.
    @Test(arguments: archives)
    func renderIsTheWholeArchives(path: String) throws {
        let files = try ArchiveSource.open(path: path)
        let whole = VenueGraph(IMDF.Archive(files: files))
        var drawings: [(selection: LevelSelection, fix: Fix?)] = whole.ordinals.map { (.ordinal($0), nil) }
        drawings += whole.archive.levels.compactMap { $0.id.map { (.level(FeatureID($0.description)), nil) } }
        drawings.append((.automatic, nil))
        for ordinal in whole.ordinals {
            let units = whole.levels(withOrdinal: ordinal).flatMap { whole.units(on: $0) }
            for unit in units.prefix(3) {
                guard let point = whole[unit].properties.displayPoint else { continue }
                let fix = Fix(latitude: point.latitude, longitude: point.longitude, horizontalAccuracy: 4)
                drawings += [(.ordinal(ordinal), fix), (.automatic, fix)]
            }
        }
        // Fixes that no unit holds, between units and off the venue: the whole archive is drawn from.
        drawings += Self.points(in: whole.archive).map {
            (.automatic, Fix(latitude: $0.y, longitude: $0.x, horizontalAccuracy: 0))
        }
        var reduced = 0
        var reducible = 0
        for (selection, fix) in drawings {
            let selected = RenderCommand.filesToDraw(files, selection: selection, fix: fix, minimumSkimmedSize: 0)
            if selected.files.contains(where: { $0.reduction != nil }) { reduced += 1 }
            let scene = try RenderScene(selection: selection, fix: fix, in: whole)
            // Without a level given, a fix that no unit holds needs the whole archive.
            if selection != .automatic || fix == nil || scene.highlightedUnit != nil { reducible += 1 }
            let partial = VenueGraph(IMDF.Archive(files: selected))
            #expect(
                try SVGRenderer(graph: partial).render(RenderScene(selection: selection, fix: fix, in: partial)).svg
                    == SVGRenderer(graph: whole).render(scene).svg, "\(path) \(selection) \(fix as Any)")
        }
        // The comparison means something: wherever the unit file skims and several ordinals hold units, drawing
        // one of them left features out; on our sample venue, every drawing that can did.
        let ordinalsWithUnits = Set(
            whole.archive.levels.indices.compactMap { index -> Int? in
                let level = VenueGraph.LevelHandle(index)
                return whole.units(on: level).isEmpty ? nil : whole[level].properties.ordinal
            })
        if Self.skims(files, [.unit]) && ordinalsWithUnits.count > 1 { #expect(reduced > 0, "\(path)") }
        if path.hasSuffix("/HarbourviewQuay") { #expect(reduced == reducible && reducible > drawings.count / 2) }
    }

    /// Whether the files of these types that the archive has skim, every feature with a plain string ID.
    static func skims(_ files: ArchiveFiles, _ types: [IMDF.FeatureType]) -> Bool {
        types.allSatisfy { type in
            guard let file = files[type.fileName] else { return true }
            return FeatureSkim.skim(file.bytes)?.elements.allSatisfy { $0.id != nil } ?? false
        }
    }

    /// Text, JSON and GeoJSON of one answer.
    /// The narrowed openings prove the answer or give way to the whole archive. A room about 19 m wide with a
    /// fix at its centre (binary fractions of a degree, so that distances tie exactly), openings in its west
    /// wall, its east wall, a point (which no locator can use, but whose extent is nearest of all) and two far
    /// away: the nearest unique, tied, or beyond the point.
    @Test(arguments: [
        (openings: ["west", "farWest", "farEast"], proves: true),
        (openings: ["west", "east", "farWest", "farEast"], proves: false),
        (openings: ["point", "west", "farWest"], proves: false),
    ])
    func narrowedOpeningsProveTheAnswer(openings: [String], proves: Bool) throws {
        let (low, high) = ("45.50002288818359375", "45.50003814697265625")  // 45.5 + 3 and 5 × 2⁻¹⁷
        let lines = [
            "west": "-73.5001220703125", "east": "-73.4998779296875",  // -73.5 ∓ 2⁻¹³
            "farWest": "-73.50048828125", "farEast": "-73.49951171875",  // -73.5 ∓ 4 × 2⁻¹³
        ]
        let geometries = openings.map { name in
            guard let x = lines[name] else {
                return "{\"type\": \"Point\", \"coordinates\": [-73.5, 45.500030517578125]}"
            }
            return "{\"type\": \"LineString\", \"coordinates\": [[\(x), \(low)], [\(x), \(high)]]}"
        }
        let files = try Self.room(openings: geometries)
        let fix = Fix(latitude: 45.500030517578125, longitude: -73.5, horizontalAccuracy: 0)
        let whole = try WhereQuery.locate(
            fix, in: IMDF.Archive(files: files), ordinal: nil, levelID: nil, includeNearby: false)
        let answer = try WhereQuery.answer(
            files: files, fix: fix, ordinal: nil, levelID: nil, includeNearby: false, minimumSkimmedSize: 0)
        #expect(whole.result.matches.count == 1 && whole.result.matches.first?.nearestOpening != nil)
        #expect(try Self.output(answer, accuracy: 0) == Self.output(whole, accuracy: 0))
        // A proven answer comes from the selection; any other was asked again of the whole archive.
        #expect(answer.isFromSelection == proves && answer.hasNarrowedOpenings == proves)
    }

    /// A one-level venue with one room and the given opening geometries.
    static func room(openings: [String]) throws -> ArchiveFiles {
        let level = "9a0c5c5e-0000-4000-8000-000000000001"
        func collection(_ features: [String]) -> [UInt8] {
            Array("{\"type\": \"FeatureCollection\", \"features\": [\(features.joined(separator: ",\n"))]}".utf8)
        }
        let (west, east, north) = ("-73.5001220703125", "-73.4998779296875", "45.50006103515625")
        let ring = "[[\(west), 45.5], [\(east), 45.5], [\(east), \(north)], [\(west), \(north)], [\(west), 45.5]]"
        let area = "{\"type\": \"Polygon\", \"coordinates\": [\(ring)]}"
        let files = [
            ArchiveFile(
                path: "level.geojson",
                bytes: collection([
                    """
                    {"type": "Feature", "id": "\(level)", "feature_type": "level", "geometry": \(area),
                     "properties": {"category": "unspecified", "restriction": null, "outdoor": false, "ordinal": 0,
                      "name": {"en": "Ground"}, "short_name": {"en": "0"}, "display_point": null, "address_id": null,
                      "building_ids": null}}
                    """
                ])),
            ArchiveFile(
                path: "unit.geojson",
                bytes: collection([
                    """
                    {"type": "Feature", "id": "9a0c5c5e-0000-4000-8000-000000000002", "feature_type": "unit",
                     "geometry": \(area), "properties": {"category": "room", "restriction": null,
                      "accessibility": null, "name": {"en": "Room"}, "alt_name": null, "level_id": "\(level)",
                      "display_point": null}}
                    """
                ])),
            ArchiveFile(
                path: "opening.geojson",
                bytes: collection(
                    openings.enumerated().map { index, geometry in
                        """
                        {"type": "Feature", "id": "9a0c5c5e-0000-4000-8000-1000000000\(10 + index)",
                         "feature_type": "opening", "geometry": \(geometry), "properties": {"category": "pedestrian",
                          "accessibility": null, "access_control": null, "door": null, "name": null, "alt_name": null,
                          "display_point": null, "level_id": "\(level)"}}
                        """
                    })),
        ]
        return try ArchiveFiles(root: "<room>", kind: .directory, files: files)
    }

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
