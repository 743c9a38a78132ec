import GeoJSON

/// Warns when an amenity lies outside every unit its `unit_ids` reference (spec §2.2, §4.3 E.19): an
/// amenity may serve several units, so being within at least one of them (1 cm tolerance,
/// ``SpatialTolerance/containment``) is enough. Severity: warning.
///
/// Unresolved references and broken geometry are left to the rules that report them; an amenity none of
/// whose units has usable geometry is skipped.
struct AmenityShouldBeWithinUnit: ValidationRule {
    let id = "AmenityShouldBeWithinUnit"
    let group = ValidationGroup.spatial
    let severity = Diagnostic.Severity.warning
    let summary = "An amenity lies within at least one of the units its unit_ids reference (within 1 cm)."
    let specReference = "§2.2; §4.3 E.19"
    let specText =
        "spec §2.2: unit_ids are \"the unit(s) the amenity is associated with\"; §4.3 E.19: an amenity lies within at least one of its unit_ids"
    let severityReason =
        "Warning: the spec states no MUST for amenity placement; an amenity drawn outside its units still reads and links."

    func check(_ context: ValidationContext, into report: inout ValidationReport.Builder) {
        if context.skipIfUnreadable([.amenity, .unit], into: &report) { return }
        let graph = context.graph
        for amenity in graph.handles(of: IMDF.AmenityProperties.self) {
            guard let point = context.shape(of: AnyFeatureHandle(amenity, type: .amenity))?.point else { continue }
            var nearest: (unit: VenueGraph.UnitHandle, distance: Double)?
            for unit in graph.units(of: amenity) {
                guard let area = context.shape(of: AnyFeatureHandle(unit, type: .unit))?.area else { continue }
                let distance = area.distance(from: point)
                if distance < nearest?.distance ?? .infinity { nearest = (unit, distance) }
            }
            guard let nearest, nearest.distance > SpatialTolerance.containment else { continue }
            let count = graph.units(of: amenity).count
            let which = count == 1 ? "its unit" : "every one of its \(count) units"
            report.report(
                "amenity lies outside \(which): \(DisplayPointMustBeWithinFeature.meters(nearest.distance)) from the nearest, \(context.describe(AnyFeatureHandle(nearest.unit, type: .unit))); it should be within at least one unit it lists",
                at: context.location(of: amenity, path: ["geometry", "coordinates"]),
                notes: [
                    .init(
                        message: "nearest unit defined here",
                        location: context.location(of: nearest.unit, path: ["geometry"]))
                ])
        }
    }
}
