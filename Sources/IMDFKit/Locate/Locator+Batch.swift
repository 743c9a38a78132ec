extension Locator {
    /// The best unit containing each of many points on one level, in order: `nil` where no unit contains
    /// the point.
    ///
    /// This is the bulk form of `bestUnit(containingLongitude:latitude:on:)` for streams of positions already
    /// known to be on one level. It runs on the calling thread and allocates only the result.
    ///
    /// - Parameters:
    ///   - coordinates: the points.
    ///   - level: the level to search.
    /// - Complexity: O(*n* (log *u* + *k*·*v*)) for *n* points.
    public func bestUnits(
        containing coordinates: [Coordinate], on level: VenueGraph.LevelHandle
    ) -> [VenueGraph.UnitHandle?] {
        serialBestUnits(coordinates[...], on: level)
    }

    private func serialBestUnits(
        _ coordinates: ArraySlice<Coordinate>, on level: VenueGraph.LevelHandle
    ) -> [VenueGraph.UnitHandle?] {
        // The level's grid and units are fetched once per chunk: no reference counting per point, which
        // would otherwise bounce one cache line between the cores of a concurrent batch.
        let index = levels[level.index]
        let grid = index.grid
        return index.units.withUnsafeBufferPointer { units in
            coordinates.withUnsafeBufferPointer { coordinates in
                // Slots come from the grid, which was built over exactly these units: in bounds.
                grid.mapFirstSlots(coordinates) { slot in slot.map { units[$0] } }
            }
        }
    }

    /// The same as `bestUnits(containing:on:)`, split into chunks that run concurrently (structured
    /// concurrency), so a large batch uses every core.
    ///
    /// - Parameters:
    ///   - coordinates: the points.
    ///   - level: the level to search.
    ///   - chunkSize: points per task; batches no larger than one chunk run on the calling task.
    /// - Returns: one result per point, in order.
    public func bestUnitsConcurrently(
        containing coordinates: [Coordinate], on level: VenueGraph.LevelHandle, chunkSize: Int = 65_536
    ) async -> [VenueGraph.UnitHandle?] {
        let size = max(1, chunkSize)
        guard coordinates.count > size else { return serialBestUnits(coordinates[...], on: level) }
        let chunks = stride(from: 0, to: coordinates.count, by: size).map { $0..<min($0 + size, coordinates.count) }
        let parts = await withTaskGroup(of: (Int, [VenueGraph.UnitHandle?]).self) { group in
            for (number, range) in chunks.enumerated() {
                group.addTask { (number, self.serialBestUnits(coordinates[range], on: level)) }
            }
            var parts = Array(repeating: [VenueGraph.UnitHandle?](), count: chunks.count)
            for await (number, part) in group { parts[number] = part }
            return parts
        }
        // One exactly sized allocation, each part copied into place once (`flatMap` grows its result
        // element by element, which was a visible serial tail after the parallel part).
        return Array(unsafeUninitializedCapacity: coordinates.count) { buffer, initialized in
            for part in parts {
                _ = UnsafeMutableBufferPointer(rebasing: buffer[initialized...]).initialize(from: part)
                initialized += part.count
            }
        }
    }
}
