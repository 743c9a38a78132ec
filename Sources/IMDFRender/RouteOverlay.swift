import IMDFKit

/// A route to draw over the levels of a ``RenderScene``: its polyline on each level it walks, and markers
/// for its start, its end and each level change.
///
/// The renderer knows nothing of how the route was found (IMDFKit does not depend on the routing module);
/// `imdf render --route` converts an `IMDFRouting.Route` into this overlay. Only the paths and markers on
/// the drawn levels are drawn.
///
/// ```swift
/// let overlay = RouteOverlay(paths: [.init(level: ground, coordinates: points)],
///                            markers: [.init(level: ground, coordinate: points[0], kind: .start, title: "start")])
/// let svg = try SVGRenderer(graph: graph).render(RenderScene(levels: [ground], route: overlay)).svg
/// ```
public struct RouteOverlay: Hashable, Sendable {
    /// The route's walk on one level.
    public struct Path: Hashable, Sendable {
        /// The level walked.
        public var level: VenueGraph.LevelHandle
        /// The polyline, in order; two or more points.
        public var coordinates: [Coordinate]

        /// A path from its parts.
        public init(level: VenueGraph.LevelHandle, coordinates: [Coordinate]) {
            self.level = level
            self.coordinates = coordinates
        }
    }

    /// A point of interest along the route.
    public struct Marker: Hashable, Sendable {
        /// What the marker stands for.
        public enum Kind: String, Hashable, Sendable {
            /// Where the route starts.
            case start
            /// Where the route ends.
            case end
            /// Where the route leaves a level (by elevator, stairs, …) or arrives on one.
            case transition
        }

        /// The level the marker is drawn on.
        public var level: VenueGraph.LevelHandle
        /// Where.
        public var coordinate: Coordinate
        /// What it stands for (its CSS class is `route-` followed by the kind).
        public var kind: Kind
        /// Its tooltip, such as "take Elevator B down to level G".
        public var title: String

        /// A marker from its parts.
        public init(level: VenueGraph.LevelHandle, coordinate: Coordinate, kind: Kind, title: String) {
            self.level = level
            self.coordinate = coordinate
            self.kind = kind
            self.title = title
        }
    }

    /// The route's walks, one per stretch on one level, in order.
    public var paths: [Path]
    /// The markers, in order.
    public var markers: [Marker]

    /// An overlay from its parts.
    public init(paths: [Path], markers: [Marker]) {
        self.paths = paths
        self.markers = markers
    }

    /// The levels the route touches (walks on, or has a marker on), in order of first appearance.
    public var levels: [VenueGraph.LevelHandle] {
        var levels: [VenueGraph.LevelHandle] = []
        for level in paths.map(\.level) + markers.map(\.level) where !levels.contains(level) { levels.append(level) }
        return levels
    }

    /// Every coordinate of the paths and markers on the given levels.
    ///
    /// - Complexity: O(*n*) in the route's points.
    public func coordinates(on levels: [VenueGraph.LevelHandle]) -> [Coordinate] {
        let drawn = Set(levels)
        return paths.filter { drawn.contains($0.level) }.flatMap(\.coordinates)
            + markers.filter { drawn.contains($0.level) }.map(\.coordinate)
    }
}

extension LevelSVGFormatter {
    /// The radius in pixels of the route's start, end and transition markers.
    static let routeMarkerRadius = 6.0

    /// Draws the route's paths on the drawn levels (one polyline each, `data-level` naming its level), then
    /// its markers there, each with a tooltip. Nothing is written when the route does not touch the drawn
    /// levels.
    ///
    /// - Parameter route: The route.
    mutating func visitRoute(_ route: RouteOverlay) {
        let drawn = Set(scene.levels)
        let paths = route.paths.filter { drawn.contains($0.level) && $0.coordinates.count >= 2 }
        let markers = route.markers.filter { drawn.contains($0.level) }
        guard !paths.isEmpty || !markers.isEmpty else { return }
        let transform = viewport.transform
        func pixel(_ coordinate: Coordinate) -> (x: String, y: String) {
            let point = transform.pixel(for: coordinate)
            return (SVGWriter.number(point.x), SVGWriter.number(point.y))
        }
        writer.open("g", [("class", "route"), ("data-paths", String(paths.count))])
        for path in paths {
            let level = featureID(graph[path.level].id, fallback: "level", path.level.index)
            let points = path.coordinates.map {
                let p = pixel($0)
                return "\(p.x),\(p.y)"
            }.joined(separator: " ")
            writer.empty("polyline", [("class", "route-path"), ("data-level", level), ("points", points)])
        }
        for marker in markers {
            let p = pixel(marker.coordinate)
            writer.element(
                "circle",
                [
                    ("class", "route-" + marker.kind.rawValue), ("cx", p.x), ("cy", p.y),
                    ("r", SVGWriter.number(Self.routeMarkerRadius)),
                ],
                title: marker.title)
        }
        writer.close("g")
    }
}
