import IMDFKit

/// The navigation graph as plain arrays, for the benchmark's peer (`Benchmarks/peers/peer_bench.py`), which
/// rebuilds the same graph in networkx. Not public API: `@_spi(Benchmarks)`.
@_spi(Benchmarks)
public struct NavigationGraphExport: Sendable {
    /// Metres east and north of ``originLongitude``/``originLatitude`` (the router's projection), per node.
    public var nodeX: [Double]
    public var nodeY: [Double]
    /// The region of each node (−1 for the car nodes of vertical stations).
    public var nodeRegion: [Int32]
    /// Every directed edge the search can take, with its cost in seconds: walking edges inside regions
    /// (those of convex regions, which the search leaves implicit, written out), doorways, boarding, rides
    /// and alighting.
    public var edgeFrom: [Int32]
    public var edgeTo: [Int32]
    public var edgeCost: [Double]
    /// The unit feature ID and the polygon part of each region.
    public var regionUnitIDs: [String]
    public var regionParts: [Int32]
    /// The projection's origin and scale.
    public var originLongitude: Double
    public var originLatitude: Double
    public var metersPerDegreeLongitude: Double
    public var metersPerDegreeLatitude: Double
    /// Walking speed in metres per second: edges from a query point to the nodes of its region cost their
    /// length divided by it.
    public var walkingSpeed: Double
}

@_spi(Benchmarks)
extension Router {
    /// The navigation graph as arrays; see ``NavigationGraphExport``.
    ///
    /// - Complexity: O(*E*), with the *k*² edges of every convex region of *k* nodes written out.
    public func exportedGraph() -> NavigationGraphExport {
        let graph = navigation
        var from: [Int32] = []
        var to: [Int32] = []
        var cost: [Double] = []
        let speed = costs.walkingSpeed
        func walk(_ a: Int, _ b: Int) {
            let dx = graph.nodeMetersX[a] - graph.nodeMetersX[b]
            let dy = graph.nodeMetersY[a] - graph.nodeMetersY[b]
            from.append(Int32(a))
            to.append(Int32(b))
            cost.append((dx * dx + dy * dy).squareRoot() / speed)
        }
        for region in 0..<graph.regionCount {
            let nodes = graph.nodes(in: region)
            if graph.regionIsConvex[region] {
                for a in nodes { for b in nodes where a != b { walk(Int(a), Int(b)) } }
            } else {
                for a in nodes {
                    for edge in Int(graph.visibilityOffsets[Int(a)])..<Int(graph.visibilityOffsets[Int(a) + 1]) {
                        walk(Int(a), Int(graph.visibilityTargets[edge]))
                    }
                }
            }
        }
        for node in 0..<graph.nodeCount {
            for edge in Int(graph.edgeOffsets[node])..<Int(graph.edgeOffsets[node + 1]) {
                from.append(Int32(node))
                to.append(graph.edgeTargets[edge])
                cost.append(graph.edgeCosts[edge])
            }
        }
        var parts: [Int32] = []
        var previous: VenueGraph.UnitHandle?
        var part: Int32 = 0
        for unit in graph.regionUnit {
            part = unit == previous ? part + 1 : 0
            parts.append(part)
            previous = unit
        }
        return NavigationGraphExport(
            nodeX: graph.nodeMetersX, nodeY: graph.nodeMetersY, nodeRegion: graph.nodeRegion,
            edgeFrom: from, edgeTo: to, edgeCost: cost,
            regionUnitIDs: graph.regionUnit.map {
                self.graph.id(of: AnyFeatureHandle($0, type: .unit))?.rawValue ?? ""
            },
            regionParts: parts, originLongitude: graph.projection.origin.x, originLatitude: graph.projection.origin.y,
            metersPerDegreeLongitude: graph.projection.metersPerDegreeLongitude,
            metersPerDegreeLatitude: graph.projection.metersPerDegreeLatitude, walkingSpeed: speed)
    }

    /// The graph nodes of an opening's ports (the nodes an opening endpoint starts from or ends at).
    public func portNodes(of opening: VenueGraph.OpeningHandle) -> [Int32] {
        navigation.portsOfOpening.indices.contains(opening.index) ? navigation.portsOfOpening[opening.index] : []
    }
}
