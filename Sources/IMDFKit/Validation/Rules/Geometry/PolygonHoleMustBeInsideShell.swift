import GeoJSON

/// Checks that every hole of a polygon lies inside its exterior ring: a hole wholly outside the exterior ring
/// (beside it, or around it) is an error. OGC's `FileMustBeValidGeoJSON` counts invalid geometry as a
/// violation (spec §1.5, §4.3 B.10), and Simple Features makes holes part of the polygon's boundary.
/// Severity: error.
///
/// Every Polygon and MultiPolygon feature geometry with holes is checked, part by part, with
/// ``PlanarPolygon/ringProblems()``: exact predicates, no tolerance; a hole may touch the exterior ring at
/// single points. A hole that is only *partly* outside crosses the exterior ring (properly, or by passing
/// through it at a vertex) or shares a stretch with it: that pair is reported once, by
/// ``PolygonRingsMustNotCross``, with the point, and not again here. Rings the GeoJSON layer rejects (fewer
/// than four positions, not closed) are skipped; extension files are not checked. One finding per hole, at
/// the hole's ring, with a note at the exterior ring.
///
/// - Complexity: O(*n* log *n* + *k*) per polygon of *n* points with holes (see
///   ``PlanarPolygon/ringProblems()``); O(1) per polygon without.
struct PolygonHoleMustBeInsideShell: ValidationRule {
    let id = "PolygonHoleMustBeInsideShell"
    let group = ValidationGroup.geometry
    let severity = Diagnostic.Severity.error
    let summary = "Every hole of a polygon lies inside its exterior ring (touching it at single points is allowed)."
    let specReference = "§1.5; §4.3 B.10; OGC FileMustBeValidGeoJSON; ISO 19125-1 §6.1.11.1"
    let specText = """
        OGC Simple Features (ISO 19125-1) §6.1.11.1, polygon assertions: "the boundary of a Polygon consists \
        of a set of LinearRings that make up its exterior and interior boundaries"; "the exterior of a Polygon \
        with 1 or more holes is not connected. Each hole defines a connected component of the exterior." \
        IMDF (spec §1.5, Apple Validations): OGC's FileMustBeValidGeoJSON "Checks include, amongst others: \
        i) Self-intersection, where a line segment crosses a line segment. ii) Self-intersection, where a line \
        segment overlaps a line segment. iii) …"; spec §4.3 B.10: "Self-intersection checks, where implemented, \
        are a VIOLATION per FileMustBeValidGeoJSON."
        """
    let severityReason = """
        Error: spec §4.3 B.10 makes polygon validity a VIOLATION under OGC's FileMustBeValidGeoJSON, and a hole \
        outside its exterior ring is not a valid polygon. Consumers get wrong answers from it: an area computed \
        as exterior minus holes subtracts ground the polygon never covered (too small, even negative), and a \
        crossing-number (even-odd) containment test counts the stray hole's inside as part of the feature.
        """

    func check(_ context: ValidationContext, into report: inout ValidationReport.Builder) {
        context.forEachPolygonalGeometry(where: \.hasHoles) { geometry in
            for (part, polygon) in geometry.area.parts.enumerated() {
                for problem in polygon.ringProblems() where problem.kind == .holeOutsideShell {
                    report.report(
                        "\(geometry.partPrefix(part))hole \(problem.ring) lies outside the exterior ring; a polygon's holes must lie inside its exterior ring (they may touch it at single points)",
                        at: context.location(of: geometry.handle, path: geometry.path(part: part, ring: problem.ring)),
                        notes: [
                            .init(
                                message: "the exterior ring is here",
                                location: context.location(
                                    of: geometry.handle, path: geometry.path(part: part, ring: 0)))
                        ])
                }
            }
        }
    }
}
