import IMDFTestSupport
import Testing

@testable import IMDFKit
@testable import IMDFRender

/// Structural checks of the SVG: what is drawn, where, and how text is escaped.
@Suite struct SVGRendererTests {
    @Test func everyUnitOfTheDrawnLevelsAppearsExactlyOnce() throws {
        let graph = try RenderFixture.graph()
        let renderer = SVGRenderer(graph: graph)
        for ordinal in graph.ordinals {
            let svg = try renderer.render(.ordinal(ordinal)).svg
            let drawn = RenderFixture.tags(withClass: "unit", in: svg).compactMap {
                RenderFixture.attribute("data-id", in: $0)
            }
            .filter { !$0.isEmpty }
            let expected = graph.levels(withOrdinal: ordinal).flatMap { graph.units(on: $0) }.compactMap {
                graph[$0].id?.description
            }
            #expect(!expected.isEmpty)
            #expect(drawn.sorted() == expected.sorted(), "ordinal \(ordinal)")
        }
    }

    @Test func drawsOnlyTheChosenLevel() throws {
        let graph = try RenderFixture.graph()
        let level = try #require(graph.handle(for: RenderFixture.groundLevel, as: IMDF.LevelProperties.self))
        let svg = try SVGRenderer(graph: graph).render(.level(RenderFixture.groundLevel)).svg
        let levelsDrawn = Set(
            RenderFixture.tags(withClass: "unit", in: svg).compactMap { RenderFixture.attribute("data-level", in: $0) })
        #expect(levelsDrawn == [RenderFixture.groundLevel.rawValue])
        #expect(RenderFixture.tags(withClass: "unit", in: svg).count == graph.units(on: level).count)
    }

    @Test func labelsAreEscaped() throws {
        let graph = try RenderFixture.graph(
            replacing: "\"en\": \"Café du Quai\"", with: #""en": "<Café & \"Quai\" 'Bar'>""#,
            in: "unit.geojson")
        let svg = try SVGRenderer(graph: graph).render(.level(RenderFixture.groundLevel)).svg
        // The unit's label is its occupant's name (also "Café du Quai"); rename the occupant to see the label escaped.
        let occupantGraph = try RenderFixture.graph(
            replacing: "\"en\": \"Café du Quai\"", with: #""en": "<Café & \"Quai\" 'Bar'>""#,
            in: "occupant.geojson")
        let labelled = try SVGRenderer(graph: occupantGraph).render(.level(RenderFixture.groundLevel)).svg
        #expect(labelled.contains(">&lt;Café &amp; &quot;Quai&quot; &apos;Bar&apos;&gt;</text>"))
        #expect(!labelled.contains("<Café"))
        #expect(svg.contains("<title>&lt;Café &amp; &quot;Quai&quot; &apos;Bar&apos;&gt; (foodservice)</title>"))
        #expect(!svg.contains("<Café"))
        #expect(!svg.contains("'Bar'"))
    }

    @Test func labelsUseTheChosenLanguageThenTheManifestLanguage() throws {
        let graph = try RenderFixture.graph()
        let french = try SVGRenderer(graph: graph, options: RenderOptions(preferredLanguages: ["fr-CA"])).render(
            .ordinal(0)
        ).svg
        #expect(french.contains(">Parvis</title>") || french.contains("<title>Musée, rez-de-chaussée"))
        let fallback = try SVGRenderer(graph: graph, options: RenderOptions(preferredLanguages: ["de"])).render(
            .ordinal(0)
        ).svg
        #expect(fallback.contains("<title>Museum Ground Floor · Ground Level · Forecourt</title>"))
    }

    @Test func sizeAndViewBoxMatchTheFittedViewport() throws {
        let graph = try RenderFixture.graph()
        let options = RenderOptions(size: PixelSize(width: 640, height: 480), padding: EdgeInsets(all: 20))
        let renderer = SVGRenderer(graph: graph, options: options)
        let drawing = try renderer.render(.ordinal(1))
        let root = try #require(drawing.svg.split(separator: "\n").first)
        #expect(RenderFixture.attribute("width", in: root) == "640")
        #expect(RenderFixture.attribute("height", in: root) == "480")
        #expect(RenderFixture.attribute("viewBox", in: root) == "0 0 640 480")
        let expected = MapViewport(
            fitting: renderer.bounds(of: drawing.scene), in: options.size, edgePadding: options.padding)
        #expect(drawing.viewport == expected)
    }

    @Test func accuracyCircleRadiusIsMetersTimesPixelsPerMeter() throws {
        let graph = try RenderFixture.graph()
        for accuracy in [1.0, 6, 25] {
            var fix = RenderFixture.cafeFix
            fix.horizontalAccuracy = accuracy
            let drawing = try SVGRenderer(graph: graph).render(fix: fix)
            let circle = try #require(RenderFixture.tags(withClass: "fix-accuracy", in: drawing.svg).first)
            let radius = try #require(RenderFixture.attribute("r", in: circle).flatMap(Double.init))
            let pixelsPerMeter = drawing.viewport.transform.pixels(forMeters: 1, atLatitude: fix.latitude)
            #expect(abs(radius - accuracy * pixelsPerMeter) <= 0.005, "accuracy \(accuracy)")
            #expect(radius > 0)
        }
    }

