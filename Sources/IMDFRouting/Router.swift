import IMDFKit
import Synchronization

/// Finds the quickest indoor route between two places of a venue: through openings between units,
/// inside each unit's polygon, and between levels by elevators, stairs, escalators and ramps.
///
/// A router is built once per venue and queried many times, from any number of threads: it is an
/// immutable `Sendable` value.
///
/// ```swift
/// let graph = VenueGraph(try IMDF.Archive(contentsOf: "SampleVenues/HarbourviewQuay.zip"))
/// let router = Router(graph: graph)
/// let result = try router.route(from: .fix(Fix(latitude: 45.5031, longitude: -73.5510, floor: -1)),
///                               to: .feature(AnyFeatureHandle(cafe, type: .unit)),
///                               options: RouteOptions(accessible: true))
/// switch result {
/// case .found(let route): print(route.distance, "m,", route.duration, "s")
/// case .notFound(let noRoute): print(noRoute)
/// }
/// ```
///
/// How routes are made (spec §2.12 Opening, §2.13 Relationship, §2.15 Unit):
/// - **Horizontal moves** pass from unit to unit only through openings. Each usable point of an opening
///   (its middle, or one per ``doorPointSpacing`` metres of a wide one) gets a *port* just inside every unit
///   whose boundary the opening lies on (within ``openingTolerance``), and a doorway edge joins the ports.
///   Openings of category `emergencyexit` and openings whose `access_control` says `outofservice` are never
///   passed.
/// - **Inside a unit** the path stays inside the unit's polygon: it runs straight between ports and nodes
///   placed just off the polygon's reflex corners (a visibility graph), and every straight piece is
///   checked against every edge of the polygon, holes included, with exact orientation predicates. A convex
///   unit needs no check. Units of obstruction categories (`opentobelow`, `column`, walls) are never entered;
///   overlapping units are not subtracted from one another.
/// - **Vertical moves** come from relationships (`elevator`, `escalator`, `stairs`, `ramp`,
///   `movingwalkway`: origin → intermediaries → destination, one way when `directed`) and, for
///   vertical-circulation units that no such relationship names, from units of one kind stacked on
///   adjacent ordinals of one building (`VenueGraph.verticalCirculationOverlaps()`). Each transition of a
///   route says which it came from. Directed `traversal` relationships forbid crossing their openings
///   backwards.
/// - **Costs** are seconds: walking at ``RouteCosts/walkingSpeed`` plus a time per level change by mode
///   (``RouteCosts``). The search is A* with a binary heap.
///
/// - Complexity: building is O(*n* log *n*) for *n* units and openings, plus O(*k*² · *e*) for each
///   non-convex unit with *k* ports and corners and *e* edges (convex units, most rooms, cost nothing
///   more). A query explores the graph in order of estimated total time.
public struct Router: Sendable {
    /// How far inside a unit a port lies from the unit's boundary: 25 cm.
    public static let portInset = 0.25
    /// How far off a reflex corner the corner node lies: 10 cm.
    public static let cornerOffset = 0.1
    /// Openings wider than this many metres get one usable point per this many metres.
    public static let doorPointSpacing = 2.0
    /// How far an opening's usable point may lie from a unit's boundary and still open onto the unit:
    /// 0.5 m, a wall's thickness (openings are often drawn along the middle of a wall).
    public static let openingTolerance = 0.5
    /// How far inside a unit an opening's usable point may lie and still count as on its boundary: 5 cm.
    public static let onBoundaryTolerance = 0.05

    /// The venue.
    public let graph: VenueGraph
    /// The costs the router minimises.
    public let costs: RouteCosts
    /// The locator used for ``RouteEndpoint/fix(_:)`` endpoints, built the first time it is asked for and then
    /// shared by every copy of the router.
    ///
    /// Why on first use: a route between units or openings never locates a fix, and building the locator with
    /// the router was about a tenth of `imdf route`'s CPU on the 50,000-unit venue (issue 20).
    public var locator: Locator { lazyLocator.locator }
    private let lazyLocator: LazyLocator
    let navigation: NavigationGraph

    /// Builds the router.
    ///
    /// - Parameters:
    ///   - graph: the venue.
    ///   - costs: the walking speed and level-change times; ``RouteCosts/standard`` by default.
    /// - Precondition: `costs` has a positive finite walking speed and no negative or infinite time.
    /// - Complexity: see the type's discussion.
    public init(graph: VenueGraph, costs: RouteCosts = .standard) {
        precondition(costs.isValid, "RouteCosts needs a positive walking speed and non-negative finite times")
        self.graph = graph
        self.costs = costs
        lazyLocator = LazyLocator(graph: graph)
        var builder = NavigationGraphBuilder(graph: graph, costs: costs)
        navigation = builder.build()
    }

