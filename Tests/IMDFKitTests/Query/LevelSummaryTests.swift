import GeoJSON
import IMDFTestSupport
import Testing

@testable import IMDFKit

/// Level listing and bounding rectangles on the clean sample venue.
@Suite struct LevelSummaryTests {
    static let graph: VenueGraph? = try? VenueGraph(
        IMDF.Archive(contentsOf: TestData.sampleVenue("HarbourviewQuay.zip")))

    @Test func summariesAreOrderedLikeALiftPanel() throws {
        let graph = try #require(Self.graph)
        let rows = graph.levelSummaries()
        #expect(rows.count == graph.archive.levels.count)
        #expect(rows.map(\.ordinal) == [1, 1, 0, 0, 0, -1])
        // Levels sharing an ordinal keep archive order.
        let ground = rows.filter { $0.ordinal == 0 }.map(\.level.index)
        #expect(ground == ground.sorted())
    }

    @Test func countsMatchTheGraph() throws {
        let graph = try #require(Self.graph)
        for row in graph.levelSummaries() {
            #expect(row.unitCount == graph.units(on: row.level).count)
            #expect(row.openingCount == graph.openings(on: row.level).count)
            #expect(row.occupantCount == graph.occupants(on: row.level).count)
            #expect(row.amenityCount == graph.amenities(on: row.level).count)
        }
        let platform = try #require(graph.levelSummaries().last)
        #expect(platform.shortName?["en"] == "B1")
        #expect(platform.unitCount == 12)
        #expect(platform.isOutdoor == false)
        #expect(platform.buildings.count == 1)
        let forecourt = try #require(graph.levelSummaries().first { $0.isOutdoor == true })
        #expect(forecourt.buildings.isEmpty)
    }

    @Test func boundingRectCoversTheLevelAndEveryUnit() throws {
        let graph = try #require(Self.graph)
        for row in graph.levelSummaries() {
            #expect(!row.boundingMapRect.isNull)
            #expect(row.boundingMapRect.contains(graph[row.level].boundingMapRect))
            for unit in graph.units(on: row.level) {
                #expect(row.boundingMapRect.contains(graph[unit].boundingMapRect))
            }
            let box = try #require(row.geographicBoundingBox)
            #expect(box.west < box.east && box.south < box.north)
        }
        #expect(graph.boundingMapRect.contains(graph.boundingMapRect(of: VenueGraph.LevelHandle(0))))
    }

    @Test func geometryBoundsFollowTheCoordinates() throws {
        let polygon = try #require(
            try GeoJSONDecoder().decode(
                Array(#"{"type": "Polygon", "coordinates": [[[10, 20], [12, 20], [12, 23], [10, 20]]]}"#.utf8)
            ).object)
        guard case .geometry(let geometry) = polygon else {
            Issue.record("not a geometry")
            return
        }
        #expect(geometry.geographicBoundingBox == GeographicBoundingBox(west: 10, south: 20, east: 12, north: 23))
        #expect(geometry.boundingMapRect == MapRect(GeographicBoundingBox(west: 10, south: 20, east: 12, north: 23)))
        let empty = Feature<JSONObject?>(geometry: nil, properties: nil)
        #expect(empty.boundingMapRect.isNull)
    }
}
