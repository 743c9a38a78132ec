import Foundation
import Testing

@testable import IMDFCommandLine

/// `imdf render --route`: the route drawn on each level it touches, the ordinal chosen, the summary, and
/// exit codes.
@Suite struct RenderRouteCommandTests {
    /// Gallery 4 (museum, ordinal 1) to Platform 2 (interchange, ordinal −1), through the forecourt.
    static let route = ["--route", "43649a89:3de5ebf7"]

    static func lines(_ svg: String, class name: String) -> [Substring] {
        svg.split(separator: "\n").filter { $0.contains("class=\"\(name)\"") }
    }

    @Test func drawsTheStartOrdinalByDefault() {
        let result = RenderCommandTests.run(["render", RenderCommandTests.sample] + Self.route)
        #expect(result.code == 0)
        #expect(result.standardOutput.contains("data-ordinal=\"1\">"))
        #expect(result.standardOutput.contains("<g class=\"route\" data-paths=\"1\">"))
        // The legend's symbol shares the rule.
        #expect(result.standardOutput.contains(".imdf-level .route-path,.imdf-level .swatch-route{"))
        #expect(Self.lines(result.standardOutput, class: "route-start").count == 1)
        #expect(Self.lines(result.standardOutput, class: "route-end").isEmpty)
        #expect(result.standardOutput.contains("<title>take Stairs B (stairs) to level G</title>"))
        #expect(
            result.standardError
                == "route: 149 m, 2 min 31 s, 2 level changes; it touches ordinals 1, 0, -1, drawn here: 1\n")
    }

    @Test func eachOrdinalTheRouteTouchesShowsItsPart() {
        // Ordinal 0: the museum ground floor, the forecourt and the interchange's ground level, one path each.
        let ground = RenderCommandTests.run(["render", RenderCommandTests.sample, "--ordinal", "0"] + Self.route)
        #expect(ground.code == 0)
        #expect(Self.lines(ground.standardOutput, class: "route-path").count == 3)
        #expect(Self.lines(ground.standardOutput, class: "route-transition").count == 2)
        let platform = RenderCommandTests.run(["render", RenderCommandTests.sample, "--ordinal", "-1"] + Self.route)
        #expect(Self.lines(platform.standardOutput, class: "route-path").count == 1)
        #expect(Self.lines(platform.standardOutput, class: "route-end").count == 1)
        #expect(platform.standardOutput.contains("<title>arrive by Stairs A (stairs) from level G</title>"))
        // Drawings without a route stay as they were: no route rules in the style sheet.
        let plain = RenderCommandTests.run(["render", RenderCommandTests.sample, "--ordinal", "-1"])
        #expect(!plain.standardOutput.contains("route"))
    }

    @Test func accessibleRoutesTakeTheElevators() {
        let result = RenderCommandTests.run(
            ["render", RenderCommandTests.sample, "--ordinal", "0", "--accessible"] + Self.route)
        #expect(result.code == 0)
        #expect(result.standardOutput.contains("<title>arrive by Elevator B (elevator) from level 1</title>"))
        #expect(result.standardOutput.contains("<title>take Elevator A (elevator) to level B1</title>"))
    }

    @Test func noRouteExitsOneAndBadValuesSixtyFour() {
        let none = RenderCommandTests.run([
            "render", RenderCommandTests.sample, "--route", "3de5ebf7:3653ac9e", "--accessible",
        ])
        #expect(none.code == 1)
        #expect(none.standardOutput.isEmpty)
        #expect(none.standardError.hasPrefix("no accessible route"))
        for arguments in [
            ["--route", "43649a89"], ["--route", "43649a89:"], ["--route", "45.5,abc:43649a89"], ["--accessible"],
            ["--route", "43649a89:ffffffff"],
        ] {
            let bad = RenderCommandTests.run(["render", RenderCommandTests.sample] + arguments)
            #expect(bad.code == 64, "\(arguments): \(bad.standardError)")
        }
    }
}
