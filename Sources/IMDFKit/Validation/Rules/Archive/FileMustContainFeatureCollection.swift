import GeoJSON

/// Checks that each `<type>.geojson` file's root is a GeoJSON FeatureCollection (spec §1.1; §4.3 A.3);
/// an empty `features` array is valid. Files that are not JSON are left to `FileMustBeValidJSON`.
/// Severity: error.
struct FileMustContainFeatureCollection: ValidationRule {
    let id = "FileMustContainFeatureCollection"
    let group = ValidationGroup.archive
    let severity = Diagnostic.Severity.error
    let summary = "Each feature file's root is a FeatureCollection (an empty features array is valid)."
    let specReference = "§1.1; §4.3 A.3"
    let specText = "OGC Validations (Archive): FileMustContainFeatureCollection, VIOLATION"
    let severityReason =
        "Error: without it the archive cannot be read or linked as IMDF; consumers (MapKit, Apple's IMDF Sandbox) reject it."

    func check(_ context: ValidationContext, into report: inout ValidationReport.Builder) {
        for file in context.archive.files {
            guard case .features(let type) = file.role, file.syntaxError == nil, file.collection == nil else {
                continue
            }
            let found: String =
                switch file.document?.object {
                case .feature?: "a single Feature"
                case .geometry?: "a bare geometry"
                default: "no GeoJSON object"
                }
            report.report(
                "\(file.path) must hold a FeatureCollection of \(type.rawValue) features, found \(found); its features cannot be checked",
                at: file.location(ofByteOffset: 0))
        }
    }
}
