import GeoJSON

/// Checks that no polygon ring crosses, touches or overlaps itself: OGC's `FileMustBeValidGeoJSON` counts
/// "a line segment crosses a line segment" and "a line segment overlaps a line segment" as violations
/// (spec §1.5, §4.3 B.10). Severity: error.
///
/// Every Polygon and MultiPolygon feature geometry is checked, ring by ring, with the sweep of
/// ``PlanarPolygon/selfIntersections(limit:)`` (O(*n* log *n*) for ordinary rings, not O(*n*²)). Rings the
/// GeoJSON layer already reports (fewer than four positions, not closed) are skipped; winding is not this
/// rule's concern. Rings of one polygon crossing each other (a hole poking out of its exterior) are not
/// examined. One finding per feature, at the start of the later of the two segments that meet.
struct RingMustNotSelfIntersect: ValidationRule {
    let id = "RingMustNotSelfIntersect"
    let group = ValidationGroup.geometry
    let severity = Diagnostic.Severity.error
    let summary =
        "No polygon ring crosses, touches or overlaps itself (segments meet only their neighbours, at shared vertices)."
    let specReference = "§1.5; §4.3 B.10; OGC FileMustBeValidGeoJSON"
    let specText =
        "OGC Validations: FileMustBeValidGeoJSON, VIOLATION, \"Self-intersection, where a line segment crosses a line segment … where a line segment overlaps a line segment\""
    let severityReason =
        "Error: OGC lists self-intersection as a structural VIOLATION, and a self-intersecting ring has no well-defined inside, so containment and areas computed from it are wrong."

    func check(_ context: ValidationContext, into report: inout ValidationReport.Builder) {
        for type in IMDF.FeatureType.allCases {
            let features = context.rawFeatures(of: type)
            let shapes = context.shapes(of: type)
            for index in features.indices {
                guard case .area(let area)? = shapes[index] else { continue }
                let isMulti = if case .multiPolygon = features[index].geometry { true } else { false }
                for (part, polygon) in area.parts.enumerated() {
                    guard let found = polygon.selfIntersections(limit: 1).first else { continue }
                    var ringPath: JSONPath = ["geometry", "coordinates"]
                    if isMulti { ringPath = ringPath.appending(index: part) }
                    ringPath = ringPath.appending(index: found.ring)
                    let handle = AnyFeatureHandle(type: type, index: index)
                    let ringName = found.ring == 0 ? "exterior ring" : "hole \(found.ring)"
                    let how =
                        switch found.kind {
                        case .crossing: "crosses"
                        case .touching: "touches"
                        case .overlapping: "overlaps"
                        }
                    report.report(
                        "\(ringName) intersects itself: segment \(found.secondSegment) \(how) segment \(found.firstSegment) at \(found.point); a ring's segments may meet only their neighbours, at shared vertices",
                        at: context.location(of: handle, path: ringPath.appending(index: found.secondSegment)),
                        notes: [
                            .init(
                                message: "segment \(found.firstSegment) starts here",
                                location: context.location(
                                    of: handle, path: ringPath.appending(index: found.firstSegment)))
                        ])
                    break
                }
            }
        }
    }
}
