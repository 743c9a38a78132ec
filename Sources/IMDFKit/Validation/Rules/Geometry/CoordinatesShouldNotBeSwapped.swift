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

    /// A feature's geometry or its display point: where it lies, and whether one of its positions has a
    /// latitude beyond ±90° that would fit as a longitude (its ``GeometryPositions`` is built only then).
    private struct Item {
        var handle: AnyFeatureHandle
        var isDisplayPoint: Bool
        var center: PlanarPoint?
        var hasSwappedPosition: Bool
    }

    private static func looksSwapped(_ position: PositionFacts) -> Bool {
        abs(position.y) > 90 && abs(position.x) <= 90
    }

    func check(_ context: ValidationContext, into report: inout ValidationReport.Builder) {
        var items: [Item] = []
        for type in IMDF.FeatureType.allCases {
            context.withRawFeatures(of: type) { features in
                guard let first = features.baseAddress else { return }
                for index in features.indices {
                    let handle = AnyFeatureHandle(type: type, index: index)
                    if let geometry = first[index].geometry {
                        var box = PlanarBox.empty
                        Self.include(geometry, in: &box)
                        items.append(
                            Item(
                                handle: handle, isDisplayPoint: false, center: box.isEmpty ? nil : box.center,
                                hasSwappedPosition: GeometryPositions.hasPosition(
                                    in: geometry, where: Self.looksSwapped)))
                    }
                    if let point = GeometryPositions.displayPointFacts(of: first + index) {
                        var box = PlanarBox.empty
                        Self.include(x: point.x, y: point.y, in: &box)
                        items.append(
                            Item(
                                handle: handle, isDisplayPoint: true, center: box.isEmpty ? nil : box.center,
                                hasSwappedPosition: Self.looksSwapped(point)))
                    }
                }
            }
        }
        let reference = Self.median(of: items.compactMap(\.center))
        // One projection around the reference for every item (its six cosines were once computed per item).
        let projection = reference.map { LocalProjection(origin: $0) }
        for item in items {
            if item.hasSwappedPosition,
                let match = Self.positions(of: item, in: context)?.firstMatch(where: Self.looksSwapped)
            {
                report.report(
                    "position \(match.position) has a latitude beyond ±90° but would be valid swapped: longitude and latitude look swapped (GeoJSON order is [longitude, latitude])",
                    at: context.location(of: item.handle, path: match.path))
                continue
            }
            guard let reference, let projection, let center = item.center else { continue }
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
                at: context.location(
                    of: item.handle,
                    path: item.isDisplayPoint
                        ? ["properties", "display_point", "coordinates"] : ["geometry", "coordinates"]))
        }
    }

    /// The positions of an item's geometry or display point, with their paths.
    private static func positions(of item: Item, in context: ValidationContext) -> GeometryPositions? {
        let feature = context.rawFeatures(of: item.handle.type)[item.handle.index]
        if item.isDisplayPoint {
            return GeometryPositions.displayPoint(of: feature).map {
                GeometryPositions(.point($0), at: ["properties", "display_point"])
            }
        }
        return feature.geometry.map { GeometryPositions($0) }
    }

    /// Grows `box` by the positions of `geometry` (every member of a collection) that are in range, in
    /// document order.
    private static func include(_ geometry: Geometry, in box: inout PlanarBox) {
        switch geometry {
        case .point(let value): include(x: value.position.longitude, y: value.position.latitude, in: &box)
        case .multiPoint(let value): include(value.xy, in: &box)
        case .lineString(let value): include(value.xy, in: &box)
        case .multiLineString(let value): include(value.xy, in: &box)
        case .polygon(let value): include(value.xy, in: &box)
        case .multiPolygon(let value): include(value.xy, in: &box)
        case .geometryCollection(let value): for member in value.geometries { include(member, in: &box) }
        }
    }

    private static func include(_ xy: [Double], in box: inout PlanarBox) {
        var index = 0
        while index + 1 < xy.count {
            include(x: xy[index], y: xy[index + 1], in: &box)
            index += 2
        }
    }

    private static func include(x: Double, y: Double, in box: inout PlanarBox) {
        if PositionMustBeInRange.isInRange(longitude: x, latitude: y) {
            box = box.expanded(toInclude: PlanarPoint(x: x, y: y))
        }
    }

    /// The median of the longitudes and of the latitudes, or nil for no points.
    private static func median(of points: [PlanarPoint]) -> PlanarPoint? {
        guard !points.isEmpty else { return nil }
        let xs = points.map(\.x).sorted()
        let ys = points.map(\.y).sorted()
        return PlanarPoint(x: xs[xs.count / 2], y: ys[ys.count / 2])
    }
}
