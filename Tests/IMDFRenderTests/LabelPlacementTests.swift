import Foundation
import GeoJSON
import IMDFTestSupport
import Testing

@testable import IMDFKit
@testable import IMDFRender

/// Label placement: kept labels never overlap, priority decides who stays, markers stay clear, and the
/// viewer gets more labels as the zoom grows.
@Suite struct LabelPlacementTests {
    /// A candidate of a width and priority at a point, fitting from zoom 0.25.
    static func candidate(
        _ text: String, x: Double, y: Double, priority: Int, area: Double = 100, angle: Double = 0
    ) -> LabelPlacer.Candidate {
        LabelPlacer.Candidate(
            text: text, anchor: PixelPoint(x: x, y: y), angle: angle, width: Double(text.count) * 5.2, height: 11,
            fitZoom: 0.25, priority: priority, area: area)
    }

    @Test func namedOccupantsWinOverRoomNumbersEvenInSmallerUnits() {
        let placer = LabelPlacer(
            candidates: [
                Self.candidate("101", x: 100, y: 100, priority: 2, area: 5000),
                Self.candidate("Café du Quai", x: 110, y: 102, priority: 0, area: 50),
                Self.candidate("Mail Room", x: 95, y: 98, priority: 1, area: 900),
            ], obstacles: [])
        let kept = placer.place(upToZoom: 1)
        #expect(kept.first?.candidate == 1)
        #expect(kept.first?.minimumZoom == 0.25)
        // The others overlap the occupant at zoom 1 and are dropped there.
        #expect(!kept.contains { $0.minimumZoom <= 1 && $0.candidate != 1 })
        // Zoomed far enough in, the unit name (priority 1) comes back before the room number.
        let deeper = placer.place(upToZoom: 64)
        let zoom = Dictionary(uniqueKeysWithValues: deeper.map { ($0.candidate, $0.minimumZoom) })
        #expect((zoom[2] ?? .infinity) <= (zoom[0] ?? .infinity))
        #expect(zoom[2] != nil && zoom[0] != nil)
    }

    /// The grid of placed boxes answers "does this box overlap a placed one" as testing every placed box does,
    /// for boxes of every size (large ones and a band across the whole drawing, listed apart), touching edges,
    /// negative coordinates, and coordinates that are huge or not numbers.
    @Test func placedBoxesAnswerAsTestingEveryBox() {
        var generator = SeededGenerator(seed: 23)
        func coordinate() -> Double { Double(generator.next() % 4_000) / 4 - 200 }
        func box() -> LabelPlacer.Box {
            switch generator.next() % 40 {
            case 0: return LabelPlacer.Box(minX: -1e300, minY: -5, maxX: 1e300, maxY: 5)
            case 1: return LabelPlacer.Box(minX: .nan, minY: 0, maxX: 10, maxY: 10)
            case 2:
                let (x, y) = (coordinate(), coordinate())
                return LabelPlacer.Box(minX: x, minY: y, maxX: x + 300, maxY: y + 300)
            default:
                let (x, y) = (coordinate(), coordinate())
                return LabelPlacer.Box(
                    minX: x, minY: y, maxX: x + Double(generator.next() % 80) / 2,
                    maxY: y + Double(generator.next() % 30) / 2)
            }
        }
        let candidates = (0..<2_000).map { _ in box() }
        var placed: [LabelPlacer.Box] = []
        var grid = LabelPlacer.PlacedBoxes(cellSize: LabelPlacer.PlacedBoxes.cellSize(for: candidates))
        var disagreements = 0
        var overlapping = 0
        for candidate in candidates {
            let expected = placed.contains { $0.overlaps(candidate) }
            if grid.overlapsAny(candidate) != expected { disagreements += 1 }
            if expected { overlapping += 1 }
            // Place every other free box, and some that overlap, so that cells hold several boxes.
            if !expected || generator.next() % 8 == 0 {
                placed.append(candidate)
                grid.insert(candidate)
            }
        }
        #expect(disagreements == 0)
        // Both answers were given many times.
        #expect(overlapping > 200 && overlapping < candidates.count - 200)
    }

    @Test func noTwoKeptLabelsOverlapAtAnyZoom() {
        // A dense row, as in roomfinder-seamans: twenty labels 30 pixels apart.
        let candidates = (0..<20).map {
            Self.candidate("Room \(100 + $0)", x: 30 * Double($0), y: 50 + Double($0 % 3), priority: 1)
        }
        let placer = LabelPlacer(candidates: candidates, obstacles: [])
        let kept = placer.place(upToZoom: 64)
        for zoom in LabelPlacer.zoomLevels {
            let shown = kept.filter { $0.minimumZoom <= zoom }.map {
                placer.box(of: candidates[$0.candidate], atZoom: zoom)
            }
            for i in shown.indices {
                for j in shown.indices where i < j { #expect(!shown[i].overlaps(shown[j]), "overlap at zoom \(zoom)") }
            }
        }
        #expect(kept.filter { $0.minimumZoom <= 1 }.count < 20)
        #expect(kept.count == 20)  // every label shows once zoomed in enough
    }

    @Test func noLabelCoversAMarker() {
        let candidates = [
            Self.candidate("Quayside Papers", x: 200, y: 200, priority: 0),
            Self.candidate("Lobby", x: 400, y: 200, priority: 1),
        ]
        let marker = LabelPlacer.Obstacle(centre: PixelPoint(x: 205, y: 203), radius: 10)
        let placer = LabelPlacer(candidates: candidates, obstacles: [marker])
        #expect(placer.place(upToZoom: 1).map(\.candidate) == [1])
        // Zoomed in, the marker (which keeps its size on screen) no longer reaches the label: it may show,
        // but at no zoom it is shown at does it cover the marker.
        let kept = placer.place(upToZoom: 64)
        for placement in kept {
            for zoom in LabelPlacer.zoomLevels where zoom >= placement.minimumZoom {
                #expect(
                    placer.box(of: candidates[placement.candidate], atZoom: zoom).distance(to: marker.centre) >= marker
                        .radius / zoom)
            }
        }
        #expect(kept.first { $0.candidate == 0 }.map { $0.minimumZoom > 1 } ?? true)
    }

