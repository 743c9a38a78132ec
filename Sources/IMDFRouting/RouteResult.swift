import IMDFKit

/// The answer of ``Router/route(from:to:options:)``: a route, or why there is none. Never an empty route.
public enum RouteResult: Hashable, Sendable {
    /// The quickest route under the options.
    case found(Route)
    /// No route, and why.
    case notFound(NoRoute)

    /// The route, when one was found.
    public var route: Route? {
        if case .found(let route) = self { return route }
        return nil
    }
}

/// Why no route exists.
public struct NoRoute: Hashable, Sendable, CustomStringConvertible {
    /// Which end of the route a reason is about.
    public enum End: String, Hashable, Sendable {
        /// Where the route was to start.
        case start
        /// Where the route was to end.
        case destination
    }

    /// The reason.
    public enum Reason: Hashable, Sendable {
        /// The endpoint lies in no unit a route can use: outside every unit, only in obstructions
        /// (`opentobelow`, columns, walls), or it is a feature of a type a route cannot reach.
        case outsideUnits(End)
        /// The endpoint is on a level the options exclude.
        case levelNotAllowed(End)
        /// The two ends are not connected through openings and vertical links, whatever the options.
        case disconnected
        /// Connected only by stairs, steps, escalators or barrier doors, and an accessible route was asked.
        case onlyInaccessible
        /// Connected only through restricted units or access-controlled openings, and they were to be avoided.
        case onlyThroughRestricted
        /// Connected only through levels the options exclude.
        case onlyThroughExcludedLevels
        /// Connected only when more than one option is relaxed.
        case onlyWithFewerConstraints
    }

    /// The reason.
    public var reason: Reason

    /// Creates the value.
    public init(reason: Reason) { self.reason = reason }

    /// One sentence for people, starting "no route" (or "no accessible route" and so on).
    public var description: String {
        switch reason {
        case .outsideUnits(let end): return "no route: the \(end.rawValue) lies in no unit a route can use"
        case .levelNotAllowed(let end): return "no route: the \(end.rawValue) is on a level the route may not use"
        case .disconnected:
            return "no route: the start and the destination are not connected by openings and vertical links"
        case .onlyInaccessible:
            return
                "no accessible route: the destination is only reachable by stairs, steps, escalators or doors with barriers"
        case .onlyThroughRestricted:
            return
                "no route avoiding restricted areas: the destination is only reachable through restricted units or access-controlled openings"
        case .onlyThroughExcludedLevels:
            return "no route on the allowed levels: the destination is only reachable through other levels"
        case .onlyWithFewerConstraints:
            return
                "no route under these options: the destination is reachable only when more than one of them is dropped"
        }
    }
}
