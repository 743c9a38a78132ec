import IMDFKit

/// Builds a ``NavigationGraph`` from a venue graph: regions, ports at openings, corners, vertical stations
/// and links, then the compressed adjacency.
struct NavigationGraphBuilder {
    let graph: VenueGraph
    let costs: RouteCosts
    let projection: LocalProjection
    let levelOrdinals: [Int?]

    // Regions.
    var regionUnit: [VenueGraph.UnitHandle] = []
    var regionLevel: [Int32] = []
    var regionShape: [RegionShape] = []
    var regionBarriers: [NavigationGraph.Barriers] = []
    var regionsOfUnit: [[Int32]]
    var unitAnchors: [(region: Int32, point: PlanarPoint)?]
    var regionsByOrdinal: [Int: (regions: [Int32], tree: BoxGrid)] = [:]

    // Nodes.
    var nodePoint: [PlanarPoint] = []
    var nodeRegion: [Int32] = []
    var nodeLevel: [Int32] = []

    // Special edges, as a list; compressed at the end.
    var edgeFrom: [Int32] = []
    var edgeTo: [Int32] = []
    var edgeKind: [NavigationGraph.EdgeKind] = []
    var edgePayload: [Int32] = []
    var edgeCost: [Double] = []
    var edgeBarrier: [NavigationGraph.Barriers] = []

    var doorPoints: [NavigationGraph.DoorPoint] = []
    var portsOfOpening: [[Int32]]
    var stations: [NavigationGraph.Station] = []
    var stationIndex: [StationKey: Int32] = [:]
    var hops: [NavigationGraph.Hop] = []
    var leastSecondsPerLevel = Double.infinity

    struct StationKey: Hashable {
        let feature: AnyFeatureHandle
        let mode: VerticalMode
    }

    /// A crossing a directed traversal relationship forbids: through `opening` from `from` into `to`.
    struct Crossing: Hashable {
        let opening: Int
        let from: Int
        let to: Int
    }

    init(graph: VenueGraph, costs: RouteCosts) {
        self.graph = graph
        self.costs = costs
        let archive = graph.archive
        levelOrdinals = archive.levels.map(\.properties.ordinal)
        // The projection's origin: the middle of the levels (cheap: a few polygons), else of the units.
        var bounds = PlanarBox.empty
        for index in archive.levels.indices {
            if let box = archive.levels[index].geometry?.planarArea?.bounds { bounds = bounds.union(box) }
        }
        if bounds.isEmpty {
            for index in archive.units.indices {
                if let box = archive.units[index].geometry?.planarArea?.bounds { bounds = bounds.union(box) }
            }
        }
        projection = LocalProjection(origin: bounds.isEmpty ? PlanarPoint(x: 0, y: 0) : bounds.center)
        regionsOfUnit = Array(repeating: [], count: archive.units.count)
        unitAnchors = Array(repeating: nil, count: archive.units.count)
        portsOfOpening = Array(repeating: [], count: archive.openings.count)
    }

    // MARK: Building

    mutating func build() -> NavigationGraph {
        addRegions()
        addPorts()
        addCorners()
        addVerticalLinks()
        return freeze()
    }

    /// Metres to degrees at the venue: (Δlongitude, Δlatitude) for a step of `meters` along a unit direction.
    func degrees(_ direction: (x: Double, y: Double), _ meters: Double) -> (x: Double, y: Double) {
        let sx = projection.metersPerDegreeLongitude
        return (sx > 0 ? direction.x * meters / sx : 0, direction.y * meters / projection.metersPerDegreeLatitude)
    }

    @discardableResult
    mutating func addNode(_ point: PlanarPoint, region: Int32, level: Int32) -> Int32 {
        nodePoint.append(point)
        nodeRegion.append(region)
        nodeLevel.append(level)
        return Int32(nodePoint.count - 1)
    }

    mutating func addEdge(
        _ from: Int32, _ to: Int32, _ kind: NavigationGraph.EdgeKind, payload: Int32, cost: Double,
        barriers: NavigationGraph.Barriers
    ) {
        edgeFrom.append(from)
        edgeTo.append(to)
        edgeKind.append(kind)
        edgePayload.append(payload)
        edgeCost.append(cost)
        edgeBarrier.append(barriers)
    }

