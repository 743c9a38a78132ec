import IMDFKit

/// Chooses which unit labels to draw, and from which zoom on, so that no two drawn labels overlap
/// and none lies under a marker.
///
/// The placer works in the drawing's pixels at zoom 1 (the SVG's own units). A label keeps its size
/// on screen whatever the zoom, so at zoom *z* its box is its on-screen size divided by *z* around its
/// anchor, and the same holds for markers (the fix dot, track and route markers, findings). Boxes only
/// shrink towards their own anchors as *z* grows, so two labels apart at one zoom stay apart at every
/// larger one: a label, once placed, stays placed.
///
/// The algorithm is greedy, in the manner of Apple Maps' and MapLibre's symbol placement: for each zoom
/// of ``zoomLevels`` in ascending order, the labels already placed keep their places, then every other
/// label that fits inside its unit at that zoom is tried in priority order (lower ``Candidate/priority``
/// first, then the larger unit, then the earlier candidate) and placed when its box (the axis-aligned
/// box around the rotated text, with a margin) overlaps no placed label and no marker. Each placed
/// label records the first zoom it was placed at: a static SVG draws the labels placed at zoom 1 or
/// below; the viewer draws all of them and shows each from its zoom on.
///
/// The placed boxes of a zoom are kept in a uniform grid (``PlacedBoxes``), so a candidate is tested only
/// against the boxes in the cells its own box covers.
///
/// - Complexity: O(*z* · *n* · *k*) for *n* candidates, *z* zoom levels and *k* placed boxes sharing a cell
///   with a candidate (a handful where labels do not pile up; *n* at worst), plus O(*z* · *n* · *m*) for *m*
///   markers.
struct LabelPlacer {
    /// A label that may be drawn.
    struct Candidate: Hashable, Sendable {
        /// The text.
        var text: String
        /// Where its centre goes: the unit's display point, in pixels at zoom 1.
        var anchor: PixelPoint
        /// Its rotation in degrees, clockwise (SVG's sense), between -90 and 90.
        var angle: Double
        /// Its size on screen in pixels (estimated from the text; no font metrics are available).
        var width: Double, height: Double
        /// The smallest zoom at which it fits inside its unit.
        var fitZoom: Double
        /// Lower is placed first: 0 for a named occupant, 1 for a unit name, 2 for a room number.
        var priority: Int
        /// The unit's area in square pixels at zoom 1; the larger unit wins a tie of priority.
        var area: Double
    }

    /// Something no label may cover: a circle of a radius in on-screen pixels.
    struct Obstacle: Hashable, Sendable {
        var centre: PixelPoint
        var radius: Double
    }

    /// A placed label: the index of its candidate and the first zoom it is drawn at.
    struct Placement: Hashable, Sendable {
        var candidate: Int
        var minimumZoom: Double
    }

    /// The zooms tried, as ratios of on-screen pixels to drawing pixels.
    static let zoomLevels: [Double] = [0.25, 0.5, 1, 2, 4, 8, 16, 32, 64]
    /// Pixels kept clear around each label on screen.
    static let margin = 2.0

    /// The candidates to place.
    var candidates: [Candidate]
    /// The markers labels keep clear of.
    var obstacles: [Obstacle]

    /// The placed labels, in candidate order.
    ///
    /// - Parameter maximumZoom: The largest zoom tried (1 for a static drawing).
    /// - Returns: One placement per placed candidate.
    func place(upToZoom maximumZoom: Double) -> [Placement] {
        let order = candidates.indices.sorted { a, b in
            let x = candidates[a]
            let y = candidates[b]
            if x.priority != y.priority { return x.priority < y.priority }
            if x.area != y.area { return x.area > y.area }
            return a < b
        }
        var placed: [Int: Double] = [:]
        var placedOrder: [Int] = []
        for zoom in Self.zoomLevels where zoom <= maximumZoom {
            let all = candidates.map { box(of: $0, atZoom: zoom) }
            var boxes = PlacedBoxes(cellSize: PlacedBoxes.cellSize(for: all))
            for index in placedOrder { boxes.insert(all[index]) }
            let circles = obstacles.map { (centre: $0.centre, radius: $0.radius / zoom) }
            for index in order where placed[index] == nil && candidates[index].fitZoom <= zoom {
                let candidate = all[index]
                if boxes.overlapsAny(candidate) { continue }
                if circles.contains(where: { candidate.distance(to: $0.centre) < $0.radius }) { continue }
                boxes.insert(candidate)
                placed[index] = zoom
                placedOrder.append(index)
            }
        }
        return placed.keys.sorted().map { Placement(candidate: $0, minimumZoom: placed[$0] ?? 1) }
    }

