import GeoJSON

/// The features of an archive linked as the archive layout requires (spec §2.17): levels by ordinal,
/// each level's units, openings and other features, each unit's amenities, anchors and occupants, each
/// building's footprints and levels, addresses, parents, and relationship ends.
///
/// The graph is built once and is immutable. It refers to features by `FeatureHandle` (their index in the
/// archive), so it is a plain `Sendable` value that can be shared across threads.
///
/// ```swift
/// let graph = VenueGraph(archive)
/// for ordinal in graph.ordinals.reversed() {
///     for level in graph.levels(withOrdinal: ordinal) {
///         print(ordinal, graph.units(on: level).count)
///     }
/// }
/// ```
///
/// References that do not resolve, or resolve to a feature of the wrong type, are collected in
/// `referenceProblems` instead of being skipped silently.
public struct VenueGraph: Sendable {
    public typealias AddressHandle = FeatureHandle<IMDF.AddressProperties>
    public typealias AmenityHandle = FeatureHandle<IMDF.AmenityProperties>
    public typealias AnchorHandle = FeatureHandle<IMDF.AnchorProperties>
    public typealias BuildingHandle = FeatureHandle<IMDF.BuildingProperties>
    public typealias DetailHandle = FeatureHandle<IMDF.DetailProperties>
    public typealias FixtureHandle = FeatureHandle<IMDF.FixtureProperties>
    public typealias FootprintHandle = FeatureHandle<IMDF.FootprintProperties>
    public typealias GeofenceHandle = FeatureHandle<IMDF.GeofenceProperties>
    public typealias KioskHandle = FeatureHandle<IMDF.KioskProperties>
    public typealias LevelHandle = FeatureHandle<IMDF.LevelProperties>
    public typealias OccupantHandle = FeatureHandle<IMDF.OccupantProperties>
    public typealias OpeningHandle = FeatureHandle<IMDF.OpeningProperties>
    public typealias RelationshipHandle = FeatureHandle<IMDF.RelationshipProperties>
    public typealias SectionHandle = FeatureHandle<IMDF.SectionProperties>
    public typealias UnitHandle = FeatureHandle<IMDF.UnitProperties>
    public typealias VenueHandle = FeatureHandle<IMDF.VenueProperties>

    /// The ends of a relationship, resolved (spec §2.13).
    public struct RelationshipEnds: Hashable, Sendable {
        public var origin: AnyFeatureHandle?
        public var intermediary: [AnyFeatureHandle]
        public var destination: AnyFeatureHandle?
    }

    /// The archive the graph links.
    public let archive: IMDF.Archive

    /// The first feature with each string ID (in archive order: feature types in `IMDF.FeatureType`
    /// order, then file order).
    ///
    /// One handle per ID rather than an array per ID: IDs are unique in a valid archive, and an array for
    /// each of 100,000 features was the largest cost of linking and of freeing the graph. IDs that more
    /// than one feature has are in ``duplicateHandlesByID``; ``handles(for:)`` gives every feature of an ID.
    public internal(set) var firstHandleByID: [FeatureID: AnyFeatureHandle] = [:]
    /// Every feature of each ID that more than one feature has, in archive order (the first is the one in
    /// ``firstHandleByID``); unique IDs are not in it.
    public internal(set) var duplicateHandlesByID: [FeatureID: [AnyFeatureHandle]] = [:]
    /// Levels by ordinal, a multimap: ordinals repeat across buildings and for indoor/outdoor pairs.
    public internal(set) var levelsByOrdinal: [Int: [LevelHandle]] = [:]
    /// References that did not resolve to a feature of the right type.
    public internal(set) var referenceProblems: [ReferenceProblem] = []

    var unitsByLevel: [[UnitHandle]] = []
    var openingsByLevel: [[OpeningHandle]] = []
    var fixturesByLevel: [[FixtureHandle]] = []
    var kiosksByLevel: [[KioskHandle]] = []
    var sectionsByLevel: [[SectionHandle]] = []
    var detailsByLevel: [[DetailHandle]] = []
    var geofencesByLevel: [[GeofenceHandle]] = []
    var levelOfUnit: [LevelHandle?] = []
    var levelOfOpening: [LevelHandle?] = []
    var levelOfFixture: [LevelHandle?] = []
    var levelOfKiosk: [LevelHandle?] = []
    var levelOfSection: [LevelHandle?] = []
    var levelOfDetail: [LevelHandle?] = []
    var amenitiesByUnit: [[AmenityHandle]] = []
    var unitsOfAmenity: [[UnitHandle]] = []
    var anchorsByUnit: [[AnchorHandle]] = []
    var unitOfAnchor: [UnitHandle?] = []
    var occupantsByAnchor: [[OccupantHandle]] = []
    var anchorOfOccupant: [AnchorHandle?] = []
    var anchorOfFixture: [AnchorHandle?] = []
    var anchorOfKiosk: [AnchorHandle?] = []
    var levelsByBuilding: [[LevelHandle]] = []
    var buildingsOfLevel: [[BuildingHandle]] = []
    var footprintsByBuilding: [[FootprintHandle]] = []
    var buildingsOfFootprint: [[BuildingHandle]] = []
    var buildingsOfGeofence: [[BuildingHandle]] = []
    var levelsOfGeofence: [[LevelHandle]] = []
    var parentsOfSection: [[SectionHandle]] = []
    var parentsOfGeofence: [[GeofenceHandle]] = []
    var addressOf: [AnyFeatureHandle: AddressHandle] = [:]
    var relationshipEnds: [RelationshipEnds] = []

