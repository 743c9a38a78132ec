extension Locator {
    /// The opening on a level nearest to a point, as its slot in the level's index and its distance in
    /// meters, searched from a guess: the distance to the opening in `hint` (the previous fix's nearest,
    /// typically) bounds the search box, so a fix that moved a little touches only the openings around it
    /// and allocates nothing. Without a hint the answer is the level's R-tree's nearest, as
    /// ``nearestOpening(to:on:)`` gives it.
    ///
    /// Fixes that jump (a fleet of devices interleaved, issue 20) are answered with boxes that grow from a
    /// few metres (``nearestOpeningInBoxes(to:index:lines:projection:)``) rather than a box as large
    /// as the jump or a best-first search, which allocates its queue; the answer is the same: see the
    /// comments below for ties.
    ///
    /// - Parameters:
    ///   - point: Longitude `x`, latitude `y` in degrees.
    ///   - level: The level searched.
    ///   - hint: A slot of an opening of that level believed to be near, or `nil`.
    ///   - projection: The local projection to measure in; one made near the point (within ~100 m of
    ///     latitude) gives distances equal to the millimetre, and saves computing cosines per fix.
    /// - Returns: The nearest opening's slot and distance; equal distances may pick either (but the same
    ///   one for the same arguments); `nil` when the level has no openings.
    /// - Complexity: O(log *n* + *k*) for *k* openings in the bounding box searched: the hint's distance,
    ///   or, for a far hint or none, the smallest of the growing boxes that holds an opening.
    package func nearestOpeningSlot(
        to point: PlanarPoint, on level: VenueGraph.LevelHandle, hint: Int?,
        projection: LocalProjection
    ) -> (slot: Int, distance: Double)? {
        guard levels.indices.contains(level.index) else { return nil }
        let index = levels[level.index]
        return index.openingLines.withLines { lines in
            nearestOpeningSlot(to: point, on: level, index: index, lines: lines, hint: hint, projection: projection)
        }
    }

    /// ``nearestOpeningSlot(to:on:hint:projection:)`` with the level's index and lines in hand.
    private func nearestOpeningSlot(
        to point: PlanarPoint, on level: VenueGraph.LevelHandle, index: LevelIndex, lines: FlatPolylines.Lines,
        hint: Int?, projection: LocalProjection
    ) -> (slot: Int, distance: Double)? {
        func distance(_ slot: Int) -> Double { lines.distance(from: point, toLine: slot, projection: projection) }
        guard let hint, index.openingLines.count > hint, hint >= 0, projection.metersPerDegreeLongitude > 0 else {
            // The best-first search breaks ties in its own order; when the growing boxes find one opening
            // strictly nearest, that is the opening it would return.
            if projection.metersPerDegreeLongitude > 0,
                let found = nearestOpeningInBoxes(to: point, index: index, lines: lines, projection: projection),
                found.isUnique
            {
                return (found.slot, found.distance)
            }
            return index.openingTree.nearest(
                to: point, count: 1, xScale: projection.metersPerDegreeLongitude,
                yScale: projection.metersPerDegreeLatitude, distance: distance
            )
            .first.map { ($0.item, $0.distance) }
        }
        var best = (slot: hint, distance: distance(hint))
        guard best.distance.isFinite else {
            return nearestOpeningSlot(
                to: point, on: level, index: index, lines: lines, hint: nil, projection: projection)
        }
        var radius = best.distance
        if radius > Self.nearbyOpeningDistance {
            // A far hint (the fix jumped: another device, another part of the level) would make the box
            // cover most of the level and measure every opening in it. The growing boxes find the nearest
            // distance `m` instead, and the box shrinks to it: the answer is the same as the big box's (the
            // hint when it is as near as any, else the first opening at distance `m` in the tree's order,
            // which a sub-box visits in the same order), found among a few openings.
            let nearest: Double
            if let found = nearestOpeningInBoxes(to: point, index: index, lines: lines, projection: projection) {
                nearest = found.distance
            } else if let found = index.openingTree.nearest(
                to: point, count: 1, xScale: projection.metersPerDegreeLongitude,
                yScale: projection.metersPerDegreeLatitude, distance: distance
            ).first {
                nearest = found.distance
            } else {
                return best
            }
            if nearest >= best.distance { return best }
            // A margin for rounding in the box's degrees; never larger than the hint's box.
            radius = min(radius, nearest * (1 + 1e-9) + 1e-6)
        }
        let halfWidth = radius / projection.metersPerDegreeLongitude
        let halfHeight = radius / projection.metersPerDegreeLatitude
        let box = PlanarBox(
            minX: point.x - halfWidth, minY: point.y - halfHeight, maxX: point.x + halfWidth, maxY: point.y + halfHeight
        )
        index.openingTree.forEachItem(intersecting: box) { slot in
            guard slot != best.slot else { return }
            let distance = distance(slot)
            if distance < best.distance { best = (slot, distance) }
        }
        return best
    }

    /// Beyond this distance (meters) from the point, a hint's box is replaced by the growing boxes of
    /// ``nearestOpeningInBoxes(to:index:lines:projection:)``: a walker's next fix is a metre or two from the last
    /// and keeps the cheap box; a fix of another device, or after a jump, is tens to hundreds of metres away.
    static let nearbyOpeningDistance = 30.0

    /// The half-size (meters) of the first box of ``nearestOpeningInBoxes(to:index:lines:projection:)``: about the
    /// distance from a point in a room to the room's door, so the first box usually answers.
    static let firstOpeningBoxRadius = 8.0

    /// The opening nearest to a point on a level found by searching boxes of half-size 8, 32, 128 and
    /// 512 m (``firstOpeningBoxRadius``) around it until one holds an opening within its half-size: every
    /// opening nearer than that lies in the box, so the nearest found is the nearest of the level. No
    /// allocation, unlike the R-tree's best-first search.
    ///
    /// - Returns: The first opening in the tree's order at the smallest distance, that distance, and
    ///   whether no other opening is at that distance; `nil` when no opening is within the largest box.
    func nearestOpeningInBoxes(
        to point: PlanarPoint, index: LevelIndex, lines: FlatPolylines.Lines, projection: LocalProjection
    ) -> (slot: Int, distance: Double, isUnique: Bool)? {
        var radius = Self.firstOpeningBoxRadius
        for _ in 0..<4 {
            let halfWidth = radius / projection.metersPerDegreeLongitude
            let halfHeight = radius / projection.metersPerDegreeLatitude
            let box = PlanarBox(
                minX: point.x - halfWidth, minY: point.y - halfHeight, maxX: point.x + halfWidth,
                maxY: point.y + halfHeight)
            var best = (slot: -1, distance: Double.infinity, isUnique: true)
            index.openingTree.forEachItem(intersecting: box) { slot in
                let distance = lines.distance(from: point, toLine: slot, projection: projection)
                if distance < best.distance {
                    best = (slot, distance, true)
                } else if distance == best.distance {
                    best.isUnique = false
                }
            }
            // Below the half-size by a margin for rounding in the box's degrees: any opening at that
            // distance or nearer has its nearest point, hence its bounding box, inside the box.
            if best.slot >= 0, best.distance < radius * (1 - 1e-9) { return best }
            radius *= 4
        }
        return nil
    }

    /// The opening of a level's index slot.
    package func opening(atSlot slot: Int, on level: VenueGraph.LevelHandle) -> VenueGraph.OpeningHandle {
        levels[level.index].openings[slot]
    }
}