    /// The axis-aligned box around a candidate's rotated text at a zoom, margin included.
    func box(of candidate: Candidate, atZoom zoom: Double) -> Box {
        let radians = candidate.angle * Double.pi / 180
        let c = abs(CMath.cos(radians))
        let s = abs(CMath.sin(radians))
        let width = candidate.width + 2 * Self.margin
        let height = candidate.height + 2 * Self.margin
        let halfX = (width * c + height * s) / 2 / zoom
        let halfY = (width * s + height * c) / 2 / zoom
        return Box(
            minX: candidate.anchor.x - halfX, minY: candidate.anchor.y - halfY,
            maxX: candidate.anchor.x + halfX, maxY: candidate.anchor.y + halfY)
    }

    /// The boxes placed at one zoom, in a uniform grid of square cells: each box is listed in every cell it
    /// covers, and a box covering too many cells, or with a coordinate too large or not finite for a cell
    /// number, is listed apart and tested against every candidate. Whether a candidate overlaps a placed box
    /// does not depend on the order in which they are tested, so the placement is the one testing every box
    /// gives (it was that, quadratic: 12 % of `imdf viewer`'s time on a 50,000-unit venue).
    struct PlacedBoxes {
        let cellSize: Double
        private var cells: [SIMD2<Int32>: [Box]] = [:]
        private var apart: [Box] = []
        /// A box spanning more cells than this per axis is listed apart.
        private static let maximumCellsPerAxis = 16

        init(cellSize: Double) { self.cellSize = cellSize }

        /// About the mean size of the boxes (so that a box covers a few cells), at least one pixel.
        static func cellSize(for boxes: [Box]) -> Double {
            var total = 0.0
            var count = 0.0
            for box in boxes where (box.maxX - box.minX).isFinite && (box.maxY - box.minY).isFinite {
                total += max(box.maxX - box.minX, box.maxY - box.minY)
                count += 1
            }
            return count > 0 ? max(total / count, 1) : 1
        }

        /// The cells a box covers, or `nil` when it is listed apart.
        private func cellRange(of box: Box) -> (x: ClosedRange<Int32>, y: ClosedRange<Int32>)? {
            let limit = Double(Int32.max / 2)
            let low = (x: (box.minX / cellSize).rounded(.down), y: (box.minY / cellSize).rounded(.down))
            let high = (x: (box.maxX / cellSize).rounded(.down), y: (box.maxY / cellSize).rounded(.down))
            guard abs(low.x) < limit, abs(low.y) < limit, abs(high.x) < limit, abs(high.y) < limit,
                low.x <= high.x, low.y <= high.y,
                high.x - low.x < Double(Self.maximumCellsPerAxis), high.y - low.y < Double(Self.maximumCellsPerAxis)
            else { return nil }
            return (Int32(low.x)...Int32(high.x), Int32(low.y)...Int32(high.y))
        }

        mutating func insert(_ box: Box) {
            guard let range = cellRange(of: box) else { return apart.append(box) }
            for x in range.x {
                for y in range.y { cells[SIMD2(x, y), default: []].append(box) }
            }
        }

        /// Whether `box` overlaps a placed box.
        func overlapsAny(_ box: Box) -> Bool {
            if apart.contains(where: { $0.overlaps(box) }) { return true }
            guard let range = cellRange(of: box) else {
                return cells.values.contains { $0.contains { $0.overlaps(box) } }
            }
            for x in range.x {
                for y in range.y where cells[SIMD2(x, y)]?.contains(where: { $0.overlaps(box) }) == true {
                    return true
                }
            }
            return false
        }
    }

    /// An axis-aligned rectangle in drawing pixels.
    struct Box: Hashable, Sendable {
        var minX: Double, minY: Double, maxX: Double, maxY: Double

        /// Whether the two boxes share interior points.
        func overlaps(_ other: Box) -> Bool {
            minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
        }

        /// The distance from a point to the box (0 inside it).
        func distance(to point: PixelPoint) -> Double {
            let dx = max(minX - point.x, 0, point.x - maxX)
            let dy = max(minY - point.y, 0, point.y - maxY)
            return (dx * dx + dy * dy).squareRoot()
        }
    }
}

