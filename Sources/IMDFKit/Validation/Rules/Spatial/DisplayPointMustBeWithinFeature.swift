import GeoJSON

/// Checks that a feature's `display_point` lies within the feature's geometry: the spec says it "MUST be
/// within the geometry of the Feature that possesses it" (spec §1.5, §4.3 E.18). Severity: warning, although
/// the spec says MUST, because Apple's own tooling accepts display points outside their features (see
/// ``severityReason``).
///
/// - Polygonal features (venue, level, unit, section, fixture, kiosk, geofence): the point is inside, on
///   the boundary, or at most ``SpatialTolerance/containment`` (1 cm) outside.
/// - Openings (lineal): the point is at most ``SpatialTolerance/onLine`` (1 cm) from the line.
/// - Buildings have no geometry of their own; their display point is checked against the union of their
///   footprints (the spec's wording does not cover unlocated features).
///
/// A display point that is not a Point, or a feature whose geometry is missing or broken, is left to the
/// rules that report those.
struct DisplayPointMustBeWithinFeature: ValidationRule {
    let id = "DisplayPointMustBeWithinFeature"
    let group = ValidationGroup.spatial
    let severity = Diagnostic.Severity.warning
    let summary =
        "A display_point lies within its feature's geometry (within 1 cm; for openings, within 1 cm of the line; for buildings, within a footprint)."
    let specReference = "§1.5; §4.3 E.18"
    let specText =
        "APPLE reference/geo_type_designators: a display point \"MUST be within the geometry of the Feature that possesses it\" (spec §1.5)"
    let severityReason =
        "Warning, although the spec says MUST: Apple's own tooling accepts it. A real venue that Apple's IMDF Sandbox accepted with zero errors has 74 opening display points metres to tens of metres off their lines, and archives exported by the Sandbox itself carry unit display points outside their units (spec §4.3 E.18). A display point only places a label; nothing fails to read or link. Building display points are checked against the building's footprints, also a warning."

    var checks: [ValidationCheck] {
        [
            ValidationCheck(
                id: "outside-geometry", severity: .warning,
                summary: "The display point lies outside its feature's geometry (off an opening's line)."),
            ValidationCheck(
                id: "outside-footprints", severity: .warning,
                summary: "A building's display point lies outside every footprint of the building."),
        ]
    }

    static let checkedTypes: [IMDF.FeatureType] = [
        .venue, .level, .unit, .section, .fixture, .kiosk, .geofence, .opening,
    ]

    func check(_ context: ValidationContext, into report: inout ValidationReport.Builder) {
        context.skipIfUnreadable(Self.checkedTypes + [.building, .footprint], into: &report)
        for type in Self.checkedTypes {
            let shapes = context.shapes(of: type)
            context.withRawFeatures(of: type) { features in
                guard let first = features.baseAddress else { return }
                for index in features.indices {
                    guard let facts = GeometryPositions.displayPointFacts(of: first + index),
                        let shape = shapes[index]
                    else {
                        continue
                    }
                    let planar = PlanarPoint(x: facts.x, y: facts.y)
                    let distance: Double
                    let tolerance: Double
                    switch shape {
                    case .area(let area):
                        distance = area.distance(from: planar)
                        tolerance = SpatialTolerance.containment
                    case .lines:
                        distance = shape.distance(from: planar)
                        tolerance = SpatialTolerance.onLine
                    case .point:
                        continue
                    }
                    // The point as written (altitude and all), read again for a finding only.
                    guard distance > tolerance, let point = GeometryPositions.displayPoint(of: features[index]) else {
                        continue
                    }
                    let expectation =
                        shape.area != nil
                        ? "outside the \(type.rawValue)'s geometry" : "off the \(type.rawValue)'s line"
                    let handle = AnyFeatureHandle(type: type, index: index)
                    report.report(
                        "display point \(point.position) lies \(Self.meters(distance)) \(expectation); it must be within the geometry of its feature",
                        at: context.location(of: handle, path: ["properties", "display_point", "coordinates"]),
                        check: "outside-geometry",
                        notes: [
                            .init(
                                message: "\(type.rawValue) geometry defined here",
                                location: context.location(of: handle, path: ["geometry"]))
                        ])
                }
            }
        }
        checkBuildings(context, into: &report)
    }

    private func checkBuildings(_ context: ValidationContext, into report: inout ValidationReport.Builder) {
        for (index, feature) in context.rawFeatures(of: .building).enumerated() {
            guard let point = GeometryPositions.displayPoint(of: feature) else { continue }
            let footprints = context.graph.footprints(of: VenueGraph.BuildingHandle(index))
            let areas = footprints.compactMap { context.shape(of: AnyFeatureHandle($0, type: .footprint))?.area }
            guard !areas.isEmpty else { continue }
            let planar = PlanarPoint(x: point.position.longitude, y: point.position.latitude)
            let distance = areas.reduce(Double.infinity) { min($0, $1.distance(from: planar)) }
            guard distance > SpatialTolerance.containment else { continue }
            let handle = AnyFeatureHandle(type: .building, index: index)
            report.report(
                "display point \(point.position) lies \(Self.meters(distance)) outside every footprint of the building; it should be within the building",
                at: context.location(of: handle, path: ["properties", "display_point", "coordinates"]),
                check: "outside-footprints",
                notes: footprints.prefix(3).map { footprint in
                    .init(
                        message: "footprint of the building defined here",
                        location: context.location(
                            of: AnyFeatureHandle(footprint, type: .footprint), path: ["geometry"]))
                })
        }
    }

    /// A distance in metres for messages: centimetres below 1 m, one decimal above.
    static func meters(_ distance: Double) -> String {
        if distance < 1 { return "\(Int((distance * 100).rounded())) cm" }
        if distance < 1000 { return "\((distance * 10).rounded() / 10) m" }
        return "\(Int((distance / 1000).rounded())) km"
    }
}
