/*
 The navigation graph, in flat arrays.

 Regions: every walkable unit polygon (one per part of a MultiPolygon unit) with its level, ordinal, flags
 and shape. Obstructions (`opentobelow`, columns, wall materials) are not regions.

 Nodes, each with a point in degrees, the same point in metres of one venue-wide LocalProjection, a level
 and an ordinal:
   - ports: for every usable point of an opening and every region whose boundary the opening lies on, a
     point just inside that region (``Router/portInset`` from the region's boundary);
   - corners: just off every reflex vertex of a non-convex region (``Router/cornerOffset``);
   - access nodes: a point inside a vertical-circulation unit where its lift, stair or escalator is boarded;
   - cars: two per vertical station (departure and arrival), outside every region, joined only by board,
     ride and alight edges.
 Every node inside a region lies strictly inside it, checked exactly, so that visibility between nodes is
 a question about two strictly interior points (RegionShape).

 Edges come in two kinds:
   - inside a region: a convex region joins all its nodes (any two interior points see each other, so the
     edges are implicit); a non-convex region stores, per node, the nodes it sees (`visibility…`), tested
     exactly against every edge of the region, holes included, when the graph is built;
   - special edges (`edge…`), stored per source node: doorways (a port to the port of the same opening
     point in another region), boarding (access → car), rides (car → car, one per relationship or stacked
     units hop) and alighting (car → access).
 Costs are seconds (RouteCosts). Walking edges are not stored: their cost is the metric distance between
 the two nodes at walking speed, computed when the edge is relaxed.
 */

import IMDFKit

/// The immutable navigation graph a ``Router`` searches. A class so that copies of a router share it with
/// one reference; every stored property is a constant, so it is `Sendable` as it stands.
final class NavigationGraph: Sendable {
    /// Flags of a region or an edge that options may exclude.
    struct Barriers: OptionSet, Hashable, Sendable {
        let rawValue: UInt8
        /// A restricted unit, or an opening with access control.
        static let restricted = Barriers(rawValue: 1)
        /// Stairs, steps or an escalator; a turnstile or revolving door; boarding stairs or an escalator.
        static let inaccessible = Barriers(rawValue: 2)
    }

    /// What a special edge is.
    enum EdgeKind: UInt8, Sendable {
        case doorway, board, ride, alight
    }

    /// A stop of a vertical link: a unit or an opening. Boarding leads into its `departure` node, rides
    /// lead from a departure or arrival node to another stop's `arrival` node, and only arrival nodes lead
    /// out again: a stop cannot be boarded and left without riding (which would pass an opening station
    /// without its doorway edge).
    struct Station: Sendable {
        let feature: AnyFeatureHandle
        let mode: VerticalMode
        let level: Int
        let point: PlanarPoint
        let departure: Int32
        let arrival: Int32
    }

    /// One hop between two stations.
    struct Hop: Sendable {
        let from: Int32
        let to: Int32
        let source: Route.LinkSource
    }

    /// A usable point of an opening.
    struct DoorPoint: Sendable {
        let opening: VenueGraph.OpeningHandle
        let point: PlanarPoint
    }

    // Regions.
    let regionUnit: [VenueGraph.UnitHandle]
    let regionLevel: [Int32]
    let regionShape: [RegionShape]
    /// Per region: whether it is convex (every node sees every other), read on the search's hot path.
    let regionIsConvex: [Bool]
    let regionBarriers: [Barriers]
    let regionNodeOffsets: [Int32]
    let regionNodes: [Int32]
    /// Per unit index: its regions.
    let regionsOfUnit: [[Int32]]
    /// Per unit index: a point strictly inside one of its regions (its display point when possible).
    let unitAnchors: [(region: Int32, point: PlanarPoint)?]
    /// Per ordinal: the regions on that ordinal and a grid of their bounds grown by the opening tolerance.
    let regionsByOrdinal: [Int: (regions: [Int32], tree: BoxGrid)]