/// A unit's outline measured for a label: its oriented bounding box of least area.
struct LabelFrame: Hashable, Sendable {
    /// The angle of the box's long side in degrees, clockwise in pixels, between -90 and 90.
    var angle: Double
    /// The box's long and short sides, in pixels at zoom 1.
    var length: Double, breadth: Double
    /// The axis-aligned box's width and height, in pixels at zoom 1.
    var width: Double, height: Double

    /// The frame of a ring of pixel points: the box of least area has a side along an edge of the ring's
    /// convex hull, so each hull edge's direction is tried (hulls of more than 400 points use the
    /// axis-aligned box only).
    init?(ring: [PixelPoint]) {
        guard ring.count >= 3 else { return nil }
        let points = Self.convexHull(ring)
        let xs = ring.map(\.x)
        let ys = ring.map(\.y)
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return nil }
        width = maxX - minX
        height = maxY - minY
        var best = (
            area: width * height, angle: width >= height ? 0.0 : 90.0,
            length: max(width, height), breadth: min(width, height)
        )
        if points.count <= 400 {
            for index in points.indices {
                let a = points[index]
                let b = points[(index + 1) % points.count]
                let dx = b.x - a.x
                let dy = b.y - a.y
                let edge = (dx * dx + dy * dy).squareRoot()
                guard edge > 0.5 else { continue }
                let ux = dx / edge
                let uy = dy / edge
                var lowU = Double.infinity
                var highU = -Double.infinity
                var lowV = Double.infinity
                var highV = -Double.infinity
                for p in points {
                    let u = p.x * ux + p.y * uy
                    let v = -p.x * uy + p.y * ux
                    lowU = min(lowU, u)
                    highU = max(highU, u)
                    lowV = min(lowV, v)
                    highV = max(highV, v)
                }
                let along = highU - lowU
                let across = highV - lowV
                guard along * across < best.area - 1e-6 else { continue }
                var angle = CMath.atan2(uy, ux) * 180 / Double.pi
                if across > along { angle += 90 }
                while angle > 90 { angle -= 180 }
                while angle <= -90 { angle += 180 }
                best = (along * across, angle, max(along, across), min(along, across))
            }
        }
        angle = (best.angle * 10).rounded() / 10
        length = best.length
        breadth = best.breadth
    }

    /// The convex hull of points, counter-clockwise in pixels (Andrew's monotone chain).
    ///
    /// - Complexity: O(*n* log *n*).
    static func convexHull(_ points: [PixelPoint]) -> [PixelPoint] {
        let sorted = points.sorted { ($0.x, $0.y) < ($1.x, $1.y) }
        guard sorted.count > 2 else { return sorted }
        func cross(_ o: PixelPoint, _ a: PixelPoint, _ b: PixelPoint) -> Double {
            (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x)
        }
        var lower: [PixelPoint] = []
        var upper: [PixelPoint] = []
        for point in sorted {
            while lower.count >= 2 && cross(lower[lower.count - 2], lower[lower.count - 1], point) <= 0 {
                lower.removeLast()
            }
            lower.append(point)
        }
        for point in sorted.reversed() {
            while upper.count >= 2 && cross(upper[upper.count - 2], upper[upper.count - 1], point) <= 0 {
                upper.removeLast()
            }
            upper.append(point)
        }
        return Array(lower.dropLast() + upper.dropLast())
    }

    /// The rotation that reads best for a label of a width and height, with the smallest zoom at which
    /// it fits: horizontal when the unit is about axis-aligned, or when it is tall and narrow but the
    /// label fits across it; otherwise along the long side (a unit of a rotated building, a long thin
    /// unit the text fits only along). A label never reads downwards past vertical (-90...90).
    func orientation(forLabelWidth labelWidth: Double, height labelHeight: Double) -> (angle: Double, fitZoom: Double) {
        func fitZoom(along: Double, across: Double) -> Double {
            guard along > 0, across > 0 else { return .infinity }
            return max((labelWidth - 6) / along, labelHeight / across, 0)
        }
        let horizontal = fitZoom(along: width, across: height)
        if abs(angle) < 3 || abs(abs(angle) - 90) < 3 && horizontal <= 1 { return (0, horizontal) }
        let rotated = fitZoom(along: length, across: breadth)
        if abs(angle) <= 45 { return (angle, rotated) }
        return horizontal <= rotated * 1.5 ? (0, horizontal) : (angle, rotated)
    }
}
