import IMDFKit

/// The pole of inaccessibility of a polygon: the interior point farthest from its boundary, found to a given
/// precision by the grid-refinement search of Mapbox's polylabel (the idea, written anew here).
///
/// Unlike the centroid, which lies outside a C- or L-shaped room, the pole is always inside (for a polygon
/// of non-zero area) and as far from every wall as possible, so a display point moved there stays inside
/// when the geometry is edited slightly.
///
/// The search covers the bounding box with square cells, keeps them in a priority queue ordered by the best
/// distance a point of the cell could have (distance of its centre plus half its diagonal), and splits the
/// most promising cell into four until no cell can beat the best point found by more than `precision`.
///
/// - Complexity: O(*c* · *n*) for *c* cells examined and *n* vertices; *c* is small (hundreds) for rooms.
enum PoleOfInaccessibility {
    /// The pole of `rings` (the exterior first, then holes) in planar coordinates (metres), and its distance
    /// to the boundary; `nil` for an empty ring.
    static func pole(of rings: [[PlanarPoint]], precision: Double = 0.05) -> (point: PlanarPoint, distance: Double)? {
        guard let exterior = rings.first, !exterior.isEmpty else { return nil }
        var minX = Double.infinity
        var minY = Double.infinity
        var maxX = -Double.infinity
        var maxY = -Double.infinity
        for point in exterior {
            minX = min(minX, point.x)
            minY = min(minY, point.y)
            maxX = max(maxX, point.x)
            maxY = max(maxY, point.y)
        }
        let width = maxX - minX
        let height = maxY - minY
        let cellSize = min(width, height)
        guard cellSize > 0, cellSize.isFinite else { return nil }
        var queue: [Cell] = []
        func push(_ cell: Cell) {
            queue.append(cell)
            var child = queue.count - 1
            while child > 0 {
                let parent = (child - 1) / 2
                guard queue[parent].potential < queue[child].potential else { break }
                queue.swapAt(parent, child)
                child = parent
            }
        }
        func pop() -> Cell {
            let top = queue[0]
            let last = queue.removeLast()
            if !queue.isEmpty {
                queue[0] = last
                var parent = 0
                while true {
                    let left = 2 * parent + 1
                    let right = left + 1
                    var largest = parent
                    if left < queue.count, queue[left].potential > queue[largest].potential { largest = left }
                    if right < queue.count, queue[right].potential > queue[largest].potential { largest = right }
                    guard largest != parent else { break }
                    queue.swapAt(parent, largest)
                    parent = largest
                }
            }
            return top
        }
        let half = cellSize / 2
        var x = minX
        while x < maxX {
            var y = minY
            while y < maxY {
                push(Cell(PlanarPoint(x: x + half, y: y + half), half, rings))
                y += cellSize
            }
            x += cellSize
        }
        var best = Cell(centroid(of: exterior), 0, rings)
        let boxCentre = Cell(PlanarPoint(x: minX + width / 2, y: minY + height / 2), 0, rings)
        if boxCentre.distance > best.distance { best = boxCentre }
        var examined = 0
        while !queue.isEmpty, examined < 100_000 {
            let cell = pop()
            examined += 1
            if cell.distance > best.distance { best = cell }
            guard cell.potential - best.distance > precision else { continue }
            let quarter = cell.half / 2
            for (dx, dy) in [(-1.0, -1.0), (1, -1), (-1, 1), (1, 1)] {
                push(
                    Cell(PlanarPoint(x: cell.centre.x + dx * quarter, y: cell.centre.y + dy * quarter), quarter, rings))
            }
        }
        return best.distance > 0 ? (best.centre, best.distance) : nil
    }

    /// A square cell of the search.
    struct Cell {
        let centre: PlanarPoint
        let half: Double
        /// Signed distance from the centre to the boundary: positive inside.
        let distance: Double
        /// The best distance any point of the cell could have.
        let potential: Double

        init(_ centre: PlanarPoint, _ half: Double, _ rings: [[PlanarPoint]]) {
            self.centre = centre
            self.half = half
            distance = signedDistance(from: centre, to: rings)
            potential = distance + half * 2.0.squareRoot()
        }
    }

    /// The distance from `point` to the nearest ring segment, positive when the point is inside (even-odd
    /// rule over every ring), negative outside.
    static func signedDistance(from point: PlanarPoint, to rings: [[PlanarPoint]]) -> Double {
        var inside = false
        var nearest = Double.infinity
        for ring in rings where ring.count >= 2 {
            var previous = ring[ring.count - 1]
            for current in ring {
                if (current.y > point.y) != (previous.y > point.y),
                    point.x < (previous.x - current.x) * (point.y - current.y) / (previous.y - current.y) + current.x
                {
                    inside.toggle()
                }
                nearest = min(nearest, segmentDistanceSquared(point, current, previous))
                previous = current
            }
        }
        return (inside ? 1 : -1) * nearest.squareRoot()
    }

    static func segmentDistanceSquared(_ p: PlanarPoint, _ a: PlanarPoint, _ b: PlanarPoint) -> Double {
        var x = a.x
        var y = a.y
        let dx = b.x - x
        let dy = b.y - y
        if dx != 0 || dy != 0 {
            let t = ((p.x - x) * dx + (p.y - y) * dy) / (dx * dx + dy * dy)
            if t > 1 {
                x = b.x
                y = b.y
            } else if t > 0 {
                x += dx * t
                y += dy * t
            }
        }
        let ex = p.x - x
        let ey = p.y - y
        return ex * ex + ey * ey
    }

    /// The area centroid of a ring (the vertex mean for a degenerate ring).
    static func centroid(of ring: [PlanarPoint]) -> PlanarPoint {
        var area = 0.0
        var cx = 0.0
        var cy = 0.0
        var previous = ring[ring.count - 1]
        for current in ring {
            let cross = previous.x * current.y - current.x * previous.y
            area += cross
            cx += (previous.x + current.x) * cross
            cy += (previous.y + current.y) * cross
            previous = current
        }
        guard area != 0 else {
            let count = Double(ring.count)
            return PlanarPoint(x: ring.reduce(0) { $0 + $1.x } / count, y: ring.reduce(0) { $0 + $1.y } / count)
        }
        return PlanarPoint(x: cx / (3 * area), y: cy / (3 * area))
    }
}
