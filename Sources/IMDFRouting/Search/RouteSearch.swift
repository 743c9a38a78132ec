import IMDFKit

/// Where an endpoint lies in the navigation graph.
enum Place: Hashable, Sendable {
    /// A point strictly inside a region (a virtual node joined by visibility).
    case point(region: Int32, point: PlanarPoint)
    /// A node of the graph (the ports of an opening).
    case node(Int32)
}

/// One edge of a found path.
struct PathStep: Sendable {
    enum Kind: Sendable {
        /// From the start point of place `start` to a node of its region.
        case startWalk(start: Int)
        /// The start is the node itself (place `start`).
        case seed(start: Int)
        /// Walking inside one region, node to node.
        case walk
        /// Through door point `door`.
        case doorway(door: Int)
        case board(station: Int)
        case ride(hop: Int)
        case alight(station: Int)
        /// From a node to the goal point of place `goal`.
        case goalWalk(goal: Int)
        /// The node is goal place `goal`.
        case goalNode(goal: Int)
        /// Straight from the start point to the goal point in one region.
        case direct(start: Int, goal: Int)
    }

    /// The node the step leaves (−1 for the virtual start).
    let from: Int32
    /// The node the step reaches (−2 for the virtual goal).
    let to: Int32
    let kind: Kind
    /// Seconds the step takes.
    let cost: Double
}

/// A* over the navigation graph for one query: the costs are seconds, the heuristic is the straight-line
/// distance to the nearest goal at walking speed plus the least time per level for the ordinals still to
/// change. Both parts are lower bounds that every edge respects (walking edges cost their length, a ride
/// costs at least its levels times the least per-level time plus its horizontal distance), so the
/// heuristic is consistent and a node is final when first popped.
struct RouteSearch {
    let graph: NavigationGraph
    let costs: RouteCosts
    /// The barriers the options exclude.
    let blocked: NavigationGraph.Barriers
    /// Per level index: whether the route may use it; `nil` when every level is allowed.
    let allowedLevels: [Bool]?
    /// Regions the endpoints lie in: usable whatever their barriers.
    let exemptRegions: Set<Int32>

    init(graph: NavigationGraph, costs: RouteCosts, options: RouteOptions, starts: [Place], goals: [Place]) {
        self.graph = graph
        self.costs = costs
        var blocked: NavigationGraph.Barriers = []
        if options.accessible { blocked.insert(.inaccessible) }
        if options.avoidRestricted { blocked.insert(.restricted) }
        self.blocked = blocked
        if let levels = options.allowedLevels {
            var allowed = [Bool](repeating: false, count: graph.levelOrdinals.count)
            for level in levels where allowed.indices.contains(level.index) { allowed[level.index] = true }
            allowedLevels = allowed
        } else {
            allowedLevels = nil
        }
        var exempt = Set<Int32>()
        for place in starts + goals {
            switch place {
            case .point(let region, _): exempt.insert(region)
            case .node(let node): if graph.nodeRegion[Int(node)] >= 0 { exempt.insert(graph.nodeRegion[Int(node)]) }
            }
        }
        exemptRegions = exempt
    }

    /// Whether the route may use a node: its level is allowed and its region (if any) has no excluded
    /// barrier, unless an endpoint lies in it.
    @inline(__always)
    func isUsable(_ node: Int) -> Bool {
        if let allowedLevels, !allowedLevels[Int(graph.nodeLevel[node])] { return false }
        let region = graph.nodeRegion[node]
        guard region >= 0, !graph.regionBarriers[Int(region)].isDisjoint(with: blocked) else { return true }
        return exemptRegions.contains(region)
    }