    @Test func fixWithoutLevelDrawsItsOrdinalAndHighlightsItsUnit() throws {
        let graph = try RenderFixture.graph()
        let drawing = try SVGRenderer(graph: graph).render(fix: RenderFixture.cafeFix)
        let ordinals = Set(drawing.scene.levels.compactMap { graph[$0].properties.ordinal })
        #expect(ordinals == [0])
        let highlighted = RenderFixture.tags(withClass: "highlighted", in: drawing.svg)
        #expect(highlighted.count == 1)
        #expect(highlighted.first.flatMap { RenderFixture.attribute("data-id", in: $0) } == RenderFixture.cafeID)
        #expect(RenderFixture.tags(withClass: "fix-heading", in: drawing.svg).count == 1)
        #expect(RenderFixture.tags(withClass: "fix-dot", in: drawing.svg).count == 1)
    }

    @Test func fixWithoutCourseOrAccuracyIsJustADot() throws {
        let fix = Fix(latitude: RenderFixture.cafeFix.latitude, longitude: RenderFixture.cafeFix.longitude)
        let svg = try SVGRenderer(graph: RenderFixture.graph()).render(fix: fix).svg
        #expect(RenderFixture.tags(withClass: "fix-heading", in: svg).isEmpty)
        #expect(RenderFixture.tags(withClass: "fix-accuracy", in: svg).isEmpty)
        #expect(RenderFixture.tags(withClass: "fix-dot", in: svg).count == 1)
    }

