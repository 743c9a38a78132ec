extension IMDF {
    /// The properties of a building feature (spec §2.4; geometry: null (unlocated; footprints give its extent)).
    ///
    /// | property | type |
    /// |---|---|
    /// | `name` | null or LABELS |
    /// | `alt_name` | null or LABELS |
    /// | `category` | BUILDING-CATEGORY **required** |
    /// | `restriction` | null or RESTRICTION-CATEGORY |
    /// | `display_point` | null or DISPLAY-POINT |
    /// | `address_id` | null or ADDRESS-ID; null means the venue's address applies |
    ///
    /// Every property is optional in Swift, required ones included: decoding is tolerant, and a missing
    /// or unreadable required value is reported by the validator, not by dropping the feature.
    public struct BuildingProperties: Hashable, Sendable, Decodable, PropertyObject {
        /// `name`: null or LABELS.
        public var name: Labels?
        /// `alt_name`: null or LABELS.
        public var altName: Labels?
        /// `category`: BUILDING-CATEGORY **required**.
        public var category: BuildingCategory?
        /// `restriction`: null or RESTRICTION-CATEGORY.
        public var restriction: RestrictionCategory?
        /// `display_point`: null or DISPLAY-POINT.
        public var displayPoint: DisplayPoint?
        /// `address_id`: null or ADDRESS-ID; null means the venue's address applies.
        public var addressID: FeatureID?

        /// Creates the properties of a building.
        public init(
            name: Labels? = nil, altName: Labels? = nil, category: BuildingCategory? = nil,
            restriction: RestrictionCategory? = nil, displayPoint: DisplayPoint? = nil, addressID: FeatureID? = nil
        ) {
            self.name = name
            self.altName = altName
            self.category = category
            self.restriction = restriction
            self.displayPoint = displayPoint
            self.addressID = addressID
        }

        public init(from decoder: any Decoder) throws {
            self.init(PropertyReader(decoder))
        }

        /// Reads the properties tolerantly (the one implementation both decoding paths use).
        init(_ reader: PropertyReader) {
            name = reader.labels("name")
            altName = reader.labels("alt_name")
            category = reader.decode("category")
            restriction = reader.decode("restriction")
            displayPoint = reader.decode("display_point")
            addressID = reader.decode("address_id")
        }

        /// The JSON keys this type reads, in the spec's order.
        static let keys = ["name", "alt_name", "category", "restriction", "display_point", "address_id"]
    }
}
