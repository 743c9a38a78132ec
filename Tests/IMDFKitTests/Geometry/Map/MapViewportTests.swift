import Testing

@testable import IMDFKit

private func close(_ a: Double, _ b: Double, within tolerance: Double) -> Bool { abs(a - b) <= tolerance }

/// The content's rectangle in viewport pixels.
private func pixelFrame(
    of rect: MapRect, in viewport: MapViewport
) -> (minX: Double, minY: Double, maxX: Double, maxY: Double) {
    let topLeft = viewport.transform.pixel(for: rect.origin)
    let bottomRight = viewport.transform.pixel(for: MapPoint(x: rect.maxX, y: rect.maxY))
    return (topLeft.x, topLeft.y, bottomRight.x, bottomRight.y)
}

@Suite("MapViewport and ViewportTransform")
struct MapViewportTests {
    let size = PixelSize(width: 800, height: 600)
    let padding = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)  // padded area 740 × 560 at (20, 10)

    @Test func wideContentFillsThePaddedWidthAndIsCentredVertically() throws {
        let content = MapRect(x: 1_000_000, y: 2_000_000, width: 400, height: 100)
        let viewport = try #require(MapViewport(fitting: content, in: size, edgePadding: padding))
        #expect(close(viewport.pixelsPerMapPoint, 740.0 / 400, within: 1e-12))
        let frame = pixelFrame(of: content, in: viewport)
        #expect(close(frame.minX, 20, within: 1e-6) && close(frame.maxX, 760, within: 1e-6))
        // 100 map points × 1.85 = 185 px, centred in the 560 px padded height starting at 10.
        #expect(close(frame.minY, 10 + (560 - 185) / 2, within: 1e-6))
        #expect(close((frame.minY + frame.maxY) / 2, 10 + 560 / 2, within: 1e-6))
        #expect(frame.minY >= 10 && frame.maxY <= 570)
    }

    @Test func tallContentFillsThePaddedHeightAndIsCentredHorizontally() throws {
        let content = MapRect(x: 5_000_000, y: 7_000_000, width: 50, height: 400)
        let viewport = try #require(MapViewport(fitting: content, in: size, edgePadding: padding))
        #expect(close(viewport.pixelsPerMapPoint, 560.0 / 400, within: 1e-12))
        let frame = pixelFrame(of: content, in: viewport)
        #expect(close(frame.minY, 10, within: 1e-6) && close(frame.maxY, 570, within: 1e-6))
        #expect(close((frame.minX + frame.maxX) / 2, 20 + 740 / 2, within: 1e-6))
        #expect(frame.minX >= 20 && frame.maxX <= 760)
    }

    @Test func visibleRectHasTheViewportAspectRatioAndContainsTheContent() throws {
        for content in [
            MapRect(x: 1_000_000, y: 2_000_000, width: 400, height: 100),
            MapRect(x: 5_000_000, y: 7_000_000, width: 50, height: 400),
        ] {
            let viewport = try #require(MapViewport(fitting: content, in: size, edgePadding: padding))
            let visible = viewport.visibleMapRect
            #expect(close(visible.width / visible.height, 800.0 / 600, within: 1e-12))
            #expect(visible.insetBy(dx: -1e-6, dy: -1e-6).contains(content))
        }
    }

    @Test func symmetricPaddingCentresTheVisibleRectOnTheContent() throws {
        let content = MapRect(x: 1_000_000, y: 2_000_000, width: 400, height: 100)
        let viewport = try #require(MapViewport(fitting: content, in: size, edgePadding: EdgeInsets(all: 25)))
        #expect(close(viewport.visibleMapRect.midX, content.midX, within: 1e-9))
        #expect(close(viewport.visibleMapRect.midY, content.midY, within: 1e-9))
        #expect(close(viewport.pixelsPerMapPoint, 750.0 / 400, within: 1e-12))
    }

    @Test func zoomLevelOfTheWholeWorld() throws {
        let oneTile = try #require(MapViewport(fitting: .world, in: PixelSize(width: 256, height: 256)))
        #expect(close(oneTile.zoomLevel, 0, within: 1e-12))
        let twoTiles = try #require(MapViewport(fitting: .world, in: PixelSize(width: 512, height: 512)))
        #expect(close(twoTiles.zoomLevel, 1, within: 1e-12))
        // At zoom 20 one map point is one pixel: 2^20 × 256 = 2^28.
        #expect(ViewportTransform.pixelsPerMapPoint(atZoomLevel: 20) == 1)
    }

    @Test func aSinglePointIsShownAtTheMaximumZoomInTheCentreOfThePaddedArea() throws {
        let point = MapPoint(Coordinate(latitude: 37.33467, longitude: -122.00898))
        let viewport = try #require(
            MapViewport(fitting: MapRect(bounding: [point]), in: size, edgePadding: padding, maximumZoomLevel: 19))
        #expect(close(viewport.zoomLevel, 19, within: 1e-12))
        let pixel = viewport.transform.pixel(for: point)
        #expect(close(pixel.x, 20 + 370, within: 1e-6) && close(pixel.y, 10 + 280, within: 1e-6))
    }

    @Test func unusableInputGivesNoViewport() {
        let content = MapRect(x: 0, y: 0, width: 10, height: 10)
        #expect(MapViewport(fitting: .null, in: size) == nil)
        #expect(MapViewport(fitting: content, in: PixelSize(width: 0, height: 600)) == nil)
        #expect(MapViewport(fitting: content, in: PixelSize(width: .nan, height: 600)) == nil)
        #expect(MapViewport(center: MapPoint(x: 0, y: 0), zoomLevel: .infinity, size: size) == nil)
    }

    @Test func paddingThatLeavesNoRoomIsIgnored() throws {
        let content = MapRect(x: 0, y: 0, width: 400, height: 300)
        let viewport = try #require(
            MapViewport(fitting: content, in: size, edgePadding: EdgeInsets(top: 0, left: 500, bottom: 0, right: 500)))
        #expect(close(viewport.pixelsPerMapPoint, 2, within: 1e-12))
        #expect(viewport.visibleMapRect == content)
    }

    @Test func centreAndZoomInitializer() throws {
        let center = MapPoint(x: 134_217_728, y: 134_217_728)
        let viewport = try #require(MapViewport(center: center, zoomLevel: 18, size: size))
        #expect(close(viewport.zoomLevel, 18, within: 1e-12))
        #expect(close(viewport.visibleMapRect.midX, center.x, within: 1e-9))
        #expect(close(viewport.visibleMapRect.midY, center.y, within: 1e-9))
        let pixel = viewport.transform.pixel(for: center)
        #expect(close(pixel.x, 400, within: 1e-9) && close(pixel.y, 300, within: 1e-9))
    }

    @Test func transformRoundTrips() throws {
        let heathrow = Coordinate(latitude: 51.47230, longitude: -0.48866)
        let content = MapRect(
            Coordinate(latitude: 51.4757, longitude: -0.4951), Coordinate(latitude: 51.4690, longitude: -0.4820))
        let viewport = try #require(MapViewport(fitting: content, in: size, edgePadding: padding))
        let transform = viewport.transform
        for pixel in [PixelPoint(x: 0, y: 0), PixelPoint(x: 800, y: 600), PixelPoint(x: 123.25, y: 456.5)] {
            let back = transform.pixel(for: transform.mapPoint(for: pixel))
            #expect(close(back.x, pixel.x, within: 1e-6) && close(back.y, pixel.y, within: 1e-6))
        }
        let back = transform.coordinate(for: transform.pixel(for: heathrow))
        #expect(close(back.latitude, heathrow.latitude, within: 1e-9))
        #expect(close(back.longitude, heathrow.longitude, within: 1e-9))
        // North is up: a point north of the venue is higher on screen (smaller y).
        let north = transform.pixel(for: Coordinate(latitude: heathrow.latitude + 0.001, longitude: heathrow.longitude))
        #expect(north.y < transform.pixel(for: heathrow).y)
    }

    @Test func groundResolutionAtZoomZeroIsTheWellKnownValue() {
        // 156,543.034 m per pixel at the equator at zoom 0 (the equatorial circumference over 256 px).
        let transform = ViewportTransform(
            origin: MapPoint(x: 0, y: 0), pixelsPerMapPoint: ViewportTransform.pixelsPerMapPoint(atZoomLevel: 0))
        #expect(close(transform.meters(forPixels: 1, atLatitude: 0), 156_543.033_928_040_97, within: 1e-6))
        #expect(close(transform.pixels(forMeters: 156_543.033_928_040_97, atLatitude: 60), 2, within: 1e-9))
    }

    @Test func accuracyCircleRadiusInPixels() throws {
        let viewport = try #require(
            MapViewport(center: MapPoint(Coordinate(latitude: 0, longitude: 0)), zoomLevel: 20, size: size))
        // At zoom 20 a pixel is 156543.034 / 2^20 ≈ 0.1493 m at the equator, so 10 m ≈ 66.98 px.
        let radius = viewport.transform.pixels(forMeters: 10, atLatitude: 0)
        #expect(close(radius, 10 / (156_543.033_928_040_97 / 1_048_576), within: 1e-9))
        #expect(close(viewport.transform.meters(forPixels: radius, atLatitude: 0), 10, within: 1e-12))
    }
}

extension MapRect {
    /// The rectangle between a north-west and a south-east coordinate (test shorthand).
    fileprivate init(_ northWest: Coordinate, _ southEast: Coordinate) {
        self.init(bounding: [northWest, southEast])
    }
}
