import Testing

@testable import IMDFKit
@testable import IMDFRender

/// The SVG of the sample venue, compared byte for byte with files under `__Snapshots__/`.
@Suite struct RenderSnapshotTests {
    @Test func oneLevel() throws {
        let drawing = try SVGRenderer(graph: RenderFixture.graph()).render(.level(RenderFixture.groundLevel))
        Snapshot.expect(drawing.svg, matches: "harbourview-ground-level.svg")
    }

    @Test func levelsSharingAnOrdinal() throws {
        let drawing = try SVGRenderer(graph: RenderFixture.graph()).render(.ordinal(0))
        Snapshot.expect(drawing.svg, matches: "harbourview-ordinal-0.svg")
    }

    @Test func fixOnTheLevelThatContainsIt() throws {
        let options = RenderOptions(size: PixelSize(width: 800, height: 600), preferredLanguages: ["fr"])
        let drawing = try SVGRenderer(graph: RenderFixture.graph(), options: options).render(fix: RenderFixture.cafeFix)
        Snapshot.expect(drawing.svg, matches: "harbourview-fix-fr.svg")
    }
}
