import GeoJSON

/// Checks that the parts (polygons) of a MultiPolygon have no interior point in common: no part overlaps,
/// contains or repeats another. Parts may share edges and touch at points. Severity: warning.
///
/// Every MultiPolygon feature geometry of two or more parts is checked with
/// ``PlanarMultiPolygon/partOverlaps()``: exact predicates, no tolerance and no area threshold, so a
/// repeated part, a part inside another, and a triangle covering half of a square part are all found, and
/// parts that merely share a wall are not. Each part is taken as a valid polygon (the ring rules report
/// those that are not). Geometries the GeoJSON layer rejects are skipped; extension files are not checked.
/// One finding per overlapping pair, at the later part, saying what shows the overlap, with a note at the
/// earlier part. (Simple Features also says the parts' boundaries "may touch at only a finite number of
/// Points", which rules out shared edges; that stricter check is not made.)
///
/// - Complexity: pairs of parts found by a sort-and-sweep of their boxes; for each pair whose boxes overlap,
///   O((*n* + *m*) log(*n* + *m*) + *k*) for parts of *n* and *m* points and *k* pairs of edges whose boxes
///   overlap; O(*n* · *m*) in the worst case.
struct MultiPolygonPartsShouldNotOverlap: ValidationRule {
    let id = "MultiPolygonPartsShouldNotOverlap"
    let group = ValidationGroup.geometry
    let severity = Diagnostic.Severity.warning
    let summary =
        "The parts of a MultiPolygon do not overlap or repeat each other (sharing edges or touching at points is fine)."
    let specReference = "§1.5; §4.3 B.10; OGC FileMustBeValidGeoJSON; ISO 19125-1 (MultiPolygon)"
    let specText = """
        OGC Simple Features (ISO 19125-1), MultiPolygon assertions: "the interiors of 2 Polygons that are \
        elements of a MultiPolygon may not intersect". IMDF (spec §1.5, Apple Validations): OGC's \
        FileMustBeValidGeoJSON "Checks include, amongst others: i) Self-intersection, where a line segment \
        crosses a line segment. ii) Self-intersection, where a line segment overlaps a line segment. iii) …".
        """
    let severityReason = """
        Warning, not error: the feature's area is still well defined for containment (a point in either part is \
        in the feature, however the parts overlap), so locating, rendering and "within" checks give the right \
        answers; only measures that add the parts up, such as area, count the common ground twice. OGC says the \
        interiors "may not intersect", so it is reported, as the likely modelling mistake it is (a part pasted \
        twice, or drawn over another).
        """

    func check(_ context: ValidationContext, into report: inout ValidationReport.Builder) {
        context.forEachPolygonalGeometry(where: \.hasSeveralPolygons) { geometry in
            for overlap in geometry.area.partOverlaps() {
                let part = overlap.part
                let other = overlap.otherPart
                let shown: String
                switch overlap.evidence {
                case .boundariesCross(let point):
                    shown = "their boundaries cross at \(PolygonalGeometry.positionText(point))"
                case .ringInside(let inner, let ring):
                    let outer = inner == part ? other : part
                    shown =
                        ring == 0
                        ? "the exterior ring of part \(inner) lies inside part \(outer)"
                        : "hole \(ring) of part \(inner) lies inside part \(outer)"
                case .boundaryInside(let inner, let point):
                    let outer = inner == part ? other : part
                    shown =
                        "the boundary of part \(inner) runs inside part \(outer) from \(PolygonalGeometry.positionText(point))"
                case .sameArea:
                    shown = "part \(part) repeats part \(other)"
                }
                report.report(
                    "parts \(other) and \(part) overlap; \(shown); the parts of a MultiPolygon should not share interior points (they may share edges)",
                    at: context.location(of: geometry.handle, path: geometry.path(part: part)),
                    notes: [
                        .init(
                            message: "part \(other) is here",
                            location: context.location(of: geometry.handle, path: geometry.path(part: other)))
                    ])
            }
        }
    }
}
