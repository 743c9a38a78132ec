import Foundation
import Testing

@testable import IMDFKit

private func close(_ a: Double, _ b: Double, within tolerance: Double) -> Bool { abs(a - b) <= tolerance }

/// Real places with indoor maps, to round-trip through the projection.
private let venues: [(name: String, coordinate: Coordinate)] = [
    ("Apple Park", Coordinate(latitude: 37.33467, longitude: -122.00898)),
    ("Singapore Changi T3", Coordinate(latitude: 1.35563, longitude: 103.98653)),
    ("London Heathrow T5", Coordinate(latitude: 51.47230, longitude: -0.48866)),
    ("Sydney Opera House", Coordinate(latitude: -33.85678, longitude: 151.21530)),
    ("Anchorage airport", Coordinate(latitude: 61.17432, longitude: -149.99814)),
    ("Wellington airport", Coordinate(latitude: -41.32720, longitude: 174.80530)),
]

@Suite("MapPoint and MapProjection")
struct MapPointTests {
    @Test func worldIsTwoToThe28MapPointsSquare() {
        #expect(MapSize.world == MapSize(width: 268_435_456, height: 268_435_456))
        #expect(MapRect.world == MapRect(x: 0, y: 0, width: 268_435_456, height: 268_435_456))
    }

    @Test func nullIslandIsTheCentreOfTheWorld() {
        let point = MapPoint(Coordinate(latitude: 0, longitude: 0))
        #expect(point == MapPoint(x: 134_217_728, y: 134_217_728))
    }

    @Test func longitudeMapsLinearlyOntoX() {
        #expect(MapPoint(Coordinate(latitude: 0, longitude: 180)).x == 268_435_456)
        #expect(MapPoint(Coordinate(latitude: 0, longitude: -180)).x == 0)
        #expect(MapPoint(Coordinate(latitude: 0, longitude: 90)).x == 201_326_592)
    }

    @Test func mercatorLimitIsTheTopAndBottomEdge() {
        #expect(close(MapProjection.maximumLatitude, 85.0511287798, within: 1e-10))
        #expect(close(MapPoint(Coordinate(latitude: 85.0511287798, longitude: 0)).y, 0, within: 0.01))
        #expect(close(MapPoint(Coordinate(latitude: -85.0511287798, longitude: 0)).y, 268_435_456, within: 0.01))
    }

    @Test func polesAreClampedToTheEdges() {
        let north = MapPoint(Coordinate(latitude: 90, longitude: 0))
        let south = MapPoint(Coordinate(latitude: -90, longitude: 0))
        #expect(north.y.isFinite && south.y.isFinite)
        #expect(close(north.y, 0, within: 1e-6))
        #expect(close(south.y, 268_435_456, within: 1e-6))
    }

    @Test func latitudeProjectionMatchesTheTangentForm() {
        // The textbook form y = (1 − ln(tan(π/4 + φ/2)) / π) / 2 × world, written independently.
        for (name, coordinate) in venues {
            let phi = coordinate.latitude * Double.pi / 180
            let expected = (1 - log(tan(Double.pi / 4 + phi / 2)) / Double.pi) / 2 * 268_435_456
            #expect(close(MapPoint(coordinate).y, expected, within: 1e-6), "\(name)")
        }
    }

    @Test func venuesRoundTripWithinANanodegree() {
        for (name, coordinate) in venues {
            let back = MapPoint(coordinate).coordinate
            #expect(close(back.latitude, coordinate.latitude, within: 1e-9), "\(name)")
            #expect(close(back.longitude, coordinate.longitude, within: 1e-9), "\(name)")
        }
    }

    @Test func worldCornersGiveTheLimits() {
        let northWest = MapPoint(x: 0, y: 0).coordinate
        #expect(close(northWest.latitude, MapProjection.maximumLatitude, within: 1e-12))
        #expect(northWest.longitude == -180)
        let southEast = MapPoint(x: 268_435_456, y: 268_435_456).coordinate
        #expect(close(southEast.latitude, -MapProjection.maximumLatitude, within: 1e-12))
        #expect(southEast.longitude == 180)
    }

