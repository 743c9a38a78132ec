extension IMDF {
    /// The properties of a opening feature (spec §2.12; geometry: LineString).
    ///
    /// | property | type |
    /// |---|---|
    /// | `category` | OPENING-CATEGORY **required** |
    /// | `accessibility` | null or array of ACCESSIBILITY-CATEGORY |
    /// | `access_control` | null or array of ACCESS-CONTROL-CATEGORY |
    /// | `door` | null or DOOR |
    /// | `name` | null or LABELS |
    /// | `alt_name` | null or LABELS |
    /// | `display_point` | null or DISPLAY-POINT |
    /// | `level_id` | LEVEL-ID **required** |
    ///
    /// Every property is optional in Swift, required ones included: decoding is tolerant, and a missing
    /// or unreadable required value is reported by the validator, not by dropping the feature.
    public struct OpeningProperties: Hashable, Sendable, Decodable, PropertyObject {
        /// `category`: OPENING-CATEGORY **required**.
        public var category: OpeningCategory?
        /// `accessibility`: null or array of ACCESSIBILITY-CATEGORY.
        public var accessibility: [AccessibilityCategory]?
        /// `access_control`: null or array of ACCESS-CONTROL-CATEGORY.
        public var accessControl: [AccessControlCategory]?
        /// `door`: null or DOOR.
        public var door: Door?
        /// `name`: null or LABELS.
        public var name: Labels?
        /// `alt_name`: null or LABELS.
        public var altName: Labels?
        /// `display_point`: null or DISPLAY-POINT.
        public var displayPoint: DisplayPoint?
        /// `level_id`: LEVEL-ID **required**.
        public var levelID: FeatureID?

        /// Creates the properties of a opening.
        public init(
            category: OpeningCategory? = nil, accessibility: [AccessibilityCategory]? = nil,
            accessControl: [AccessControlCategory]? = nil, door: Door? = nil, name: Labels? = nil,
            altName: Labels? = nil, displayPoint: DisplayPoint? = nil, levelID: FeatureID? = nil
        ) {
            self.category = category
            self.accessibility = accessibility
            self.accessControl = accessControl
            self.door = door
            self.name = name
            self.altName = altName
            self.displayPoint = displayPoint
            self.levelID = levelID
        }

        public init(from decoder: any Decoder) throws {
            self.init(PropertyReader(decoder))
        }

        /// Reads the properties tolerantly (the one implementation both decoding paths use).
        init(_ reader: PropertyReader) {
            category = reader.decode("category")
            accessibility = reader.decodeArray("accessibility")
            accessControl = reader.decodeArray("access_control")
            door = reader.decode("door")
            name = reader.labels("name")
            altName = reader.labels("alt_name")
            displayPoint = reader.decode("display_point")
            levelID = reader.decode("level_id")
        }

        /// The JSON keys this type reads, in the spec's order.
        static let keys = [
            "category", "accessibility", "access_control", "door", "name", "alt_name", "display_point", "level_id",
        ]
    }
}
