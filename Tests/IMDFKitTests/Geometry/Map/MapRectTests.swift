import Testing

@testable import IMDFKit

private func close(_ a: Double, _ b: Double, within tolerance: Double) -> Bool { abs(a - b) <= tolerance }

@Suite("MapRect")
struct MapRectTests {
    let rect = MapRect(x: 10, y: 20, width: 100, height: 50)

    @Test func edgesAndCentre() {
        #expect(rect.minX == 10 && rect.midX == 60 && rect.maxX == 110)
        #expect(rect.minY == 20 && rect.midY == 45 && rect.maxY == 70)
        #expect(rect.center == MapPoint(x: 60, y: 45))
    }

    @Test func nullRectangle() {
        #expect(MapRect.null.isNull)
        #expect(MapRect.null.isEmpty)
        #expect(MapRect.null.origin.x == .infinity)
        #expect(!rect.isNull)
        #expect(!MapRect.null.contains(MapPoint(x: 0, y: 0)))
        #expect(!MapRect.world.intersects(.null))
        #expect(!MapRect.world.contains(MapRect.null))
        #expect(MapRect.null.insetBy(dx: -5, dy: -5).isNull)
        #expect(MapRect.null.offsetBy(dx: 5, dy: 5).isNull)
    }

    @Test func emptyButNotNull() {
        let point = MapRect(x: 5, y: 5, width: 0, height: 0)
        let line = MapRect(x: 5, y: 5, width: 10, height: 0)
        #expect(point.isEmpty && !point.isNull)
        #expect(line.isEmpty && !line.isNull)
        #expect(!rect.isEmpty)
    }

    @Test func unionWithNullIsIdentity() {
        #expect(rect.union(.null) == rect)
        #expect(MapRect.null.union(rect) == rect)
        #expect(MapRect.null.union(.null).isNull)
    }

    @Test func unionBoundsBoth() {
        let other = MapRect(x: -10, y: 60, width: 30, height: 40)
        #expect(rect.union(other) == MapRect(x: -10, y: 20, width: 120, height: 80))
        #expect(rect.union(other) == other.union(rect))
    }

    @Test func intersectionOfOverlappingRects() {
        let other = MapRect(x: 100, y: 60, width: 50, height: 50)
        #expect(rect.intersection(other) == MapRect(x: 100, y: 60, width: 10, height: 10))
        #expect(rect.intersects(other) && other.intersects(rect))
        #expect(rect.intersection(rect) == rect)
    }

    @Test func disjointAndEdgeTouchingRectsDoNotIntersect() {
        let apart = MapRect(x: 200, y: 20, width: 10, height: 10)
        let touching = MapRect(x: 110, y: 20, width: 10, height: 10)
        let corner = MapRect(x: 110, y: 70, width: 10, height: 10)
        #expect(rect.intersection(apart).isNull)
        #expect(rect.intersection(touching).isNull && !rect.intersects(touching))
        #expect(!rect.intersects(corner))
        #expect(rect.intersection(.null).isNull)
    }

    @Test func degenerateRectInsideIntersects() {
        let point = MapRect(x: 50, y: 30, width: 0, height: 0)
        #expect(rect.intersection(point) == point)
        #expect(rect.intersects(point) && point.intersects(rect))
        #expect(!rect.intersects(MapRect(x: 500, y: 30, width: 0, height: 0)))
    }

    @Test func containsPointIsHalfOpen() {
        #expect(rect.contains(MapPoint(x: 10, y: 20)))
        #expect(rect.contains(MapPoint(x: 109.999, y: 69.999)))
        #expect(!rect.contains(MapPoint(x: 110, y: 30)))
        #expect(!rect.contains(MapPoint(x: 50, y: 70)))
        #expect(!rect.contains(MapPoint(x: 9.999, y: 30)))
        #expect(!MapRect(x: 5, y: 5, width: 0, height: 0).contains(MapPoint(x: 5, y: 5)))
    }

    @Test func containsRectAllowsSharedEdges() {
        #expect(rect.contains(rect))
        #expect(rect.contains(MapRect(x: 10, y: 20, width: 50, height: 50)))
        #expect(!rect.contains(MapRect(x: 10, y: 20, width: 101, height: 50)))
        #expect(MapRect.world.contains(rect))
        #expect(!rect.contains(MapRect.world))
    }

