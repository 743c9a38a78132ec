import IMDFKit

extension NavigationGraphBuilder {
    /// Vertical links: from relationships first (spec §2.13: origin → intermediaries → destination, one way
    /// when `directed`), then, for vertical-circulation units no such relationship names, from units of one
    /// kind stacked on adjacent ordinals of one building (``VenueGraph/verticalCirculationOverlaps()``),
    /// both ways (a unit says nothing about an escalator's direction).
    mutating func addVerticalLinks() {
        var covered = Set<Int>()
        for relationship in graph.handles(of: IMDF.RelationshipProperties.self) {
            let properties = graph[relationship].properties
            guard let category = properties.category, let mode = VerticalMode(relationship: category) else { continue }
            let ends = graph.ends(of: relationship)
            let features = ([ends.origin] + ends.intermediary.map(Optional.some) + [ends.destination]).compactMap { $0 }
            for feature in features {
                if let unit = feature.typed(as: IMDF.UnitProperties.self) { covered.insert(unit.index) }
            }
            let stops = features.compactMap { station(for: $0, mode: mode) }
            let directed = properties.direction == "directed"
            for (from, to) in zip(stops, stops.dropFirst()) where from != to {
                addHop(from, to, source: .relationship(relationship))
                if !directed { addHop(to, from, source: .relationship(relationship)) }
            }
        }
        for overlap in graph.verticalCirculationOverlaps()
        where !covered.contains(overlap.lower.index) && !covered.contains(overlap.upper.index) {
            guard let category = graph[overlap.lower].properties.category, let mode = VerticalMode(unit: category),
                let lower = station(for: AnyFeatureHandle(overlap.lower, type: .unit), mode: mode),
                let upper = station(for: AnyFeatureHandle(overlap.upper, type: .unit), mode: mode)
            else { continue }
            let source = Route.LinkSource.overlappingUnits(lower: overlap.lower, upper: overlap.upper)
            addHop(lower, upper, source: source)
            addHop(upper, lower, source: source)
        }
        if !leastSecondsPerLevel.isFinite { leastSecondsPerLevel = 0 }
    }

    /// The station of a unit or opening for a mode, created on first use with its car nodes and its boarding
    /// and alighting edges; `nil` for other feature types, and for a unit or opening no route can reach.
    mutating func station(for feature: AnyFeatureHandle, mode: VerticalMode) -> Int32? {
        let key = StationKey(feature: feature, mode: mode)
        if let known = stationIndex[key] { return known }
        var access: [Int32] = []
        let point: PlanarPoint
        let level: Int
        if let unit = feature.typed(as: IMDF.UnitProperties.self) {
            guard let anchor = unitAnchors[unit.index] else { return nil }
            let regionLevelIndex = regionLevel[Int(anchor.region)]
            access = [addNode(anchor.point, region: anchor.region, level: regionLevelIndex)]
            point = anchor.point
            level = Int(regionLevelIndex)
        } else if let opening = feature.typed(as: IMDF.OpeningProperties.self) {
            let ports = portsOfOpening[opening.index]
            guard let first = doorPoints.first(where: { $0.opening == opening }), !ports.isEmpty,
                let openingLevel = graph.level(of: opening)
            else { return nil }
            access = ports
            point = first.point
            level = openingLevel.index
        } else {
            return nil
        }
        let departure = addNode(point, region: -1, level: Int32(level))
        let arrival = addNode(point, region: -1, level: Int32(level))
        let index = Int32(stations.count)
        stations.append(
            .init(feature: feature, mode: mode, level: level, point: point, departure: departure, arrival: arrival))
        stationIndex[key] = index
        let barriers: NavigationGraph.Barriers = mode.isAccessible ? [] : .inaccessible
        for node in access {
            let walk = projection.distance(nodePoint[Int(node)], point) / costs.walkingSpeed
            addEdge(node, departure, .board, payload: index, cost: costs.boardingTime(mode) + walk, barriers: barriers)
            addEdge(arrival, node, .alight, payload: index, cost: walk, barriers: barriers)
        }
        return index
    }

    /// A ride from one station to another: the mode's time per level (a move within one ordinal
    /// counts as one level) plus the horizontal distance between the two stops at walking speed.
    mutating func addHop(_ from: Int32, _ to: Int32, source: Route.LinkSource) {
        let a = stations[Int(from)]
        let b = stations[Int(to)]
        let levels = abs((levelOrdinals[a.level] ?? 0) - (levelOrdinals[b.level] ?? 0))
        let perLevel = costs.timePerLevel(a.mode) * Double(max(1, levels))
        if levels > 0 { leastSecondsPerLevel = min(leastSecondsPerLevel, perLevel / Double(levels)) }
        let horizontal = projection.distance(a.point, b.point) / costs.walkingSpeed
        let hop = Int32(hops.count)
        hops.append(.init(from: from, to: to, source: source))
        let barriers: NavigationGraph.Barriers = a.mode.isAccessible ? [] : .inaccessible
        addEdge(a.departure, b.arrival, .ride, payload: hop, cost: perLevel + horizontal, barriers: barriers)
        addEdge(a.arrival, b.arrival, .ride, payload: hop, cost: perLevel + horizontal, barriers: barriers)
    }

