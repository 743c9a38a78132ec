import IMDFKit

/// What a route may use.
///
/// ```swift
/// var options = RouteOptions()
/// options.accessible = true          // no stairs, steps or escalators; no turnstiles or revolving doors
/// options.avoidRestricted = true     // no employeesonly/restricted/nonpublic units, no access-controlled openings
/// let result = try router.route(from: .feature(start), to: .feature(end), options: options)
/// ```
///
/// The units the route starts and ends in are always usable (the traveller is there, or asked to go
/// there); what lies between them is filtered.
public struct RouteOptions: Hashable, Sendable {
    /// A step-free route: no units of category `stairs`, `steps` or `escalator` (spec §2.15, §3), no
    /// `stairs` or `escalator` relationships or stacked stairs/escalator units, and no openings whose
    /// `door.type` is `revolving` or a `turnstile…` unless their `accessibility` lists `wheelchair`
    /// (spec §2.12). That is as far as IMDF data says where barriers are.
    public var accessible: Bool
    /// Keep out of units whose `restriction` is `employeesonly` or `restricted`, or whose category is
    /// `nonpublic`, and out of openings with any `access_control` (badge readers, guards, keys; spec §2.12,
    /// §2.15, §3).
    public var avoidRestricted: Bool
    /// The only levels the route may touch, or `nil` for every level.
    public var allowedLevels: Set<VenueGraph.LevelHandle>?

    /// Creates options; by default everything is allowed.
    public init(
        accessible: Bool = false, avoidRestricted: Bool = false, allowedLevels: Set<VenueGraph.LevelHandle>? = nil
    ) {
        self.accessible = accessible
        self.avoidRestricted = avoidRestricted
        self.allowedLevels = allowedLevels
    }
}