    /// The cheapest path from any start place to any goal place, as steps, and its cost in seconds; `nil`
    /// when no goal can be reached.
    ///
    /// - Complexity: O((*V* + *E*) log *V*) over the part of the graph explored, where the edges of a
    ///   convex region are its nodes squared.
    func run(starts: [Place], goals: [Place]) -> (steps: [PathStep], cost: Double)? {
        let nodeCount = graph.nodeCount
        let startNode = nodeCount
        let goalNode = nodeCount + 1
        let speed = costs.walkingSpeed
        let sx = graph.projection.metersPerDegreeLongitude
        let sy = graph.projection.metersPerDegreeLatitude
        let origin = graph.projection.origin

        // The goals, in metres, for the heuristic and for reaching point goals.
        struct GoalPoint {
            let place: Int
            let region: Int32
            let point: PlanarPoint
            let x: Double
            let y: Double
            let ordinal: Int32
        }
        var goalPoints: [GoalPoint] = []
        var goalNodes: [Int32: Int] = [:]
        var targets: [(x: Double, y: Double, ordinal: Int32)] = []
        for (index, place) in goals.enumerated() {
            switch place {
            case .point(let region, let point):
                let ordinal = Int32(graph.levelOrdinals[Int(graph.regionLevel[Int(region)])] ?? 0)
                let goal = GoalPoint(
                    place: index, region: region, point: point, x: (point.x - origin.x) * sx,
                    y: (point.y - origin.y) * sy, ordinal: ordinal)
                goalPoints.append(goal)
                targets.append((goal.x, goal.y, ordinal))
            case .node(let node):
                goalNodes[node] = index
                targets.append(
                    (graph.nodeMetersX[Int(node)], graph.nodeMetersY[Int(node)], graph.nodeOrdinal[Int(node)]))
            }
        }
        guard !targets.isEmpty, !starts.isEmpty else { return nil }
        let least = graph.leastSecondsPerLevel
        func heuristic(_ x: Double, _ y: Double, _ ordinal: Int32) -> Double {
            var best = Double.infinity
            for target in targets {
                let dx = x - target.x
                let dy = y - target.y
                let estimate = (dx * dx + dy * dy).squareRoot() / speed + least * Double(abs(ordinal - target.ordinal))
                if estimate < best { best = estimate }
            }
            return best
        }

        var cost = [Double](repeating: .infinity, count: nodeCount + 2)
        var previous = [Int32](repeating: -1, count: nodeCount + 2)
        var previousKind = [PathStep.Kind](repeating: .walk, count: nodeCount + 2)
        var closed = [Bool](repeating: false, count: nodeCount + 2)
        var heap = BinaryHeap(capacity: 1024)

        func relax(_ node: Int, _ newCost: Double, from: Int, _ kind: PathStep.Kind) {
            guard newCost < cost[node] else { return }
            cost[node] = newCost
            previous[node] = Int32(from)
            previousKind[node] = kind
            let estimate =
                node == goalNode
                ? 0 : heuristic(graph.nodeMetersX[node], graph.nodeMetersY[node], graph.nodeOrdinal[node])
            heap.push(Int32(node), priority: newCost + estimate)
        }

        cost[startNode] = 0
        heap.push(Int32(startNode), priority: 0)
        while let (popped, _) = heap.pop() {
            let node = Int(popped)
            if closed[node] { continue }
            closed[node] = true
            if node == goalNode { break }
            if node == startNode {
                for (index, place) in starts.enumerated() {
                    switch place {
                    case .node(let seed):
                        relax(Int(seed), 0, from: startNode, .seed(start: index))
                    case .point(let region, let point):
                        let shape = graph.regionShape[Int(region)]
                        let px = (point.x - origin.x) * sx
                        let py = (point.y - origin.y) * sy
                        for next in graph.nodes(in: Int(region))
                        where isUsable(Int(next)) && shape.sees(point, graph.nodePoint[Int(next)]) {
                            let dx = graph.nodeMetersX[Int(next)] - px
                            let dy = graph.nodeMetersY[Int(next)] - py
                            relax(
                                Int(next), (dx * dx + dy * dy).squareRoot() / speed, from: startNode,
                                .startWalk(start: index))
                        }
                        for goal in goalPoints where goal.region == region && shape.sees(point, goal.point) {
                            let dx = goal.x - px
                            let dy = goal.y - py
                            relax(
                                goalNode, (dx * dx + dy * dy).squareRoot() / speed, from: startNode,
                                .direct(start: index, goal: goal.place))
                        }
                    }
                }
                continue
            }
            let here = cost[node]
            let x = graph.nodeMetersX[node]
            let y = graph.nodeMetersY[node]
            let region = Int(graph.nodeRegion[node])
            if region >= 0 {
                if graph.regionIsConvex[region] {
                    for next in graph.nodes(in: region) where Int(next) != node {
                        let dx = graph.nodeMetersX[Int(next)] - x
                        let dy = graph.nodeMetersY[Int(next)] - y
                        relax(Int(next), here + (dx * dx + dy * dy).squareRoot() / speed, from: node, .walk)
                    }
                } else {
                    for edge in Int(graph.visibilityOffsets[node])..<Int(graph.visibilityOffsets[node + 1]) {
                        let next = Int(graph.visibilityTargets[edge])
                        let dx = graph.nodeMetersX[next] - x
                        let dy = graph.nodeMetersY[next] - y
                        relax(next, here + (dx * dx + dy * dy).squareRoot() / speed, from: node, .walk)
                    }
                }
                for goal in goalPoints
                where Int(goal.region) == region
                    && graph.regionShape[region].sees(graph.nodePoint[node], goal.point)
                {
                    let dx = goal.x - x
                    let dy = goal.y - y
                    relax(
                        goalNode, here + (dx * dx + dy * dy).squareRoot() / speed, from: node,
                        .goalWalk(goal: goal.place))
                }
            }
            if let goal = goalNodes[Int32(node)] {
                relax(goalNode, here, from: node, .goalNode(goal: goal))
            }
            for edge in Int(graph.edgeOffsets[node])..<Int(graph.edgeOffsets[node + 1]) {
                guard graph.edgeBarriers[edge].isDisjoint(with: blocked) else { continue }
                let next = Int(graph.edgeTargets[edge])
                guard isUsable(next) else { continue }
                let payload = Int(graph.edgePayloads[edge])
                let kind: PathStep.Kind
                switch graph.edgeKinds[edge] {
                case .doorway: kind = .doorway(door: payload)
                case .board: kind = .board(station: payload)
                case .ride: kind = .ride(hop: payload)
                case .alight: kind = .alight(station: payload)
                }
                relax(next, here + graph.edgeCosts[edge], from: node, kind)
            }
        }
        guard cost[goalNode].isFinite else { return nil }
        var steps: [PathStep] = []
        var node = goalNode
        while node != startNode {
            let from = Int(previous[node])
            steps.append(
                PathStep(
                    from: from == startNode ? -1 : Int32(from), to: node == goalNode ? -2 : Int32(node),
                    kind: previousKind[node], cost: cost[node] - cost[from]))
            node = from
        }
        return (steps.reversed(), cost[goalNode])
    }
}
