extension IMDF {
    /// The properties of a geofence feature (spec §2.8; geometry: Polygon or MultiPolygon).
    ///
    /// | property | type |
    /// |---|---|
    /// | `category` | GEOFENCE-CATEGORY **required** |
    /// | `restriction` | null or RESTRICTION-CATEGORY |
    /// | `name` | null or LABELS |
    /// | `alt_name` | null or LABELS |
    /// | `correlation_id` | null or UUID |
    /// | `display_point` | null or DISPLAY-POINT |
    /// | `building_ids` | null or array of BUILDING-ID |
    /// | `level_ids` | null or array of LEVEL-ID |
    /// | `parents` | null or array of GEOFENCE-ID (child → parent) |
    ///
    /// Every property is optional in Swift, required ones included: decoding is tolerant, and a missing
    /// or unreadable required value is reported by the validator, not by dropping the feature.
    public struct GeofenceProperties: Hashable, Sendable, Decodable, PropertyObject {
        /// `category`: GEOFENCE-CATEGORY **required**.
        public var category: GeofenceCategory?
        /// `restriction`: null or RESTRICTION-CATEGORY.
        public var restriction: RestrictionCategory?
        /// `name`: null or LABELS.
        public var name: Labels?
        /// `alt_name`: null or LABELS.
        public var altName: Labels?
        /// `correlation_id`: null or UUID.
        public var correlationID: FeatureID?
        /// `display_point`: null or DISPLAY-POINT.
        public var displayPoint: DisplayPoint?
        /// `building_ids`: null or array of BUILDING-ID.
        public var buildingIDs: [FeatureID]?
        /// `level_ids`: null or array of LEVEL-ID.
        public var levelIDs: [FeatureID]?
        /// `parents`: null or array of GEOFENCE-ID (child → parent).
        public var parents: [FeatureID]?

        /// Creates the properties of a geofence.
        public init(
            category: GeofenceCategory? = nil, restriction: RestrictionCategory? = nil, name: Labels? = nil,
            altName: Labels? = nil, correlationID: FeatureID? = nil, displayPoint: DisplayPoint? = nil,
            buildingIDs: [FeatureID]? = nil, levelIDs: [FeatureID]? = nil, parents: [FeatureID]? = nil
        ) {
            self.category = category
            self.restriction = restriction
            self.name = name
            self.altName = altName
            self.correlationID = correlationID
            self.displayPoint = displayPoint
            self.buildingIDs = buildingIDs
            self.levelIDs = levelIDs
            self.parents = parents
        }

        public init(from decoder: any Decoder) throws {
            self.init(PropertyReader(decoder))
        }

        /// Reads the properties tolerantly (the one implementation both decoding paths use).
        init(_ reader: PropertyReader) {
            category = reader.decode("category")
            restriction = reader.decode("restriction")
            name = reader.labels("name")
            altName = reader.labels("alt_name")
            correlationID = reader.decode("correlation_id")
            displayPoint = reader.decode("display_point")
            buildingIDs = reader.decodeArray("building_ids")
            levelIDs = reader.decodeArray("level_ids")
            parents = reader.decodeArray("parents")
        }

        /// The JSON keys this type reads, in the spec's order.
        static let keys = [
            "category", "restriction", "name", "alt_name", "correlation_id", "display_point", "building_ids",
            "level_ids", "parents",
        ]
    }
}
