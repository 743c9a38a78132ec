import GeoJSON

/// Builds a `VenueGraph`'s indexes from an archive: first one ID index over every feature, then every
/// reference of spec §2.17 resolved against it with its expected type.
struct VenueGraphLinker {
    let archive: IMDF.Archive
    /// The first feature of each ID; see `VenueGraph.firstHandleByID`.
    private var firstHandleByID: [FeatureID: AnyFeatureHandle] = [:]
    /// Every feature of each ID that is not unique; see `VenueGraph.duplicateHandlesByID`.
    private var duplicateHandlesByID: [FeatureID: [AnyFeatureHandle]] = [:]
    private var problems: [ReferenceProblem] = []

    init(archive: IMDF.Archive) { self.archive = archive }

    mutating func link(into graph: inout VenueGraph) {
        indexIDs()
        graph.firstHandleByID = firstHandleByID
        graph.duplicateHandlesByID = duplicateHandlesByID
        allocateReverseIndexes(of: &graph)
        linkLevels(into: &graph)
        linkFeaturesOnLevels(into: &graph)
        linkAmenities(into: &graph)
        linkAnchors(into: &graph)
        linkFootprintsAndGeofences(into: &graph)
        linkAllAddresses(into: &graph)
        linkRelationships(into: &graph)
        graph.referenceProblems = problems
    }

    // MARK: Linking, step by step (in this order: the problems are recorded in it)

    /// Gives every per-level, per-unit, per-anchor and per-building list one empty entry per feature.
    private func allocateReverseIndexes(of graph: inout VenueGraph) {
        let levelCount = archive.levels.count
        let unitCount = archive.units.count
        let buildingCount = archive.buildings.count
        graph.unitsByLevel = Array(repeating: [], count: levelCount)
        graph.openingsByLevel = Array(repeating: [], count: levelCount)
        graph.fixturesByLevel = Array(repeating: [], count: levelCount)
        graph.kiosksByLevel = Array(repeating: [], count: levelCount)
        graph.sectionsByLevel = Array(repeating: [], count: levelCount)
        graph.detailsByLevel = Array(repeating: [], count: levelCount)
        graph.geofencesByLevel = Array(repeating: [], count: levelCount)
        graph.amenitiesByUnit = Array(repeating: [], count: unitCount)
        graph.anchorsByUnit = Array(repeating: [], count: unitCount)
        graph.occupantsByAnchor = Array(repeating: [], count: archive.anchors.count)
        graph.levelsByBuilding = Array(repeating: [], count: buildingCount)
        graph.footprintsByBuilding = Array(repeating: [], count: buildingCount)
    }

    /// Levels: the ordinal multimap, and each level's buildings (both ways).
    private mutating func linkLevels(into graph: inout VenueGraph) {
        for (index, level) in archive.levels.enumerated() {
            let handle = FeatureHandle<IMDF.LevelProperties>(index)
            if let ordinal = level.properties.ordinal {
                graph.levelsByOrdinal[ordinal, default: []].append(handle)
            }
            let buildings = resolveAll(
                level.properties.buildingIDs, key: "building_ids", from: .level, index, as: IMDF.BuildingProperties.self
            )
            graph.buildingsOfLevel.append(buildings)
            for building in buildings { graph.levelsByBuilding[building.index].append(handle) }
        }
    }

    /// Units, openings, fixtures, kiosks, sections and details: each one's level (both ways).
    private mutating func linkFeaturesOnLevels(into graph: inout VenueGraph) {
        graph.levelOfUnit = linkToLevel(archive.units, type: .unit, into: &graph.unitsByLevel)
        graph.levelOfOpening = linkToLevel(archive.openings, type: .opening, into: &graph.openingsByLevel)
        graph.levelOfFixture = linkToLevel(archive.fixtures, type: .fixture, into: &graph.fixturesByLevel)
        graph.levelOfKiosk = linkToLevel(archive.kiosks, type: .kiosk, into: &graph.kiosksByLevel)
        graph.levelOfSection = linkToLevel(archive.sections, type: .section, into: &graph.sectionsByLevel)
        graph.levelOfDetail = linkToLevel(archive.details, type: .detail, into: &graph.detailsByLevel)
    }

    /// Amenities → units (possibly on several levels), both ways.
    private mutating func linkAmenities(into graph: inout VenueGraph) {
        for (index, amenity) in archive.amenities.enumerated() {
            let units = resolveAll(
                amenity.properties.unitIDs, key: "unit_ids", from: .amenity, index, as: IMDF.UnitProperties.self)
            graph.unitsOfAmenity.append(units)
            for unit in Set(units) { graph.amenitiesByUnit[unit.index].append(FeatureHandle(index)) }
        }
    }

