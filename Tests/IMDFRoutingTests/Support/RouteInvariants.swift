import IMDFKit

@testable import IMDFRouting

/// Checks a route against the venue with IMDFKit's exact predicates, independently of the router's own
/// visibility code:
///
/// - the segments are continuous (each starts exactly where the previous one ended);
/// - a walking segment has both ends strictly inside one polygon of its unit and stays inside it: it
///   properly crosses no edge of that polygon (holes included; `SegmentIntersection`, exact), and every
///   stretch between consecutive points where it meets the boundary has its middle inside or on the
///   polygon (exact point location of that middle);
/// - a doorway starts strictly inside the unit it leaves, ends strictly inside the unit it enters, and
///   meets the opening's line (exact segment intersection): units change only at openings;
/// - a transition starts where a walking or doorway segment ended and joins the units of its features.
///
/// Returns the problems found, empty when the route is sound.
enum RouteInvariants {
    static func problems(in route: Route, graph: VenueGraph) -> [String] {
        var problems: [String] = []
        var previousEnd: PlanarPoint?
        var currentUnit: VenueGraph.UnitHandle?
        for (index, segment) in route.segments.enumerated() {
            if let previousEnd, previousEnd != segment.start {
                problems.append(
                    "segment \(index) starts at \(segment.start), not where segment \(index - 1) ended (\(previousEnd))"
                )
            }
            previousEnd = segment.end
            switch segment.kind {
            case .walk(let unit):
                if let currentUnit, currentUnit != unit {
                    problems.append(
                        "segment \(index) walks in unit \(unit) right after unit \(currentUnit), with no opening between"
                    )
                }
                currentUnit = unit
                guard let area = graph[unit].geometry?.planarArea else {
                    problems.append("segment \(index): unit \(unit) has no polygon")
                    continue
                }
                let holding = area.parts.first {
                    $0.location(of: segment.start) == .inside && $0.location(of: segment.end) == .inside
                }
                guard let polygon = holding else {
                    problems.append(
                        "segment \(index) does not have both ends strictly inside one polygon of unit \(unit)")
                    continue
                }
                if let problem = segmentLeaves(polygon, segment.start, segment.end) {
                    problems.append("segment \(index) in unit \(unit): \(problem)")
                }
            case .doorway(let opening, let from, let to):
                if let currentUnit, currentUnit != from {
                    problems.append(
                        "segment \(index) leaves unit \(from) through an opening, but the route was in unit \(currentUnit)"
                    )
                }
                currentUnit = to
                if !(graph[from].geometry?.planarArea?.parts.contains { $0.location(of: segment.start) == .inside }
                    ?? false)
                {
                    problems.append("doorway \(index) does not start strictly inside unit \(from)")
                }
                if !(graph[to].geometry?.planarArea?.parts.contains { $0.location(of: segment.end) == .inside } ?? false)
                {
                    problems.append("doorway \(index) does not end strictly inside unit \(to)")
                }
                let line = graph[opening].geometry?.planarLines?.first
                var meets = false
                if let line {
                    for point in 0..<max(0, line.pointCount - 1)
                    where SegmentIntersection.between(
                        segment.start, segment.end, and: line.point(at: point), line.point(at: point + 1)) != nil
                    {
                        meets = true
                    }
                }
                if !meets { problems.append("doorway \(index) does not meet the line of opening \(opening)") }
            case .transition(let number):
                guard route.transitions.indices.contains(number) else {
                    problems.append("segment \(index) names transition \(number), which the route does not have")
                    continue
                }
                let transition = route.transitions[number]
                if let unit = transition.to.typed(as: IMDF.UnitProperties.self) {
                    currentUnit = unit
                } else {
                    currentUnit = nil  // left through an opening station: the next segment names the unit
                }
                if transition.fromLevel == transition.toLevel, transition.mode != .movingWalkway {
                    problems.append("transition \(number) does not change level")
                }
            }
        }
        return problems
    }

    /// Why the segment `a`–`b` (both strictly inside `polygon`) leaves the closed polygon, or `nil`.
    static func segmentLeaves(_ polygon: PlanarPolygon, _ a: PlanarPoint, _ b: PlanarPoint) -> String? {
        var meetings: [PlanarPoint] = [a, b]
        for ring in 0..<polygon.ringCount {
            let points = polygon.points(ofRing: ring)
            for index in points.indices {
                let c = points[index]
                let d = points[(index + 1) % points.count]
                guard let meeting = SegmentIntersection.between(a, b, and: c, d) else { continue }
                switch meeting.kind {
                case .crossing: return "crosses the edge \(c)–\(d)"
                case .touching: meetings.append(meeting.point)
                case .overlapping:
                    meetings.append(c)
                    meetings.append(d)
                }
            }
        }
        // Order the meeting points along the segment and test the middle of every stretch between them.
        let dx = b.x - a.x
        let dy = b.y - a.y
        let length = dx * dx + dy * dy
        let sorted = meetings.map { (($0.x - a.x) * dx + ($0.y - a.y) * dy, $0) }
            .filter { $0.0 >= 0 && $0.0 <= length }
            .sorted { $0.0 < $1.0 }
        for (first, second) in zip(sorted, sorted.dropFirst()) where first.1 != second.1 {
            let middle = PlanarPoint(x: (first.1.x + second.1.x) / 2, y: (first.1.y + second.1.y) / 2)
            if polygon.location(of: middle) == .outside { return "leaves the polygon near \(middle)" }
        }
        return nil
    }
}
