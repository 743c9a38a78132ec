extension Locator {
    /// The opening on a level nearest to a point, as its slot in the level's index and its distance in
    /// meters, searched from a guess: the distance to the opening in `hint` (the previous fix's nearest,
    /// typically) bounds the search box, so a fix that moved a little touches only the openings around it
    /// and allocates nothing. Without a hint it asks the level's R-tree for the nearest, as
    /// ``nearestOpening(to:on:)`` does.
    ///
    /// - Parameters:
    ///   - point: Longitude `x`, latitude `y` in degrees.
    ///   - level: The level searched.
    ///   - hint: A slot of an opening of that level believed to be near, or `nil`.
    ///   - projection: The local projection to measure in; one made near the point (within ~100 m of
    ///     latitude) gives distances equal to the millimetre, and saves computing cosines per fix.
    /// - Returns: The nearest opening's slot and distance; equal distances may pick either; `nil` when the
    ///   level has no openings.
    /// - Complexity: O(log *n* + *k*) for *k* openings in the bounding box of the hint's distance.
    package func nearestOpeningSlot(
        to point: PlanarPoint, on level: VenueGraph.LevelHandle, hint: Int?,
        projection: LocalProjection
    ) -> (slot: Int, distance: Double)? {
        guard levels.indices.contains(level.index) else { return nil }
        let lines = levels[level.index].openingLines
        guard let hint, lines.indices.contains(hint), projection.metersPerDegreeLongitude > 0 else {
            return levels[level.index].openingTree.nearest(
                to: point, count: 1, xScale: projection.metersPerDegreeLongitude,
                yScale: projection.metersPerDegreeLatitude
            ) { slot in Self.distance(from: point, to: lines[slot], projection: projection) }
            .first.map { ($0.item, $0.distance) }
        }
        var best = (slot: hint, distance: Self.distance(from: point, to: lines[hint], projection: projection))
        guard best.distance.isFinite else {
            return nearestOpeningSlot(to: point, on: level, hint: nil, projection: projection)
        }
        let halfWidth = best.distance / projection.metersPerDegreeLongitude
        let halfHeight = best.distance / projection.metersPerDegreeLatitude
        let box = PlanarBox(
            minX: point.x - halfWidth, minY: point.y - halfHeight, maxX: point.x + halfWidth, maxY: point.y + halfHeight
        )
        levels[level.index].openingTree.forEachItem(intersecting: box) { slot in
            guard slot != best.slot else { return }
            let distance = Self.distance(from: point, to: lines[slot], projection: projection)
            if distance < best.distance { best = (slot, distance) }
        }
        return best
    }

    /// The opening of a level's index slot.
    package func opening(atSlot slot: Int, on level: VenueGraph.LevelHandle) -> VenueGraph.OpeningHandle {
        levels[level.index].openings[slot]
    }

    /// ``bestUnit(containingLongitude:latitude:on:)`` without copying the level's index out of its array
    /// (which costs a dozen reference-count operations per call); same ranking, same result.
    ///
    /// - Complexity: O(log *n* + *k*·*v*) for *k* candidate boxes of *v* vertices; no allocation.
    package func trackBestUnit(
        containing point: PlanarPoint, on level: VenueGraph.LevelHandle
    ) -> VenueGraph.UnitHandle? {
        guard levels.indices.contains(level.index) else { return nil }
        return levels.withUnsafeBufferPointer { buffer -> VenueGraph.UnitHandle? in
            guard let base = buffer.baseAddress else { return nil }
            let index = base + level.index
            var best: Int?
            index.pointee.tree.forEachItem(containing: point) { slot in
                if let current = best {
                    let structural = index.pointee.structural
                    let better =
                        structural[slot] != structural[current]
                        ? !structural[slot]
                        : (index.pointee.areas[slot], index.pointee.units[slot].index)
                            < (index.pointee.areas[current], index.pointee.units[current].index)
                    guard better else { return }
                }
                if index.pointee.shapes[slot].location(of: point) != .outside { best = slot }
            }
            return best.map { index.pointee.units[$0] }
        }
    }
}
