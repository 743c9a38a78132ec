extension IMDF {
    /// The properties of a level feature (spec §2.10; geometry: Polygon or MultiPolygon).
    ///
    /// | property | type |
    /// |---|---|
    /// | `category` | LEVEL-CATEGORY **required** |
    /// | `restriction` | null or RESTRICTION-CATEGORY |
    /// | `outdoor` | `true` or `false` **required**: whether the level lies outside any building |
    /// | `ordinal` | INTEGER **required**: stacking position, 0 the ground level; not unique |
    /// | `name` | LABELS **required** |
    /// | `short_name` | LABELS **required**: the level-picker label, e.g. {"en": "B1"} |
    /// | `display_point` | null or DISPLAY-POINT |
    /// | `address_id` | null or ADDRESS-ID |
    /// | `building_ids` | null or array of BUILDING-ID |
    ///
    /// Every property is optional in Swift, required ones included: decoding is tolerant, and a missing
    /// or unreadable required value is reported by the validator, not by dropping the feature.
    public struct LevelProperties: Hashable, Sendable, Decodable, PropertyObject {
        /// `category`: LEVEL-CATEGORY **required**.
        public var category: LevelCategory?
        /// `restriction`: null or RESTRICTION-CATEGORY.
        public var restriction: RestrictionCategory?
        /// `outdoor`: `true` or `false` **required**: whether the level lies outside any building.
        public var isOutdoor: Bool?
        /// `ordinal`: INTEGER **required**: stacking position, 0 the ground level; not unique.
        public var ordinal: Int?
        /// `name`: LABELS **required**.
        public var name: Labels?
        /// `short_name`: LABELS **required**: the level-picker label, e.g. {"en": "B1"}.
        public var shortName: Labels?
        /// `display_point`: null or DISPLAY-POINT.
        public var displayPoint: DisplayPoint?
        /// `address_id`: null or ADDRESS-ID.
        public var addressID: FeatureID?
        /// `building_ids`: null or array of BUILDING-ID.
        public var buildingIDs: [FeatureID]?

        /// Creates the properties of a level.
        public init(
            category: LevelCategory? = nil, restriction: RestrictionCategory? = nil, isOutdoor: Bool? = nil,
            ordinal: Int? = nil, name: Labels? = nil, shortName: Labels? = nil, displayPoint: DisplayPoint? = nil,
            addressID: FeatureID? = nil, buildingIDs: [FeatureID]? = nil
        ) {
            self.category = category
            self.restriction = restriction
            self.isOutdoor = isOutdoor
            self.ordinal = ordinal
            self.name = name
            self.shortName = shortName
            self.displayPoint = displayPoint
            self.addressID = addressID
            self.buildingIDs = buildingIDs
        }

        public init(from decoder: any Decoder) throws {
            self.init(PropertyReader(decoder))
        }

        /// Reads the properties tolerantly (the one implementation both decoding paths use).
        init(_ reader: PropertyReader) {
            category = reader.decode("category")
            restriction = reader.decode("restriction")
            isOutdoor = reader.decode("outdoor")
            ordinal = reader.decode("ordinal")
            name = reader.labels("name")
            shortName = reader.labels("short_name")
            displayPoint = reader.decode("display_point")
            addressID = reader.decode("address_id")
            buildingIDs = reader.decodeArray("building_ids")
        }

        /// The JSON keys this type reads, in the spec's order.
        static let keys = [
            "category", "restriction", "outdoor", "ordinal", "name", "short_name", "display_point", "address_id",
            "building_ids",
        ]
    }
}
