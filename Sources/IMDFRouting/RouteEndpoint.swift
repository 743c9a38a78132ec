import IMDFKit

/// Where a route starts or ends.
///
/// ```swift
/// .fix(Fix(latitude: 45.5031, longitude: -73.5508, floor: 0))   // a GPS fix, located as `imdf where` does
/// .feature(AnyFeatureHandle(unit, type: .unit))                // a unit, opening, amenity, anchor or occupant
/// .point(PlanarPoint(x: -73.5508, y: 45.5031), in: unit)       // a point already known to lie in a unit
/// ```
public enum RouteEndpoint: Hashable, Sendable {
    /// A position located with the router's `Locator`: on the fix's `floor` ordinal when it has one,
    /// otherwise on every level with the best match first (highest level first), exactly as
    /// `Locator.locate(_:in:includeNearby:)` ranks them. The first match in a unit a route can use is
    /// taken.
    case fix(Fix)
    /// A point (longitude `x`, latitude `y`) in a given unit. A point outside the unit is an endpoint
    /// outside every unit.
    case point(PlanarPoint, in: VenueGraph.UnitHandle)
    /// A feature:
    /// - a unit: a point inside it (its display point when that lies strictly inside, else an interior point);
    /// - an opening: any of its usable points, on whichever side the route is quickest (spec §2.12);
    /// - an amenity or anchor: its point, in the unit(s) it names (spec §2.2, §2.3);
    /// - an occupant: its anchor (spec §2.11).
    ///
    /// Other feature types are not places a route can reach.
    case feature(AnyFeatureHandle)
}
