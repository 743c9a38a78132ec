import Foundation
import IMDFKit
@_spi(Benchmarks) import IMDFRouting
import Testing

/// A* against a plain Dijkstra written here over the router's exported graph (every edge written out,
/// convex regions included): the same costs for routes between openings of the sample venue.
@Suite("Router search optimality")
struct SearchOptimalityTests {
    /// Dijkstra from every node of `sources` (cost 0) to the nearest node of `targets`, with a sorted array
    /// as the queue (small graphs only).
    static func dijkstra(_ export: NavigationGraphExport, from sources: Set<Int32>, to targets: Set<Int32>) -> Double? {
        var adjacency: [Int32: [(Int32, Double)]] = [:]
        for (index, from) in export.edgeFrom.enumerated() {
            adjacency[from, default: []].append((export.edgeTo[index], export.edgeCost[index]))
        }
        var best: [Int32: Double] = [:]
        var frontier: [(Double, Int32)] = sources.map { (0, $0) }
        for source in sources { best[source] = 0 }
        var done = Set<Int32>()
        while !frontier.isEmpty {
            frontier.sort { $0.0 > $1.0 }
            let (cost, node) = frontier.removeLast()
            guard done.insert(node).inserted else { continue }
            if targets.contains(node) { return cost }
            for (next, edge) in adjacency[node] ?? [] where cost + edge < best[next] ?? .infinity {
                best[next] = cost + edge
                frontier.append((cost + edge, next))
            }
        }
        return nil
    }

    @Test func aStarFindsTheCheapestRouteBetweenOpenings() throws {
        let router = try SampleVenueRoutingTests.sample.get()
        let graph = router.graph
        let export = router.exportedGraph()
        // The ports of an opening are the nodes the router starts from or ends at; find them by position.
        let openings = graph.handles(of: IMDF.OpeningProperties.self).filter { router.unitsJoined(by: $0).count == 2 }
        #expect(openings.count > 50)
        var compared = 0
        var random = SystemRandomNumberGenerator()
        for _ in 0..<60 {
            guard let a = openings.randomElement(using: &random), let b = openings.randomElement(using: &random), a != b
            else { continue }
            let result = try router.route(
                from: .feature(AnyFeatureHandle(a, type: .opening)), to: .feature(AnyFeatureHandle(b, type: .opening)))
            let sources = Set(router.portNodes(of: a))
            let targets = Set(router.portNodes(of: b))
            let expected = Self.dijkstra(export, from: sources, to: targets)
            switch result {
            case .found(let route):
                let cost = try #require(expected, "Dijkstra finds no path where A* found one")
                #expect(abs(route.duration - cost) < 1e-6, "\(a) → \(b): A* \(route.duration) s, Dijkstra \(cost) s")
                compared += 1
            case .notFound:
                #expect(expected == nil, "\(a) → \(b): A* found nothing, Dijkstra \(String(describing: expected))")
            }
        }
        #expect(compared > 30)
    }
}