    @Test func metersPerMapPointAtTheEquator() {
        let expected = 40_075_016.68557849 / 268_435_456
        #expect(close(MapProjection.metersPerMapPoint(atLatitude: 0), expected, within: 1e-15))
        #expect(close(MapProjection.metersPerMapPoint(atLatitude: 0), 0.14929107, within: 1e-8))
        #expect(close(MapProjection.mapPointsPerMeter(atLatitude: 0), 6.698324, within: 1e-6))
    }

    @Test func metersPerMapPointHalvesAtSixtyDegrees() {
        let equator = MapProjection.metersPerMapPoint(atLatitude: 0)
        #expect(close(MapProjection.metersPerMapPoint(atLatitude: 60), equator / 2, within: 1e-12))
        #expect(close(MapProjection.metersPerMapPoint(atLatitude: -60), equator / 2, within: 1e-12))
        #expect(close(MapProjection.mapPointsPerMeter(atLatitude: 60), 2 / equator, within: 1e-9))
    }

    @Test func scaleFunctionsAreReciprocal() {
        for latitude in stride(from: -85.0, through: 85.0, by: 5) {
            let product =
                MapProjection.metersPerMapPoint(atLatitude: latitude)
                * MapProjection.mapPointsPerMeter(atLatitude: latitude)
            #expect(close(product, 1, within: 1e-12), "latitude \(latitude)")
        }
        #expect(MapProjection.mapPointsPerMeter(atLatitude: 90).isFinite)
    }

    @Test func localScaleMatchesTheProjectionDerivative() {
        // One meter north at a venue moves the map point by mapPointsPerMeter (Mercator is conformal).
        let coordinate = venues[2].coordinate
        let metersPerDegree = Double.pi * 6_378_137 / 180
        let north = Coordinate(latitude: coordinate.latitude + 1 / metersPerDegree, longitude: coordinate.longitude)
        let deltaY = MapPoint(coordinate).y - MapPoint(north).y
        #expect(close(deltaY, MapProjection.mapPointsPerMeter(atLatitude: coordinate.latitude), within: 1e-5))
    }

    @Test func distanceOfOneDegreeAtTheEquator() {
        let origin = MapPoint(Coordinate(latitude: 0, longitude: 0))
        let east = MapPoint(Coordinate(latitude: 0, longitude: 1))
        let north = MapPoint(Coordinate(latitude: 1, longitude: 0))
        let oneDegree = Double.pi * 6_378_137 / 180  // 111,319.49 m
        #expect(close(origin.distance(to: east), oneDegree, within: 1e-6))
        #expect(close(origin.distance(to: north), oneDegree, within: 1e-6))
        #expect(origin.distance(to: origin) == 0)
    }

    @Test func distanceIsSymmetricAndShrinksWithLongitudeAwayFromTheEquator() {
        let a = MapPoint(Coordinate(latitude: 60, longitude: 10))
        let b = MapPoint(Coordinate(latitude: 60, longitude: 10.001))
        #expect(a.distance(to: b) == b.distance(to: a))
        // 0.001° of longitude at 60° is about half of 111.32 m.
        #expect(close(a.distance(to: b), 111.319_490_793 / 2, within: 1e-3))
        // Across the antimeridian the great circle is short even though the map points are far apart.
        let west = MapPoint(Coordinate(latitude: 0, longitude: 179.999))
        let east = MapPoint(Coordinate(latitude: 0, longitude: -179.999))
        #expect(close(west.distance(to: east), 222.64, within: 0.01))
    }

    @Test func coordinateValidity() {
        #expect(Coordinate(latitude: 90, longitude: -180).isValid)
        #expect(!Coordinate(latitude: 90.000001, longitude: 0).isValid)
        #expect(!Coordinate(latitude: 0, longitude: 180.5).isValid)
        #expect(!Coordinate(latitude: .nan, longitude: 0).isValid)
    }
}