    /// Every walkable unit polygon becomes a region; each unit gets an anchor point.
    mutating func addRegions() {
        var byOrdinal: [Int: [Int32]] = [:]
        // Read through the array (not `graph[unit]`, which copies each whole feature).
        let units = graph.archive.units
        regionUnit.reserveCapacity(units.count)
        for index in units.indices {
            let unit = VenueGraph.UnitHandle(index)
            guard !(units[index].properties.category?.isObstruction ?? false),
                let level = graph.level(of: unit), let ordinal = levelOrdinals[level.index],
                let area = units[index].geometry?.planarArea
            else { continue }
            let properties = units[index].properties
            var barriers: NavigationGraph.Barriers = []
            if properties.isRestricted { barriers.insert(.restricted) }
            if let category = properties.category?.rawValue, ["stairs", "steps", "escalator"].contains(category) {
                barriers.insert(.inaccessible)
            }
            let display = properties.displayPoint.map { PlanarPoint(x: $0.longitude, y: $0.latitude) }
            var anchor: (region: Int32, point: PlanarPoint, area: Double, preferred: Bool)?
            for part in area.parts {
                guard let shape = RegionShape(part) else { continue }
                let region = Int32(regionUnit.count)
                regionUnit.append(unit)
                regionLevel.append(Int32(level.index))
                regionShape.append(shape)
                regionBarriers.append(barriers)
                regionsOfUnit[unit.index].append(region)
                byOrdinal[ordinal, default: []].append(region)
                let preferred = display.map(shape.strictlyContains) ?? false
                // The part holding the display point, else the largest part.
                guard let point = shape.interiorPoint(preferring: display) else { continue }
                let isBetter =
                    anchor.map { current in
                        preferred != current.preferred ? preferred : shape.planarArea > current.area
                    } ?? true
                if isBetter { anchor = (region, point, shape.planarArea, preferred) }
            }
            if let anchor { unitAnchors[unit.index] = (anchor.region, anchor.point) }
        }
        let grow = degrees((1, 1), Router.openingTolerance)
        for (ordinal, regions) in byOrdinal {
            let boxes = regions.map { region -> PlanarBox in
                let box = regionShape[Int(region)].bounds
                return PlanarBox(
                    minX: box.minX - grow.x, minY: box.minY - grow.y, maxX: box.maxX + grow.x, maxY: box.maxY + grow.y)
            }
            regionsByOrdinal[ordinal] = (
                regions,
                BoxGrid(
                    boxes: boxes,
                    metersPerDegree: (
                        projection.metersPerDegreeLongitude,
                        projection.metersPerDegreeLatitude
                    ))
            )
        }
    }

    /// The crossings directed `traversal` and `traversal.path` relationships forbid (spec §2.13): through
    /// each intermediary opening, from the unit after it back to the unit before it.
    func forbiddenCrossings() -> Set<Crossing> {
        var forbidden = Set<Crossing>()
        for relationship in graph.handles(of: IMDF.RelationshipProperties.self) {
            let properties = graph[relationship].properties
            guard let category = properties.category?.rawValue, category == "traversal" || category == "traversal.path",
                properties.direction == "directed"
            else { continue }
            let ends = graph.ends(of: relationship)
            let chain = [ends.origin] + ends.intermediary.map(Optional.some) + [ends.destination]
            for index in chain.indices.dropFirst().dropLast() {
                guard let opening = chain[index]?.typed(as: IMDF.OpeningProperties.self),
                    let before = chain[index - 1]?.typed(as: IMDF.UnitProperties.self),
                    let after = chain[index + 1]?.typed(as: IMDF.UnitProperties.self)
                else { continue }
                forbidden.insert(Crossing(opening: opening.index, from: after.index, to: before.index))
            }
        }
        return forbidden
    }

