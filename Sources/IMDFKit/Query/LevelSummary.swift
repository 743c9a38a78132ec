import GeoJSON

/// One row of a venue's level listing: what a lift panel or a floor picker shows about a level.
///
/// ```swift
/// let graph = VenueGraph(try IMDF.Archive(contentsOf: "venue.zip"))
/// for row in graph.levelSummaries() {
///     print(row.ordinal ?? 0, row.shortName?.bestMatch(for: ["en"]) ?? "", row.unitCount)
/// }
/// ```
public struct LevelSummary: Hashable, Sendable {
    /// The level.
    public var level: VenueGraph.LevelHandle
    /// Its `id`, when it is a string.
    public var id: FeatureID?
    /// `ordinal` (0 is the ground level), when present.
    public var ordinal: Int?
    /// `short_name`, the label on a lift button.
    public var shortName: IMDF.Labels?
    /// `name`.
    public var name: IMDF.Labels?
    /// `category`.
    public var category: IMDF.LevelCategory?
    /// `outdoor`.
    public var isOutdoor: Bool?
    /// The buildings listed in `building_ids` that resolve, in order.
    public var buildings: [VenueGraph.BuildingHandle]
    /// How many units reference the level.
    public var unitCount: Int
    /// How many openings reference the level.
    public var openingCount: Int
    /// How many amenities list at least one unit on the level.
    public var amenityCount: Int
    /// How many occupants are anchored in a unit on the level.
    public var occupantCount: Int
    /// The map rectangle of the level and its units (``VenueGraph/boundingMapRect(of:)``).
    public var boundingMapRect: MapRect
    /// The same area in degrees (``VenueGraph/geographicBoundingBox(of:)``), or `nil` when the level and its
    /// units have no geometry.
    public var geographicBoundingBox: GeographicBoundingBox?
}

/// What a level summary counts and bounds on a level, however it was found: from a graph's links
/// (``VenueGraph/summary(of:)``) or from a census of the files (``LevelCensus``).
package struct LevelContents {
    var unitCount = 0
    var openingCount = 0
    var amenityCount = 0
    var occupantCount = 0
    var boundingMapRect = MapRect.null
    var geographicBoundingBox: GeographicBoundingBox?
}

extension VenueGraph {
    /// A summary of one level.
    ///
    /// - Complexity: O(*n*) in the level's units, their amenities and occupants, and its positions.
    public func summary(of level: LevelHandle) -> LevelSummary {
        summary(of: level, contents: contents(of: level))
    }

    /// Every level summarised, as a lift panel orders them: highest ordinal first, levels sharing an
    /// ordinal in archive order, and levels without an ordinal last.
    ///
    /// - Complexity: O(*n* log *n*) in the levels, plus ``summary(of:)`` for each.
    public func levelSummaries() -> [LevelSummary] { levelSummaries(contents: contents(of:)) }

    /// Every level summarised in ``levelSummaries()``'s order, with what is on each level from `contents`.
    package func levelSummaries(contents: (LevelHandle) -> LevelContents) -> [LevelSummary] {
        let ordered = ordinals.reversed().flatMap { levels(withOrdinal: $0) }
        let unordered = handles(of: IMDF.LevelProperties.self).filter { self[$0].properties.ordinal == nil }
        return (ordered + unordered).map { summary(of: $0, contents: contents($0)) }
    }

    private func summary(of level: LevelHandle, contents: LevelContents) -> LevelSummary {
        let feature = self[level]
        return LevelSummary(
            level: level, id: feature.featureID, ordinal: feature.properties.ordinal,
            shortName: feature.properties.shortName, name: feature.properties.name,
            category: feature.properties.category, isOutdoor: feature.properties.isOutdoor,
            buildings: buildings(of: level), unitCount: contents.unitCount, openingCount: contents.openingCount,
            amenityCount: contents.amenityCount, occupantCount: contents.occupantCount,
            boundingMapRect: contents.boundingMapRect, geographicBoundingBox: contents.geographicBoundingBox)
    }

    /// What is on a level, by the graph's links.
    private func contents(of level: LevelHandle) -> LevelContents {
        LevelContents(
            unitCount: units(on: level).count, openingCount: openings(on: level).count,
            amenityCount: amenities(on: level).count, occupantCount: occupants(on: level).count,
            boundingMapRect: boundingMapRect(of: level), geographicBoundingBox: geographicBoundingBox(of: level))
    }
}