    @Test func holesAndMultiPolygonPartsAreSubpathsFilledEvenOdd() throws {
        let graph = try RenderFixture.graph()
        let ground = try SVGRenderer(graph: graph).render(.ordinal(0)).svg
        let cloister = try #require(
            RenderFixture.tags(withClass: "unit", in: ground)
                .first { RenderFixture.attribute("data-id", in: $0) == "4037470b-3463-4df9-9a59-4c22efcae428" })
        #expect(RenderFixture.attribute("fill-rule", in: cloister) == "evenodd")
        #expect(RenderFixture.attribute("d", in: cloister)?.filter { $0 == "M" }.count == 2)
        let upper = try SVGRenderer(graph: graph).render(.ordinal(1)).svg
        let store = try #require(
            RenderFixture.tags(withClass: "unit", in: upper)
                .first { RenderFixture.attribute("data-id", in: $0) == "b00300db-7cac-4fa1-a187-f3a15942d443" })
        #expect(RenderFixture.attribute("d", in: store)?.filter { $0 == "M" }.count == 2)
        #expect(store.contains("unit-nonpublic"))
    }

    @Test func outputIsDeterministicAndTheSameFromZipAndDirectory() throws {
        let directory = try RenderFixture.graph()
        let zip = VenueGraph(try IMDF.Archive(contentsOf: TestData.sampleVenue("HarbourviewQuay.zip")))
        let first = try SVGRenderer(graph: directory).render(fix: RenderFixture.cafeFix).svg
        let second = try SVGRenderer(graph: directory).render(fix: RenderFixture.cafeFix).svg
        let fromZip = try SVGRenderer(graph: zip).render(fix: RenderFixture.cafeFix).svg
        #expect(first == second)
        #expect(first == fromZip)
    }

    @Test func openingsFixturesKiosksAndAmenitiesAreDrawn() throws {
        let graph = try RenderFixture.graph()
        let levels = graph.levels(withOrdinal: 0)
        let svg = try SVGRenderer(graph: graph).render(.ordinal(0)).svg
        #expect(
            RenderFixture.tags(withClass: "opening", in: svg).count == levels.flatMap { graph.openings(on: $0) }.count)
        #expect(
            RenderFixture.tags(withClass: "fixture", in: svg).count == levels.flatMap { graph.fixtures(on: $0) }.count)
        #expect(RenderFixture.tags(withClass: "kiosk", in: svg).count == levels.flatMap { graph.kiosks(on: $0) }.count)
        #expect(
            RenderFixture.tags(withClass: "amenity", in: svg).count == levels.flatMap { graph.amenities(on: $0) }.count)
        #expect(!RenderFixture.tags(withClass: "door", in: svg).isEmpty)
        #expect(svg.contains("<g class=\"north-arrow\">"))
    }

    @Test func scaleBarIsARoundLengthDrawnAtTheViewScale() throws {
        let drawing = try SVGRenderer(graph: RenderFixture.graph()).render(.ordinal(0))
        let bar = try #require(RenderFixture.tags(withClass: "scale-bar", in: drawing.svg).first)
        let meters = try #require(RenderFixture.attribute("data-meters", in: bar).flatMap(Double.init))
        let pixels = try #require(RenderFixture.attribute("data-pixels", in: bar).flatMap(Double.init))
        #expect(ScaleBar.roundLength(notExceeding: meters) == meters)
        let centre = drawing.viewport.transform.coordinate(for: PixelPoint(x: 512, y: 384))
        #expect(
            abs(pixels - drawing.viewport.transform.pixels(forMeters: meters, atLatitude: centre.latitude)) <= 0.005)
        #expect(pixels <= 160)
    }

    @Test func roundLengths() {
        #expect(ScaleBar.roundLength(notExceeding: 23.7) == 20)
        #expect(ScaleBar.roundLength(notExceeding: 7) == 5)
        #expect(ScaleBar.roundLength(notExceeding: 1000) == 1000)
        #expect(ScaleBar.roundLength(notExceeding: 0.3) == 0.2)
        #expect(ScaleBar.roundLength(notExceeding: 199.9) == 100)
    }

    @Test func selectionErrorsNameWhatExists() throws {
        let graph = try RenderFixture.graph()
        let renderer = SVGRenderer(graph: graph)
        #expect(throws: RenderError.unknownOrdinal(7, available: [-1, 0, 1])) { try renderer.render(.ordinal(7)) }
        #expect { try renderer.render(.level("nope")) } throws: { error in
            guard case RenderError.unknownLevel(let id, let known)? = error as? RenderError else { return false }
            return id == "nope" && known.count == 6
        }
        #expect { try renderer.render(fix: Fix(latitude: 45.5, longitude: -73.5, horizontalAccuracy: -1)) } throws: {
            error in
            guard case RenderError.invalidFix(let problem)? = error as? RenderError else { return false }
            return problem.reason == .negativeAccuracy
        }
        var tiny = renderer
        tiny.options.size = PixelSize(width: 0, height: 100)
        #expect(throws: RenderError.invalidSize(PixelSize(width: 0, height: 100))) { try tiny.render(.ordinal(0)) }
    }

    @Test func defaultOrdinalIsZeroThenLowestAboveThenHighestBelow() throws {
        let graph = try RenderFixture.graph()
        #expect(LevelSelection.defaultOrdinal(in: graph) == 0)
        let drawing = try SVGRenderer(graph: graph).render()
        #expect(Set(drawing.scene.levels.compactMap { graph[$0].properties.ordinal }) == [0])
        let noGround = try RenderFixture.graph(replacing: "\"ordinal\": 0", with: "\"ordinal\": 2", in: "level.geojson")
        #expect(LevelSelection.defaultOrdinal(in: noGround) == 1)
    }

    @Test func unitStyles() {
        #expect(UnitStyle(category: "restroom.female.wheelchair", restriction: nil) == .restroom)
        #expect(UnitStyle(category: "escalator", restriction: nil) == .verticalCirculation)
        #expect(UnitStyle(category: "office", restriction: nil) == .room)
        #expect(UnitStyle(category: "office", restriction: "employeesonly") == .nonPublic)
        #expect(UnitStyle(category: "opentobelow", restriction: nil) == .structure)
        #expect(UnitStyle(category: "walkway", restriction: nil) == .walkway)
        #expect(UnitStyle(category: "not-a-category", restriction: nil) == .other)
        #expect(UnitStyle(category: nil, restriction: nil) == .other)
    }
}

/// The renderer on real third-party archives with known defects: every ordinal draws, and every unit
/// with an area geometry appears once.
@Suite struct SVGRendererSharedDataTests {
    @Test(
        .enabled(if: TestData.hasSharedData),
        arguments: ["minimal-ja", "polymap-spbpu", "roomfinder-seamans", "spbstu-mapmaker-2022"])
    func drawsEveryOrdinal(_ name: String) throws {
        let path = try #require(TestData.sharedArchive(name))
        let graph = VenueGraph(try IMDF.Archive(contentsOf: path))
        let renderer = SVGRenderer(graph: graph)
        for ordinal in graph.ordinals {
            let svg = try renderer.render(.ordinal(ordinal)).svg
            let drawn = RenderFixture.tags(withClass: "unit", in: svg).compactMap {
                RenderFixture.attribute("data-id", in: $0)
            }
            let expected = graph.levels(withOrdinal: ordinal).flatMap { graph.units(on: $0) }.filter { unit in
                switch graph[unit].geometry {
                case .polygon?, .multiPolygon?: true
                default: false
                }
            }
            #expect(drawn.count == expected.count, "\(name) ordinal \(ordinal)")
            #expect(svg.hasSuffix("</svg>\n"))
        }
        _ = try HTMLViewer(graph: graph).page()
    }
}
