extension IMDF {
    /// The properties of a footprint feature (spec §2.7; geometry: Polygon or MultiPolygon).
    ///
    /// | property | type |
    /// |---|---|
    /// | `category` | "aerial", "ground" or "subterranean" **required** |
    /// | `name` | null or LABELS (metadata, not for rendering) |
    /// | `building_ids` | array of BUILDING-ID **required** |
    ///
    /// Every property is optional in Swift, required ones included: decoding is tolerant, and a missing
    /// or unreadable required value is reported by the validator, not by dropping the feature.
    public struct FootprintProperties: Hashable, Sendable, Decodable, PropertyObject {
        /// `category`: "aerial", "ground" or "subterranean" **required**.
        public var category: FootprintCategory?
        /// `name`: null or LABELS (metadata, not for rendering).
        public var name: Labels?
        /// `building_ids`: array of BUILDING-ID **required**.
        public var buildingIDs: [FeatureID]?

        /// Creates the properties of a footprint.
        public init(category: FootprintCategory? = nil, name: Labels? = nil, buildingIDs: [FeatureID]? = nil) {
            self.category = category
            self.name = name
            self.buildingIDs = buildingIDs
        }

        public init(from decoder: any Decoder) throws {
            self.init(PropertyReader(decoder))
        }

        /// Reads the properties tolerantly (the one implementation both decoding paths use).
        init(_ reader: PropertyReader) {
            category = reader.decode("category")
            name = reader.labels("name")
            buildingIDs = reader.decodeArray("building_ids")
        }

        /// The JSON keys this type reads, in the spec's order.
        static let keys = ["category", "name", "building_ids"]
    }
}
