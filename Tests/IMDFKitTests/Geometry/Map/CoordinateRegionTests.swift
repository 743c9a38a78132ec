import Testing

@testable import IMDFKit

private func close(_ a: Double, _ b: Double, within tolerance: Double) -> Bool { abs(a - b) <= tolerance }

@Suite("CoordinateRegion")
struct CoordinateRegionTests {
    @Test func metersToDegreesAtTheEquator() {
        let region = CoordinateRegion(
            center: Coordinate(latitude: 0, longitude: 0), latitudinalMeters: 1000, longitudinalMeters: 1000)
        // WGS 84: meridional radius a(1 − e²) at the equator, prime-vertical radius a.
        #expect(close(region.span.latitudeDelta, 1000 / 6_335_439.327 * 180 / Double.pi, within: 1e-9))
        #expect(close(region.span.latitudeDelta, 0.0090437, within: 1e-7))
        #expect(close(region.span.longitudeDelta, 0.0089832, within: 1e-7))
    }

    @Test func longitudeSpanWidensTowardThePoles() {
        let center = Coordinate(latitude: 60, longitude: 10)
        let region = CoordinateRegion(center: center, latitudinalMeters: 1000, longitudinalMeters: 1000)
        // About 1/cos(60°) = 2 × the equatorial degrees (a little less: N grows with latitude).
        #expect(region.span.longitudeDelta > 1.99 * 0.0089832 && region.span.longitudeDelta < 2 * 0.0089832)
        // The region measures 1000 m across on the ground.
        let box = region.boundingBox
        let width = MapPoint(Coordinate(latitude: 60, longitude: box.west)).distance(
            to: MapPoint(Coordinate(latitude: 60, longitude: box.east)))
        #expect(close(width, 1000, within: 5))
    }

    @Test func regionAndMapRectRoundTrip() throws {
        let region = CoordinateRegion(
            center: Coordinate(latitude: 51.4723, longitude: -0.48866),
            span: CoordinateSpan(latitudeDelta: 0.01, longitudeDelta: 0.02))
        let rect = MapRect(region)
        #expect(!rect.isEmpty)
        let back = try #require(CoordinateRegion(rect))
        #expect(close(back.span.latitudeDelta, 0.01, within: 1e-9))
        #expect(close(back.span.longitudeDelta, 0.02, within: 1e-9))
        #expect(close(back.center.longitude, -0.48866, within: 1e-9))
        // Mercator's centre sits a little poleward of the geographic midpoint.
        #expect(back.center.latitude > 51.4723 && back.center.latitude < 51.4723 + 1e-5)
        #expect(CoordinateRegion(MapRect.null) == nil)
    }

    @Test func viewportRegionCoversTheContent() throws {
        let box = GeographicBoundingBox(west: -0.4951, south: 51.4690, east: -0.4820, north: 51.4757)
        let viewport = try #require(MapViewport(fitting: MapRect(box), in: PixelSize(width: 400, height: 400)))
        let region = try #require(viewport.region)
        let shown = region.boundingBox
        #expect(shown.west <= box.west + 1e-9 && shown.east >= box.east - 1e-9)
        #expect(shown.south <= box.south + 1e-9 && shown.north >= box.north - 1e-9)
    }
}
