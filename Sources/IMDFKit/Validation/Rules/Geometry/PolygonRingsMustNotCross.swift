import GeoJSON

/// Checks that no two rings of a polygon (the exterior ring and a hole, or two holes) cross or share a
/// stretch of boundary. They may meet at single points — a vertex on a vertex, or a vertex on the other's
/// edge — as long as neither passes through the other there. OGC's `FileMustBeValidGeoJSON` counts "a line
/// segment crosses a line segment" and "a line segment overlaps a line segment" as violations (spec §1.5,
/// §4.3 B.10). Severity: error.
///
/// Every Polygon and MultiPolygon feature geometry with holes is checked, part by part, with
/// ``PlanarPolygon/ringProblems()``: exact predicates, no tolerance. A ring crossing *itself* is
/// ``RingMustNotSelfIntersect``'s business. A hole partly outside the exterior ring is reported here, as a
/// crossing, and not again by ``PolygonHoleMustBeInsideShell``. Rings the GeoJSON layer rejects are skipped;
/// extension files are not checked. One finding per pair of rings, at the later ring, with the crossing
/// point (or the start of the shared stretch) and a note at the other ring.
///
/// - Complexity: O(*n* log *n* + *k*) per polygon of *n* points with holes and *k* pairs of edges of
///   different rings whose boxes overlap; O(*n*²) in the worst case.
struct PolygonRingsMustNotCross: ValidationRule {
    let id = "PolygonRingsMustNotCross"
    let group = ValidationGroup.geometry
    let severity = Diagnostic.Severity.error
    let summary =
        "No two rings of a polygon cross or share a stretch of boundary; they may meet at single points as tangents."
    let specReference = "§1.5; §4.3 B.10; OGC FileMustBeValidGeoJSON; ISO 19125-1 §6.1.11.1"
    let specText = """
        OGC Simple Features (ISO 19125-1) §6.1.11.1, polygon assertions: "no two Rings in the boundary cross \
        and the Rings in the boundary of a Polygon may intersect at a Point but only as a tangent"; "the interior \
        of every Polygon is a connected point set". IMDF (spec §1.5, Apple Validations): OGC's \
        FileMustBeValidGeoJSON "Checks include, amongst others: i) Self-intersection, where a line segment \
        crosses a line segment. ii) Self-intersection, where a line segment overlaps a line segment. iii) …"; \
        spec §4.3 B.10: "Self-intersection checks, where implemented, are a VIOLATION per FileMustBeValidGeoJSON."
        """
    let severityReason = """
        Error: these are the line-segment crossings and overlaps that OGC's FileMustBeValidGeoJSON names as \
        violations (spec §1.5, §4.3 B.10). Once rings cross, inside and outside are no longer defined: an \
        even-odd containment test, a winding-number test and an area computed as exterior minus holes each give \
        a different answer for the same feature.
        """

    func check(_ context: ValidationContext, into report: inout ValidationReport.Builder) {
        context.forEachPolygonalGeometry(where: \.hasHoles) { geometry in
            for (part, polygon) in geometry.area.parts.enumerated() {
                for problem in polygon.ringProblems() {
                    let low = min(problem.ring, problem.otherRing)
                    let high = max(problem.ring, problem.otherRing)
                    let rings = "\(PolygonalGeometry.ringName(low)) and \(PolygonalGeometry.ringName(high))"
                    let what: String
                    switch problem.kind {
                    case .crossing(let point):
                        what =
                            "\(rings) cross at \(PolygonalGeometry.positionText(point))"
                            + (low == 0 ? ", so part of the hole lies outside the polygon" : "")
                    case .overlapping(let point):
                        what = "\(rings) share a stretch of boundary from \(PolygonalGeometry.positionText(point))"
                    case .holeOutsideShell, .holeInsideHole:
                        continue
                    }
                    report.report(
                        "\(geometry.partPrefix(part))\(what); rings of a polygon may meet only at single points, without crossing",
                        at: context.location(of: geometry.handle, path: geometry.path(part: part, ring: problem.ring)),
                        notes: [
                            .init(
                                message: "\(PolygonalGeometry.ringName(problem.otherRing)) is here",
                                location: context.location(
                                    of: geometry.handle, path: geometry.path(part: part, ring: problem.otherRing)))
                        ])
                }
            }
        }
    }
}