    // MARK: Compressing

    /// Groups nodes by region, computes visibility inside non-convex regions, and compresses the special
    /// edges by source node.
    mutating func freeze() -> NavigationGraph {
        let nodeCount = nodePoint.count
        let regionCount = regionUnit.count
        // Nodes by region (counting sort).
        var regionNodeOffsets = [Int32](repeating: 0, count: regionCount + 1)
        for region in nodeRegion where region >= 0 { regionNodeOffsets[Int(region) + 1] += 1 }
        for index in 0..<regionCount { regionNodeOffsets[index + 1] += regionNodeOffsets[index] }
        var regionNodes = [Int32](repeating: 0, count: Int(regionNodeOffsets[regionCount]))
        var fill = regionNodeOffsets
        for node in 0..<nodeCount where nodeRegion[node] >= 0 {
            let region = Int(nodeRegion[node])
            regionNodes[Int(fill[region])] = Int32(node)
            fill[region] += 1
        }
        // Visibility inside non-convex regions, exactly, for every pair of their nodes.
        var visibleFrom: [Int32] = []
        var visibleTo: [Int32] = []
        for region in 0..<regionCount where !regionShape[region].isConvex {
            let shape = regionShape[region]
            let nodes = regionNodes[Int(regionNodeOffsets[region])..<Int(regionNodeOffsets[region + 1])]
            for (offset, a) in nodes.enumerated() {
                for b in nodes.dropFirst(offset + 1) where shape.sees(nodePoint[Int(a)], nodePoint[Int(b)]) {
                    visibleFrom.append(a)
                    visibleTo.append(b)
                    visibleFrom.append(b)
                    visibleTo.append(a)
                }
            }
        }
        let (visibilityOffsets, visibilityOrder) = Self.compress(visibleFrom, nodeCount: nodeCount)
        let (edgeOffsets, edgeOrder) = Self.compress(edgeFrom, nodeCount: nodeCount)
        let sx = projection.metersPerDegreeLongitude
        let sy = projection.metersPerDegreeLatitude
        return NavigationGraph(
            regionUnit: regionUnit, regionLevel: regionLevel, regionShape: regionShape, regionBarriers: regionBarriers,
            regionNodeOffsets: regionNodeOffsets, regionNodes: regionNodes, regionsOfUnit: regionsOfUnit,
            unitAnchors: unitAnchors, regionsByOrdinal: regionsByOrdinal,
            nodePoint: nodePoint,
            nodeMetersX: nodePoint.map { ($0.x - projection.origin.x) * sx },
            nodeMetersY: nodePoint.map { ($0.y - projection.origin.y) * sy },
            nodeRegion: nodeRegion, nodeLevel: nodeLevel,
            nodeOrdinal: nodeLevel.map { Int32(levelOrdinals[Int($0)] ?? 0) },
            visibilityOffsets: visibilityOffsets, visibilityTargets: visibilityOrder.map { visibleTo[$0] },
            edgeOffsets: edgeOffsets, edgeTargets: edgeOrder.map { edgeTo[$0] },
            edgeKinds: edgeOrder.map { edgeKind[$0] },
            edgePayloads: edgeOrder.map { edgePayload[$0] }, edgeCosts: edgeOrder.map { edgeCost[$0] },
            edgeBarriers: edgeOrder.map { edgeBarrier[$0] },
            doorPoints: doorPoints, portsOfOpening: portsOfOpening, stations: stations, hops: hops,
            projection: projection, leastSecondsPerLevel: leastSecondsPerLevel, levelOrdinals: levelOrdinals)
    }

    /// Offsets per source node and the order of the edges grouped by source (a stable counting sort).
    static func compress(_ sources: [Int32], nodeCount: Int) -> (offsets: [Int32], order: [Int]) {
        var offsets = [Int32](repeating: 0, count: nodeCount + 1)
        for source in sources { offsets[Int(source) + 1] += 1 }
        for index in 0..<nodeCount { offsets[index + 1] += offsets[index] }
        var order = [Int](repeating: 0, count: sources.count)
        var fill = offsets
        for (edge, source) in sources.enumerated() {
            order[Int(fill[Int(source)])] = edge
            fill[Int(source)] += 1
        }
        return (offsets, order)
    }
}