    /// Anchors → units; occupants, fixtures, kiosks → anchors.
    private mutating func linkAnchors(into graph: inout VenueGraph) {
        for (index, anchor) in archive.anchors.enumerated() {
            let unit = resolve(
                anchor.properties.unitID, key: "unit_id", from: .anchor, index, as: IMDF.UnitProperties.self)
            graph.unitOfAnchor.append(unit)
            if let unit { graph.anchorsByUnit[unit.index].append(FeatureHandle(index)) }
        }
        for (index, occupant) in archive.occupants.enumerated() {
            let anchor = resolve(
                occupant.properties.anchorID, key: "anchor_id", from: .occupant, index, as: IMDF.AnchorProperties.self)
            graph.anchorOfOccupant.append(anchor)
            if let anchor { graph.occupantsByAnchor[anchor.index].append(FeatureHandle(index)) }
        }
        graph.anchorOfFixture = archive.fixtures.indices.map {
            resolve(
                archive.fixtures[$0].properties.anchorID, key: "anchor_id", from: .fixture, $0,
                as: IMDF.AnchorProperties.self)
        }
        graph.anchorOfKiosk = archive.kiosks.indices.map {
            resolve(
                archive.kiosks[$0].properties.anchorID, key: "anchor_id", from: .kiosk, $0,
                as: IMDF.AnchorProperties.self)
        }
    }

    /// Footprints and geofences → buildings and levels; the parents of geofences and sections.
    private mutating func linkFootprintsAndGeofences(into graph: inout VenueGraph) {
        for (index, footprint) in archive.footprints.enumerated() {
            let buildings = resolveAll(
                footprint.properties.buildingIDs, key: "building_ids", from: .footprint, index,
                as: IMDF.BuildingProperties.self)
            graph.buildingsOfFootprint.append(buildings)
            for building in buildings { graph.footprintsByBuilding[building.index].append(FeatureHandle(index)) }
        }
        for (index, geofence) in archive.geofences.enumerated() {
            graph.buildingsOfGeofence.append(
                resolveAll(
                    geofence.properties.buildingIDs, key: "building_ids", from: .geofence, index,
                    as: IMDF.BuildingProperties.self))
            let levels = resolveAll(
                geofence.properties.levelIDs, key: "level_ids", from: .geofence, index, as: IMDF.LevelProperties.self)
            graph.levelsOfGeofence.append(levels)
            for level in Set(levels) { graph.geofencesByLevel[level.index].append(FeatureHandle(index)) }
            graph.parentsOfGeofence.append(
                resolveAll(
                    geofence.properties.parents, key: "parents", from: .geofence, index,
                    as: IMDF.GeofenceProperties.self))
        }
        graph.parentsOfSection = archive.sections.indices.map {
            resolveAll(
                archive.sections[$0].properties.parents, key: "parents", from: .section, $0,
                as: IMDF.SectionProperties.self)
        }
    }

    /// The addresses of venues, buildings, levels, sections, amenities and anchors.
    private mutating func linkAllAddresses(into graph: inout VenueGraph) {
        linkAddresses(archive.venues.map(\.properties.addressID), type: .venue, into: &graph)
        linkAddresses(archive.buildings.map(\.properties.addressID), type: .building, into: &graph)
        linkAddresses(archive.levels.map(\.properties.addressID), type: .level, into: &graph)
        linkAddresses(archive.sections.map(\.properties.addressID), type: .section, into: &graph)
        linkAddresses(archive.amenities.map(\.properties.addressID), type: .amenity, into: &graph)
        linkAddresses(archive.anchors.map(\.properties.addressID), type: .anchor, into: &graph)
    }

    /// Relationship ends, typed by each reference's declared feature_type.
    private mutating func linkRelationships(into graph: inout VenueGraph) {
        for (index, relationship) in archive.relationships.enumerated() {
            let properties = relationship.properties
            let origin = resolve(properties.origin, path: ["properties", "origin"], from: index)
            let intermediary = (properties.intermediary ?? []).enumerated().compactMap { position, reference in
                resolve(reference, path: ["properties", "intermediary", .index(position)], from: index)
            }
            let destination = resolve(properties.destination, path: ["properties", "destination"], from: index)
            graph.relationshipEnds.append(.init(origin: origin, intermediary: intermediary, destination: destination))
        }
    }

    // MARK: ID index

    /// Indexes the typed features' IDs: a typed feature keeps its raw feature's `id`, and is there whether
    /// or not the raw document is (`IMDF.Archive.RawDocuments`).
    private mutating func indexIDs() {
        // One allocation for the table instead of a rehash at every doubling (the profile's largest linking cost).
        firstHandleByID.reserveCapacity(IMDF.FeatureType.allCases.reduce(0) { $0 + archive.count(of: $1) })
        func index<Properties: IMDFProperties>(_: Properties.Type) {
            archive[keyPath: Properties.archiveFeatures].withUnsafeBufferPointer { features in
                for index in features.indices {
                    // Read the ID in place: copying the whole feature would retain and release its every array.
                    guard case .string(let text)? = features[index].id else { continue }
                    let id = FeatureID(text)
                    let handle = AnyFeatureHandle(type: Properties.featureType, index: index)
                    // One hash per feature in the common case: the ID is new. A duplicate puts the first one back.
                    if let first = firstHandleByID.updateValue(handle, forKey: id) {
                        firstHandleByID[id] = first
                        duplicateHandlesByID[id, default: [first]].append(handle)
                    }
                }
            }
        }
        for type in IMDF.FeatureType.allCases { index(type.propertiesType) }
    }