    /// Ports at every usable point of every opening, on each region whose boundary it lies on, and doorway
    /// edges between the ports of one point.
    mutating func addPorts() {
        let forbidden = forbiddenCrossings()
        let speed = costs.walkingSpeed
        let scaleX = projection.metersPerDegreeLongitude
        let scaleY = projection.metersPerDegreeLatitude
        var candidates: [Int] = []
        let openings = graph.archive.openings
        nodePoint.reserveCapacity(2 * openings.count + regionUnit.count)
        nodeRegion.reserveCapacity(2 * openings.count + regionUnit.count)
        nodeLevel.reserveCapacity(2 * openings.count + regionUnit.count)
        var cached: (ordinal: Int, regions: (regions: [Int32], tree: BoxGrid))?
        for index in openings.indices {
            let opening = VenueGraph.OpeningHandle(index)
            guard let level = graph.level(of: opening), let ordinal = levelOrdinals[level.index],
                let line = openings[index].geometry?.planarLines?.first, line.pointCount >= 1
            else { continue }
            if cached?.ordinal != ordinal { cached = regionsByOrdinal[ordinal].map { (ordinal, $0) } }
            guard let ordinalRegions = cached?.regions else { continue }
            let properties = openings[index].properties
            let controls = properties.accessControl?.map(\.rawValue) ?? []
            let neverUsable = properties.category?.rawValue == "emergencyexit" || controls.contains("outofservice")
            var barriers: NavigationGraph.Barriers = []
            if !controls.isEmpty { barriers.insert(.restricted) }
            if let door = properties.door?.type?.rawValue, door == "revolving" || door.hasPrefix("turnstile"),
                !(properties.accessibility ?? []).contains(where: { $0.rawValue == "wheelchair" })
            {
                barriers.insert(.inaccessible)
            }
            for usable in Self.usablePoints(of: line, scaleX: scaleX, scaleY: scaleY) {
                let door = Int32(doorPoints.count)
                doorPoints.append(.init(opening: opening, point: usable.point))
                candidates.removeAll(keepingCapacity: true)
                ordinalRegions.tree.items(containing: usable.point, into: &candidates)
                var ports: [(node: Int32, region: Int32)] = []
                for slot in candidates {
                    let region = ordinalRegions.regions[slot]
                    guard let port = port(for: usable, in: Int(region)) else { continue }
                    let node = addNode(port, region: region, level: regionLevel[Int(region)])
                    ports.append((node, region))
                    portsOfOpening[opening.index].append(node)
                }
                guard !neverUsable else { continue }
                for from in ports {
                    for to in ports where to.region != from.region {
                        let fromUnit = regionUnit[Int(from.region)].index
                        let toUnit = regionUnit[Int(to.region)].index
                        if forbidden.contains(Crossing(opening: opening.index, from: fromUnit, to: toUnit)) { continue }
                        let meters = projection.distance(nodePoint[Int(from.node)], nodePoint[Int(to.node)])
                        addEdge(from.node, to.node, .doorway, payload: door, cost: meters / speed, barriers: barriers)
                    }
                }
            }
        }
    }

    /// A usable point of an opening: where on its line a route passes, the stretch of line around it, and
    /// the line's direction there (unit vector in metres).
    struct UsablePoint {
        let point: PlanarPoint
        let stretchStart: PlanarPoint
        let stretchEnd: PlanarPoint
        let direction: (x: Double, y: Double)
    }

