import GeoJSON
import Testing

@testable import IMDFKit

private func p(_ x: Double, _ y: Double) -> PlanarPoint { PlanarPoint(x: x, y: y) }

@Suite struct MeasureTests {
    @Test func signedAreaAndWinding() {
        let ccw = PlanarPolygon(rings: [[p(0, 0), p(2, 0), p(2, 1), p(0, 1)]])
        let cw = PlanarPolygon(rings: [[p(0, 0), p(0, 1), p(2, 1), p(2, 0), p(0, 0)]])
        #expect(ccw.signedArea(ofRing: 0) == 2)
        #expect(cw.signedArea(ofRing: 0) == -2)
        #expect(ccw.winding(ofRing: 0) == .counterclockwise)
        #expect(cw.winding(ofRing: 0) == .clockwise)
        #expect(ccw.planarArea == 2)
        #expect(cw.planarArea == 2)
        let line = PlanarPolygon(rings: [[p(0, 0), p(1, 1), p(2, 2)]])
        #expect(line.winding(ofRing: 0) == .degenerate)
        #expect(line.planarArea == 0)
    }

    /// A GeoJSON polygon converts to exactly its rings: GeoJSON's ring offsets end with the end of the last
    /// ring, which is not the start of another (it once became an empty extra ring).
    @Test func aGeoJSONPolygonConvertsToItsOwnRings() throws {
        let square = "[[0, 0], [4, 0], [4, 4], [0, 4], [0, 0]]"
        let hole = "[[1, 1], [1, 2], [2, 2], [2, 1], [1, 1]]"
        for (rings, area) in [([square], 16.0), ([square, hole], 15.0)] {
            let text = "{\"type\": \"Polygon\", \"coordinates\": [\(rings.joined(separator: ", "))]}"
            let document = try GeoJSONDecoder().decode(Array(text.utf8), file: "p.geojson")
            guard case .geometry(.polygon(let polygon))? = document.object else {
                Issue.record("not a polygon: \(text)")
                continue
            }
            let planar = PlanarPolygon(polygon)
            #expect(planar.ringCount == rings.count, "\(text)")
            #expect(planar.planarArea == area)
        }
    }

    @Test(arguments: [false, true])
    func holesAreSubtractedWhateverTheirWinding(holeReversed: Bool) {
        let hole = [p(1, 1), p(2, 1), p(2, 2), p(1, 2)]
        let polygon = PlanarPolygon(rings: [
            [p(0, 0), p(4, 0), p(4, 4), p(0, 4)], holeReversed ? hole.reversed() : hole,
        ])
        #expect(polygon.planarArea == 15)
        // Centroid: (16·(2,2) − 1·(1.5,1.5)) / 15.
        let centroid = polygon.centroid
        #expect(abs((centroid?.x ?? 0) - (32 - 1.5) / 15) < 1e-12)
        #expect(abs((centroid?.y ?? 0) - (32 - 1.5) / 15) < 1e-12)
    }

    @Test func centroidOfAnLShape() {
        // Unit squares at (0,0), (1,0), (0,1): centroid (2/3·… ) = ((0.5+1.5+0.5)/3, (0.5+0.5+1.5)/3).
        let l = PlanarPolygon(rings: [[p(0, 0), p(2, 0), p(2, 1), p(1, 1), p(1, 2), p(0, 2)].reversed()])
        let centroid = l.centroid
        #expect(abs((centroid?.x ?? 0) - 2.5 / 3) < 1e-12)
        #expect(abs((centroid?.y ?? 0) - 2.5 / 3) < 1e-12)
        #expect(PlanarPolygon(rings: [[p(0, 0), p(2, 2), p(4, 4)]]).centroid == p(2, 2))
        #expect(PlanarPolygon(rings: []).centroid == nil)
    }

    @Test func projectionScalesMatchWGS84() {
        let equator = LocalProjection(origin: p(0, 0))
        #expect(abs(equator.metersPerDegreeLongitude - 111_319.49) < 0.1)
        #expect(abs(equator.metersPerDegreeLatitude - 110_574.3) < 0.1)
        let sixty = LocalProjection(origin: p(10, 60))
        #expect(abs(sixty.metersPerDegreeLongitude - 55_800) < 5)
        #expect(abs(sixty.metersPerDegreeLatitude - 111_412) < 5)
        let projected = sixty.project(p(10.001, 60.002))
        #expect(sixty.unproject(projected).x - 10.001 < 1e-12)
        #expect(abs(sixty.distance(p(10, 60), p(10, 60.001)) - 111.412) < 0.01)
    }

    @Test func areaInSquareMeters() {
        // A 0.001° square at the equator: about 111.32 m × 110.57 m.
        let square = PlanarPolygon(rings: [[p(0, -0.0005), p(0.001, -0.0005), p(0.001, 0.0005), p(0, 0.0005)]])
        #expect(abs(square.areaInSquareMeters - 111.31949 * 110.5743) < 0.05)
        let multi = PlanarMultiPolygon(parts: [square, square])
        #expect(abs(multi.areaInSquareMeters - 2 * square.areaInSquareMeters) < 1e-9)
    }

    @Test func distanceToSegmentAndPolyline() {
        let projection = LocalProjection(origin: p(0.001, 0.0005))
        let d = projection.distance(from: p(0.001, 0.0005), toSegmentFrom: p(0, 0), to: p(0, 0.001))
        #expect(abs(d - 111.319) < 0.01)
        // Beyond the end of the segment: distance to the endpoint.
        let end = projection.distance(from: p(0, 0.002), toSegmentFrom: p(0, 0), to: p(0, 0.001))
        #expect(abs(end - 110.574) < 0.01)

        let path = PlanarPolyline(points: [p(0, 0), p(0.001, 0), p(0.001, 0.001)])
        let nearest = path.nearestPoint(to: p(0.0015, 0.0004))
        #expect(nearest?.segmentIndex == 1)
        #expect(abs((nearest?.fraction ?? 0) - 0.4) < 1e-9)
        #expect(abs((nearest?.point.y ?? 0) - 0.0004) < 1e-15)
        #expect(abs((nearest?.distance ?? 0) - 55.66) < 0.01)
        #expect(abs(path.distance(from: p(0.0005, -0.001)) - 110.574) < 0.01)
        #expect(PlanarPolyline(points: []).nearestPoint(to: p(0, 0)) == nil)
        #expect(PlanarPolyline(points: [p(0, 0)]).distance(from: p(0, 0)) == 0)
    }

    @Test func distanceToPolygon() {
        let hole = [p(0.0004, 0.0004), p(0.0006, 0.0004), p(0.0006, 0.0006), p(0.0004, 0.0006)]
        let room = PlanarPolygon(rings: [[p(0, 0), p(0.001, 0), p(0.001, 0.001), p(0, 0.001)], hole])
        #expect(room.distance(from: p(0.0002, 0.0005)) == 0)
        #expect(room.distance(from: p(0.001, 0.0005)) == 0)
        #expect(abs(room.distanceToBoundary(from: p(0.0002, 0.0005)) - 0.0002 * 111_319.49) < 0.01)
        // In the hole: outside the polygon, 0.0001° from the hole's walls.
        #expect(abs(room.distance(from: p(0.0005, 0.0005)) - 0.0001 * 110_574.3) < 0.01)
        #expect(abs(room.distance(from: p(0.0015, 0.0005)) - 0.0005 * 111_319.49) < 0.01)
        let multi = PlanarMultiPolygon(parts: [room])
        #expect(multi.distance(from: p(0.0002, 0.0005)) == 0)
    }
}
