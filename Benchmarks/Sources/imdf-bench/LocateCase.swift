import Foundation
import GeoJSON
@_spi(IMDFInternals) import IMDFKit

/// Locating random fixes: 1,000,000 against one level of 10,000 units (the `bestUnit` hot path), serial and
/// batched across cores; then against a whole 20-level venue with no ordinal; shapely's STRtree as the peer.
enum LocateCase {
    static let fixCount = 1_000_000

    /// For instruction counts (`imdf-bench --profile-locate N`; valgrind cannot run the async harness): the
    /// 10,000-unit level and the same fixes as the benchmark, then one serial `bestUnits` batch of the first
    /// `count` fixes. `--toggle-collect='*bestUnits*'` isolates the batch, `'*LocatorV5graph*'` the build.
    static func profile(count: Int) throws {
        let directory = try Workspace.largeVenue(buildings: 1, levels: 2, units: 10_000)
        let graph = VenueGraph(try IMDF.Archive(contentsOf: directory))
        let locator = Locator(graph: graph)
        guard let level = graph.levels(withOrdinal: 0).first else {
            throw BenchmarkError(description: "no level with ordinal 0")
        }
        var bounds = PlanarBox.empty
        for unit in graph.units(on: level) {
            if let shape = graph[unit].geometry?.planarArea { bounds = bounds.union(shape.bounds) }
        }
        var random = SplitMix64(state: 1)
        let fixes = (0..<count).map { _ in
            Coordinate(
                latitude: Double.random(in: bounds.minY...bounds.maxY, using: &random),
                longitude: Double.random(in: bounds.minX...bounds.maxX, using: &random))
        }
        let hits = locator.bestUnits(containing: fixes, on: level).reduce(0) { $0 + ($1 == nil ? 0 : 1) }
        print("\(hits) of \(count) fixes in a unit")
    }

    /// `imdf-bench --profile-locate-build PATH N`: opens and links the archive at PATH, then builds its
    /// `Locator` N times and prints the median time of one build — the cost `imdf where` pays per run.
    static func profileBuild(path: String, count: Int) throws {
        let graph = VenueGraph(try IMDF.Archive(contentsOf: path))
        var times: [Duration] = []
        var levels = 0
        for _ in 0..<max(1, count) {
            let start = ContinuousClock.now
            let locator = Locator(graph: graph)
            times.append(ContinuousClock.now - start)
            levels += locator.levels(in: .allLevels).count
        }
        times.sort()
        print(
            "Locator(graph:) on \(graph.archive.units.count) units, \(levels / max(1, count)) levels: median \(times[times.count / 2]), min \(times[0])"
        )
    }