    /// The first feature with this ID whose type is `type`, or else the first feature with this ID.
    ///
    /// - Returns: `match` when a feature of `type` has the ID; `first` (for a problem's `foundType`)
    ///   when only features of other types have it; both nil when no feature has it.
    private func candidate(
        for id: FeatureID, ofType type: IMDF.FeatureType
    ) -> (match: AnyFeatureHandle?, first: AnyFeatureHandle?) {
        guard let first = firstHandleByID[id] else { return (nil, nil) }
        if first.type == type { return (first, first) }
        return (duplicateHandlesByID[id]?.first { $0.type == type }, first)
    }

    // MARK: Resolving

    /// Resolves one reference to a feature of the expected type, recording a problem when it does not.
    private mutating func resolve<Target: IMDFProperties>(
        _ id: FeatureID?, key: String, from type: IMDF.FeatureType, _ index: Int, as target: Target.Type,
        elementIndex: Int? = nil
    ) -> FeatureHandle<Target>? {
        guard let id else { return nil }
        let candidates = candidate(for: id, ofType: Target.featureType)
        if let match = candidates.match {
            return FeatureHandle(match.index)
        }
        // The path is only built for a problem: resolving is the common case and should not allocate.
        var path: JSONPath = ["properties", .key(key)]
        if let elementIndex { path = path.appending(index: elementIndex) }
        let source = AnyFeatureHandle(type: type, index: index)
        problems.append(
            ReferenceProblem(
                source: source, sourceID: archive.featureID(of: source), path: path, target: id,
                expectedType: Target.featureType, foundType: candidates.first?.type))
        return nil
    }

    private mutating func resolveAll<Target: IMDFProperties>(
        _ ids: [FeatureID]?, key: String, from type: IMDF.FeatureType, _ index: Int, as target: Target.Type
    ) -> [FeatureHandle<Target>] {
        (ids ?? []).enumerated().compactMap { position, id in
            resolve(id, key: key, from: type, index, as: target, elementIndex: position)
        }
    }

    /// Resolves a relationship's FEATURE-REFERENCE by its declared type.
    private mutating func resolve(
        _ reference: IMDF.FeatureReference?, path: JSONPath, from index: Int
    ) -> AnyFeatureHandle? {
        guard let reference, let id = reference.id else { return nil }
        if let declared = reference.declaredType {
            let candidates = candidate(for: id, ofType: declared)
            if let match = candidates.match { return match }
            let source = AnyFeatureHandle(type: .relationship, index: index)
            problems.append(
                ReferenceProblem(
                    source: source, sourceID: archive.featureID(of: source), path: path.appending(key: "id"),
                    target: id,
                    expectedType: declared, foundType: candidates.first?.type))
            return nil
        }
        // An undeclared or unknown feature_type is a property problem for the validator; still link by ID.
        return firstHandleByID[id]
    }

    private mutating func linkToLevel<Properties: IMDFProperties>(
        _ features: [Feature<Properties>], type: IMDF.FeatureType, into byLevel: inout [[FeatureHandle<Properties>]]
    ) -> [FeatureHandle<IMDF.LevelProperties>?] where Properties: LevelScoped {
        // Thousands of features name one of a few levels, and the parser stores equal values once, so most
        // of these IDs share one string storage: comparing with a recently resolved ID is then a pointer
        // comparison where a table lookup hashes all of its bytes. Same answers (`==` is the table's
        // equality); only resolved levels are remembered, so every unresolved reference is still recorded.
        var recent: [(id: FeatureID, level: FeatureHandle<IMDF.LevelProperties>)] = []
        return features.indices.map { index in
            let id = features[index].properties.levelID
            let level: FeatureHandle<IMDF.LevelProperties>?
            if let id, let hit = recent.first(where: { $0.id == id }) {
                level = hit.level
            } else {
                level = resolve(id, key: "level_id", from: type, index, as: IMDF.LevelProperties.self)
                if let id, let level, recent.count < Self.recentLevelCapacity { recent.append((id, level)) }
            }
            if let level { byLevel[level.index].append(FeatureHandle(index)) }
            return level
        }
    }

    /// How many resolved level IDs `linkToLevel` remembers (venues have tens of levels, rarely more).
    private static let recentLevelCapacity = 64

    private mutating func linkAddresses(_ ids: [FeatureID?], type: IMDF.FeatureType, into graph: inout VenueGraph) {
        for (index, id) in ids.enumerated() {
            if let address = resolve(id, key: "address_id", from: type, index, as: IMDF.AddressProperties.self) {
                graph.addressOf[AnyFeatureHandle(type: type, index: index)] = address
            }
        }
    }
}

/// Property structs of the feature types that sit on one level through `level_id`.
protocol LevelScoped {
    var levelID: FeatureID? { get }
}

extension IMDF.UnitProperties: LevelScoped {}
extension IMDF.OpeningProperties: LevelScoped {}
extension IMDF.FixtureProperties: LevelScoped {}
extension IMDF.KioskProperties: LevelScoped {}
extension IMDF.SectionProperties: LevelScoped {}
extension IMDF.DetailProperties: LevelScoped {}
