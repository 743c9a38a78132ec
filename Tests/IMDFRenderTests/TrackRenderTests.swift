import IMDFTestSupport
import IMDFTracks
import Testing

@testable import IMDFKit
@testable import IMDFRender

/// A located GPS track drawn over the levels: the snapshot of the sample walk, the path's points against
/// the located fixes, splitting, level choice and escaping.
@Suite struct TrackRenderTests {
    static let walk = TestData.sampleVenue("Tracks/walk.csv")

    /// The sample venue, its locator, and the sample walk located in it.
    static func walkFixture() throws -> (graph: VenueGraph, locator: Locator, track: TrackOverlay) {
        let graph = try RenderFixture.graph()
        let locator = Locator(graph: graph)
        let track = TrackOverlay(fixes: try TrackLocator.locatedFixes(inFileAt: walk, locator: locator))
        return (graph, locator, track)
    }

    /// The points of each `track-path` polyline, keyed by its `data-level`, in document order.
    static func polylines(in svg: String) -> [(level: String, points: [Substring])] {
        RenderFixture.tags(withClass: "track-path", in: svg).map { tag in
            (
                RenderFixture.attribute("data-level", in: tag) ?? "",
                (RenderFixture.attribute("points", in: tag) ?? "").split(separator: " ")
            )
        }
    }

    @Test func sampleWalkOnOrdinalZero() throws {
        let (graph, locator, track) = try Self.walkFixture()
        let drawing = try SVGRenderer(graph: graph).render(.ordinal(0), track: track, locator: locator)
        Snapshot.expect(drawing.svg, matches: "harbourview-walk-ordinal-0.svg")
    }

    @Test(arguments: [0, 1])
    func polylinesHoldExactlyTheValidFixesLocatedOnEachLevel(ordinal: Int) throws {
        let (graph, locator, track) = try Self.walkFixture()
        let drawing = try SVGRenderer(graph: graph).render(.ordinal(ordinal), track: track, locator: locator)
        let lines = Self.polylines(in: drawing.svg)
        #expect(!lines.isEmpty)
        for level in graph.levels(withOrdinal: ordinal) {
            let id = graph[level].id?.description ?? ""
            let located = track.fixes.filter { $0.isValid && $0.level == level }
            let drawn = lines.filter { $0.level == id }.reduce(0) { $0 + $1.points.count }
            #expect(drawn == located.count, "level \(id)")
        }
        let dots = RenderFixture.tags(withClass: "track-fix", in: drawing.svg)
        #expect(dots.count == lines.reduce(0) { $0 + $1.points.count })
        #expect(RenderFixture.tags(withClass: "track-start", in: drawing.svg).count == 1)
        #expect(RenderFixture.tags(withClass: "track-end", in: drawing.svg).count == 1)
    }

    @Test func theWalkSplitsIntoItsGroundAndMezzanineParts() throws {
        let (graph, _, track) = try Self.walkFixture()
        // Tracks.md: 84 fixes on the Ground Level, then 26 on the Mezzanine, every fix in a unit.
        #expect(track.validCount == 110)
        let ground = track.segments(on: graph.levels(withOrdinal: 0))
        let mezzanine = track.segments(on: graph.levels(withOrdinal: 1))
        #expect(ground.map(\.fixIndices.count) == [84])
        #expect(mezzanine.map(\.fixIndices.count) == [26])
        #expect(ground.first?.fixIndices.first == 0)
        #expect(mezzanine.first?.fixIndices.first == 84)
        #expect(track.segments(on: graph.levels(withOrdinal: -1)).isEmpty)
    }

    @Test func segmentsSplitWhereTheTrackLeavesTheLevelOrLosesItsLock() {
        let a = VenueGraph.LevelHandle(0)
        let b = VenueGraph.LevelHandle(1)
        func valid(_ level: VenueGraph.LevelHandle?, line: Int) -> LocatedFix {
            LocatedFix(
                record: TrackRecord(lines: line...line, status: .valid, fix: Fix(latitude: 45.5, longitude: -73.55)),
                level: level)
        }
        let invalid = LocatedFix(
            record: TrackRecord(lines: 3...3, status: .invalid, fix: Fix(latitude: 95, longitude: 0), reason: "x"))
        let unparsable = LocatedFix(record: TrackRecord(lines: 9...9, status: .unparsable, reason: "x"))
        let ignored = LocatedFix(record: TrackRecord(lines: 2...2, status: .ignored))
        let track = TrackOverlay(fixes: [
            valid(a, line: 1), ignored, valid(a, line: 2), invalid, valid(a, line: 4), valid(b, line: 5),
            valid(a, line: 6), valid(nil, line: 7), valid(a, line: 8), unparsable, valid(a, line: 10),
        ])
        // The ignored sentence (index 1) neither splits the path nor is drawn.
        #expect(track.segments(on: [a]).map(\.fixIndices) == [[0, 2], [4], [6], [8], [10]])
        #expect(track.segments(on: [a, b]).map(\.fixIndices) == [[0, 2], [4], [5], [6], [8], [10]])
        #expect(track.segments(on: [a, b]).map(\.level) == [a, a, b, a, a, a])
        #expect(track.segments(on: [b]).map(\.fixIndices) == [[5]])
        #expect(track.validCount == 8)
        #expect(track.recordCount == 10)
        #expect(track.firstLocatedLevel == a)
        #expect(track.drawnCoordinates(on: [b]).count == 1)
    }