    static let benchmark = BenchmarkCase(
        name: "locate", summary: "1M random fixes on a 10,000-unit level; whole venue; 2-core batch"
    ) { options, report in
        let directory = try Workspace.largeVenue(buildings: 1, levels: 2, units: 10_000)
        let graph = VenueGraph(try IMDF.Archive(contentsOf: directory))
        let buildStart = ContinuousClock.now
        let locator = Locator(graph: graph)
        let buildTime = ContinuousClock.now - buildStart
        guard let level = graph.levels(withOrdinal: 0).first else {
            throw BenchmarkError(description: "no level with ordinal 0")
        }
        let units = graph.units(on: level)
        var bounds = PlanarBox.empty
        for unit in units {
            if let shape = graph[unit].geometry?.planarArea { bounds = bounds.union(shape.bounds) }
        }
        var random = SplitMix64(state: 1)
        let fixes = (0..<fixCount).map { _ in
            Coordinate(
                latitude: Double.random(in: bounds.minY...bounds.maxY, using: &random),
                longitude: Double.random(in: bounds.minX...bounds.maxX, using: &random))
        }
        print("level of \(units.count) units, \(fixCount) uniform random fixes in its bounding box")
        print("Locator(graph:) for both levels (R-trees and unit grids): \(buildTime)")
        var found = 0
        // The previous hot path, rebuilt from public parts: packed R-tree, then exact PIP by rank.
        let located = units.compactMap { unit in graph[unit].geometry?.planarArea.map { (unit: unit, shape: $0) } }
        let tree = PackedRTree(boxes: located.map(\.shape.bounds))
        let areas = located.map(\.shape.areaInSquareMeters)
        let structural = located.map { graph[$0.unit].properties.category?.isStructural ?? false }
        func treeBest(_ x: Double, _ y: Double) -> Int? {
            let point = PlanarPoint(x: x, y: y)
            var best: Int?
            tree.forEachItem(containing: point) { item in
                if let current = best {
                    let better =
                        structural[item] != structural[current]
                        ? !structural[item]
                        : (areas[item], located[item].unit.index) < (areas[current], located[current].unit.index)
                    guard better else { return }
                }
                if located[item].shape.location(of: point) != .outside { best = item }
            }
            return best.map { located[$0].unit.index }
        }
        var mismatches = 0
        for fix in fixes.prefix(200_000)
        where treeBest(fix.longitude, fix.latitude)
            != locator.bestUnit(containingLongitude: fix.longitude, latitude: fix.latitude, on: level)?.index
        {
            mismatches += 1
        }
        print("bestUnit vs the R-tree path on 200,000 fixes: \(mismatches) mismatches")
        guard mismatches == 0 else { throw BenchmarkError(description: "bestUnit disagrees with the R-tree path") }
        let rtree = measure("R-tree + PIP (previous hot path)", bytes: 0, items: fixCount, options: options) {
            for fix in fixes where treeBest(fix.longitude, fix.latitude) != nil { found &+= 1 }
        }
        let single = measure("bestUnit loop, 1 core", bytes: 0, items: fixCount, options: options) {
            for fix in fixes
            where locator.bestUnit(containingLongitude: fix.longitude, latitude: fix.latitude, on: level) != nil {
                found &+= 1
            }
        }
        let serial = measure("bestUnits batch, serial", bytes: 0, items: fixCount, options: options) {
            found &+= locator.bestUnits(containing: fixes, on: level).count
        }
        let concurrent = await measureAsync("bestUnitsConcurrently, 2 cores", items: fixCount, options: options) {
            found &+= await locator.bestUnitsConcurrently(containing: fixes, on: level).count
        }
        let hits = locator.bestUnits(containing: fixes, on: level).reduce(0) { $0 + ($1 == nil ? 0 : 1) }
        print("\(hits) of \(fixCount) fixes in a unit")
        let fixFile = Workspace.generated.appendingPathComponent("fixes-\(fixCount).f64")
        let interleaved = fixes.flatMap { [$0.longitude, $0.latitude] }
        try interleaved.withUnsafeBytes { Data($0) }.write(to: fixFile)
        let levelID = graph.archive.levels[level.index].id?.description ?? ""
        let peers = Peer.run(["locate", directory + "/unit.geojson", levelID, fixFile.path], options: options)
        let peerBaseline = peers.first.map { (name: "shapely STRtree", median: $0.median) }
        report.add("3 locate 10k-unit level", rtree, versus: peerBaseline)
        report.add(
            "3 locate 10k-unit level", single, versus: peerBaseline,
            note: "\(format(rtree.median / single.median, digits: 1))x the R-tree path")
        report.add("3 locate 10k-unit level", serial, versus: peerBaseline)
        report.add("3 locate 10k-unit level", concurrent, versus: (name: "serial batch", median: serial.median))
        for peer in peers {
            report.add("3 locate 10k-unit level", peer, note: "peer, bulk query pairs only (no ranking)")
        }

        // The whole 50,000-unit venue, no ordinal: every level is searched, as `locate` does without a floor.
        let venue = try Workspace.largeVenue(buildings: 4, levels: 5, units: 2500)
        let venueGraph = VenueGraph(try IMDF.Archive(contentsOf: venue))
        let venueLocator = Locator(graph: venueGraph)
        let allLevels = venueLocator.levels(in: .allLevels)
        var venueBounds = PlanarBox.empty
        for unit in venueGraph.archive.units.indices {
            if let shape = venueGraph.archive.units[unit].geometry?.planarArea {
                venueBounds = venueBounds.union(shape.bounds)
            }
        }
        let venueFixes = (0..<100_000).map { _ in
            Coordinate(
                latitude: Double.random(in: venueBounds.minY...venueBounds.maxY, using: &random),
                longitude: Double.random(in: venueBounds.minX...venueBounds.maxX, using: &random))
        }
        let overLevels = measure(
            "bestUnit over \(allLevels.count) levels, 1 core", bytes: 0, items: venueFixes.count, options: options
        ) {
            for fix in venueFixes {
                for level in allLevels
                where venueLocator.bestUnit(containingLongitude: fix.longitude, latitude: fix.latitude, on: level)
                    != nil
                {
                    found &+= 1
                }
            }
        }
        let fullFixes = venueFixes.prefix(10_000).map {
            Fix(latitude: $0.latitude, longitude: $0.longitude, horizontalAccuracy: 5)
        }
        let locatedFull = try measure(
            "Locator.locate, all levels, 5 m nearby", bytes: 0, items: fullFixes.count, options: options
        ) {
            for fix in fullFixes { found &+= try venueLocator.locate(fix).matches.count }
        }
        report.add("3 locate 50k-unit venue", overLevels)
        report.add("3 locate 50k-unit venue", locatedFull)
        if found == 42 { print("found \(found)") }
    }
}
