/// Where a point lies relative to an area.
public enum PointLocation: Hashable, Sendable {
    /// Strictly inside: in the interior of the exterior ring and not in or on any hole.
    case inside
    /// Exactly on an edge or vertex of any ring, holes included.
    case boundary
    /// Outside the exterior ring, or strictly inside a hole.
    case outside
}
