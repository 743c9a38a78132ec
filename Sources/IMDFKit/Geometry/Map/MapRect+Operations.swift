/// Set-like operations on map rectangles, with MapKit's null-rectangle semantics.
///
/// Edges follow Core Graphics, which MapKit mirrors: for points a rectangle is closed on its west
/// and north edges and open on its east and south edges, and two rectangles with area that only
/// share an edge do not intersect.
extension MapRect {
    /// The smallest rectangle containing both rectangles (`MKMapRect.union(_:)`, `MKMapRectUnion`).
    ///
    /// The null rectangle is the identity: `r.union(.null) == r`.
    ///
    /// - Parameter other: The other rectangle.
    /// - Returns: The bounding rectangle of both.
    public func union(_ other: MapRect) -> MapRect {
        if isNull { return other }
        if other.isNull { return self }
        let minX = Swift.min(self.minX, other.minX)
        let minY = Swift.min(self.minY, other.minY)
        let maxX = Swift.max(self.maxX, other.maxX)
        let maxY = Swift.max(self.maxY, other.maxY)
        return MapRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The overlap of two rectangles, or ``null`` if they do not overlap
    /// (`MKMapRect.intersection(_:)`, `MKMapRectIntersection`).
    ///
    /// Two rectangles with area that only touch along an edge or at a corner do not overlap.
    /// A rectangle without area (the bounding rectangle of one point, or of points on a line)
    /// overlaps a rectangle it lies in or on, and the result is that degenerate part.
    ///
    /// - Parameter other: The other rectangle.
    /// - Returns: The common part, or ``null``.
    public func intersection(_ other: MapRect) -> MapRect {
        if isNull || other.isNull { return .null }
        let minX = Swift.max(self.minX, other.minX)
        let minY = Swift.max(self.minY, other.minY)
        let maxX = Swift.min(self.maxX, other.maxX)
        let maxY = Swift.min(self.maxY, other.maxY)
        if maxX < minX || maxY < minY { return .null }
        let touchesOnX = maxX == minX && size.width > 0 && other.size.width > 0
        let touchesOnY = maxY == minY && size.height > 0 && other.size.height > 0
        if touchesOnX || touchesOnY { return .null }
        return MapRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Whether the two rectangles overlap (`MKMapRect.intersects(_:)`, `MKMapRectIntersectsRect`).
    ///
    /// - Parameter other: The other rectangle.
    /// - Returns: `true` when ``intersection(_:)`` is not null.
    public func intersects(_ other: MapRect) -> Bool { !intersection(other).isNull }

    /// Whether a point lies in the rectangle (`MKMapRect.contains(_: MKMapPoint)`, `MKMapRectContainsPoint`).
    ///
    /// The west and north edges are inside, the east and south edges outside, so adjacent
    /// rectangles never both contain a point. An empty or null rectangle contains no point.
    ///
    /// - Parameter point: The point to test.
    /// - Returns: `true` when `minX ≤ x < maxX` and `minY ≤ y < maxY`.
    public func contains(_ point: MapPoint) -> Bool {
        if isNull { return false }
        return point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// Whether another rectangle lies entirely within this one (`MKMapRect.contains(_: MKMapRect)`,
    /// `MKMapRectContainsRect`).
    ///
    /// Edges may coincide. A null rectangle neither contains nor is contained.
    ///
    /// - Parameter other: The rectangle to test.
    /// - Returns: `true` when every edge of `other` lies on or inside this rectangle's edges.
    public func contains(_ other: MapRect) -> Bool {
        if isNull || other.isNull { return false }
        return other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
    }

    /// The rectangle shrunk by `dx` on the west and east and `dy` on the north and south
    /// (`MKMapRect.insetBy(dx:dy:)`, `MKMapRectInset`); negative values grow it.
    ///
    /// Unlike MapKit, which can return a negative size, a rectangle inset past its centre becomes
    /// ``null`` (as Core Graphics does). The null rectangle stays null.
    ///
    /// - Parameters:
    ///   - dx: Map points to remove from each of the west and east sides.
    ///   - dy: Map points to remove from each of the north and south sides.
    /// - Returns: The inset rectangle, or ``null``.
    public func insetBy(dx: Double, dy: Double) -> MapRect {
        if isNull { return .null }
        let width = size.width - 2 * dx
        let height = size.height - 2 * dy
        if width < 0 || height < 0 { return .null }
        return MapRect(x: origin.x + dx, y: origin.y + dy, width: width, height: height)
    }

    /// The rectangle moved by `dx` east and `dy` south (`MKMapRect.offsetBy(dx:dy:)`, `MKMapRectOffset`).
    ///
    /// - Parameters:
    ///   - dx: Map points to move east (negative: west).
    ///   - dy: Map points to move south (negative: north).
    /// - Returns: The moved rectangle; the null rectangle stays null.
    public func offsetBy(dx: Double, dy: Double) -> MapRect {
        if isNull { return .null }
        return MapRect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }
}
