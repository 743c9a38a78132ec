extension IMDF {
    /// The properties of a venue feature (spec §2.16; geometry: Polygon or MultiPolygon).
    ///
    /// | property | type |
    /// |---|---|
    /// | `category` | VENUE-CATEGORY **required** |
    /// | `restriction` | null or RESTRICTION-CATEGORY |
    /// | `name` | LABELS **required** |
    /// | `alt_name` | null or LABELS |
    /// | `hours` | null or HOURS |
    /// | `phone` | null or PHONE |
    /// | `website` | null or WEBSITE |
    /// | `display_point` | DISPLAY-POINT **required** (not nullable) |
    /// | `address_id` | ADDRESS-ID **required** (not nullable) |
    ///
    /// Every property is optional in Swift, required ones included: decoding is tolerant, and a missing
    /// or unreadable required value is reported by the validator, not by dropping the feature.
    public struct VenueProperties: Hashable, Sendable, Decodable, PropertyObject {
        /// `category`: VENUE-CATEGORY **required**.
        public var category: VenueCategory?
        /// `restriction`: null or RESTRICTION-CATEGORY.
        public var restriction: RestrictionCategory?
        /// `name`: LABELS **required**.
        public var name: Labels?
        /// `alt_name`: null or LABELS.
        public var altName: Labels?
        /// `hours`: null or HOURS.
        public var hours: String?
        /// `phone`: null or PHONE.
        public var phone: String?
        /// `website`: null or WEBSITE.
        public var website: String?
        /// `display_point`: DISPLAY-POINT **required** (not nullable).
        public var displayPoint: DisplayPoint?
        /// `address_id`: ADDRESS-ID **required** (not nullable).
        public var addressID: FeatureID?

        /// Creates the properties of a venue.
        public init(
            category: VenueCategory? = nil, restriction: RestrictionCategory? = nil, name: Labels? = nil,
            altName: Labels? = nil, hours: String? = nil, phone: String? = nil, website: String? = nil,
            displayPoint: DisplayPoint? = nil, addressID: FeatureID? = nil
        ) {
            self.category = category
            self.restriction = restriction
            self.name = name
            self.altName = altName
            self.hours = hours
            self.phone = phone
            self.website = website
            self.displayPoint = displayPoint
            self.addressID = addressID
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
            hours = reader.decode("hours")
            phone = reader.decode("phone")
            website = reader.decode("website")
            displayPoint = reader.decode("display_point")
            addressID = reader.decode("address_id")
        }

        /// The JSON keys this type reads, in the spec's order.
        static let keys = [
            "category", "restriction", "name", "alt_name", "hours", "phone", "website", "display_point", "address_id",
        ]
    }
}
