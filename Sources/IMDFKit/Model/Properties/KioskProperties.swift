extension IMDF {
    /// The properties of a kiosk feature (spec §2.9; geometry: Polygon or MultiPolygon).
    ///
    /// | property | type |
    /// |---|---|
    /// | `name` | null or LABELS |
    /// | `alt_name` | null or LABELS |
    /// | `anchor_id` | null or ANCHOR-ID |
    /// | `level_id` | LEVEL-ID **required** |
    /// | `display_point` | null or DISPLAY-POINT |
    ///
    /// Every property is optional in Swift, required ones included: decoding is tolerant, and a missing
    /// or unreadable required value is reported by the validator, not by dropping the feature.
    public struct KioskProperties: Hashable, Sendable, Decodable, PropertyObject {
        /// `name`: null or LABELS.
        public var name: Labels?
        /// `alt_name`: null or LABELS.
        public var altName: Labels?
        /// `anchor_id`: null or ANCHOR-ID.
        public var anchorID: FeatureID?
        /// `level_id`: LEVEL-ID **required**.
        public var levelID: FeatureID?
        /// `display_point`: null or DISPLAY-POINT.
        public var displayPoint: DisplayPoint?

        /// Creates the properties of a kiosk.
        public init(
            name: Labels? = nil, altName: Labels? = nil, anchorID: FeatureID? = nil, levelID: FeatureID? = nil,
            displayPoint: DisplayPoint? = nil
        ) {
            self.name = name
            self.altName = altName
            self.anchorID = anchorID
            self.levelID = levelID
            self.displayPoint = displayPoint
        }

        public init(from decoder: any Decoder) throws {
            self.init(PropertyReader(decoder))
        }

        /// Reads the properties tolerantly (the one implementation both decoding paths use).
        init(_ reader: PropertyReader) {
            name = reader.labels("name")
            altName = reader.labels("alt_name")
            anchorID = reader.decode("anchor_id")
            levelID = reader.decode("level_id")
            displayPoint = reader.decode("display_point")
        }

        /// The JSON keys this type reads, in the spec's order.
        static let keys = ["name", "alt_name", "anchor_id", "level_id", "display_point"]
    }
}
