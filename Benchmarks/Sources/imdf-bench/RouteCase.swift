import Foundation
import GeoJSON
import IMDFKit
@_spi(Benchmarks) import IMDFRouting

/// Indoor routing on the 50,000-unit generated venue (4 buildings × 5 levels × 2,500 units; each building
/// has an elevator and a stairs unit on every level, linked by relationships): building the router against
/// opening and linking the venue, and cross-level queries between random rooms of one building against a
/// Python peer running networkx Dijkstra on the same graph (exported from the router), with shapely locating
/// the endpoints and checking the segments that join them to the graph.
enum RouteCase {
    /// Cross-level queries timed on our side; the peer times the first ``peerQueryCount`` of them.
    static let queryCount = 100
    static let peerQueryCount = 20

    struct Query {
        let from: Coordinate, to: Coordinate
        let fromOrdinal: Int, toOrdinal: Int
    }

    /// Random pairs of rooms (not walkways, elevators or stairs) in one building on different levels, as
    /// GPS fixes at their display points with their ordinals.
    static func queries(_ graph: VenueGraph, count: Int) -> [Query] {
        var rooms: [Int: [(unit: VenueGraph.UnitHandle, ordinal: Int)]] = [:]
        for unit in graph.handles(of: IMDF.UnitProperties.self) {
            let properties = graph[unit].properties
            guard let category = properties.category?.rawValue, !["walkway", "elevator", "stairs"].contains(category),
                properties.displayPoint != nil, let level = graph.level(of: unit),
                let ordinal = graph[level].properties.ordinal,
                let building = graph.building(of: unit)
            else { continue }
            rooms[building.index, default: []].append((unit, ordinal))
        }
        let buildings = rooms.keys.sorted()
        var random = SplitMix64(state: 7)
        var queries: [Query] = []
        while queries.count < count, !buildings.isEmpty {
            guard let candidates = rooms[buildings[Int.random(in: 0..<buildings.count, using: &random)]],
                let a = candidates.randomElement(using: &random), let b = candidates.randomElement(using: &random),
                a.ordinal != b.ordinal,
                let pa = graph[a.unit].properties.displayPoint, let pb = graph[b.unit].properties.displayPoint
            else { continue }
            queries.append(
                Query(
                    from: Coordinate(latitude: pa.latitude, longitude: pa.longitude),
                    to: Coordinate(latitude: pb.latitude, longitude: pb.longitude),
                    fromOrdinal: a.ordinal, toOrdinal: b.ordinal))
        }
        return queries
    }

    static func route(_ router: Router, _ query: Query) throws -> Route? {
        try router.route(
            from: .fix(Fix(latitude: query.from.latitude, longitude: query.from.longitude, floor: query.fromOrdinal)),
            to: .fix(Fix(latitude: query.to.latitude, longitude: query.to.longitude, floor: query.toOrdinal))
        ).route
    }

    static func write<T>(_ values: [T], to url: URL) throws {
        try values.withUnsafeBytes { Data($0) }.write(to: url)
    }

    /// `imdf-bench --profile-route-build PATH N`: opens and links the archive at PATH, then builds its
    /// `Router` N times and prints the median time of one build (for `perf record`).
    static func profileBuild(path: String, count: Int) throws {
        let start = ContinuousClock.now
        let graph = VenueGraph(try IMDF.Archive(contentsOf: path))
        print("open + link: \(ContinuousClock.now - start)")
        var times: [Duration] = []
        var nodes = 0
        for _ in 0..<max(1, count) {
            let begin = ContinuousClock.now
            let locatorOnly = Locator(graph: graph, grid: .plain)
            let locatorTime = ContinuousClock.now - begin
            let router = Router(graph: graph)
            times.append(ContinuousClock.now - begin - locatorTime)
            nodes += router.nodeCount + locatorOnly.levels(in: .allLevels).count
            print("Locator(.plain) \(locatorTime), Router \(times.last ?? .zero)")
        }
        times.sort()
        print(
            "Router(graph:) on \(graph.archive.units.count) units: median \(times[times.count / 2]), min \(times[0]) (\(nodes / max(1, count)) nodes)"
        )
    }

