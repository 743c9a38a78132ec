import IMDFKit
import Testing

@testable import IMDFRouting

/// Hand-made venues with known shortest routes. Every route found is also checked by `RouteInvariants`.
@Suite("Router on hand-made venues")
struct RouterTests {
    // MARK: Helpers

    static func meters(_ a: (Double, Double), _ b: (Double, Double)) -> Double {
        ((a.0 - b.0) * (a.0 - b.0) + (a.1 - b.1) * (a.1 - b.1)).squareRoot()
    }

    static func unit(_ graph: VenueGraph, _ venue: TestVenue, _ name: String) -> RouteEndpoint {
        .feature(AnyFeatureHandle(graph.unitHandle(venue.unitIDs[name] ?? ""), type: .unit))
    }

    static func point(
        _ graph: VenueGraph, _ venue: TestVenue, _ x: Double, _ y: Double, in name: String
    ) -> RouteEndpoint {
        .point(TestVenue.point(x, y), in: graph.unitHandle(venue.unitIDs[name] ?? ""))
    }

    /// The route, checked for soundness; fails the test when there is none.
    static func found(
        _ result: RouteResult, _ graph: VenueGraph, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> Route {
        guard case .found(let route) = result else {
            Issue.record("expected a route, got \(result)", sourceLocation: sourceLocation)
            throw RouteMissing()
        }
        let problems = RouteInvariants.problems(in: route, graph: graph)
        #expect(problems.isEmpty, "\(problems)", sourceLocation: sourceLocation)
        return route
    }

    struct RouteMissing: Error {}

    static func names(_ units: [VenueGraph.UnitHandle], _ graph: VenueGraph) -> [String] {
        units.map { graph[$0].properties.name?["en"] ?? "?" }
    }

    // MARK: L-shaped corridor

    /// An L-shaped corridor 2 m wide with a room at each end: the straight line between the doors cuts the
    /// inner corner; the route must bend there.
    static func lCorridor() -> (TestVenue, VenueGraph) {
        var venue = TestVenue()
        let ground = venue.level(ordinal: 0, building: venue.building("B"))
        venue.unit("walkway", on: ground, rings: [[(0, 0), (20, 0), (20, 2), (2, 2), (2, 20), (0, 20)]], name: "L")
        venue.rectangle("room", on: ground, 20, 0, 24, 2, name: "East")
        venue.rectangle("room", on: ground, 0, 20, 2, 24, name: "North")
        venue.opening(on: ground, (20, 0.5), (20, 1.5))
        venue.opening(on: ground, (0.5, 20), (1.5, 20))
        return (venue, venue.graph())
    }

    @Test func lShapedCorridorBendsAtTheInnerCorner() throws {
        let (venue, graph) = Self.lCorridor()
        let router = Router(graph: graph)
        let route = try Self.found(
            try router.route(from: Self.unit(graph, venue, "East"), to: Self.unit(graph, venue, "North")), graph)
        #expect(Self.names(route.units, graph) == ["East", "L", "North"])
        // Centroid (22, 1) → port 25 cm inside each side of the door → 10 cm off the corner (2, 2) along its
        // bisector → the ports of the north door → centroid (1, 22).
        let corner = (2 - 0.1 / 2.0.squareRoot(), 2 - 0.1 / 2.0.squareRoot())
        let expected = 1.75 + 0.5 + Self.meters((19.75, 1), corner) + Self.meters(corner, (1, 19.75)) + 0.5 + 1.75
        #expect(abs(route.distance - expected) < 0.02, "\(route.distance) m, expected \(expected) m")
        // The path has a vertex within 15 cm of the corner, and the straight line it avoids leaves the L.
        let points = route.segments.map(\.end).map { TestVenue.projection.project($0) }
        #expect(points.contains { Self.meters(($0.x, $0.y), (2, 2)) < 0.15 })
        let l = try #require(graph[graph.unitHandle(venue.unitIDs["L"] ?? "")].geometry?.planarArea?.parts.first)
        #expect(RouteInvariants.segmentLeaves(l, TestVenue.point(19.75, 1), TestVenue.point(1, 19.75)) != nil)
        #expect(route.legs.count == 1)
        #expect(route.legs.first?.openings.count == 2)
        #expect(abs(route.duration - route.distance / RouteCosts.standard.walkingSpeed) < 1e-9)
    }

    @Test func aRoomWithAHoleIsWalkedAround() throws {
        var venue = TestVenue()
        let ground = venue.level(ordinal: 0)
        venue.unit(
            "room", on: ground, rings: [[(0, 0), (20, 0), (20, 20), (0, 20)], [(8, 8), (12, 8), (12, 12), (8, 12)]],
            name: "Atrium")
        let graph = venue.graph()
        let router = Router(graph: graph)
        let route = try Self.found(
            try router.route(
                from: Self.point(graph, venue, 2, 10, in: "Atrium"),
                to: Self.point(graph, venue, 18, 10, in: "Atrium")), graph)
        // Around a corner of the hole: 2 × √(6² + 2²) ≈ 12.65 m plus the hole's 4 m side, a little more for
        // the 10 cm offsets; the straight 16 m line runs through the hole.
        #expect(route.distance > 16.5 && route.distance < 16.9, "\(route.distance)")
        #expect(route.segments.count == 3)
    }

    // MARK: Two doors

    @Test func twoDoorsToOneRoomTakesTheNearerDoor() throws {
        var venue = TestVenue()
        let ground = venue.level(ordinal: 0)
        venue.rectangle("walkway", on: ground, 0, 0, 30, 3, name: "Corridor")
        venue.rectangle("room", on: ground, 0, 3, 30, 10, name: "Room")
        let west = venue.opening(on: ground, (4, 3), (6, 3))
        let east = venue.opening(on: ground, (24, 3), (26, 3))
        let graph = venue.graph()
        let router = Router(graph: graph)
        let toEast = try Self.found(
            try router.route(
                from: Self.point(graph, venue, 28, 1.5, in: "Corridor"),
                to: Self.point(graph, venue, 25, 8, in: "Room")), graph)
        #expect(toEast.openings == [graph.openingHandle(east)])
        #expect(abs(toEast.distance - (Self.meters((28, 1.5), (25, 2.75)) + 0.5 + 4.75)) < 0.01)
        let toWest = try Self.found(
            try router.route(
                from: Self.point(graph, venue, 2, 1.5, in: "Corridor"),
                to: Self.point(graph, venue, 5, 8, in: "Room")), graph)
        #expect(toWest.openings == [graph.openingHandle(west)])
        // Halfway, both doors are as good as each other in length; the route still uses exactly one.
        let middle = try Self.found(
            try router.route(
                from: Self.point(graph, venue, 15, 1.5, in: "Corridor"),
                to: Self.point(graph, venue, 15, 8, in: "Room")), graph)
        #expect(middle.openings.count == 1)
    }

    @Test func aWideOpeningIsPassedNearTheStraightLine() throws {
        var venue = TestVenue()
        let ground = venue.level(ordinal: 0)
        venue.rectangle("walkway", on: ground, 0, 0, 20, 5, name: "South")
        venue.rectangle("walkway", on: ground, 0, 5, 20, 10, name: "North")
        venue.opening(on: ground, (1, 5), (19, 5))  // 18 m: nine usable points, 2 m apart, at x = 2, 4, … 18
        let graph = venue.graph()
        let route = try Self.found(
            try Router(graph: graph).route(
                from: Self.point(graph, venue, 17, 1, in: "South"),
                to: Self.point(graph, venue, 17, 9, in: "North")), graph)
        // Through the point at x = 16 or 18, one metre off the straight line: 2 × √(1² + 3.75²) + 0.5 m between
        // the ports, where a one-point door at x = 10 would cost 2 × √(7² + 3.75²) + 0.5 ≈ 16.4 m.
        #expect(abs(route.distance - (2 * Self.meters((17, 1), (18, 4.75)) + 0.5)) < 0.01, "\(route.distance)")
        #expect(route.legs.first?.coordinates.count == 5)
    }

    // MARK: Stairs or elevator

    /// Levels with a hall, stairs in the west corner and an elevator in the east corner, stacked.
    static func stairsAndElevator(levels: Int, relationships: Bool) -> (TestVenue, VenueGraph) {
        var venue = TestVenue()
        let building = venue.building("B")
        var stairs: [String] = []
        var elevators: [String] = []
        for ordinal in 0..<levels {
            let level = venue.level(ordinal: ordinal, building: building)
            venue.rectangle("walkway", on: level, 0, 0, 30, 10, name: "Hall \(ordinal)")
            stairs.append(venue.rectangle("stairs", on: level, 0, 10, 3, 13, name: "Stairs \(ordinal)"))
            elevators.append(venue.rectangle("elevator", on: level, 27, 10, 30, 13, name: "Elevator \(ordinal)"))
            venue.opening(on: level, (1, 10), (2, 10))
            venue.opening(on: level, (28, 10), (29, 10))
        }
        if relationships {
            venue.relationship("stairs", stairs.map { ("unit", $0) })
            venue.relationship("elevator", elevators.map { ("unit", $0) })
        }
        return (venue, venue.graph())
    }

    @Test(arguments: [false, true])
    func stairsUnlessAccessibleThenTheElevator(relationships: Bool) throws {
        let (venue, graph) = Self.stairsAndElevator(levels: 2, relationships: relationships)
        let router = Router(graph: graph)
        let start = Self.point(graph, venue, 5, 5, in: "Hall 0")
        let end = Self.point(graph, venue, 5, 5, in: "Hall 1")
        let quickest = try Self.found(try router.route(from: start, to: end), graph)
        #expect(quickest.transitions.map(\.mode) == [.stairs])
        #expect(Self.names(quickest.units, graph) == ["Hall 0", "Stairs 0", "Stairs 1", "Hall 1"])
        let accessible = try Self.found(
            try router.route(from: start, to: end, options: RouteOptions(accessible: true)), graph)
        #expect(accessible.transitions.map(\.mode) == [.elevator])
        #expect(Self.names(accessible.units, graph) == ["Hall 0", "Elevator 0", "Elevator 1", "Hall 1"])
        #expect(accessible.duration > quickest.duration)
        let transition = try #require(accessible.transitions.first)
        #expect(transition.ordinals == [0, 1])
        if relationships {
            #expect(transition.sources.allSatisfy { if case .relationship = $0 { true } else { false } })
        } else {
            let lower = graph.unitHandle(venue.unitIDs["Elevator 0"] ?? "")
            let upper = graph.unitHandle(venue.unitIDs["Elevator 1"] ?? "")
            #expect(transition.sources == [.overlappingUnits(lower: lower, upper: upper)])
        }
        // The elevator's time: the wait, one level, and no horizontal offset between the stacked cars.
        #expect(abs(transition.duration - 35) < 0.01, "\(transition.duration)")
        #expect(accessible.legs.map(\.ordinal) == [0, 1])
    }

    @Test func oneRideAcrossSeveralLevelsPaysTheElevatorWaitOnce() throws {
        let (venue, graph) = Self.stairsAndElevator(levels: 4, relationships: false)
        let router = Router(graph: graph)
        let route = try Self.found(
            try router.route(
                from: Self.point(graph, venue, 28.5, 5, in: "Hall 0"),
                to: Self.point(graph, venue, 28.5, 5, in: "Hall 3")), graph)
        // Three levels: elevator 30 + 3 × 5 = 45 s beats stairs 3 × 18 = 54 s plus the walk across.
        #expect(route.transitions.count == 1)
        let transition = try #require(route.transitions.first)
        #expect(transition.mode == .elevator)
        #expect(transition.ordinals == [0, 1, 2, 3])
        #expect(abs(transition.duration - 45) < 0.01)
        #expect(route.legs.map(\.ordinal) == [0, 3])
    }

    // MARK: Directed escalator

    static func escalatorVenue() -> (TestVenue, VenueGraph) {
        var venue = TestVenue()
        let building = venue.building("B")
        var escalators: [String] = []
        for ordinal in 0...1 {
            let level = venue.level(ordinal: ordinal, building: building)
            venue.rectangle("walkway", on: level, 0, 0, 30, 10, name: "Hall \(ordinal)")
            escalators.append(venue.rectangle("escalator", on: level, 10, 10, 12, 20, name: "Escalator \(ordinal)"))
            venue.opening(on: level, (10.5, 10), (11.5, 10))
        }
        venue.relationship("escalator", directed: true, escalators.map { ("unit", $0) })
        return (venue, venue.graph())
    }

    @Test func aDirectedEscalatorIsNotTakenBackwards() throws {
        let (venue, graph) = Self.escalatorVenue()
        let router = Router(graph: graph)
        let down = Self.point(graph, venue, 5, 5, in: "Hall 0")
        let up = Self.point(graph, venue, 5, 5, in: "Hall 1")
        let upwards = try Self.found(try router.route(from: down, to: up), graph)
        #expect(upwards.transitions.map(\.mode) == [.escalator])
        #expect(try router.route(from: up, to: down) == .notFound(NoRoute(reason: .disconnected)))
        #expect(
            try router.route(from: down, to: up, options: RouteOptions(accessible: true))
                == .notFound(NoRoute(reason: .onlyInaccessible)))
        // The link list says where the one-way link came from.
        #expect(router.verticalLinks.count == 1)
        #expect(router.verticalLinks.first.map { if case .relationship = $0.source { true } else { false } } == true)
    }

