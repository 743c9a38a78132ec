import GeoJSON
import IMDFTestSupport
import Testing

@testable import IMDFKit

@Suite("Locator")
struct LocatorTests {
    static let sample = Result { () throws -> Locator in
        Locator(graph: VenueGraph(try IMDF.Archive(contentsOf: TestData.sampleVenue("HarbourviewQuay"))))
    }

    /// The minimal fixture: a room (west) and a walkway (east) sharing the wall at longitude -73.5498.
    static let minimal = Locator(graph: VenueGraph(ArchiveFixture.minimal.archive()))

    @Test func fixInsideARoomFindsItWithItsOccupant() throws {
        let locator = try Self.sample.get()
        let graph = locator.graph
        // The café's anchor lies inside the café unit.
        let everywhere = try locator.locate(Fix(latitude: 45.503136, longitude: -73.5507646, horizontalAccuracy: 3))
        // Without a floor every level is searched, highest first: the rooms above and below the café are listed too.
        #expect(everywhere.matchesByLevel.map { graph[$0.level].properties.ordinal } == [1, 0, -1])
        let result = try locator.locate(
            Fix(latitude: 45.503136, longitude: -73.5507646, horizontalAccuracy: 3, floor: 0))
        let best = try #require(result.best)
        #expect(graph[best.unit].properties.name?["en"] == "Café du Quai")
        #expect(graph[best.level].properties.ordinal == 0)
        #expect(best.occupants.map { graph[$0].properties.name?["en"] } == ["Café du Quai"])
        #expect(best.location == .inside)
        #expect(best.nearestOpening != nil)
    }

    @Test func pointOnASharedWallIsInBothUnits() throws {
        let locator = Self.minimal
        let result = try locator.locate(Fix(latitude: 45.5001, longitude: -73.5498, horizontalAccuracy: 0))
        #expect(result.matches.count == 2)
        #expect(result.matches.allSatisfy { $0.location == .boundary })
        // The room ranks before the walkway (structural categories come after rooms).
        #expect(result.matches.map(\.unit.index) == [0, 1])
        #expect(result.matches.last?.isStructural == true)
        // The door on that wall is 0 m away.
        #expect(result.best?.nearestOpening?.distance ?? 1 < 1e-6)
    }

    @Test func vertexAndOutsidePoints() throws {
        let locator = Self.minimal
        let corner = try locator.locate(Fix(latitude: 45.50005, longitude: -73.5499))
        #expect(corner.matches.map(\.unit.index) == [0])
        #expect(corner.matches.first?.location == .boundary)
        let outside = try locator.locate(Fix(latitude: 45.5003, longitude: -73.5498, horizontalAccuracy: 40))
        #expect(!outside.isFound)
        let nearest = try #require(outside.nearest)
        // 0.00015° of latitude north of the units' top edge ≈ 16.7 m.
        #expect(abs(nearest.distance - 16.68) < 0.1)
        #expect(outside.nearby.count == 2)
        #expect(outside.nearby.allSatisfy { $0.distance <= 40 })
    }

    @Test func invalidFixesThrow() {
        let locator = Self.minimal
        #expect(throws: FixError.self) { try locator.locate(Fix(latitude: 91, longitude: 0)) }
        #expect(throws: FixError.self) { try locator.locate(Fix(latitude: 0, longitude: -181)) }
        #expect(throws: FixError.self) { try locator.locate(Fix(latitude: .nan, longitude: 0)) }
        #expect(throws: FixError.self) { try locator.locate(Fix(latitude: 45, longitude: -73, horizontalAccuracy: -1)) }
    }

    @Test func scopeRestrictsLevels() throws {
        let locator = try Self.sample.get()
        let graph = locator.graph
        let cafe = Fix(latitude: 45.503136, longitude: -73.5507646)
        #expect(
            try locator.locate(cafe, in: .ordinal(1)).matches.allSatisfy { graph[$0.level].properties.ordinal == 1 })
        #expect(try locator.locate(cafe, in: .ordinal(0)).isFound)
        // The fix's own floor is used when no scope is given.
        var upstairs = cafe
        upstairs.floor = -1
        #expect(try locator.locate(upstairs).matches.allSatisfy { graph[$0.level].properties.ordinal == -1 })
    }

    @Test func holesAreExcluded() throws {
        let locator = try Self.sample.get()
        let graph = locator.graph
        // Every unit's display point lies in that unit (and not in a unit whose hole contains it).
        for unit in graph.handles(of: IMDF.UnitProperties.self) {
            guard let point = graph[unit].properties.displayPoint, let level = graph.level(of: unit) else { continue }
            let result = try locator.locate(
                Fix(latitude: point.latitude, longitude: point.longitude), in: .level(level))
            #expect(result.matches.contains { $0.unit == unit }, "unit \(unit) misses its display point")
            #expect(
                locator.bestUnit(containingLongitude: point.longitude, latitude: point.latitude, on: level)
                    == result.best?.unit)
        }
    }
}

@Suite("Locator batches")
struct LocatorBatchTests {
    @Test func concurrentBatchEqualsSerial() async throws {
        let locator = try LocatorTests.sample.get()
        let graph = locator.graph
        let level = try #require(graph.levels(withOrdinal: 0).first)
        let box = try #require(graph[level].geometry?.planarArea?.bounds)
        var generator = SystemRandomNumberGenerator()
        let points = (0..<20_000).map { _ in
            Coordinate(
                latitude: Double.random(in: box.minY...box.maxY, using: &generator),
                longitude: Double.random(in: box.minX...box.maxX, using: &generator))
        }
        let serial = locator.bestUnits(containing: points, on: level)
        let concurrent = await locator.bestUnitsConcurrently(containing: points, on: level, chunkSize: 1_000)
        #expect(serial == concurrent)
        #expect(serial.contains { $0 != nil })
    }
}

@Suite("Locator hot path")
struct LocatorHotPathTests {
    /// The grid behind `bestUnit` must agree with the ranked matches of `locate` everywhere: inside rooms,
    /// outside, and exactly on walls and corners shared by several units.
    @Test func bestUnitAgreesWithLocateOnRandomPointsWallsAndCorners() throws {
        let locator = try LocatorTests.sample.get()
        let graph = locator.graph
        var generator = SystemRandomNumberGenerator()
        var onWalls = 0
        for level in graph.handles(of: IMDF.LevelProperties.self) {
            let box = try #require(graph[level].geometry?.planarArea?.bounds)
            let shapes = graph.units(on: level).compactMap { graph[$0].geometry?.planarArea }
            var points: [PlanarPoint] = (0..<2_000).map { _ in
                PlanarPoint(
                    x: Double.random(in: (box.minX - 0.0001)...(box.maxX + 0.0001), using: &generator),
                    y: Double.random(in: (box.minY - 0.0001)...(box.maxY + 0.0001), using: &generator))
            }
            points += UnitGridTests.wallProbes(of: shapes)
            for point in points {
                let result = try locator.locate(
                    Fix(latitude: point.y, longitude: point.x), in: .level(level), includeNearby: false)
                if result.matches.contains(where: { $0.location == .boundary }) { onWalls += 1 }
                #expect(
                    locator.bestUnit(containingLongitude: point.x, latitude: point.y, on: level) == result.best?.unit,
                    "(\(point.y), \(point.x)) on level \(level)")
            }
        }
        #expect(onWalls > 500, "the test must exercise boundary points")
    }
}
