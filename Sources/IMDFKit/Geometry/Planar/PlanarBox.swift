/// An axis-aligned bounding box in the plane, closed on all sides.
///
/// The ``empty`` box has `min > max` and contains and intersects nothing; ``union(_:)`` and
/// ``expanded(toInclude:)`` treat it as the identity.
public struct PlanarBox: Hashable, Sendable {
    /// The smallest `x` (longitude) inside the box.
    public var minX: Double
    /// The smallest `y` (latitude) inside the box.
    public var minY: Double
    /// The largest `x` (longitude) inside the box.
    public var maxX: Double
    /// The largest `y` (latitude) inside the box.
    public var maxY: Double

    /// Creates a box from its extreme coordinates.
    public init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        self.minX = minX
        self.minY = minY
        self.maxX = maxX
        self.maxY = maxY
    }

    /// Creates the smallest box holding both points.
    public init(_ a: PlanarPoint, _ b: PlanarPoint) {
        self.init(
            minX: Swift.min(a.x, b.x), minY: Swift.min(a.y, b.y),
            maxX: Swift.max(a.x, b.x), maxY: Swift.max(a.y, b.y))
    }

    /// Creates the smallest box holding every point of interleaved `x, y` coordinates.
    ///
    /// - Parameter coordinates: interleaved `x, y` values; an odd trailing value is ignored.
    /// - Complexity: O(*n*) in the number of coordinates.
    public init(interleaved coordinates: [Double]) {
        var box = PlanarBox.empty
        var index = 0
        while index + 1 < coordinates.count {
            box.formUnion(x: coordinates[index], y: coordinates[index + 1])
            index += 2
        }
        self = box
    }

    /// The box that contains nothing.
    public static let empty = PlanarBox(minX: .infinity, minY: .infinity, maxX: -.infinity, maxY: -.infinity)

    /// Whether the box contains no point at all.
    public var isEmpty: Bool { !(minX <= maxX && minY <= maxY) }

    /// The width (`maxX - minX`), or 0 for the empty box.
    public var width: Double { isEmpty ? 0 : maxX - minX }

    /// The height (`maxY - minY`), or 0 for the empty box.
    public var height: Double { isEmpty ? 0 : maxY - minY }

    /// The centre of the box.
    public var center: PlanarPoint { PlanarPoint(x: (minX + maxX) / 2, y: (minY + maxY) / 2) }

    /// Whether the point lies inside the box or on its edge.
    @inlinable
    public func contains(_ point: PlanarPoint) -> Bool {
        point.x >= minX && point.x <= maxX && point.y >= minY && point.y <= maxY
    }

    /// Whether the two boxes share at least one point (touching edges count).
    @inlinable
    public func intersects(_ other: PlanarBox) -> Bool {
        other.minX <= maxX && other.maxX >= minX && other.minY <= maxY && other.maxY >= minY
    }

    /// The smallest box holding both boxes.
    public func union(_ other: PlanarBox) -> PlanarBox {
        PlanarBox(
            minX: Swift.min(minX, other.minX), minY: Swift.min(minY, other.minY),
            maxX: Swift.max(maxX, other.maxX), maxY: Swift.max(maxY, other.maxY))
    }

    /// The smallest box holding this box and the point.
    public func expanded(toInclude point: PlanarPoint) -> PlanarBox {
        var box = self
        box.formUnion(x: point.x, y: point.y)
        return box
    }

    /// Grows the box to hold the point `(x, y)`.
    @inlinable
    mutating func formUnion(x: Double, y: Double) {
        if x < minX { minX = x }
        if x > maxX { maxX = x }
        if y < minY { minY = y }
        if y > maxY { maxY = y }
    }

    /// The squared distance from the point to the nearest point of the box, 0 when inside.
    ///
    /// - Parameters:
    ///   - point: the query point.
    ///   - xScale: the factor applied to `x` differences (for example metres per degree of longitude).
    ///   - yScale: the factor applied to `y` differences.
    @inlinable
    public func distanceSquared(to point: PlanarPoint, xScale: Double = 1, yScale: Double = 1) -> Double {
        let dx = point.x < minX ? minX - point.x : (point.x > maxX ? point.x - maxX : 0)
        let dy = point.y < minY ? minY - point.y : (point.y > maxY ? point.y - maxY : 0)
        return (dx * xScale) * (dx * xScale) + (dy * yScale) * (dy * yScale)
    }
}
