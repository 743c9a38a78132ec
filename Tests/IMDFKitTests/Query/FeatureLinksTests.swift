import GeoJSON
import IMDFTestSupport
import Testing

@testable import IMDFKit

/// Outgoing, incoming and indirect links of features.
@Suite struct FeatureLinksTests {
    static let graph: VenueGraph? = try? VenueGraph(IMDF.Archive(contentsOf: TestData.sampleVenue("HarbourviewQuay")))
    static let mistakes: VenueGraph? = try? VenueGraph(
        IMDF.Archive(contentsOf: TestData.sampleVenue("HarbourviewQuayWithMistakes")))

    @Test func unitLinksBothWays() throws {
        let graph = try #require(Self.graph)
        let unit = try #require(graph.feature(withID: "8c1f74ee-792c-442b-9c4b-ae65420c5037"))
        #expect(unit.type == .unit)
        let links = graph.links(of: unit)
        #expect(links.outgoing.map(\.property) == ["level_id"])
        #expect(links.outgoing.first?.feature?.type == .level)
        // Every anchor and amenity that names the unit is an incoming link, and nothing else is.
        let typed = try #require(unit.typed(as: IMDF.UnitProperties.self))
        let expected = Set(graph.anchors(in: typed).map { AnyFeatureHandle($0, type: .anchor) })
            .union(graph.amenities(in: typed).map { AnyFeatureHandle($0, type: .amenity) })
        #expect(Set(links.incoming.compactMap(\.feature)) == expected)
        #expect(links.incoming.allSatisfy { $0.property == "unit_id" || $0.property == "unit_ids" })
        // Building through the level, occupants through anchors.
        #expect(links.indirect.filter { $0.feature?.type == .building }.map(\.via) == ["level_id"])
        #expect(links.indirect.filter { $0.feature?.type == .occupant }.count == graph.occupants(in: typed).count)
    }

    @Test func incomingIsTheInverseOfOutgoing() throws {
        let graph = try #require(Self.graph)
        for handle in graph.archive.allHandles.prefix(60) {
            for link in graph.outgoingLinks(of: handle) {
                guard let target = link.feature else { continue }
                #expect(
                    graph.incomingLinks(of: target).contains { $0.feature == handle && $0.property == link.property })
            }
        }
    }

    @Test func relationshipEndsAreOutgoingLinks() throws {
        let graph = try #require(Self.graph)
        let relationship = AnyFeatureHandle(type: .relationship, index: 0)
        let properties = graph.outgoingLinks(of: relationship).map(\.property)
        #expect(properties.contains("origin") && properties.contains("destination"))
        let ends = graph.ends(of: VenueGraph.RelationshipHandle(0))
        #expect(graph.outgoingLinks(of: relationship).first { $0.property == "origin" }?.feature == ends.origin)
    }

    @Test func danglingReferenceIsKeptUnresolved() throws {
        let graph = try #require(Self.mistakes)
        let anchor = try #require(graph.feature(withID: "05e5da24-130b-48e1-9139-1b24531cc5f7"))
        let link = try #require(graph.outgoingLinks(of: anchor).first { $0.property == "unit_id" })
        #expect(link.feature == nil)
        #expect(link.id == "0d2392e7-1c40-458a-8a92-fc89c7abd472")
    }

    @Test func unknownIDFindsNothing() throws {
        let graph = try #require(Self.graph)
        #expect(graph.feature(withID: "no-such-id") == nil)
    }
}