    @Test func insetAndOffset() {
        #expect(rect.insetBy(dx: 10, dy: 5) == MapRect(x: 20, y: 25, width: 80, height: 40))
        #expect(rect.insetBy(dx: -10, dy: -5) == MapRect(x: 0, y: 15, width: 120, height: 60))
        #expect(rect.insetBy(dx: 50, dy: 25) == MapRect(x: 60, y: 45, width: 0, height: 0))
        #expect(rect.insetBy(dx: 51, dy: 0).isNull)
        #expect(rect.offsetBy(dx: -10, dy: 30) == MapRect(x: 0, y: 50, width: 100, height: 50))
    }

    @Test func boundingMapPoints() {
        let points = [MapPoint(x: 5, y: 9), MapPoint(x: -1, y: 3), MapPoint(x: 2, y: 12), MapPoint(x: .nan, y: 100)]
        #expect(MapRect(bounding: points) == MapRect(x: -1, y: 3, width: 6, height: 9))
        #expect(MapRect(bounding: [MapPoint]()).isNull)
        let single = MapRect(bounding: [MapPoint(x: 4, y: 4)])
        #expect(single == MapRect(x: 4, y: 4, width: 0, height: 0) && single.isEmpty && !single.isNull)
    }

    @Test func boundingCoordinatesMatchesBoundingTheirMapPoints() {
        let coordinates = [
            Coordinate(latitude: 37.3349, longitude: -122.0090),
            Coordinate(latitude: 37.3368, longitude: -122.0119),
            Coordinate(latitude: 37.3321, longitude: -122.0052),
        ]
        let expected = MapRect(bounding: coordinates.map(MapPoint.init))
        let actual = MapRect(bounding: coordinates)
        #expect(close(actual.minX, expected.minX, within: 1e-6) && close(actual.maxX, expected.maxX, within: 1e-6))
        #expect(close(actual.minY, expected.minY, within: 1e-6) && close(actual.maxY, expected.maxY, within: 1e-6))
        #expect(MapRect(bounding: [Coordinate]()).isNull)
    }

    @Test func boundingInterleavedLongitudeLatitude() {
        // GeoJSON order: longitude first. A trailing unpaired value and a NaN pair are ignored.
        let flat: [Double] = [-122.0090, 37.3349, -122.0119, 37.3368, .nan, 0, -122.0052, 37.3321, 99]
        let fromSequence = MapRect(boundingLongitudeLatitude: flat)
        let fromBuffer = flat.withUnsafeBufferPointer { MapRect(boundingLongitudeLatitude: $0) }
        let fromCoordinates = MapRect(bounding: [
            Coordinate(latitude: 37.3349, longitude: -122.0090),
            Coordinate(latitude: 37.3368, longitude: -122.0119),
            Coordinate(latitude: 37.3321, longitude: -122.0052),
        ])
        #expect(fromSequence == fromCoordinates)
        #expect(fromBuffer == fromCoordinates)
        #expect(MapRect(boundingLongitudeLatitude: [Double]()).isNull)
        #expect(MapRect(boundingLongitudeLatitude: [1.0]).isNull)
    }

    @Test func geographicBoundingBoxRoundTrip() {
        let box = GeographicBoundingBox(west: -0.4951, south: 51.4690, east: -0.4820, north: 51.4757)
        let mapRect = MapRect(box)
        #expect(!mapRect.isEmpty)
        // North is the smaller y.
        #expect(close(mapRect.minY, MapPoint(Coordinate(latitude: 51.4757, longitude: 0)).y, within: 1e-6))
        let back = GeographicBoundingBox(mapRect)
        #expect(back != nil)
        if let back {
            #expect(close(back.west, box.west, within: 1e-9) && close(back.east, box.east, within: 1e-9))
            #expect(close(back.south, box.south, within: 1e-9) && close(back.north, box.north, within: 1e-9))
        }
        #expect(GeographicBoundingBox(MapRect.null) == nil)
        #expect(MapRect(GeographicBoundingBox(west: .nan, south: 0, east: 1, north: 1)).isNull)
        #expect(box.contains(Coordinate(latitude: 51.47, longitude: -0.49)))
        #expect(!box.contains(Coordinate(latitude: 51.48, longitude: -0.49)))
        // Swapped edges contain nothing rather than trapping.
        #expect(
            !GeographicBoundingBox(west: 1, south: 1, east: 0, north: 0).contains(
                Coordinate(latitude: 0.5, longitude: 0.5)))
    }
}
