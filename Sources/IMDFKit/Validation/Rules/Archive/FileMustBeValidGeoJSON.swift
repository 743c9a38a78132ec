import GeoJSON

/// Forwards the RFC 7946 structure findings of the GeoJSON layer (spec §4.3 A.3–A.4, B; OGC
/// `FileMustBeValidGeoJSON`): objects that are not objects, missing or unknown `type`, members of the
/// wrong JSON type, missing `geometry`/`properties`/`features`, malformed coordinates, short lines and
/// rings, unclosed rings, winding and bounding boxes, members that change GeoJSON semantics (RFC 7946
/// §7.1) and repeated member names (RFC 8259 §4, a warning with a note at the first occurrence; see
/// `GeoJSONRule`). Each keeps the severity, position and notes the GeoJSON decoder gave it, and the
/// GeoJSON-layer rule as its check (`FileMustBeValidGeoJSON/geojson-ring-winding`).
/// Severity: error (warnings kept as the decoder made them).
struct FileMustBeValidGeoJSON: ValidationRule {
    let id = "FileMustBeValidGeoJSON"
    let group = ValidationGroup.archive
    let severity = Diagnostic.Severity.error
    let summary =
        "Every .geojson file is valid RFC 7946 GeoJSON (structure, coordinates, rings, no member that changes GeoJSON semantics) with unique member names (RFC 8259 §4); the GeoJSON decoder's findings keep their severity."
    let specReference = "§1.5; §4.3 A.3, A.4; RFC 7946; RFC 8259 §4"
    let specText =
        "OGC Validations (Archive): FileMustBeValidGeoJSON, VIOLATION, \"Checks include, amongst others: i) Self-intersection … ii) … overlaps\"; RFC 7946 (structure, positions, rings, bbox; §7.1: implementations \"MUST NOT change the semantics of GeoJSON members and types\"); RFC 8259 §4: \"The names within an object SHOULD be unique\""
    let severityReason =
        "Error for RFC 7946 MUSTs (structure, positions, closed rings of 4 or more positions, §7.1 members that change semantics): consumers cannot read the geometry, or read it differently. The decoder's own findings keep their severity: ring winding is a warning because RFC 7946 §3.1.6 says parsers \"SHOULD NOT reject Polygons that do not follow the right-hand rule\" and Apple's own sample archive has clockwise rings; a fourth position number, a bbox that excludes its geometry and a repeated member name (RFC 8259 SHOULD; this decoder keeps the last occurrence, as JSON.parse does) are warnings."

    /// One check per rule of the GeoJSON layer, named after it.
    var checks: [ValidationCheck] { ValidationCheck.geoJSONStructure }

    func check(_ context: ValidationContext, into report: inout ValidationReport.Builder) {
        for diagnostic in context.archive.diagnostics where diagnostic.rule != GeoJSONRule.jsonSyntax {
            report.report(
                diagnostic.message, at: diagnostic.location, severity: diagnostic.severity, check: diagnostic.rule,
                notes: diagnostic.notes)
        }
    }
}