    /// Links the features of `archive`.
    ///
    /// - Complexity: O(*n*) in the number of features and references, with hashing.
    public init(_ archive: IMDF.Archive) {
        self.archive = archive
        var linker = VenueGraphLinker(archive: archive)
        linker.link(into: &self)
    }

    // MARK: Looking up

    /// The first feature with this ID, of any type.
    public func handle(for id: FeatureID) -> AnyFeatureHandle? { firstHandleByID[id] }

    /// Every feature with this ID, in archive order: none, one, or more when the ID is not unique.
    public func handles(for id: FeatureID) -> [AnyFeatureHandle] {
        guard let first = firstHandleByID[id] else { return [] }
        return duplicateHandlesByID[id] ?? [first]
    }

    /// The first feature with this ID and of this type.
    public func handle<Properties: IMDFProperties>(
        for id: FeatureID, as type: Properties.Type = Properties.self
    ) -> FeatureHandle<Properties>? {
        guard let first = firstHandleByID[id] else { return nil }
        if let typed = first.typed(as: Properties.self) { return typed }
        return duplicateHandlesByID[id]?.lazy.compactMap { $0.typed(as: Properties.self) }.first
    }

    /// The feature behind a typed handle.
    ///
    /// Read in place (a `_read` accessor): `graph[unit].properties.category` reads one member without copying
    /// the whole feature, whose copy retains and releases each of its references. Inlinable, so that it is
    /// specialised where it is called: called generically from another module (the renderer), every access
    /// copied the feature out of its array, a sixth of `imdf viewer`'s time on a large venue.
    @inlinable
    public subscript<Properties: IMDFProperties>(handle: FeatureHandle<Properties>) -> Feature<Properties> {
        _read { yield archive[keyPath: Properties.archiveFeatures][handle.index] }
    }

    /// The handles of every feature of a type, in archive order.
    public func handles<Properties: IMDFProperties>(
        of type: Properties.Type = Properties.self
    ) -> [FeatureHandle<Properties>] {
        archive.features(of: Properties.self).indices.map(FeatureHandle.init)
    }

    /// The ID of the feature behind a handle, when it has a string ID.
    public func id(of handle: AnyFeatureHandle) -> FeatureID? { archive.featureID(of: handle) }

    // MARK: Levels

    /// Every ordinal that at least one level has, ascending (the lowest level first).
    public var ordinals: [Int] { levelsByOrdinal.keys.sorted() }

    /// The levels with this ordinal, across buildings (indoor and outdoor levels may share one).
    public func levels(withOrdinal ordinal: Int) -> [LevelHandle] { levelsByOrdinal[ordinal] ?? [] }

    /// The units on a level, in archive order.
    public func units(on level: LevelHandle) -> [UnitHandle] { unitsByLevel[level.index] }
    /// The openings on a level.
    public func openings(on level: LevelHandle) -> [OpeningHandle] { openingsByLevel[level.index] }
    /// The fixtures on a level.
    public func fixtures(on level: LevelHandle) -> [FixtureHandle] { fixturesByLevel[level.index] }
    /// The kiosks on a level.
    public func kiosks(on level: LevelHandle) -> [KioskHandle] { kiosksByLevel[level.index] }
    /// The sections on a level.
    public func sections(on level: LevelHandle) -> [SectionHandle] { sectionsByLevel[level.index] }
    /// The details on a level.
    public func details(on level: LevelHandle) -> [DetailHandle] { detailsByLevel[level.index] }
    /// The geofences that name this level in `level_ids`.
    public func geofences(on level: LevelHandle) -> [GeofenceHandle] { geofencesByLevel[level.index] }
    /// The amenities in the units of a level (each once, in archive order).
    public func amenities(on level: LevelHandle) -> [AmenityHandle] {
        Self.uniqueSorted(units(on: level).flatMap { amenities(in: $0) })
    }
    /// The occupants anchored in the units of a level (each once, in archive order).
    public func occupants(on level: LevelHandle) -> [OccupantHandle] {
        Self.uniqueSorted(units(on: level).flatMap { occupants(in: $0) })
    }

