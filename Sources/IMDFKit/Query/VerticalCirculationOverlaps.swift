/// Two vertical-circulation units, on adjacent ordinals of the same building, whose footprints overlap:
/// evidence that they are one elevator shaft, stairwell, escalator or ramp seen on two levels (spec §2.15).
///
/// Most real venues carry no `elevator`/`stairs` relationships (spec §2.13); this is how a router and the
/// validator connect levels without them.
public struct VerticalCirculationOverlap: Hashable, Sendable {
    /// The unit on the lower ordinal.
    public var lower: VenueGraph.UnitHandle
    /// The unit on the next ordinal up.
    public var upper: VenueGraph.UnitHandle
    /// The area the two footprints share, in square metres.
    public var overlapArea: Double
}

extension VenueGraph {
    /// The kind of vertical circulation a unit category stands for when matching units across levels:
    /// `steps` pairs with `stairs`; every other category only with itself.
    static func circulationKind(_ category: IMDF.UnitCategory) -> String {
        category.rawValue == "steps" ? "stairs" : category.rawValue
    }

    /// The least share of the smaller footprint two units must have in common to count as one shaft:
    /// 10 % (an escalator's unit on the lower level and on the upper level overlap only in part).
    public static let verticalCirculationMinimumOverlapShare = 0.1

    /// Every pair of vertical-circulation units (``IMDF/UnitCategory/isVerticalCirculation``: elevator,
    /// escalator, stairs, steps, ramp) of the same kind (steps count as stairs) on adjacent ordinals of the
    /// same building whose polygons overlap by more than 0.1 m² and by at least
    /// ``verticalCirculationMinimumOverlapShare`` of the smaller one.
    ///
    /// "Adjacent" is the next ordinal up that a level of the same building has (gaps in the ordinals are
    /// skipped); "same building" means the levels list a common building, or both list none (outdoor levels).
    /// Ordered by the lower unit, then the upper.
    ///
    /// - Complexity: O(*v* log *v* + *p*·*n*·*m*) for *v* vertical-circulation units, *p* candidate pairs
    ///   whose bounding boxes meet, and polygons of *n* and *m* points.
    public func verticalCirculationOverlaps() -> [VerticalCirculationOverlap] {
        struct Candidate {
            let unit: UnitHandle
            let kind: String
            let area: PlanarMultiPolygon
            let squareMeters: Double
        }
        var byLevel: [Int: [Candidate]] = [:]
        // Read through the array (not `self[unit]`, which copies each whole feature).
        let units = archive.units
        for index in units.indices {
            let unit = UnitHandle(index)
            guard let category = units[index].properties.category, category.isVerticalCirculation,
                let level = level(of: unit), let area = units[index].geometry?.planarArea
            else { continue }
            byLevel[level.index, default: []].append(
                Candidate(
                    unit: unit, kind: Self.circulationKind(category), area: area, squareMeters: area.areaInSquareMeters)
            )
        }
        var result: [VerticalCirculationOverlap] = []
        for levelIndex in byLevel.keys.sorted() {
            let level = LevelHandle(levelIndex)
            guard let lowerUnits = byLevel[levelIndex] else { continue }
            for upperLevel in levelsAbove(level) {
                guard let upperUnits = byLevel[upperLevel.index] else { continue }
                for lower in lowerUnits {
                    for upper in upperUnits
                    where upper.kind == lower.kind && lower.area.bounds.intersects(upper.area.bounds) {
                        let shared = lower.area.overlapArea(with: upper.area)
                        let smaller = min(lower.squareMeters, upper.squareMeters)
                        if shared > SpatialTolerance.overlapArea,
                            shared >= Self.verticalCirculationMinimumOverlapShare * smaller
                        {
                            result.append(
                                VerticalCirculationOverlap(lower: lower.unit, upper: upper.unit, overlapArea: shared))
                        }
                    }
                }
            }
        }
        return result.sorted { ($0.lower, $0.upper) < ($1.lower, $1.upper) }
    }

    /// The levels on the next ordinal above `level` among the levels of the same building (or, for a
    /// level without buildings, among the other levels without buildings).
    ///
    /// - Complexity: O(*l*) in the number of levels.
    public func levelsAbove(_ level: LevelHandle) -> [LevelHandle] {
        adjacentLevels(level, above: true)
    }

    /// The levels on the next ordinal below `level` in the same building; see ``levelsAbove(_:)``.
    public func levelsBelow(_ level: LevelHandle) -> [LevelHandle] {
        adjacentLevels(level, above: false)
    }

    private func adjacentLevels(_ level: LevelHandle, above: Bool) -> [LevelHandle] {
        guard let ordinal = self[level].properties.ordinal else { return [] }
        let ownBuildings = Set(buildings(of: level))
        var best: Int?
        var found: [LevelHandle] = []
        for other in handles(of: IMDF.LevelProperties.self) where other != level {
            guard let otherOrdinal = self[other].properties.ordinal,
                above ? otherOrdinal > ordinal : otherOrdinal < ordinal
            else { continue }
            let otherBuildings = buildings(of: other)
            let sameBuilding =
                ownBuildings.isEmpty ? otherBuildings.isEmpty : otherBuildings.contains(where: ownBuildings.contains)
            guard sameBuilding else { continue }
            if otherOrdinal == best {
                found.append(other)
            } else if best.map({ above ? otherOrdinal < $0 : otherOrdinal > $0 }) ?? true {
                best = otherOrdinal
                found = [other]
            }
        }
        return found
    }
}