    /// The usable points of an opening's line: its middle, or for a line longer than
    /// ``Router/doorPointSpacing`` one point per that many metres, evenly spread (spec §2.12: an opening
    /// has a physical extent, its width).
    static func usablePoints(of line: PlanarPolyline, scaleX: Double, scaleY: Double) -> [UsablePoint] {
        let count = line.pointCount
        if count == 1 {
            let only = line.point(at: 0)
            return [UsablePoint(point: only, stretchStart: only, stretchEnd: only, direction: (1, 0))]
        }
        var lengths: [Double] = []
        var total = 0.0
        for index in 0..<count - 1 {
            let a = line.point(at: index)
            let b = line.point(at: index + 1)
            let dx = (b.x - a.x) * scaleX
            let dy = (b.y - a.y) * scaleY
            let length = (dx * dx + dy * dy).squareRoot()
            lengths.append(length)
            total += length
        }
        func at(_ distance: Double) -> (point: PlanarPoint, direction: (x: Double, y: Double)) {
            var remaining = max(0, distance)
            for (index, length) in lengths.enumerated() where length > 0 {
                if remaining <= length || index == lengths.count - 1 {
                    let a = line.point(at: index)
                    let b = line.point(at: index + 1)
                    let t = min(1, remaining / length)
                    let direction = ((b.x - a.x) * scaleX / length, (b.y - a.y) * scaleY / length)
                    return (PlanarPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t), direction)
                }
                remaining -= length
            }
            return (line.point(at: 0), (1, 0))
        }
        guard total > 0 else {
            let only = line.point(at: 0)
            return [UsablePoint(point: only, stretchStart: only, stretchEnd: only, direction: (1, 0))]
        }
        // A centimetre of slack: a 2 m door drawn in degrees measures 2.000001 m and keeps one point.
        let pieces = max(1, Int(((total - 0.01) / Router.doorPointSpacing).rounded(.up)))
        let piece = total / Double(pieces)
        return (0..<pieces).map { index in
            let middle = at((Double(index) + 0.5) * piece)
            return UsablePoint(
                point: middle.point, stretchStart: at(Double(index) * piece).point,
                stretchEnd: at(Double(index + 1) * piece).point, direction: middle.direction)
        }
    }

    /// The port of a usable point in a region, when the opening lies on the region's boundary: the usable
    /// point within ``Router/openingTolerance`` of the boundary (within ``Router/onBoundaryTolerance`` when
    /// it lies inside the region: an opening in the middle of a room is not on its wall), the stretch of
    /// opening around it along the boundary too; then a point just inside, ``Router/portInset`` from the
    /// boundary (less in a narrow region), strictly inside by the exact test.
    func port(for usable: UsablePoint, in region: Int) -> PlanarPoint? {
        let shape = regionShape[region]
        let nearest = shape.nearestBoundaryPoint(to: usable.point, projection: projection)
        let limit =
            shape.polygon.location(of: usable.point) == .inside ? Router.onBoundaryTolerance : Router.openingTolerance
        guard nearest.distance <= limit,
            shape.nearestBoundaryPoint(to: usable.stretchStart, projection: projection).distance
                <= Router.openingTolerance,
            shape.nearestBoundaryPoint(to: usable.stretchEnd, projection: projection).distance
                <= Router.openingTolerance
        else { return nil }
        let normal = (x: -usable.direction.y, y: usable.direction.x)
        // Towards the boundary point and on into the region (for an opening drawn in the middle of a wall),
        // either way across the opening, back, and either way along it.
        var toward = (x: 0.0, y: 0.0)
        if nearest.distance > 0.001 {
            let dx = (nearest.point.x - usable.point.x) * projection.metersPerDegreeLongitude
            let dy = (nearest.point.y - usable.point.y) * projection.metersPerDegreeLatitude
            let length = (dx * dx + dy * dy).squareRoot()
            toward = (dx / length, dy / length)
        }
        let directions = [
            toward, normal, (-normal.x, -normal.y), (-toward.x, -toward.y),
            usable.direction, (-usable.direction.x, -usable.direction.y),
        ]
        for inset in [Router.portInset, Router.portInset / 2.5, Router.portInset / 8] {
            for direction in directions where direction != (0, 0) {
                let step = degrees(direction, inset)
                let candidate = PlanarPoint(x: nearest.point.x + step.x, y: nearest.point.y + step.y)
                if shape.strictlyContains(candidate) { return candidate }
            }
        }
        return nil
    }

    /// A node just off every reflex corner of every non-convex region.
    mutating func addCorners() {
        for region in regionShape.indices where !regionShape[region].isConvex {
            let shape = regionShape[region]
            for corner in shape.reflexCorners(projection: projection) {
                for offset in [Router.cornerOffset, Router.cornerOffset / 4, Router.cornerOffset / 16] {
                    let step = degrees(corner.inward, offset)
                    let candidate = PlanarPoint(x: corner.vertex.x + step.x, y: corner.vertex.y + step.y)
                    if shape.strictlyContains(candidate) {
                        addNode(candidate, region: Int32(region), level: regionLevel[region])
                        break
                    }
                }
            }
        }
    }
}