    // MARK: Restricted shortcut

    static func shortcutVenue(restrictedRoom: Bool, badgeDoor: Bool, corridor: Bool) -> (TestVenue, VenueGraph) {
        var venue = TestVenue()
        let ground = venue.level(ordinal: 0)
        venue.rectangle("room", on: ground, 0, 0, 10, 10, name: "West")
        venue.rectangle(
            restrictedRoom ? "office" : "room", on: ground, 10, 0, 20, 10, name: "Staff",
            restriction: restrictedRoom ? "employeesonly" : nil)
        venue.rectangle("room", on: ground, 20, 0, 30, 10, name: "East")
        venue.opening(on: ground, (10, 4), (10, 6), accessControl: badgeDoor ? ["badgereader"] : nil)
        venue.opening(on: ground, (20, 4), (20, 6))
        if corridor {
            venue.rectangle("walkway", on: ground, 0, 10, 30, 13, name: "Corridor")
            venue.opening(on: ground, (4, 10), (6, 10))
            venue.opening(on: ground, (24, 10), (26, 10))
        }
        return (venue, venue.graph())
    }

    @Test(arguments: [(true, false), (false, true)])
    func avoidingRestrictedAreasTakesTheLongWayRound(restrictedRoom: Bool, badgeDoor: Bool) throws {
        let (venue, graph) = Self.shortcutVenue(restrictedRoom: restrictedRoom, badgeDoor: badgeDoor, corridor: true)
        let router = Router(graph: graph)
        let start = Self.point(graph, venue, 5, 5, in: "West")
        let end = Self.point(graph, venue, 25, 5, in: "East")
        let shortcut = try Self.found(try router.route(from: start, to: end), graph)
        #expect(Self.names(shortcut.units, graph) == ["West", "Staff", "East"])
        #expect(abs(shortcut.distance - 20) < 0.01)
        let around = try Self.found(
            try router.route(from: start, to: end, options: RouteOptions(avoidRestricted: true)), graph)
        #expect(Self.names(around.units, graph) == ["West", "Corridor", "East"])
        #expect(around.distance > 25)
    }