    /// A venue's locator, built under a lock by the first caller.
    private final class LazyLocator: Sendable {
        private let graph: VenueGraph
        private let built = Mutex<Locator?>(nil)

        init(graph: VenueGraph) { self.graph = graph }

        var locator: Locator { built.value { Locator(graph: graph, grid: .plain) } }
    }

    /// The number of nodes of the navigation graph (ports, corners, vertical stops), for diagnostics.
    public var nodeCount: Int { navigation.nodeCount }

    /// Every vertical link the router knows, one per direction, in the order they were made:
    /// relationships first, then stacked units.
    public var verticalLinks: [VerticalLink] {
        navigation.hops.map { hop in
            let from = navigation.stations[Int(hop.from)]
            let to = navigation.stations[Int(hop.to)]
            return VerticalLink(from: from.feature, to: to.feature, mode: from.mode, source: hop.source)
        }
    }

    /// The openings a route can pass between at least two units, for diagnostics: openings with ports in
    /// fewer than two units join nothing.
    ///
    /// - Returns: for every opening, the units it opens onto (empty when it lies on no walkable unit's boundary).
    public func unitsJoined(by opening: VenueGraph.OpeningHandle) -> [VenueGraph.UnitHandle] {
        guard navigation.portsOfOpening.indices.contains(opening.index) else { return [] }
        var units: [VenueGraph.UnitHandle] = []
        for port in navigation.portsOfOpening[opening.index] {
            let unit = navigation.regionUnit[Int(navigation.nodeRegion[Int(port)])]
            if !units.contains(unit) { units.append(unit) }
        }
        return units
    }

    // MARK: Routing

    /// The quickest route between two places under the options, or why there is none.
    ///
    /// - Parameters:
    ///   - start: where the route starts.
    ///   - destination: where it ends.
    ///   - options: what the route may use.
    /// - Returns: `.found` with a route, or `.notFound` with a reason: an endpoint in no usable unit or on an
    ///   excluded level, disconnected, or reachable only without one of the options (found by searching
    ///   again without each option).
    /// - Throws: `FixError` when a ``RouteEndpoint/fix(_:)`` is invalid (a latitude outside [-90, 90] and
    ///   so on).
    /// - Complexity: one A* search; when it fails, up to four more to find the reason.
    public func route(
        from start: RouteEndpoint, to destination: RouteEndpoint, options: RouteOptions = RouteOptions()
    ) throws -> RouteResult {
        var starts = try places(for: start)
        var goals = try places(for: destination)
        if starts.isEmpty { return .notFound(NoRoute(reason: .outsideUnits(.start))) }
        if goals.isEmpty { return .notFound(NoRoute(reason: .outsideUnits(.destination))) }
        if let allowed = options.allowedLevels {
            starts = starts.filter { allowed.contains(level(of: $0)) }
            goals = goals.filter { allowed.contains(level(of: $0)) }
            if starts.isEmpty { return .notFound(NoRoute(reason: .levelNotAllowed(.start))) }
            if goals.isEmpty { return .notFound(NoRoute(reason: .levelNotAllowed(.destination))) }
        }
        if let found = search(starts, goals, options) {
            return .found(
                RouteAssembler(router: self, starts: starts, goals: goals).route(from: found.steps, cost: found.cost))
        }
        return .notFound(NoRoute(reason: reason(starts, goals, options)))
    }

    func search(_ starts: [Place], _ goals: [Place], _ options: RouteOptions) -> (steps: [PathStep], cost: Double)? {
        RouteSearch(graph: navigation, costs: costs, options: options, starts: starts, goals: goals).run(
            starts: starts, goals: goals)
    }

    /// Why a search under `options` failed: the first option whose removal alone connects the ends, all
    /// of them together, or none.
    func reason(_ starts: [Place], _ goals: [Place], _ options: RouteOptions) -> NoRoute.Reason {
        var relaxations: [(RouteOptions, NoRoute.Reason)] = []
        if options.accessible {
            var relaxed = options
            relaxed.accessible = false
            relaxations.append((relaxed, .onlyInaccessible))
        }
        if options.avoidRestricted {
            var relaxed = options
            relaxed.avoidRestricted = false
            relaxations.append((relaxed, .onlyThroughRestricted))
        }
        if options.allowedLevels != nil {
            var relaxed = options
            relaxed.allowedLevels = nil
            relaxations.append((relaxed, .onlyThroughExcludedLevels))
        }
        for (relaxed, reason) in relaxations where search(starts, goals, relaxed) != nil { return reason }
        if relaxations.count > 1, search(starts, goals, RouteOptions()) != nil { return .onlyWithFewerConstraints }
        return .disconnected
    }

