extension IMDF {
    /// The properties of a amenity feature (spec §2.2; geometry: Point).
    ///
    /// | property | type |
    /// |---|---|
    /// | `category` | AMENITY-CATEGORY **required** |
    /// | `accessibility` | null or array of ACCESSIBILITY-CATEGORY |
    /// | `name` | null or LABELS |
    /// | `alt_name` | null or LABELS |
    /// | `hours` | null or HOURS (OSM opening_hours) |
    /// | `phone` | null or PHONE (E.164) |
    /// | `website` | null or WEBSITE (http or https URI) |
    /// | `unit_ids` | array of UNIT-ID **required**: the units the amenity serves (may be on several levels) |
    /// | `address_id` | null or ADDRESS-ID |
    /// | `correlation_id` | null or UUID: shared by similar amenities on different levels |
    ///
    /// Every property is optional in Swift, required ones included: decoding is tolerant, and a missing
    /// or unreadable required value is reported by the validator, not by dropping the feature.
    public struct AmenityProperties: Hashable, Sendable, Decodable, PropertyObject {
        /// `category`: AMENITY-CATEGORY **required**.
        public var category: AmenityCategory?
        /// `accessibility`: null or array of ACCESSIBILITY-CATEGORY.
        public var accessibility: [AccessibilityCategory]?
        /// `name`: null or LABELS.
        public var name: Labels?
        /// `alt_name`: null or LABELS.
        public var altName: Labels?
        /// `hours`: null or HOURS (OSM opening_hours).
        public var hours: String?
        /// `phone`: null or PHONE (E.164).
        public var phone: String?
        /// `website`: null or WEBSITE (http or https URI).
        public var website: String?
        /// `unit_ids`: array of UNIT-ID **required**: the units the amenity serves (may be on several levels).
        public var unitIDs: [FeatureID]?
        /// `address_id`: null or ADDRESS-ID.
        public var addressID: FeatureID?
        /// `correlation_id`: null or UUID: shared by similar amenities on different levels.
        public var correlationID: FeatureID?

        /// Creates the properties of a amenity.
        public init(
            category: AmenityCategory? = nil, accessibility: [AccessibilityCategory]? = nil, name: Labels? = nil,
            altName: Labels? = nil, hours: String? = nil, phone: String? = nil, website: String? = nil,
            unitIDs: [FeatureID]? = nil, addressID: FeatureID? = nil, correlationID: FeatureID? = nil
        ) {
            self.category = category
            self.accessibility = accessibility
            self.name = name
            self.altName = altName
            self.hours = hours
            self.phone = phone
            self.website = website
            self.unitIDs = unitIDs
            self.addressID = addressID
            self.correlationID = correlationID
        }

        public init(from decoder: any Decoder) throws {
            self.init(PropertyReader(decoder))
        }

        /// Reads the properties tolerantly (the one implementation both decoding paths use).
        init(_ reader: PropertyReader) {
            category = reader.decode("category")
            accessibility = reader.decodeArray("accessibility")
            name = reader.labels("name")
            altName = reader.labels("alt_name")
            hours = reader.decode("hours")
            phone = reader.decode("phone")
            website = reader.decode("website")
            unitIDs = reader.decodeArray("unit_ids")
            addressID = reader.decode("address_id")
            correlationID = reader.decode("correlation_id")
        }

        /// The JSON keys this type reads, in the spec's order.
        static let keys = [
            "category", "accessibility", "name", "alt_name", "hours", "phone", "website", "unit_ids", "address_id",
            "correlation_id",
        ]
    }
}
