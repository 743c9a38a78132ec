import IMDFKit

/// Turns the steps of a found path into a ``Route``: segments, legs per level, transitions.
struct RouteAssembler {
    let router: Router
    let starts: [Place]
    let goals: [Place]

    private var navigation: NavigationGraph { router.navigation }

    private func point(of place: Place) -> PlanarPoint {
        switch place {
        case .point(_, let point): return point
        case .node(let node): return navigation.nodePoint[Int(node)]
        }
    }

    private func region(of place: Place) -> Int {
        switch place {
        case .point(let region, _): return Int(region)
        case .node(let node): return Int(navigation.nodeRegion[Int(node)])
        }
    }

    private func level(ofRegion region: Int) -> VenueGraph.LevelHandle {
        VenueGraph.LevelHandle(Int(navigation.regionLevel[region]))
    }

    func route(from steps: [PathStep], cost: Double) -> Route {
        var segments: [Route.Segment] = []
        var transitions: [Route.Transition] = []
        var ride: (station: Int, from: PlanarPoint, duration: Double, sources: [Route.LinkSource], ordinals: [Int])?
        var firstPoint: (PlanarPoint, VenueGraph.LevelHandle)?
        var doorPoints: [Int: PlanarPoint] = [:]

        func walk(_ region: Int, _ start: PlanarPoint, _ end: PlanarPoint, _ duration: Double) {
            let level = level(ofRegion: region)
            segments.append(
                .init(
                    kind: .walk(unit: navigation.regionUnit[region]), start: start, end: end,
                    startLevel: level, endLevel: level, distance: navigation.meters(start, end), duration: duration))
        }

        for step in steps {
            let from = step.from >= 0 ? navigation.nodePoint[Int(step.from)] : nil
            let to = step.to >= 0 ? navigation.nodePoint[Int(step.to)] : nil
            switch step.kind {
            case .seed(let start):
                firstPoint = (point(of: starts[start]), level(ofRegion: region(of: starts[start])))
            case .startWalk(let start):
                if let to { walk(region(of: starts[start]), point(of: starts[start]), to, step.cost) }
            case .direct(let start, let goal):
                walk(region(of: starts[start]), point(of: starts[start]), point(of: goals[goal]), step.cost)
            case .walk:
                if let from, let to { walk(Int(navigation.nodeRegion[Int(step.from)]), from, to, step.cost) }
            case .goalWalk(let goal):
                if let from { walk(region(of: goals[goal]), from, point(of: goals[goal]), step.cost) }
            case .goalNode:
                break
            case .doorway(let door):
                guard let from, let to else { continue }
                let fromRegion = Int(navigation.nodeRegion[Int(step.from)])
                let toRegion = Int(navigation.nodeRegion[Int(step.to)])
                doorPoints[segments.count] = navigation.doorPoints[door].point
                segments.append(
                    .init(
                        kind: .doorway(
                            opening: navigation.doorPoints[door].opening, from: navigation.regionUnit[fromRegion],
                            to: navigation.regionUnit[toRegion]),
                        start: from, end: to, startLevel: level(ofRegion: fromRegion),
                        endLevel: level(ofRegion: toRegion),
                        distance: navigation.meters(from, to), duration: step.cost))
            case .board(let station):
                let ordinal = navigation.levelOrdinals[navigation.stations[station].level] ?? 0
                ride = (station, from ?? navigation.stations[station].point, step.cost, [], [ordinal])
            case .ride(let hop):
                let hop = navigation.hops[hop]
                ride?.duration += step.cost
                ride?.sources.append(hop.source)
                ride?.ordinals.append(navigation.levelOrdinals[navigation.stations[Int(hop.to)].level] ?? 0)
            case .alight(let station):
                guard let boarding = ride, let to else { continue }
                let first = navigation.stations[boarding.station]
                let last = navigation.stations[station]
                let fromLevel = VenueGraph.LevelHandle(first.level)
                let toLevel = VenueGraph.LevelHandle(Int(navigation.nodeLevel[Int(step.to)]))
                transitions.append(
                    .init(
                        mode: first.mode, sources: boarding.sources, from: first.feature, to: last.feature,
                        fromLevel: fromLevel, toLevel: toLevel, ordinals: boarding.ordinals,
                        duration: boarding.duration + step.cost))
                segments.append(
                    .init(
                        kind: .transition(transitions.count - 1), start: boarding.from, end: to,
                        startLevel: VenueGraph.LevelHandle(
                            Int(navigation.nodeLevel[Int(navigation.stations[boarding.station].departure)])),
                        endLevel: toLevel, distance: 0, duration: boarding.duration + step.cost))
                ride = nil
            }
        }
        let legs = Self.legs(segments, doorPoints: doorPoints, navigation: navigation, firstPoint: firstPoint)
        return Route(
            segments: segments, legs: legs, transitions: transitions,
            distance: segments.reduce(0) { $0 + $1.distance }, duration: segments.reduce(0) { $0 + $1.duration })
    }

    /// The walking per level: each leg a polyline through the segments' ends, with every doorway's door
    /// point, split at transitions and at doorways between two levels.
    static func legs(
        _ segments: [Route.Segment], doorPoints: [Int: PlanarPoint], navigation: NavigationGraph,
        firstPoint: (PlanarPoint, VenueGraph.LevelHandle)?
    ) -> [Route.Leg] {
        var legs: [Route.Leg] = []
        var current: Route.Leg?

        func ordinal(_ level: VenueGraph.LevelHandle) -> Int { navigation.levelOrdinals[level.index] ?? 0 }
        func open(_ level: VenueGraph.LevelHandle, at point: PlanarPoint) {
            current = Route.Leg(
                level: level, ordinal: ordinal(level), coordinates: [point], length: 0, units: [], openings: [])
        }
        func extend(to point: PlanarPoint) {
            guard var leg = current else { return }
            if let last = leg.coordinates.last, last != point {
                leg.length += navigation.meters(last, point)
                leg.coordinates.append(point)
            }
            current = leg
        }
        func enter(_ unit: VenueGraph.UnitHandle) {
            if current?.units.last != unit { current?.units.append(unit) }
        }
        func close() {
            if let leg = current { legs.append(leg) }
            current = nil
        }

        for (index, segment) in segments.enumerated() {
            switch segment.kind {
            case .walk(let unit):
                if current == nil { open(segment.startLevel, at: segment.start) }
                enter(unit)
                extend(to: segment.end)
            case .doorway(let opening, let from, let to):
                if current == nil { open(segment.startLevel, at: segment.start) }
                enter(from)
                let door = doorPoints[index] ?? segment.start
                extend(to: door)
                current?.openings.append(opening)
                if segment.startLevel != segment.endLevel {
                    close()
                    open(segment.endLevel, at: door)
                    current?.openings.append(opening)
                }
                enter(to)
                extend(to: segment.end)
            case .transition:
                close()
                open(segment.endLevel, at: segment.end)
            }
        }
        if current == nil, legs.isEmpty, let (point, level) = firstPoint { open(level, at: point) }
        close()
        // A transition as the last move leaves a leg of one point where the route ends: keep it, it says
        // where the route arrives.
        return legs
    }
}
