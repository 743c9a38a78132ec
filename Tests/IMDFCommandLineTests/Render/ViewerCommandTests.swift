import Foundation
import Testing

@testable import IMDFCommandLine

/// `imdf viewer --findings` and `--route`: what the page embeds, what standard error says, and exit codes.
@Suite struct ViewerCommandTests {
    static let mistakes = URL(fileURLWithPath: RenderCommandTests.sample).deletingLastPathComponent()
        .appendingPathComponent("HarbourviewQuayWithMistakes").path

    @Test func findingsAreEmbeddedAndCounted() throws {
        let directory = try RenderCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let target = directory.appendingPathComponent("viewer").path
        let result = RenderCommandTests.run(["viewer", Self.mistakes, "-o", target, "--findings"])
        #expect(result.code == 0)
        #expect(result.standardError.contains("wrote \(target)/index.html ("))
        #expect(result.standardError.contains(" on the map)"))
        let html = try String(contentsOfFile: target + "/index.html", encoding: .utf8)
        #expect(html.contains("id=\"finding-list\""))
        #expect(html.contains("<circle class=\"finding finding-"))
    }

    @Test func routesFillThePickerHiddenUntilPicked() throws {
        let directory = try RenderCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let target = directory.appendingPathComponent("viewer").path
        let result = RenderCommandTests.run(
            ["viewer", RenderCommandTests.sample, "-o", target] + RenderRouteCommandTests.route
                + ["--route", "2a16fd34:5ff4d89a"])
        #expect(result.code == 0)
        #expect(result.standardError.hasSuffix("(2 routes)\n"))
        let html = try String(contentsOfFile: target + "/index.html", encoding: .utf8)
        #expect(html.contains("<select id=\"route-select\""))
        #expect(html.contains("<option value=\"1\">Café du Quai → Auditorium</option>"))
        #expect(html.contains("<g class=\"route\" data-route=\"0\" hidden=\"hidden\">"))
        #expect(html.contains("<g class=\"route\" data-route=\"1\" hidden=\"hidden\">"))
        // Café du Quai's label gives way to the route's start marker at its display point, at every zoom up to 2 at least.
        let cafe = html.split(separator: "\n").first { $0.contains("class=\"label\" data-unit=\"2a16fd34") }
        let minimumZoom = cafe.flatMap { line in
            line.range(of: "data-minzoom=\"").map { line[$0.upperBound...].prefix { $0 != "\"" } }
        }
        #expect(minimumZoom.flatMap { Double($0) }.map { $0 > 2 } ?? true)
    }

    @Test func routeUsageErrors() {
        let target = "/tmp/unused-imdf-viewer"
        #expect(
            RenderCommandTests.run(["viewer", RenderCommandTests.sample, "-o", target, "--route", "2a16fd34"]).code
                == 64)
        #expect(RenderCommandTests.run(["viewer", RenderCommandTests.sample, "-o", target, "--accessible"]).code == 64)
    }
}
