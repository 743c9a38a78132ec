import GeoJSON

/// Warns when a feature's longitude and latitude look swapped (spec §4.3 B.9; GeoJSON order is
/// `[longitude, latitude]`). Severity: warning. Two signs, checked separately for a feature's geometry and
/// for its display point:
///
/// - a position whose "latitude" is beyond ±90° while its "longitude" is within ±90° (swapping would make
///   it valid; `PositionMustBeInRange` reports the error, this adds the likely cause);
/// - a feature whose centre lies more than 10 km from the venue's centre, while swapping its numbers would
///   bring it within 2 km (``SpatialTolerance/swappedFarDistance``, ``SpatialTolerance/swappedNearDistance``).
///
/// The venue's centre is the median, separately in longitude and latitude, of the centres of all located
/// features, so one swapped venue polygon among correct units does not move it.
struct CoordinatesShouldNotBeSwapped: ValidationRule {
    let id = "CoordinatesShouldNotBeSwapped"
    let group = ValidationGroup.geometry
    let severity = Diagnostic.Severity.warning
    let summary =
        "Positions are [longitude, latitude], not swapped: no latitude beyond ±90° that would fit as a longitude, and no feature far from the venue that swapping would bring to it."
    let specReference = "§1.5; §4.3 B.9"
    let specText =
        "RFC 7946 §3.1.1: \"The first two elements are longitude and latitude\"; spec §4.3 B.9: \"WARN on … likely swapped lat/lon\""
    let severityReason =
        "Warning: a heuristic. Swapped coordinates that stay in range are still valid GeoJSON; the finding says the venue is probably drawn in the wrong place."

    /// One checked part of a feature: its geometry or its display point.
    private struct Item {
        var handle: AnyFeatureHandle
        var positions: GeometryPositions
        var path: JSONPath
        var center: PlanarPoint?
    }

    func check(_ context: ValidationContext, into report: inout ValidationReport.Builder) {
        var items: [Item] = []
        for type in IMDF.FeatureType.allCases {
            for (index, feature) in context.rawFeatures(of: type).enumerated() {
                let handle = AnyFeatureHandle(type: type, index: index)
                if let geometry = feature.geometry {
                    let positions = GeometryPositions(geometry)
                    items.append(
                        Item(
                            handle: handle, positions: positions, path: ["geometry", "coordinates"],
                            center: Self.center(of: geometry.allXY)))
                }
                if let point = GeometryPositions.displayPoint(of: feature) {
                    let positions = GeometryPositions(.point(point), at: ["properties", "display_point"])
                    items.append(
                        Item(
                            handle: handle, positions: positions, path: ["properties", "display_point", "coordinates"],
                            center: Self.center(of: [point.position.longitude, point.position.latitude])))
                }
            }
        }
        let reference = Self.median(of: items.compactMap(\.center))
        for item in items {
            if let match = item.positions.firstMatch(where: { x, y, _, _ in abs(y) > 90 && abs(x) <= 90 }) {
                report.report(
                    "position \(match.position) has a latitude beyond ±90° but would be valid swapped: longitude and latitude look swapped (GeoJSON order is [longitude, latitude])",
                    at: context.location(of: item.handle, path: match.path))
                continue
            }
            guard let reference, let center = item.center else { continue }
            let projection = LocalProjection(origin: reference)
            let distance = projection.distance(center, reference)
            let swapped = PlanarPoint(x: center.y, y: center.x)
            let swappedDistance = projection.distance(swapped, reference)
            guard distance > SpatialTolerance.swappedFarDistance,
                swappedDistance <= SpatialTolerance.swappedNearDistance
            else {
                continue
            }
            report.report(
                "\(item.handle.type.rawValue) lies more than \(Int(SpatialTolerance.swappedFarDistance / 1000)) km from the rest of the venue, but with longitude and latitude swapped it would lie \(Int(swappedDistance.rounded())) m from it: the coordinates look swapped (GeoJSON order is [longitude, latitude])",
                at: context.location(of: item.handle, path: item.path))
        }
    }

    /// The centre of the bounding box of in-range positions, or nil when there are none.
    private static func center(of xy: [Double]) -> PlanarPoint? {
        var box = PlanarBox.empty
        var index = 0
        while index + 1 < xy.count {
            let point = PlanarPoint(x: xy[index], y: xy[index + 1])
            if PositionMustBeInRange.isInRange(longitude: point.x, latitude: point.y) {
                box = box.expanded(toInclude: point)
            }
            index += 2
        }
        return box.isEmpty ? nil : box.center
    }

    /// The median of the longitudes and of the latitudes, or nil for no points.
    private static func median(of points: [PlanarPoint]) -> PlanarPoint? {
        guard !points.isEmpty else { return nil }
        let xs = points.map(\.x).sorted()
        let ys = points.map(\.y).sorted()
        return PlanarPoint(x: xs[xs.count / 2], y: ys[ys.count / 2])
    }
}
