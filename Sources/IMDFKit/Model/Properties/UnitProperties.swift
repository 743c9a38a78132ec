extension IMDF {
    /// The properties of a unit feature (spec §2.15; geometry: Polygon or MultiPolygon).
    ///
    /// | property | type |
    /// |---|---|
    /// | `category` | UNIT-CATEGORY **required** |
    /// | `restriction` | null or RESTRICTION-CATEGORY |
    /// | `accessibility` | null or array of ACCESSIBILITY-CATEGORY |
    /// | `name` | null or LABELS |
    /// | `alt_name` | null or LABELS |
    /// | `level_id` | LEVEL-ID **required** |
    /// | `display_point` | null or DISPLAY-POINT |
    ///
    /// Every property is optional in Swift, required ones included: decoding is tolerant, and a missing
    /// or unreadable required value is reported by the validator, not by dropping the feature.
    public struct UnitProperties: Hashable, Sendable, Decodable, PropertyObject {
        /// `category`: UNIT-CATEGORY **required**.
        public var category: UnitCategory?
        /// `restriction`: null or RESTRICTION-CATEGORY.
        public var restriction: RestrictionCategory?
        /// `accessibility`: null or array of ACCESSIBILITY-CATEGORY.
        public var accessibility: [AccessibilityCategory]?
        /// `name`: null or LABELS.
        public var name: Labels?
        /// `alt_name`: null or LABELS.
        public var altName: Labels?
        /// `level_id`: LEVEL-ID **required**.
        public var levelID: FeatureID?
        /// `display_point`: null or DISPLAY-POINT.
        public var displayPoint: DisplayPoint?

        /// Creates the properties of a unit.
        public init(
            category: UnitCategory? = nil, restriction: RestrictionCategory? = nil,
            accessibility: [AccessibilityCategory]? = nil, name: Labels? = nil, altName: Labels? = nil,
            levelID: FeatureID? = nil, displayPoint: DisplayPoint? = nil
        ) {
            self.category = category
            self.restriction = restriction
            self.accessibility = accessibility
            self.name = name
            self.altName = altName
            self.levelID = levelID
            self.displayPoint = displayPoint
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
            levelID = reader.decode("level_id")
            displayPoint = reader.decode("display_point")
        }

        /// The JSON keys this type reads, in the spec's order.
        static let keys = ["category", "restriction", "accessibility", "name", "alt_name", "level_id", "display_point"]
    }
}
