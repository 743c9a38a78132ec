import Foundation
import IMDFKit
import IMDFTestSupport
import Testing

@testable import IMDFRouting

/// The shipped sample venue: two buildings and an outdoor forecourt on ordinals −1 to 1, with elevator,
/// stairs and escalator relationships for some of its vertical circulation and none for the rest.
@Suite("Router on the sample venue")
struct SampleVenueRoutingTests {
    static let sample = Result { () throws -> Router in
        let packageRoot = TestData.packageRoot
        let path = packageRoot.appendingPathComponent("SampleVenues/HarbourviewQuay").path
        return Router(graph: VenueGraph(try IMDF.Archive(contentsOf: path)))
    }

    /// The public units (``IMDF/UnitProperties/isPublic``) with their ordinals.
    static func publicUnits(_ graph: VenueGraph) -> [(unit: VenueGraph.UnitHandle, ordinal: Int)] {
        graph.handles(of: IMDF.UnitProperties.self).compactMap { unit in
            guard graph[unit].properties.isPublic, let level = graph.level(of: unit),
                let ordinal = graph[level].properties.ordinal
            else { return nil }
            return (unit, ordinal)
        }
    }

    @Test func theSampleHasVerticalCirculationLinkedBothWays() throws {
        let router = try Self.sample.get()
        let graph = router.graph
        let circulation = graph.handles(of: IMDF.UnitProperties.self).filter {
            graph[$0].properties.category?.isVerticalCirculation ?? false
        }
        #expect(circulation.count == 14)
        let links = router.verticalLinks
        // Relationships: the museum's elevator and stairs, the interchange's elevator (three levels) and its
        // one-way escalator (up).
        #expect(links.filter { if case .relationship = $0.source { true } else { false } }.count == 2 + 2 + 4 + 2)
        // Stairs A has no relationship: its units are stacked on ordinals −1, 0 and 1.
        let stacked = links.filter { if case .overlappingUnits = $0.source { true } else { false } }
        #expect(stacked.count == 4)
        #expect(stacked.allSatisfy { $0.mode == .stairs })
        let escalatorLinks = links.filter { $0.mode == .escalator }
        #expect(escalatorLinks.count == 2)
    }

    @Test func everyPairOfPublicUnitsOnDifferentLevelsIsConnected() throws {
        let router = try Self.sample.get()
        let graph = router.graph
        let units = Self.publicUnits(graph)
        #expect(units.count > 50)
        var pairs = 0
        var failures: [String] = []
        var transitionsSeen = Set<VerticalMode>()
        for start in units {
            for end in units where end.ordinal != start.ordinal {
                pairs += 1
                let result = try router.route(
                    from: .feature(AnyFeatureHandle(start.unit, type: .unit)),
                    to: .feature(AnyFeatureHandle(end.unit, type: .unit)))
                guard case .found(let route) = result else {
                    failures.append(
                        "\(graph[start.unit].properties.name?["en"] ?? "?") → \(graph[end.unit].properties.name?["en"] ?? "?"): \(result)"
                    )
                    continue
                }
                let problems = RouteInvariants.problems(in: route, graph: graph)
                if !problems.isEmpty { failures.append("\(start.unit) → \(end.unit): \(problems)") }
                if route.transitions.isEmpty {
                    failures.append("\(start.unit) → \(end.unit) changes level without a transition")
                }
                transitionsSeen.formUnion(route.transitions.map(\.mode))
            }
        }
        #expect(pairs > 2000)
        #expect(failures.isEmpty, "\(failures.count) of \(pairs): \(failures.prefix(10))")
        #expect(transitionsSeen.isSuperset(of: [.stairs, .escalator]))
    }

    /// Step-free routes that also avoid restricted areas reach every public unit except four, and the
    /// data says why: Bicycle Parking opens only onto the Quay Steps (a `steps` unit), and Storage,
    /// Cloakroom and Conservation Lab are entered only through `service` doors with a badge reader.
    @Test func accessibleRoutesAvoidingRestrictedAreasUseElevatorsOnly() throws {
        let router = try Self.sample.get()
        let graph = router.graph
        let stepFree = Self.publicUnits(graph).filter { unit in
            !(graph[unit.unit].properties.category.flatMap { VerticalMode(unit: $0) }.map { !$0.isAccessible } ?? false)
        }
        let behindSteps: Set<String> = ["Bicycle Parking"]
        let behindBadges: Set<String> = ["Storage", "Cloakroom", "Conservation Lab"]
        func name(_ unit: VenueGraph.UnitHandle) -> String { graph[unit].properties.name?["en"] ?? "?" }
        var unexpected: [String] = []
        var refused = 0
        for start in stepFree {
            for end in stepFree where end.ordinal != start.ordinal {
                let result = try router.route(
                    from: .feature(AnyFeatureHandle(start.unit, type: .unit)),
                    to: .feature(AnyFeatureHandle(end.unit, type: .unit)),
                    options: RouteOptions(accessible: true, avoidRestricted: true))
                let names = [name(start.unit), name(end.unit)]
                let steps = names.contains(where: behindSteps.contains)
                let badges = names.contains(where: behindBadges.contains)
                switch result {
                case .found(let route):
                    if steps || badges { unexpected.append("\(names) has a route") }
                    #expect(route.transitions.allSatisfy { $0.mode == .elevator })
                    #expect(RouteInvariants.problems(in: route, graph: graph).isEmpty)
                    for unit in route.units.dropFirst().dropLast() {
                        let properties = graph[unit].properties
                        #expect(!properties.isRestricted)
                        #expect(!["stairs", "steps", "escalator"].contains(properties.category?.rawValue ?? ""))
                    }
                case .notFound(let noRoute):
                    refused += 1
                    let expected: NoRoute.Reason? =
                        steps && badges
                        ? .onlyWithFewerConstraints
                        : steps ? .onlyInaccessible : badges ? .onlyThroughRestricted : nil
                    if noRoute.reason != expected {
                        unexpected.append("\(names): \(noRoute.reason), expected \(String(describing: expected))")
                    }
                }
            }
        }
        #expect(refused > 0)
        #expect(unexpected.isEmpty, "\(unexpected.count): \(unexpected.prefix(10))")
    }

    @Test func theEscalatorOnlyGoesUp() throws {
        let router = try Self.sample.get()
        let graph = router.graph
        func unit(_ name: String, ordinal: Int) throws -> VenueGraph.UnitHandle {
            try #require(
                graph.handles(of: IMDF.UnitProperties.self).first { unit in
                    graph[unit].properties.name?["en"] == name
                        && graph.level(of: unit).flatMap { graph[$0].properties.ordinal } == ordinal
                })
        }
        let platform = try unit("Escalator A", ordinal: -1)
        let mezzanine = try unit("Escalator A", ordinal: 1)
        let up = try router.route(
            from: .feature(AnyFeatureHandle(platform, type: .unit)),
            to: .feature(AnyFeatureHandle(mezzanine, type: .unit)))
        #expect(up.route?.transitions.map(\.mode) == [.escalator])
        #expect(up.route?.transitions.first?.ordinals == [-1, 0, 1])
        let down = try router.route(
            from: .feature(AnyFeatureHandle(mezzanine, type: .unit)),
            to: .feature(AnyFeatureHandle(platform, type: .unit)))
        #expect(down.route.map { !$0.transitions.contains { $0.mode == .escalator } } == true)
    }
}
