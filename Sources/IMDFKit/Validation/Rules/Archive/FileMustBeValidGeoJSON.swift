import GeoJSON

/// Forwards the RFC 7946 structure findings of the GeoJSON layer (spec §4.3 A.3–A.4, B; OGC
/// `FileMustBeValidGeoJSON`): objects that are not objects, missing or unknown `type`, members of the
/// wrong JSON type, missing `geometry`/`properties`/`features`, malformed coordinates, short lines and
/// rings, unclosed rings, winding and bounding boxes, members that change GeoJSON semantics (RFC 7946
/// §7.1) and repeated member names (RFC 8259 §4, a warning with a note at the first occurrence; see
/// `GeoJSONRule`). Each keeps the severity, position and notes the GeoJSON decoder gave it, with the
/// GeoJSON-layer rule appended in parentheses.
/// Severity: error (warnings kept as the decoder made them).
struct FileMustBeValidGeoJSON: ValidationRule {
    let id = "FileMustBeValidGeoJSON"
    let group = ValidationGroup.archive
    let severity = Diagnostic.Severity.error
    let summary = "Every .geojson file is valid RFC 7946 GeoJSON (structure, coordinates, rings, no member that changes GeoJSON semantics) with unique member names (RFC 8259 §4); the GeoJSON decoder's findings keep their severity."
    let specReference = "§1.5; §4.3 A.3, A.4; RFC 7946; RFC 8259 §4"

    func check(_ context: ValidationContext, into report: inout ValidationReport.Builder) {
        for diagnostic in context.archive.diagnostics where diagnostic.rule != GeoJSONRule.jsonSyntax {
            report.report("\(diagnostic.message) (\(diagnostic.rule))", at: diagnostic.location,
                          severity: diagnostic.severity, notes: diagnostic.notes)
        }
    }
}
