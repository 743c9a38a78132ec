import GeoJSON

/// Checks that each feature's geometry has the form its type requires (spec §2.17, §1.5, §1.2; §4.3 B.8):
/// `null` for address, building and occupant (unlocated); Point for amenity and anchor; a single
/// LineString for opening (a MultiLineString opening is wrong); LineString or MultiLineString for detail;
/// Polygon or MultiPolygon for fixture, footprint, geofence, kiosk, level, section, unit and venue; anything
/// or null for relationship. A located feature with `"geometry": null` is reported too. Severity: error.
///
/// A feature with no `geometry` member at all is left to the GeoJSON structure check, which already
/// reports the missing member; a geometry the GeoJSON layer could not represent is judged by its `type`.
struct GeometryMustMatchFeatureType: ValidationRule {
    let id = "GeometryMustMatchFeatureType"
    let group = ValidationGroup.geometry
    let severity = Diagnostic.Severity.error
    let summary =
        "Each feature's geometry is of the form its type requires: null for address, building and occupant; Point for amenity and anchor; LineString for opening; LineString or MultiLineString for detail; Polygon or MultiPolygon for the rest."
    let specReference = "§1.2; §1.5; §2.17; §4.3 B.8"
    let specText =
        "spec §1.2: unlocated features (address, building, occupant) \"MUST have \"geometry\": null\"; §2.17 and APPLE geo_type_designators: the geometry designator of each feature type"
    let severityReason =
        "Error: the geometry does not have the form its type requires (schema-level geometry type); consumers reading the type's geometry fail or draw nothing."

    func check(_ context: ValidationContext, into report: inout ValidationReport.Builder) {
        for type in IMDF.FeatureType.allCases {
            let form = type.geometryForm
            guard let allowed = form.allowedGeometryTypes, let file = context.archive.file(for: type) else { continue }
            context.withRawFeatures(of: type) { features in
                for index in features.indices {
                    let handle = AnyFeatureHandle(type: type, index: index)
                    let found = Self.typeName(of: features[index])
                    switch (found, form) {
                    case (nil, .unlocated):
                        continue
                    case (nil, _):
                        // Missing member: the GeoJSON layer reports it. Explicit null: ours to report.
                        guard let range = features[index].sourceRange,
                            file.source.offset(of: ["geometry"], in: range) != nil
                        else {
                            continue
                        }
                        report.report(
                            "\(type.rawValue) geometry is null; expected \(Self.expectation(for: form))",
                            at: context.location(of: handle, path: ["geometry"]))
                    case (let name?, .unlocated):
                        report.report(
                            "\(type.rawValue) is unlocated: its geometry must be null, found a \(name)",
                            at: context.location(of: handle, path: ["geometry"]))
                    case (let name?, _):
                        guard !allowed.contains(name) else { continue }
                        report.report(
                            "\(type.rawValue) geometry is a \(name); expected \(Self.expectation(for: form))",
                            at: context.location(of: handle, path: ["geometry", "type"]))
                    }
                }
            }
        }
    }

    /// The geometry's `type`: from the decoded geometry, or from the raw JSON of one that could not be
    /// represented; nil for a null or missing geometry.
    static func typeName(of feature: Feature<JSONObject?>) -> String? {
        if let geometry = feature.geometry { return geometry.typeName }
        guard let raw = feature.rawGeometry else { return nil }
        if case .object(let object) = raw, case .string(let type)? = object["type"] { return type }
        if case .null = raw { return nil }
        return "non-geometry value"
    }

    static func expectation(for form: IMDF.GeometryForm) -> String {
        switch form {
        case .unlocated: "null"
        case .point: "a Point"
        case .lineString: "a single LineString"
        case .lineal: "a LineString or MultiLineString"
        case .polygonal: "a Polygon or MultiPolygon"
        case .any: "any geometry or null"
        }
    }
}
