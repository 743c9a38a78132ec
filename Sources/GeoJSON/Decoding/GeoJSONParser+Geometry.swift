/// Turning a coordinate scan into a geometry, and the RFC 7946 checks on lines and rings.
extension GeoJSONParser {
    /// The geometry of `type` from a scan, or `nil` (diagnosed) when it cannot be represented.
    ///
    /// Takes the positions out of `scan` (see ``CoordinateScan/takeStorage()``); the caller keeps the
    /// rest of the scan for the next geometry.
    mutating func buildGeometry(
        _ type: GeoJSONType, from scan: inout CoordinateScan, at offset: Int, bbox: BoundingBox?,
        foreignMembers: JSONObject
    ) -> Geometry? {
        if let problem = scan.problem {
            report(.error, problem.rule, problem.message, at: problem.offset, path: problem.path)
            return nil
        }
        guard let depth = type.positionDepth else { return nil }
        // The path is only built for a report: materialising it decodes every member name on the path
        // and allocates, which cost ~3 % of opening a venue when it was built for every geometry.
        func base() -> JSONPath { path(.key("coordinates")) }
        if let found = scan.positionDepth, found != depth {
            report(
                .error, GeoJSONRule.invalidCoordinates,
                "'\(type.rawValue)' coordinates must hold positions at nesting depth \(depth), found depth \(found)",
                at: offset, path: base())
            return nil
        }
        for level in depth..<scan.ends.count where !scan.ends[level].isEmpty {
            report(
                .error, GeoJSONRule.positionTooShort, "position has 0 numbers, at least 2 are required",
                at: scan.starts[level][0], path: base())
            return nil
        }
        switch type {
        case .point:
            guard scan.storage.count == 1 else { return nil }
            return .point(Point(scan.storage[0], bbox: bbox, foreignMembers: foreignMembers))
        default:
            break
        }
        let storage = scan.takeStorage()
        switch type {
        case .multiPoint:
            return .multiPoint(MultiPoint(storage: storage, bbox: bbox, foreignMembers: foreignMembers))
        case .lineString:
            if storage.count < 2 {
                report(
                    .error, GeoJSONRule.lineTooShort,
                    "LineString has \(storage.count) position(s), at least 2 are required", at: offset, path: base())
            }
            return .lineString(LineString(storage: storage, bbox: bbox, foreignMembers: foreignMembers))
        case .multiLineString:
            let offsets = [0] + scan.ends[1]
            for index in 0..<(offsets.count - 1) where offsets[index + 1] - offsets[index] < 2 {
                report(
                    .error, GeoJSONRule.lineTooShort,
                    "line has \(offsets[index + 1] - offsets[index]) position(s), at least 2 are required",
                    at: scan.starts[1][index], path: base().appending(index: index))
            }
            return .multiLineString(
                MultiLineString(storage: storage, lineOffsets: offsets, bbox: bbox, foreignMembers: foreignMembers))
        case .polygon:
            let offsets = sharedRingOffsets(after: scan.ends[1])
            for index in 0..<(offsets.count - 1) {
                if let problem = ringProblem(
                    in: storage, positions: offsets[index]..<offsets[index + 1], isExterior: index == 0)
                {
                    report(
                        problem.severity, problem.rule, problem.message, at: scan.starts[1][index],
                        path: base().appending(index: index))
                }
            }
            return .polygon(Polygon(storage: storage, ringOffsets: offsets, bbox: bbox, foreignMembers: foreignMembers))
        case .multiPolygon:
            let ringOffsets = [0] + scan.ends[2]
            let polygonOffsets = [0] + scan.ends[1]
            for polygon in 0..<(polygonOffsets.count - 1) {
                for ringIndex in polygonOffsets[polygon]..<polygonOffsets[polygon + 1] {
                    let inPolygon = ringIndex - polygonOffsets[polygon]
                    if let problem = ringProblem(
                        in: storage, positions: ringOffsets[ringIndex]..<ringOffsets[ringIndex + 1],
                        isExterior: inPolygon == 0)
                    {
                        report(
                            problem.severity, problem.rule, problem.message, at: scan.starts[2][ringIndex],
                            path: base().appending(index: polygon).appending(index: inPolygon))
                    }
                }
            }
            return .multiPolygon(
                MultiPolygon(
                    storage: storage, ringOffsets: ringOffsets, polygonOffsets: polygonOffsets,
                    bbox: bbox, foreignMembers: foreignMembers))
        default:
            return nil
        }
    }

    /// A polygon's ring offsets, `[0] + ends`: the previous polygon's array when equal, so that they
    /// share one storage.
    ///
    /// Most polygons of a venue are single rings of the same length (`[0, 5]` for every rectangular unit),
    /// and each would otherwise keep its own two-element array (64 bytes with its header). The
    /// comparison reads `ends` in place, so a shared result allocates nothing at all. Inlined: as a call,
    /// the caller retained and released `ends` around it (it cannot see that the call leaves it alone).
    @inline(__always)
    mutating func sharedRingOffsets(after ends: [Int]) -> [Int] {
        let shared = sharedRingOffsets
        if shared.count == ends.count + 1, shared.first == 0, shared.dropFirst().elementsEqual(ends) { return shared }
        var offsets = [Int]()
        offsets.reserveCapacity(ends.count + 1)
        offsets.append(0)
        offsets.append(contentsOf: ends)
        sharedRingOffsets = offsets
        return offsets
    }

    /// RFC 7946 §3.1.6: at least four positions, closed, exterior counterclockwise and holes clockwise.
    ///
    /// Reads the ring in place in `storage` (a ``PositionList`` view would retain the storage's arrays
    /// for every ring of the file).
    ///
    /// - Returns: the one problem to report for the ring, or nil; the caller reports it with the ring's
    ///   path, which it builds only then.
    func ringProblem(
        in storage: CoordinateStorage, positions range: Range<Int>, isExterior: Bool
    )
        -> (severity: Diagnostic.Severity, rule: String, message: String)?
    {
        let kind = isExterior ? "exterior ring" : "hole"
        if range.count < 4 {
            return (.error, GeoJSONRule.ringTooShort, "\(kind) has \(range.count) position(s), at least 4 are required")
        }
        if !storage.positionsEqual(range.lowerBound, range.upperBound - 1) {
            return (
                .error, GeoJSONRule.ringNotClosed, "\(kind) is not closed: its last position differs from its first"
            )
        }
        let area = storage.signedDoubleArea(of: range)
        if isExterior && area < 0 {
            return (.warning, GeoJSONRule.ringWinding, "exterior ring is clockwise; RFC 7946 wants counterclockwise")
        } else if !isExterior && area > 0 {
            return (.warning, GeoJSONRule.ringWinding, "hole is counterclockwise; RFC 7946 wants clockwise")
        }
        return nil
    }
}