    @Test func theFixAndTheTrackStartKeepLabelsAway() throws {
        let graph = try RenderFixture.graph()
        let plain = try SVGRenderer(graph: graph).render(.ordinal(0)).svg
        #expect(plain.contains(">Café du Quai</text>"))
        // The fix lies on Café du Quai's display point: its label gives way.
        let drawing = try SVGRenderer(graph: graph).render(.automatic, fix: RenderFixture.cafeFix)
        #expect(!drawing.svg.contains(">Café du Quai</text>"))
        let fix = drawing.viewport.transform.pixel(for: RenderFixture.cafeFix.coordinate)
        for label in Self.labels(in: drawing.svg) {
            #expect(label.box.distance(to: fix) >= LevelSVGFormatter.fixDotRadius, "\(label.text) covers the fix")
        }
    }

    @Test func sampleVenueLabelsDoNotOverlapAndTheViewerHasMoreWhenZoomedIn() throws {
        let graph = try RenderFixture.graph()
        for ordinal in graph.ordinals {
            let svg = try SVGRenderer(graph: graph).render(.ordinal(ordinal)).svg
            let labels = Self.labels(in: svg)
            for i in labels.indices {
                for j in labels.indices where i < j {
                    #expect(!labels[i].box.overlaps(labels[j].box), "\(labels[i].text) / \(labels[j].text)")
                }
            }
        }
        var options = RenderOptions()
        options.maximumLabelZoom = 64
        let viewer = try SVGRenderer(graph: graph, options: options).render(.ordinal(0)).svg
        let zooms = RenderFixture.tags(withClass: "label", in: viewer).compactMap {
            RenderFixture.attribute("data-minzoom", in: $0).flatMap(Double.init)
        }
        let staticCount = Self.labels(in: try SVGRenderer(graph: graph).render(.ordinal(0)).svg).count
        #expect(zooms.filter { $0 <= 1 }.count == staticCount)
        #expect(zooms.count > staticCount)
    }

    @Test func rotatedUnitsGetLabelsAlongTheirLongSide() throws {
        // A 200 × 30 pixel rectangle turned 30° clockwise.
        let angle = 30.0 * Double.pi / 180
        let corners = [(-100.0, -15.0), (100, -15), (100, 15), (-100, 15)].map { (x, y) in
            PixelPoint(x: 500 + x * cos(angle) - y * sin(angle), y: 500 + x * sin(angle) + y * cos(angle))
        }
        let frame = try #require(LabelFrame(ring: corners))
        #expect(abs(frame.angle - 30) < 0.2)
        #expect(abs(frame.length - 200) < 0.5 && abs(frame.breadth - 30) < 0.5)
        let (rotation, fitZoom) = frame.orientation(forLabelWidth: 60, height: 11)
        #expect(abs(rotation - 30) < 0.2)
        #expect(fitZoom <= 1)
        // An upright, tall, narrow unit: a short label reads horizontally, a long one along the unit.
        let tall = try #require(
            LabelFrame(ring: [
                PixelPoint(x: 0, y: 0), PixelPoint(x: 40, y: 0), PixelPoint(x: 40, y: 200), PixelPoint(x: 0, y: 200),
            ]))
        #expect(tall.orientation(forLabelWidth: 20, height: 11).angle == 0)
        #expect(abs(tall.orientation(forLabelWidth: 150, height: 11).angle) == 90)
    }

    /// The labels of a drawing with their boxes at zoom 1, rebuilt from `x`, `y`, the rotation and the text.
    static func labels(in svg: String) -> [(text: String, box: LabelPlacer.Box)] {
        let placer = LabelPlacer(candidates: [], obstacles: [])
        return RenderFixture.tags(withClass: "label", in: svg).compactMap { tag -> (String, LabelPlacer.Box)? in
            guard let x = RenderFixture.attribute("x", in: tag).flatMap(Double.init),
                let y = RenderFixture.attribute("y", in: tag).flatMap(Double.init),
                let start = tag.firstIndex(of: ">"), let end = tag.range(of: "</text>")
            else { return nil }
            let text = String(tag[tag.index(after: start)..<end.lowerBound])
                .replacingOccurrences(of: "&apos;", with: "'").replacingOccurrences(of: "&amp;", with: "&")
            var angle = 0.0
            if let transform = RenderFixture.attribute("transform", in: tag) {
                angle = Double(transform.dropFirst("rotate(".count).split(separator: " ").first ?? "0") ?? 0
            }
            let candidate = Self.candidate(text, x: x, y: y, priority: 0, angle: angle)
            return (text, placer.box(of: candidate, atZoom: 1))
        }
    }
}
