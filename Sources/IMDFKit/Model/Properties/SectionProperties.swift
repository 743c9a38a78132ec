extension IMDF {
    /// The properties of a section feature (spec §2.14; geometry: Polygon or MultiPolygon).
    ///
    /// | property | type |
    /// |---|---|
    /// | `category` | SECTION-CATEGORY **required** |
    /// | `restriction` | null or RESTRICTION-CATEGORY |
    /// | `accessibility` | null or array of ACCESSIBILITY-CATEGORY |
    /// | `name` | null or LABELS |
    /// | `alt_name` | null or LABELS |
    /// | `display_point` | null or DISPLAY-POINT |
    /// | `level_id` | LEVEL-ID **required** |
    /// | `address_id` | null or ADDRESS-ID |
    /// | `correlation_id` | null or UUID |
    /// | `parents` | null or array of SECTION-ID (child → parent) |
    ///
    /// Every property is optional in Swift, required ones included: decoding is tolerant, and a missing
    /// or unreadable required value is reported by the validator, not by dropping the feature.
    public struct SectionProperties: Hashable, Sendable, Decodable, PropertyObject {
        /// `category`: SECTION-CATEGORY **required**.
        public var category: SectionCategory?
        /// `restriction`: null or RESTRICTION-CATEGORY.
        public var restriction: RestrictionCategory?
        /// `accessibility`: null or array of ACCESSIBILITY-CATEGORY.
        public var accessibility: [AccessibilityCategory]?
        /// `name`: null or LABELS.
        public var name: Labels?
        /// `alt_name`: null or LABELS.
        public var altName: Labels?
        /// `display_point`: null or DISPLAY-POINT.
        public var displayPoint: DisplayPoint?
        /// `level_id`: LEVEL-ID **required**.
        public var levelID: FeatureID?
        /// `address_id`: null or ADDRESS-ID.
        public var addressID: FeatureID?
        /// `correlation_id`: null or UUID.
        public var correlationID: FeatureID?
        /// `parents`: null or array of SECTION-ID (child → parent).
        public var parents: [FeatureID]?

        /// Creates the properties of a section.
        public init(
            category: SectionCategory? = nil, restriction: RestrictionCategory? = nil,
            accessibility: [AccessibilityCategory]? = nil, name: Labels? = nil, altName: Labels? = nil,
            displayPoint: DisplayPoint? = nil, levelID: FeatureID? = nil, addressID: FeatureID? = nil,
            correlationID: FeatureID? = nil, parents: [FeatureID]? = nil
        ) {
            self.category = category
            self.restriction = restriction
            self.accessibility = accessibility
            self.name = name
            self.altName = altName
            self.displayPoint = displayPoint
            self.levelID = levelID
            self.addressID = addressID
            self.correlationID = correlationID
            self.parents = parents
        }

        public init(from decoder: any Decoder) throws {
            self.init(PropertyReader(decoder))
        }

        /// Reads the properties tolerantly (the one implementation both decoding paths use).
        init(_ reader: PropertyReader) {
            category = reader.decode("category")
            restriction = reader.decode("restriction")
            accessibility = reader.decodeArray("accessibility")
            name = reader.labels("name")
            altName = reader.labels("alt_name")
            displayPoint = reader.decode("display_point")
            levelID = reader.decode("level_id")
            addressID = reader.decode("address_id")
            correlationID = reader.decode("correlation_id")
            parents = reader.decodeArray("parents")
        }

        /// The JSON keys this type reads, in the spec's order.
        static let keys = [
            "category", "restriction", "accessibility", "name", "alt_name", "display_point", "level_id", "address_id",
            "correlation_id", "parents",
        ]
    }
}
