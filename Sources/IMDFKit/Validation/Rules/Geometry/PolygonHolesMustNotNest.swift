import GeoJSON

/// Checks that no hole of a polygon lies inside another hole of the same polygon. OGC's
/// `FileMustBeValidGeoJSON` counts invalid geometry as a violation (spec §1.5, §4.3 B.10). Severity: error.
///
/// Every Polygon and MultiPolygon feature geometry with at least two holes is checked, part by part, with
/// ``PlanarPolygon/ringProblems()``: exact predicates, no tolerance; the inner hole may touch the outer one at
/// single points and is still nested. Holes that cross or share a stretch of boundary are reported by
/// ``PolygonRingsMustNotCross`` instead (one finding per pair). Rings the GeoJSON layer rejects are skipped;
/// extension files are not checked. One finding per nested pair, at the inner hole, with a note at the outer.
///
/// - Complexity: O(*n* log *n* + *k*) per polygon of *n* points with holes, holes compared only when their
///   boxes overlap (see ``PlanarPolygon/ringProblems()``).
struct PolygonHolesMustNotNest: ValidationRule {
    let id = "PolygonHolesMustNotNest"
    let group = ValidationGroup.geometry
    let severity = Diagnostic.Severity.error
    let summary = "No hole of a polygon lies inside another hole of the same polygon."
    let specReference = "§1.5; §4.3 B.10; OGC FileMustBeValidGeoJSON; ISO 19125-1 §6.1.11.1"
    let specText = """
        OGC Simple Features (ISO 19125-1) §6.1.11.1, polygon assertions: "the boundary of a Polygon consists \
        of a set of LinearRings that make up its exterior and interior boundaries"; "the interior of every \
        Polygon is a connected point set"; "the exterior of a Polygon with 1 or more holes is not connected. \
        Each hole defines a connected component of the exterior." (A hole inside another defines no component \
        of its own.) IMDF (spec §1.5, Apple Validations): OGC's FileMustBeValidGeoJSON "Checks include, amongst \
        others: i) Self-intersection, where a line segment crosses a line segment. …"; spec §4.3 B.10: \
        "Self-intersection checks, where implemented, are a VIOLATION per FileMustBeValidGeoJSON."
        """
    let severityReason = """
        Error: spec §4.3 B.10 makes polygon validity a VIOLATION under OGC's FileMustBeValidGeoJSON, and nested \
        holes are not a valid polygon. Consumers disagree about them: a crossing-number (even-odd) containment \
        test counts the inner hole's inside as part of the feature again, while an area computed as exterior \
        minus holes subtracts the inner hole a second time.
        """

    func check(_ context: ValidationContext, into report: inout ValidationReport.Builder) {
        context.forEachPolygonalGeometry(where: \.hasHoles) { geometry in
            for (part, polygon) in geometry.area.parts.enumerated() {
                for problem in polygon.ringProblems() where problem.kind == .holeInsideHole {
                    report.report(
                        "\(geometry.partPrefix(part))hole \(problem.ring) lies inside hole \(problem.otherRing); holes of one polygon must not nest",
                        at: context.location(of: geometry.handle, path: geometry.path(part: part, ring: problem.ring)),
                        notes: [
                            .init(
                                message: "hole \(problem.otherRing) is here",
                                location: context.location(
                                    of: geometry.handle, path: geometry.path(part: part, ring: problem.otherRing)))
                        ])
                }
            }
        }
    }
}