    func level(of place: Place) -> VenueGraph.LevelHandle {
        switch place {
        case .point(let region, _): return VenueGraph.LevelHandle(Int(navigation.regionLevel[Int(region)]))
        case .node(let node): return VenueGraph.LevelHandle(Int(navigation.nodeLevel[Int(node)]))
        }
    }

    // MARK: Endpoints

    /// The places an endpoint resolves to; empty when it lies in no usable unit.
    func places(for endpoint: RouteEndpoint) throws -> [Place] {
        switch endpoint {
        case .fix(let fix):
            let result = try locator.locate(fix, includeNearby: false)
            let point = PlanarPoint(x: fix.longitude, y: fix.latitude)
            for match in result.matches {
                if let place = place(point, in: match.unit) { return [place] }
            }
            return []
        case .point(let point, let unit):
            return place(point, in: unit).map { [$0] } ?? []
        case .feature(let feature):
            return places(for: feature)
        }
    }

    func places(for feature: AnyFeatureHandle) -> [Place] {
        switch feature.type {
        case .unit:
            guard navigation.unitAnchors.indices.contains(feature.index),
                let anchor = navigation.unitAnchors[feature.index]
            else { return [] }
            return [.point(region: anchor.region, point: anchor.point)]
        case .opening:
            guard navigation.portsOfOpening.indices.contains(feature.index) else { return [] }
            return navigation.portsOfOpening[feature.index].map(Place.node)
        case .amenity:
            guard graph.archive.amenities.indices.contains(feature.index) else { return [] }
            let amenity = VenueGraph.AmenityHandle(feature.index)
            return pointPlaces(graph[amenity].geometry?.planarPoint, units: graph.units(of: amenity))
        case .anchor:
            guard graph.archive.anchors.indices.contains(feature.index) else { return [] }
            let anchor = VenueGraph.AnchorHandle(feature.index)
            return pointPlaces(graph[anchor].geometry?.planarPoint, units: graph.unit(of: anchor).map { [$0] } ?? [])
        case .occupant:
            guard graph.archive.occupants.indices.contains(feature.index),
                let anchor = graph.anchor(of: VenueGraph.OccupantHandle(feature.index))
            else { return [] }
            return places(for: AnyFeatureHandle(anchor, type: .anchor))
        default:
            return []
        }
    }

    /// A point feature's places: the point in each listed unit that holds it, else the unit's anchor.
    func pointPlaces(_ point: PlanarPoint?, units: [VenueGraph.UnitHandle]) -> [Place] {
        units.compactMap { unit in
            if let point, let place = place(point, in: unit) { return place }
            return navigation.unitAnchors.indices.contains(unit.index)
                ? navigation.unitAnchors[unit.index].map { .point(region: $0.region, point: $0.point) } : nil
        }
    }

    /// The place of a point in a unit: strictly inside one of the unit's regions, or, on a region's
    /// boundary, moved up to 50 cm into it; `nil` when the point is outside the unit.
    func place(_ point: PlanarPoint, in unit: VenueGraph.UnitHandle) -> Place? {
        guard navigation.regionsOfUnit.indices.contains(unit.index) else { return nil }
        let projection = navigation.projection
        for region in navigation.regionsOfUnit[unit.index] {
            let shape = navigation.regionShape[Int(region)]
            switch shape.polygon.location(of: point) {
            case .inside:
                return .point(region: region, point: point)
            case .boundary:
                for meters in [0.05, 0.2, 0.5] {
                    for (dx, dy) in Self.compass {
                        let candidate = PlanarPoint(
                            x: point.x + dx * meters / projection.metersPerDegreeLongitude,
                            y: point.y + dy * meters / projection.metersPerDegreeLatitude)
                        if shape.strictlyContains(candidate) { return .point(region: region, point: candidate) }
                    }
                }
            case .outside:
                continue
            }
        }
        return nil
    }

    /// Unit vectors (east, north) of the eight compass directions, to step off a boundary.
    static let compass: [(Double, Double)] = {
        let diagonal = 0.5.squareRoot()
        return [
            (1, 0), (diagonal, diagonal), (0, 1), (-diagonal, diagonal),
            (-1, 0), (-diagonal, -diagonal), (0, -1), (diagonal, -diagonal),
        ]
    }()
}

/// One direction of a vertical link between two features (units or openings), as ``Router/verticalLinks``
/// lists them.
public struct VerticalLink: Hashable, Sendable {
    /// The feature boarded.
    public var from: AnyFeatureHandle
    /// The feature reached.
    public var to: AnyFeatureHandle
    /// How.
    public var mode: VerticalMode
    /// Where the link comes from.
    public var source: Route.LinkSource
}