    @Test func automaticSelectionDrawsTheOrdinalOfTheFirstLocatedFix() throws {
        let (graph, locator, track) = try Self.walkFixture()
        let scene = try RenderScene(selection: .automatic, track: track, in: graph, locator: locator)
        #expect(scene.levels == graph.levels(withOrdinal: 0))
        // The same walk from the stairs on: its first located fix is on the Mezzanine (ordinal 1).
        let upstairs = TrackOverlay(fixes: Array(track.fixes.dropFirst(84)))
        let upper = try RenderScene(selection: .automatic, track: upstairs, in: graph, locator: locator)
        #expect(upper.levels == graph.levels(withOrdinal: 1))
        // A fix chooses the level before the track does.
        let withFix = try RenderScene(
            selection: .automatic, fix: RenderFixture.cafeFix, track: upstairs, in: graph, locator: locator)
        #expect(withFix.levels == graph.levels(withOrdinal: 0))
        // A track with no located fix falls back to the default ordinal.
        let nowhere = TrackOverlay(fixes: [
            LocatedFix(record: TrackRecord(lines: 1...1, status: .unparsable, reason: "x"))
        ])
        #expect(
            try RenderScene(selection: .automatic, track: nowhere, in: graph).levels == graph.levels(withOrdinal: 0))
    }

    @Test func aTrackOffTheDrawnLevelsDrawsNothingAndKeepsTheView() throws {
        let (graph, locator, track) = try Self.walkFixture()
        let renderer = SVGRenderer(graph: graph)
        let plain = try renderer.render(.ordinal(-1))
        let drawing = try renderer.render(.ordinal(-1), track: track, locator: locator)
        #expect(!drawing.svg.contains("<g class=\"track\""))
        #expect(drawing.viewport == plain.viewport)
        // On a drawn level the fixes lie in units, so the fit does not change either.
        #expect(
            try renderer.render(.ordinal(0), track: track, locator: locator).viewport
                == renderer.render(.ordinal(0)).viewport)
    }

    @Test func unitNamesInEventTitlesAreEscaped() throws {
        let graph = try RenderFixture.graph(
            replacing: "\"en\": \"Waiting Room\"", with: "\"en\": \"Waiting <Room> & 'Co'\"",
            in: "unit.geojson")
        let locator = Locator(graph: graph)
        let track = TrackOverlay(fixes: try TrackLocator.locatedFixes(inFileAt: Self.walk, locator: locator))
        let svg = try SVGRenderer(graph: graph).render(.ordinal(0), track: track, locator: locator).svg
        #expect(svg.contains("<title>entered Waiting &lt;Room&gt; &amp; &apos;Co&apos; (line 2)</title>"))
        #expect(!svg.contains("<Room>"))
    }

    @Test func outputIsDeterministic() throws {
        let (graph, locator, track) = try Self.walkFixture()
        let renderer = SVGRenderer(graph: graph)
        #expect(
            try renderer.render(.ordinal(1), track: track, locator: locator).svg
                == renderer.render(.ordinal(1), track: track).svg)
    }

    @Test func viewerDrawsTheTrackOnEveryOrdinalItPassesThrough() throws {
        let (graph, _, track) = try Self.walkFixture()
        let html = try HTMLViewer(graph: graph).page(track: track)
        // One section per ordinal, highest first (1, 0, -1); the track passes through 1 and 0.
        let sections = html.components(separatedBy: "<section class=\"floor\"").dropFirst()
        #expect(sections.count == 3)
        let drawn = sections.map { section in
            Self.polylines(in: String(section)).reduce(0) { $0 + $1.points.count }
        }
        #expect(drawn == [26, 84, 0])
        let visible = html.split(separator: "\n").filter {
            $0.contains("<section class=\"floor\"") && !$0.contains("hidden=")
        }
        #expect(visible.count == 1 && visible[0].contains("data-ordinal=\"0\""))
        // Upstairs only: the Mezzanine is shown first.
        let upstairs = try HTMLViewer(graph: graph).page(track: TrackOverlay(fixes: Array(track.fixes.dropFirst(84))))
        let shown = upstairs.split(separator: "\n").filter {
            $0.contains("<section class=\"floor\"") && !$0.contains("hidden=")
        }
        #expect(shown.count == 1 && shown[0].contains("data-ordinal=\"1\""))
    }
}