    static let benchmark = BenchmarkCase(
        name: "route", summary: "router build vs open + link; cross-level queries vs networkx + shapely"
    ) { options, report in
        let directory = try Workspace.largeVenue(buildings: 4, levels: 5, units: 2500)
        let size = Workspace.size(of: directory)
        let quick = BenchmarkOptions(warmUp: 1, runs: max(3, options.runs / 2), peers: options.peers)
        var checksum = 0
        let open = try measure("Archive + VenueGraph (directory)", bytes: size, options: quick) {
            checksum &+= VenueGraph(try IMDF.Archive(contentsOf: directory)).ordinals.count
        }
        let graph = VenueGraph(try IMDF.Archive(contentsOf: directory))
        var router = Router(graph: graph)
        let build = measure("Router(graph:)", bytes: 0, items: graph.archive.units.count, options: quick) {
            router = Router(graph: graph)
            checksum &+= router.nodeCount
        }
        print("router: \(router.nodeCount) nodes, \(router.verticalLinks.count) vertical links")
        report.add("7 route 50k-unit venue", open, note: "baseline")
        report.add(
            "7 route 50k-unit venue", build,
            note: "build / (open + link) = \(format(build.median / open.median, digits: 2))")

        let queries = Self.queries(graph, count: queryCount)
        var costs: [Double] = []
        for query in queries {
            guard let found = try Self.route(router, query) else {
                throw BenchmarkError(description: "no route for a query")
            }
            costs.append(found.duration)
        }
        // Every query timed on its own, `runs` times; the row is the median over queries of each one's median.
        var perQuery: [[Double]] = Array(repeating: [], count: queries.count)
        let clock = ContinuousClock()
        for _ in 0..<max(3, options.runs / 2) {
            for (index, query) in queries.enumerated() {
                let elapsed = try clock.measure { checksum &+= try Self.route(router, query)?.segments.count ?? 0 }
                perQuery[index].append(
                    Double(elapsed.components.attoseconds) / 1e18 + Double(elapsed.components.seconds))
            }
        }
        let medians = perQuery.map { $0.sorted()[$0.count / 2] }
        let ours = Measurement(name: "Router.route, cross-level query", seconds: medians, bytes: 0, items: 1)
        let peerMedians = Array(medians.prefix(peerQueryCount)).sorted()
        print(
            "our median over the \(peerQueryCount) queries the peer runs: \(format(peerMedians[peerMedians.count / 2] * 1000, digits: 2)) ms"
        )

        // The same graph for the peer: nodes, every directed edge with its cost, the regions' units.
        let export = router.exportedGraph()
        let folder = Workspace.generated.appendingPathComponent("route-graph")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try write(export.nodeX, to: folder.appendingPathComponent("node_x.f64"))
        try write(export.nodeY, to: folder.appendingPathComponent("node_y.f64"))
        try write(export.nodeRegion, to: folder.appendingPathComponent("node_region.i32"))
        try write(export.edgeFrom, to: folder.appendingPathComponent("edge_from.i32"))
        try write(export.edgeTo, to: folder.appendingPathComponent("edge_to.i32"))
        try write(export.edgeCost, to: folder.appendingPathComponent("edge_cost.f64"))
        let regions =
            zip(export.regionUnitIDs, export.regionParts).map { "\($0)\t\($1)" }.joined(separator: "\n") + "\n"
        try Data(regions.utf8).write(to: folder.appendingPathComponent("regions.tsv"))
        let meta =
            "{\"origin\": [\(export.originLongitude), \(export.originLatitude)], \"scale\": [\(export.metersPerDegreeLongitude), "
            + "\(export.metersPerDegreeLatitude)], \"speed\": \(export.walkingSpeed)}\n"
        try Data(meta.utf8).write(to: folder.appendingPathComponent("meta.json"))
        let queryValues = queries.prefix(peerQueryCount).flatMap {
            [
                $0.from.longitude, $0.from.latitude, Double($0.fromOrdinal), $0.to.longitude, $0.to.latitude,
                Double($0.toOrdinal),
            ]
        }
        try write(queryValues, to: folder.appendingPathComponent("queries.f64"))
        print("exported \(export.nodeX.count) nodes and \(export.edgeFrom.count) directed edges for the peer")
        let costsFile = folder.appendingPathComponent("peer_costs.f64")
        try? FileManager.default.removeItem(at: costsFile)
        let peers = Peer.run(
            ["route", folder.path, directory + "/unit.geojson", directory + "/level.geojson", costsFile.path],
            options: BenchmarkOptions(warmUp: 0, runs: 1, peers: options.peers))
        var agreement = ""
        if let data = FileManager.default.contents(atPath: costsFile.path) {
            let peerCosts = data.withUnsafeBytes { Array($0.bindMemory(to: Double.self)) }
            let mismatches = zip(peerCosts, costs).filter { abs($0 - $1) > 1e-6 * max(1, abs($1)) }.count
            agreement = "\(peerCosts.count - mismatches) of \(peerCosts.count) costs equal the peer's"
            print("costs: \(agreement)")
            guard mismatches == 0 else {
                throw BenchmarkError(
                    description: "the peer's Dijkstra found other costs: \(Array(zip(peerCosts, costs)))")
            }
        }
        let subset = Measurement(
            name: "Router.route, the peer's \(peerMedians.count) queries", seconds: peerMedians, bytes: 0, items: 1)
        let peerBaseline = peers.first.map { (name: "networkx Dijkstra + shapely", median: $0.median) }
        report.add("7 route 50k-unit venue", ours, note: "median over \(queries.count) queries of each one's median")
        report.add("7 route 50k-unit venue", subset, versus: peerBaseline, note: agreement)
        for peer in peers { report.add("7 route 50k-unit venue", peer, note: "peer, same graph, same queries") }
        if checksum == 42 { print(checksum) }
    }
}
