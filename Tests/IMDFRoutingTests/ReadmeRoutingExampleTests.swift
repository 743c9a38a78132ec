import Foundation
import IMDFKit
import IMDFRouting
import IMDFTestSupport
import Testing

/// The README's routing example, kept compiling and true (the same code, with its output checked).
@Suite("README routing example")
struct ReadmeRoutingExampleTests {
    @Test func routingExampleRuns() throws {
        let packageRoot = TestData.packageRoot
        let graph = VenueGraph(
            try IMDF.Archive(contentsOf: packageRoot.appendingPathComponent("SampleVenues/HarbourviewQuay.zip").path))

        let router = Router(graph: graph)  // build once; Sendable, query from any thread
        let cafe = RouteEndpoint.fix(Fix(latitude: 45.503136, longitude: -73.5507646, floor: 0))
        let platform = RouteEndpoint.fix(Fix(latitude: 45.5031, longitude: -73.5510, floor: -1))
        var printed = ""
        switch try router.route(from: cafe, to: platform, options: RouteOptions(accessible: true)) {
        case .found(let route):
            printed = "\(Int(route.distance)) m, \(Int(route.duration)) s, \(route.transitions.map(\.mode.rawValue))"
        case .notFound(let noRoute):
            printed = "\(noRoute)"
        }
        print(printed)
        #expect(printed == "59 m, 80 s, [\"elevator\"]")
    }
}
