import Testing

@testable import IMDFKit

/// The flat lines behind the track locator's nearest-opening search measure each line as the line itself
/// would be measured: the least distance to its segments, or to its point, or infinity for no point.
@Suite("Flat polylines")
struct FlatPolylinesTests {
    /// The distance measured segment by segment on the polyline.
    static func reference(_ point: PlanarPoint, _ line: PlanarPolyline, _ projection: LocalProjection) -> Double {
        switch line.pointCount {
        case 0: return .infinity
        case 1: return projection.distance(point, line.point(at: 0))
        default:
            return (0..<(line.pointCount - 1)).map {
                projection.distance(from: point, toSegmentFrom: line.point(at: $0), to: line.point(at: $0 + 1))
            }.min()!
        }
    }

    @Test func eachLineMeasuresAsItself() {
        var random = SystemRandomNumberGenerator()
        // Lines of 0 … 5 points, in an order that puts every length next to every other.
        let counts = [2, 0, 1, 5, 2, 3, 0, 0, 4, 1, 2, 2, 5]
        let lines = counts.map { count in
            PlanarPolyline(
                points: (0..<count).map { _ in
                    PlanarPoint(
                        x: -73.55 + .random(in: 0..<0.002, using: &random),
                        y: 45.5 + .random(in: 0..<0.002, using: &random))
                })
        }
        let flat = FlatPolylines(lines)
        #expect(flat.count == lines.count)
        let projection = LocalProjection(origin: PlanarPoint(x: -73.549, y: 45.501))
        for _ in 0..<200 {
            let point = PlanarPoint(
                x: -73.55 + .random(in: 0..<0.002, using: &random), y: 45.5 + .random(in: 0..<0.002, using: &random))
            flat.withLines { view in
                for (index, line) in lines.enumerated() {
                    let expected = Self.reference(point, line, projection)
                    #expect(
                        view.distance(from: point, toLine: index, projection: projection) == expected, "line \(index)")
                }
            }
        }
    }

    @Test func noLines() {
        let flat = FlatPolylines([])
        #expect(flat.count == 0)
    }
}
