/// The winding of a ring.
public enum RingWinding: Hashable, Sendable {
    /// Positive signed area (counterclockwise with `x` east and `y` north), as RFC 7946 wants exteriors.
    case counterclockwise
    /// Negative signed area, as RFC 7946 wants holes.
    case clockwise
    /// Zero signed area: fewer than three points, or all on one line, or lobes that cancel.
    case degenerate
}

extension PlanarPolygon {
    /// The signed area of one ring in square degrees by the shoelace formula: positive when the ring
    /// runs counterclockwise.
    ///
    /// Coordinates are taken relative to the ring's first point, which keeps cancellation small.
    ///
    /// - Complexity: O(*n*) in the ring's points.
    public func signedArea(ofRing ring: Int) -> Double {
        let range = pointRange(ofRing: ring)
        guard range.count >= 3 else { return 0 }
        let originX = coordinates[2 * range.lowerBound]
        let originY = coordinates[2 * range.lowerBound + 1]
        var twiceArea = 0.0
        var previousX = coordinates[2 * (range.lowerBound + 1)] - originX
        var previousY = coordinates[2 * (range.lowerBound + 1) + 1] - originY
        for index in (range.lowerBound + 2)..<range.upperBound {
            let x = coordinates[2 * index] - originX
            let y = coordinates[2 * index + 1] - originY
            twiceArea += previousX * y - previousY * x
            previousX = x
            previousY = y
        }
        return twiceArea / 2
    }

    /// The winding of one ring, from the sign of its ``signedArea(ofRing:)``.
    public func winding(ofRing ring: Int) -> RingWinding {
        let area = signedArea(ofRing: ring)
        return area > 0 ? .counterclockwise : (area < 0 ? .clockwise : .degenerate)
    }

    /// The area in square degrees: the exterior's area minus the holes' areas, whatever their winding.
    public var planarArea: Double {
        guard ringCount > 0 else { return 0 }
        var area = abs(signedArea(ofRing: 0))
        for hole in 1..<max(1, ringCount) {
            area -= abs(signedArea(ofRing: hole))
        }
        return area
    }

    /// The projection used for this polygon's metric measures: centred on the middle of `bounds`.
    package var localProjection: LocalProjection {
        LocalProjection(origin: bounds.isEmpty ? PlanarPoint(x: 0, y: 0) : bounds.center)
    }

    /// The area in square metres, in a local projection centred on the polygon.
    ///
    /// - Complexity: O(*n*) in the number of points.
    public var areaInSquareMeters: Double {
        planarArea * localProjection.squareMetersPerSquareDegree
    }

    /// The area-weighted centroid (the centre of mass of the region, holes removed), in degrees.
    ///
    /// For a polygon whose area is zero, the mean of the exterior's points; `nil` when there are no
    /// points at all. The centroid of a concave polygon may lie outside it.
    ///
    /// - Complexity: O(*n*) in the number of points.
    public var centroid: PlanarPoint? {
        guard pointCount > 0 else { return nil }
        let originX = coordinates[0]
        let originY = coordinates[1]
        var totalArea = 0.0
        var sumX = 0.0
        var sumY = 0.0
        for ring in 0..<ringCount {
            let range = pointRange(ofRing: ring)
            guard range.count >= 3 else { continue }
            // Exterior counts positive and holes negative, whatever the winding.
            let sign: Double = (signedArea(ofRing: ring) >= 0) == (ring == 0) ? 1 : -1
            var ax = coordinates[2 * (range.upperBound - 1)] - originX
            var ay = coordinates[2 * (range.upperBound - 1) + 1] - originY
            for index in range {
                let bx = coordinates[2 * index] - originX
                let by = coordinates[2 * index + 1] - originY
                let cross = (ax * by - bx * ay) * sign
                totalArea += cross
                sumX += (ax + bx) * cross
                sumY += (ay + by) * cross
                ax = bx
                ay = by
            }
        }
        if totalArea != 0 {
            return PlanarPoint(x: originX + sumX / (3 * totalArea), y: originY + sumY / (3 * totalArea))
        }
        let exterior = pointRange(ofRing: 0)
        guard !exterior.isEmpty else { return nil }
        var meanX = 0.0
        var meanY = 0.0
        for index in exterior {
            meanX += coordinates[2 * index]
            meanY += coordinates[2 * index + 1]
        }
        let count = Double(exterior.count)
        return PlanarPoint(x: meanX / count, y: meanY / count)
    }
}

extension PlanarMultiPolygon {
    /// The total area of the parts in square degrees.
    public var planarArea: Double { parts.reduce(0) { $0 + $1.planarArea } }

    /// The total area in square metres, each part in its own local projection.
    public var areaInSquareMeters: Double { parts.reduce(0) { $0 + $1.areaInSquareMeters } }
}
