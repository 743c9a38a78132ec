import GeoJSON

/// The namespace of the Indoor Mapping Data Format 1.0.0 (OGC Community Standard 20-094) model.
///
/// Feature types live here (`IMDF.Unit`, `IMDF.Level`, …) so that they never clash with
/// `Foundation.Unit` or other common names in client code. Each feature type is a GeoJSON
/// `Feature` whose properties are the type's typed property struct, for example
/// `IMDF.Unit == Feature<IMDF.UnitProperties>`.
public enum IMDF {
    /// The only IMDF version this toolkit implements (spec §1.6: "the ONLY permissible value").
    public static let version = "1.0.0"
}

extension IMDF {
    /// An address: a postal address (spec §2.1). Unlocated: geometry is null.
    public typealias Address = Feature<AddressProperties>
    /// An amenity: a point of interest that serves units (spec §2.2). Point geometry.
    public typealias Amenity = Feature<AmenityProperties>
    /// An anchor: the display point of an address or occupant within a unit (spec §2.3). Point geometry.
    public typealias Anchor = Feature<AnchorProperties>
    /// A building (spec §2.4). Unlocated: its extent is given by footprints.
    public typealias Building = Feature<BuildingProperties>
    /// A detail: lineal markings on a level (spec §2.5). LineString or MultiLineString.
    public typealias Detail = Feature<DetailProperties>
    /// A fixture: furniture or equipment on a level (spec §2.6). Polygonal.
    public typealias Fixture = Feature<FixtureProperties>
    /// A footprint: a building's extent at ground, aerial or subterranean level (spec §2.7). Polygonal.
    public typealias Footprint = Feature<FootprintProperties>
    /// A geofence: a virtual area (spec §2.8). Polygonal.
    public typealias Geofence = Feature<GeofenceProperties>
    /// A kiosk: a free-standing booth on a level (spec §2.9). Polygonal.
    public typealias Kiosk = Feature<KioskProperties>
    /// A level: one floor of a building, or an outdoor level (spec §2.10). Polygonal.
    public typealias Level = Feature<LevelProperties>
    /// An occupant: a business or organisation, placed through an anchor (spec §2.11). Unlocated.
    public typealias Occupant = Feature<OccupantProperties>
    /// An opening: an entrance between units or to the outside (spec §2.12). LineString.
    public typealias Opening = Feature<OpeningProperties>
    /// A relationship between features, such as a traversal or a lift (spec §2.13). Null or any geometry.
    public typealias Relationship = Feature<RelationshipProperties>
    /// A section: an area within units, such as a retail department (spec §2.14). Polygonal.
    public typealias Section = Feature<SectionProperties>
    /// A unit: a space on a level bounded by walls or legal boundaries (spec §2.15). Polygonal.
    public typealias Unit = Feature<UnitProperties>
    /// The venue: the whole place the archive describes (spec §2.16). Polygonal.
    public typealias Venue = Feature<VenueProperties>
}
