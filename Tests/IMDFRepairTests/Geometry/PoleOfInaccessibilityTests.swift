import GeoJSON
import IMDFKit
import Testing

@testable import IMDFRepair

@Suite struct PoleOfInaccessibilityTests {
    @Test func lShapedRoomPoleIsInsideWhereTheCentroidIsNot() throws {
        // An L of two 10 × 2 arms: its centroid (about 3.2, 3.2) lies outside, in the notch.
        let ring = [(0.0, 0.0), (10, 0), (10, 2), (2, 2), (2, 10), (0, 10), (0, 0)].map {
            PlanarPoint(x: $0.0, y: $0.1)
        }
        let centroid = PoleOfInaccessibility.centroid(of: ring)
        #expect(PoleOfInaccessibility.signedDistance(from: centroid, to: [ring]) < 0)
        let pole = try #require(PoleOfInaccessibility.pole(of: [ring]))
        #expect(pole.distance > 0.9)
        #expect(PoleOfInaccessibility.signedDistance(from: pole.point, to: [ring]) > 0.9)
    }

    @Test func holeIsAvoided() throws {
        let exterior = [(0.0, 0.0), (10, 0), (10, 10), (0, 10), (0, 0)].map { PlanarPoint(x: $0.0, y: $0.1) }
        let hole = [(3.0, 3.0), (3, 7), (7, 7), (7, 3), (3, 3)].map { PlanarPoint(x: $0.0, y: $0.1) }
        let pole = try #require(PoleOfInaccessibility.pole(of: [exterior, hole]))
        #expect(PoleOfInaccessibility.signedDistance(from: pole.point, to: [exterior, hole]) > 1.4)
    }

    @Test func openingMidpointIsOnTheLine() throws {
        let geometry = try JSONReader().value(
            from: #"{"type": "LineString", "coordinates": [[10, 50], [10.0001, 50], [10.0001, 50.0001]]}"#)
        let point = try #require(DisplayPointRepair.interiorPoint(of: geometry))
        // Half of the way: the first segment (about 7.2 m) is shorter than the second (about 11.1 m).
        #expect(abs(point.x - 10.0001) < 1e-12)
        #expect(point.y > 50 && point.y < 50.0001)
    }
}