    /// The level of a unit.
    public func level(of unit: UnitHandle) -> LevelHandle? { levelOfUnit[unit.index] }
    /// The level of an opening.
    public func level(of opening: OpeningHandle) -> LevelHandle? { levelOfOpening[opening.index] }
    /// The level of a fixture.
    public func level(of fixture: FixtureHandle) -> LevelHandle? { levelOfFixture[fixture.index] }
    /// The level of a kiosk.
    public func level(of kiosk: KioskHandle) -> LevelHandle? { levelOfKiosk[kiosk.index] }
    /// The level of a section.
    public func level(of section: SectionHandle) -> LevelHandle? { levelOfSection[section.index] }
    /// The level of a detail.
    public func level(of detail: DetailHandle) -> LevelHandle? { levelOfDetail[detail.index] }

    // MARK: Units, anchors, occupants, amenities

    /// The amenities that list this unit in `unit_ids`.
    public func amenities(in unit: UnitHandle) -> [AmenityHandle] { amenitiesByUnit[unit.index] }
    /// The units an amenity lists, resolved (possibly on several levels).
    public func units(of amenity: AmenityHandle) -> [UnitHandle] { unitsOfAmenity[amenity.index] }
    /// The anchors placed in a unit.
    public func anchors(in unit: UnitHandle) -> [AnchorHandle] { anchorsByUnit[unit.index] }
    /// The unit an anchor lies in.
    public func unit(of anchor: AnchorHandle) -> UnitHandle? { unitOfAnchor[anchor.index] }
    /// The occupants placed through an anchor.
    public func occupants(of anchor: AnchorHandle) -> [OccupantHandle] { occupantsByAnchor[anchor.index] }
    /// The occupants placed in a unit through its anchors (occupant → anchor → unit).
    public func occupants(in unit: UnitHandle) -> [OccupantHandle] { anchors(in: unit).flatMap { occupants(of: $0) } }
    /// The anchor of an occupant.
    public func anchor(of occupant: OccupantHandle) -> AnchorHandle? { anchorOfOccupant[occupant.index] }
    /// The unit of an occupant, through its anchor.
    public func unit(of occupant: OccupantHandle) -> UnitHandle? { anchor(of: occupant).flatMap { unit(of: $0) } }
    /// The level of an occupant, through its anchor and unit.
    public func level(of occupant: OccupantHandle) -> LevelHandle? { unit(of: occupant).flatMap { level(of: $0) } }
    /// The level of an anchor, through its unit.
    public func level(of anchor: AnchorHandle) -> LevelHandle? { unit(of: anchor).flatMap { level(of: $0) } }
    /// The anchor of a fixture.
    public func anchor(of fixture: FixtureHandle) -> AnchorHandle? { anchorOfFixture[fixture.index] }
    /// The anchor of a kiosk.
    public func anchor(of kiosk: KioskHandle) -> AnchorHandle? { anchorOfKiosk[kiosk.index] }

    // MARK: Buildings, footprints, geofences, sections

    /// The levels that list a building in `building_ids`.
    public func levels(in building: BuildingHandle) -> [LevelHandle] { levelsByBuilding[building.index] }
    /// The buildings a level lists.
    public func buildings(of level: LevelHandle) -> [BuildingHandle] { buildingsOfLevel[level.index] }
    /// The footprints of a building.
    public func footprints(of building: BuildingHandle) -> [FootprintHandle] { footprintsByBuilding[building.index] }
    /// The buildings a footprint lists.
    public func buildings(of footprint: FootprintHandle) -> [BuildingHandle] { buildingsOfFootprint[footprint.index] }
    /// The buildings a geofence lists.
    public func buildings(of geofence: GeofenceHandle) -> [BuildingHandle] { buildingsOfGeofence[geofence.index] }
    /// The levels a geofence lists.
    public func levels(of geofence: GeofenceHandle) -> [LevelHandle] { levelsOfGeofence[geofence.index] }
    /// The parents of a section (child → parent).
    public func parents(of section: SectionHandle) -> [SectionHandle] { parentsOfSection[section.index] }
    /// The parents of a geofence (child → parent).
    public func parents(of geofence: GeofenceHandle) -> [GeofenceHandle] { parentsOfGeofence[geofence.index] }
    /// The building of a unit, through its level (the first building the level lists).
    public func building(of unit: UnitHandle) -> BuildingHandle? { level(of: unit).flatMap { buildings(of: $0).first } }

    // MARK: Addresses and relationships

    /// The address a feature references with `address_id`.
    public func address(of feature: AnyFeatureHandle) -> AddressHandle? { addressOf[feature] }
    /// The resolved ends of a relationship.
    public func ends(of relationship: RelationshipHandle) -> RelationshipEnds { relationshipEnds[relationship.index] }

    static func uniqueSorted<T: Hashable & Comparable>(_ values: [T]) -> [T] { Array(Set(values)).sorted() }
}
