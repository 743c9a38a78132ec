import GeoJSON

/// What level summaries count and bound (``LevelSummary``: units, openings, amenities, occupants, and the
/// extent of each level with its units), read from skims of the five files that hold them instead of from
/// decoded features (issue 20): `imdf levels` on a 50,000-unit venue then decodes only its small files.
///
/// The census follows the graph's links exactly (``VenueGraph``; spec §2.17): a reference names the first
/// feature of the expected type with that `id`. A unit or an opening is on the level its `level_id` names, an
/// occupant on the level of the unit that the anchor its `anchor_id` names lies in, an amenity on the level of
/// every unit its `unit_ids` name (once per level). A level's extent covers its own geometry and its units':
/// a unit's is its skimmed extent when its geometry is plain (``FeatureSkim/Element/hasPlainGeometry``, the
/// decoded geometry's extent exactly), and otherwise that of its geometry decoded, so the map rectangles and
/// boxes are the graph's to the last bit.
///
/// There is a census only when the five files could be read with certainty: each absent, or a plain feature
/// collection (``FeatureSkim/isPlainCollection``) of features read with certainty (``FeatureSkim/Element/isUncertain``)
/// whose references have the shape the typed properties read (a string for `level_id`, `unit_id` and
/// `anchor_id`, an array of strings for `unit_ids`) and whose IDs are ASCII. Otherwise the caller decodes
/// (``LevelSummaryProjection``).
package struct LevelCensus: Sendable {
    /// The archive's files without the five the census reads: the files of the graph that
    /// ``levelSummaries(in:)`` is given (its levels, buildings and the rest decoded whole). The archive's
    /// notices stay, so a counted file that could not be read is still named.
    package let files: ArchiveFiles
    private let units: FeatureSkim?
    private let openings: FeatureSkim?
    private let anchors: FeatureSkim?
    private let occupants: FeatureSkim?
    private let amenities: FeatureSkim?
    /// The geometries of the units whose skimmed extent is not their decoded geometry's, decoded, by element
    /// index (absent for a geometry the decoder could not represent).
    private let decodedUnitGeometries: [Int: Geometry]

    /// The counted files and the one property each is read for (its key index 0 in the skim).
    private static let counted: [(type: IMDF.FeatureType, key: String, isList: Bool)] = [
        (.unit, "level_id", false),
        (.opening, "level_id", false),
        (.anchor, "unit_id", false),
        (.occupant, "anchor_id", false),
        (.amenity, "unit_ids", true),
    ]

    /// Skims the five files (``ArchiveFiles/skims(_:minimumSize:)``); `nil` when one of them cannot be read
    /// with certainty.
    package init?(files: ArchiveFiles) {
        let sources = Self.counted.map { files[$0.type.fileName] }
        let requests = Self.counted.map {
            ArchiveFiles.SkimRequest(
                type: $0.type, keys: [$0.key], measuringExtents: $0.type == .unit, requiringIDs: false)
        }
        let skims = files.skims(requests, minimumSize: 0).map { $0?.skim }
        for index in Self.counted.indices where sources[index] != nil {
            guard let skim = skims[index], Self.isCertain(skim, list: Self.counted[index].isList) else { return nil }
        }
        guard let geometries = skims[0].map(Self.decodedGeometries) ?? [:] else { return nil }
        decodedUnitGeometries = geometries
        self.files = files.removing(Set(sources.compactMap { $0?.path }))
        (units, openings, anchors, occupants, amenities) = (skims[0], skims[1], skims[2], skims[3], skims[4])
    }

    /// Whether a skim says all the census needs: a plain collection, every element certain with an ASCII `id`
    /// (or none), every value a string (or, for a list, strings in an array).
    private static func isCertain(_ skim: FeatureSkim, list: Bool) -> Bool {
        skim.isPlainCollection
            && skim.elements.allSatisfy { !$0.isUncertain && ($0.id?.isASCII ?? true) }
            && skim.values.allSatisfy { $0.isInArray == list }
    }

    /// The level summaries of `graph`, made from ``files``, with what is on each level from the census.
    package func levelSummaries(in graph: VenueGraph) -> [LevelSummary] {
        let contents = contents(of: graph.archive.levels)
        return graph.levelSummaries { contents[$0.index] }
    }

    /// What is on each level of `levels`, by index.
    private func contents(of levels: [IMDF.Level]) -> [LevelContents] {
        var contents = [LevelContents](repeating: LevelContents(), count: levels.count)
        let levelIDs = LevelIDs(levels)
        // Units: their level, their count, and the extent of each level with its units, unioned in the
        // graph's order (the level, then its units in file order).
        var extents = levels.map { level in
            var extent = LongitudeLatitudeExtent()
            if let geometry = level.geometry { extent.add(geometry) }
            return (rect: level.boundingMapRect, extent: extent)
        }
        var levelOfUnit: [Int?] = []
        if let units {
            levelOfUnit = units.elements.map { levelIDs.level(of: $0, in: units) }
            for (index, level) in levelOfUnit.enumerated() {
                guard let level else { continue }
                contents[level].unitCount += 1
                let unit = extent(ofUnit: index, in: units)
                extents[level].rect = extents[level].rect.union(unit.rect)
                if unit.extent.west <= unit.extent.east {
                    extents[level].extent.add(longitude: unit.extent.west, latitude: unit.extent.south)
                    extents[level].extent.add(longitude: unit.extent.east, latitude: unit.extent.north)
                }
            }
        }
        for level in levels.indices {
            contents[level].boundingMapRect = extents[level].rect
            contents[level].geographicBoundingBox = extents[level].extent.geographicBoundingBox
        }
        if let openings {
            for element in openings.elements {
                if let level = levelIDs.level(of: element, in: openings) { contents[level].openingCount += 1 }
            }
        }
        let unitsByID = units.flatMap(FeatureSkim.FirstElementByID.init)
        // The level of the unit a reference of `skim` names, if both resolve.
        func levelOfNamedUnit(_ text: FeatureSkim.Text, in skim: FeatureSkim) -> Int? {
            unitsByID?.element(withID: text, of: skim).flatMap { levelOfUnit[$0] }
        }
        if let occupants, let anchors, let anchorsByID = FeatureSkim.FirstElementByID(anchors) {
            let levelOfAnchor = anchors.elements.map { anchor in
                Self.reference(of: anchor, in: anchors).flatMap { levelOfNamedUnit($0, in: anchors) }
            }
            for occupant in occupants.elements {
                guard let anchorID = Self.reference(of: occupant, in: occupants),
                    let anchor = anchorsByID.element(withID: anchorID, of: occupants), let level = levelOfAnchor[anchor]
                else { continue }
                contents[level].occupantCount += 1
            }
        }
        if let amenities {
            for amenity in amenities.elements {
                var counted: Set<Int> = []
                for unitID in amenities.valueTexts(of: amenity) {
                    guard let level = levelOfNamedUnit(unitID, in: amenities), counted.insert(level).inserted
                    else { continue }
                    contents[level].amenityCount += 1
                }
            }
        }
        return contents
    }

    /// A unit's map rectangle and extent in degrees: the skim's when its geometry is plain, else its decoded
    /// geometry's (none when it has none).
    private func extent(ofUnit index: Int, in units: FeatureSkim) -> (rect: MapRect, extent: LongitudeLatitudeExtent) {
        var extent = LongitudeLatitudeExtent()
        if units.elements[index].hasPlainGeometry {
            guard let skimmed = units.elements[index].extent else { return (.null, extent) }
            extent.add(longitude: skimmed.minX, latitude: skimmed.minY)
            extent.add(longitude: skimmed.maxX, latitude: skimmed.maxY)
            return (extent.mapRect, extent)
        }
        guard let geometry = decodedUnitGeometries[index] else { return (.null, extent) }
        extent.add(geometry)
        return (geometry.boundingMapRect, extent)
    }

    /// The units whose geometry is not plain, decoded alone (the others skipped,
    /// ``FeatureSkim/skippedRanges(keeping:)``): their geometries by element index; `nil` if the decoder does
    /// not give one feature for each, which a plain collection of certain features cannot cause.
    private static func decodedGeometries(of units: FeatureSkim) -> [Int: Geometry]? {
        let indexes = units.elements.indices.filter { !units.elements[$0].hasPlainGeometry }
        guard !indexes.isEmpty else { return [:] }
        let kept = Set(indexes)
        var decoder = GeoJSONDecoder()
        decoder.skippedRanges = units.skippedRanges(keeping: kept.contains)
        guard
            case .featureCollection(let collection)? = try? decoder.decode(units.bytes).object,
            collection.features.count == indexes.count
        else { return nil }
        var geometries: [Int: Geometry] = [:]
        for (index, feature) in zip(indexes, collection.features) { geometries[index] = feature.geometry }
        return geometries
    }

    /// The one reference an element holds (`level_id`, `unit_id`, `anchor_id`), if any.
    private static func reference(of element: FeatureSkim.Element, in skim: FeatureSkim) -> FeatureSkim.Text? {
        skim.values[element.values].first?.text
    }

    /// The first level with each `id`, found from the text of a reference.
    private struct LevelIDs {
        let ids: FeatureSkim.TextSet
        /// The level of each member of `ids`, by ordinal.
        let firstLevel: [Int]

        init(_ levels: [IMDF.Level]) {
            var distinct: [String] = []
            var firstLevel: [Int] = []
            var seen: Set<String> = []
            for (index, level) in levels.enumerated() {
                guard case .string(let id)? = level.id, seen.insert(id).inserted else { continue }
                distinct.append(id)
                firstLevel.append(index)
            }
            ids = FeatureSkim.TextSet(distinct)
            self.firstLevel = firstLevel
        }

        /// The level that an element's one collected value names, if it resolves.
        func level(of element: FeatureSkim.Element, in skim: FeatureSkim) -> Int? {
            guard let text = LevelCensus.reference(of: element, in: skim), let ordinal = ids.ordinal(of: text, of: skim)
            else {
                return nil
            }
            return firstLevel[ordinal]
        }
    }
}