    // Nodes.
    let nodePoint: [PlanarPoint]
    let nodeMetersX: [Double]
    let nodeMetersY: [Double]
    let nodeRegion: [Int32]
    let nodeLevel: [Int32]
    let nodeOrdinal: [Int32]

    // Edges.
    let visibilityOffsets: [Int32]
    let visibilityTargets: [Int32]
    let edgeOffsets: [Int32]
    let edgeTargets: [Int32]
    let edgeKinds: [EdgeKind]
    let edgePayloads: [Int32]
    let edgeCosts: [Double]
    let edgeBarriers: [Barriers]

    // Openings and vertical links.
    let doorPoints: [DoorPoint]
    /// Per opening index: the ports of all its usable points.
    let portsOfOpening: [[Int32]]
    let stations: [Station]
    let hops: [Hop]

    /// Metres per degree and the origin, shared by every node.
    let projection: LocalProjection
    /// The least seconds per level any hop takes, not counting boarding and horizontal distance: the
    /// search's lower bound for the levels still to change.
    let leastSecondsPerLevel: Double
    let levelOrdinals: [Int?]

    init(
        regionUnit: [VenueGraph.UnitHandle], regionLevel: [Int32], regionShape: [RegionShape],
        regionBarriers: [Barriers],
        regionNodeOffsets: [Int32], regionNodes: [Int32], regionsOfUnit: [[Int32]],
        unitAnchors: [(region: Int32, point: PlanarPoint)?], regionsByOrdinal: [Int: (regions: [Int32], tree: BoxGrid)],
        nodePoint: [PlanarPoint], nodeMetersX: [Double], nodeMetersY: [Double], nodeRegion: [Int32], nodeLevel: [Int32],
        nodeOrdinal: [Int32], visibilityOffsets: [Int32], visibilityTargets: [Int32], edgeOffsets: [Int32],
        edgeTargets: [Int32], edgeKinds: [EdgeKind], edgePayloads: [Int32], edgeCosts: [Double],
        edgeBarriers: [Barriers],
        doorPoints: [DoorPoint], portsOfOpening: [[Int32]], stations: [Station], hops: [Hop],
        projection: LocalProjection,
        leastSecondsPerLevel: Double, levelOrdinals: [Int?]
    ) {
        self.regionUnit = regionUnit
        self.regionLevel = regionLevel
        self.regionShape = regionShape
        self.regionIsConvex = regionShape.map(\.isConvex)
        self.regionBarriers = regionBarriers
        self.regionNodeOffsets = regionNodeOffsets
        self.regionNodes = regionNodes
        self.regionsOfUnit = regionsOfUnit
        self.unitAnchors = unitAnchors
        self.regionsByOrdinal = regionsByOrdinal
        self.nodePoint = nodePoint
        self.nodeMetersX = nodeMetersX
        self.nodeMetersY = nodeMetersY
        self.nodeRegion = nodeRegion
        self.nodeLevel = nodeLevel
        self.nodeOrdinal = nodeOrdinal
        self.visibilityOffsets = visibilityOffsets
        self.visibilityTargets = visibilityTargets
        self.edgeOffsets = edgeOffsets
        self.edgeTargets = edgeTargets
        self.edgeKinds = edgeKinds
        self.edgePayloads = edgePayloads
        self.edgeCosts = edgeCosts
        self.edgeBarriers = edgeBarriers
        self.doorPoints = doorPoints
        self.portsOfOpening = portsOfOpening
        self.stations = stations
        self.hops = hops
        self.projection = projection
        self.leastSecondsPerLevel = leastSecondsPerLevel
        self.levelOrdinals = levelOrdinals
    }

    var nodeCount: Int { nodePoint.count }
    var regionCount: Int { regionUnit.count }

    /// The nodes of a region.
    func nodes(in region: Int) -> ArraySlice<Int32> {
        regionNodes[Int(regionNodeOffsets[region])..<Int(regionNodeOffsets[region + 1])]
    }

    /// Metres between two points in the venue projection.
    func meters(_ a: PlanarPoint, _ b: PlanarPoint) -> Double {
        projection.distance(a, b)
    }
}