    @Test func onlyThroughRestrictedIsAReasonNotAnEmptyRoute() throws {
        let (venue, graph) = Self.shortcutVenue(restrictedRoom: true, badgeDoor: false, corridor: false)
        let router = Router(graph: graph)
        let result = try router.route(
            from: Self.point(graph, venue, 5, 5, in: "West"), to: Self.point(graph, venue, 25, 5, in: "East"),
            options: RouteOptions(avoidRestricted: true))
        #expect(result == .notFound(NoRoute(reason: .onlyThroughRestricted)))
        #expect(result.route == nil)
        // Starting inside the restricted room is allowed: the traveller is already there.
        let fromStaff = try router.route(
            from: Self.point(graph, venue, 15, 5, in: "Staff"), to: Self.point(graph, venue, 25, 5, in: "East"),
            options: RouteOptions(avoidRestricted: true))
        _ = try Self.found(fromStaff, graph)
    }

    // MARK: Disconnected and outside

    @Test func aDisconnectedWingAndAPointOutsideHaveReasons() throws {
        var venue = TestVenue()
        let ground = venue.level(ordinal: 0)
        venue.rectangle("room", on: ground, 0, 0, 10, 10, name: "Main")
        venue.rectangle("room", on: ground, 10, 0, 20, 10, name: "Annex")
        venue.rectangle("room", on: ground, 40, 0, 50, 10, name: "Wing")
        venue.rectangle("opentobelow", on: ground, 60, 0, 70, 10, name: "Void")
        venue.opening(on: ground, (10, 4), (10, 6))
        let graph = venue.graph()
        let router = Router(graph: graph)
        _ = try Self.found(
            try router.route(from: Self.unit(graph, venue, "Main"), to: Self.unit(graph, venue, "Annex")), graph)
        #expect(
            try router.route(from: Self.unit(graph, venue, "Main"), to: Self.unit(graph, venue, "Wing"))
                == .notFound(NoRoute(reason: .disconnected)))
        let outside = TestVenue.point(30, 30)
        #expect(
            try router.route(
                from: .fix(Fix(latitude: outside.y, longitude: outside.x)), to: Self.unit(graph, venue, "Main"))
                == .notFound(NoRoute(reason: .outsideUnits(.start))))
        #expect(
            try router.route(from: Self.unit(graph, venue, "Main"), to: Self.unit(graph, venue, "Void"))
                == .notFound(NoRoute(reason: .outsideUnits(.destination))))
        let inMain = TestVenue.point(3, 3)
        #expect(
            try router.route(
                from: .fix(Fix(latitude: inMain.y, longitude: inMain.x)), to: Self.unit(graph, venue, "Annex")
            ).route != nil)
        #expect(throws: FixError.self) {
            try router.route(from: .fix(Fix(latitude: 91, longitude: 0)), to: Self.unit(graph, venue, "Main"))
        }
    }

    @Test func allowedLevelsExcludeTheOthers() throws {
        let (venue, graph) = Self.stairsAndElevator(levels: 3, relationships: false)
        let router = Router(graph: graph)
        let levels = graph.handles(of: IMDF.LevelProperties.self)
        let start = Self.point(graph, venue, 5, 5, in: "Hall 0")
        let end = Self.point(graph, venue, 5, 5, in: "Hall 2")
        #expect(
            try router.route(from: start, to: end, options: RouteOptions(allowedLevels: [levels[0], levels[2]]))
                == .notFound(NoRoute(reason: .onlyThroughExcludedLevels)))
        #expect(
            try router.route(from: start, to: end, options: RouteOptions(allowedLevels: [levels[1], levels[2]]))
                == .notFound(NoRoute(reason: .levelNotAllowed(.start))))
        _ = try Self.found(
            try router.route(from: start, to: end, options: RouteOptions(allowedLevels: Set(levels))), graph)
    }

    // MARK: Endpoints

    @Test func openingsAndAmenitiesAreEndpoints() throws {
        var venue = TestVenue()
        let ground = venue.level(ordinal: 0)
        let west = venue.rectangle("room", on: ground, 0, 0, 10, 10, name: "West")
        venue.rectangle("room", on: ground, 10, 0, 20, 10, name: "East")
        let door = venue.opening(on: ground, (10, 4), (10, 6))
        let amenity = venue.amenity("atm", at: 2, 2, units: [west])
        let graph = venue.graph()
        let router = Router(graph: graph)
        let atm = try #require(graph.handle(for: FeatureID(amenity), as: IMDF.AmenityProperties.self))
        let toDoor = try Self.found(
            try router.route(
                from: .feature(AnyFeatureHandle(atm, type: .amenity)),
                to: .feature(AnyFeatureHandle(graph.openingHandle(door), type: .opening))), graph)
        // From (2, 2) to the port 25 cm west of the door's middle (10, 5).
        #expect(abs(toDoor.distance - Self.meters((2, 2), (9.75, 5))) < 0.01)
        #expect(toDoor.openings.isEmpty)
        #expect(
            try router.route(
                from: .feature(AnyFeatureHandle(type: .level, index: 0)), to: Self.unit(graph, venue, "West"))
                == .notFound(NoRoute(reason: .outsideUnits(.start))))
    }

    @Test func aRouterIsSharedAcrossThreads() async throws {
        let (venue, graph) = Self.stairsAndElevator(levels: 3, relationships: false)
        let router = Router(graph: graph)
        let start = Self.point(graph, venue, 5, 5, in: "Hall 0")
        let end = Self.point(graph, venue, 20, 8, in: "Hall 2")
        let expected = try router.route(from: start, to: end)
        let results = await withTaskGroup(of: RouteResult?.self) { group in
            for _ in 0..<8 { group.addTask { try? router.route(from: start, to: end) } }
            var results: [RouteResult?] = []
            for await result in group { results.append(result) }
            return results
        }
        #expect(results.allSatisfy { $0 == expected })
    }
}
