extension IMDF {
    /// The properties of a occupant feature (spec §2.11; geometry: null (unlocated; placed through its anchor)).
    ///
    /// | property | type |
    /// |---|---|
    /// | `name` | LABELS **required**: brand name |
    /// | `category` | OCCUPANT-CATEGORY **required** |
    /// | `anchor_id` | ANCHOR-ID **required**: gives unit, location and address |
    /// | `hours` | null or HOURS (OSM opening_hours) |
    /// | `phone` | null or PHONE (E.164) |
    /// | `website` | null or WEBSITE |
    /// | `validity` | null or TEMPORALITY |
    /// | `correlation_id` | null or UUID |
    ///
    /// Every property is optional in Swift, required ones included: decoding is tolerant, and a missing
    /// or unreadable required value is reported by the validator, not by dropping the feature.
    public struct OccupantProperties: Hashable, Sendable, Decodable, PropertyObject {
        /// `name`: LABELS **required**: brand name.
        public var name: Labels?
        /// `category`: OCCUPANT-CATEGORY **required**.
        public var category: OccupantCategory?
        /// `anchor_id`: ANCHOR-ID **required**: gives unit, location and address.
        public var anchorID: FeatureID?
        /// `hours`: null or HOURS (OSM opening_hours).
        public var hours: String?
        /// `phone`: null or PHONE (E.164).
        public var phone: String?
        /// `website`: null or WEBSITE.
        public var website: String?
        /// `validity`: null or TEMPORALITY.
        public var validity: Temporality?
        /// `correlation_id`: null or UUID.
        public var correlationID: FeatureID?

        /// Creates the properties of a occupant.
        public init(
            name: Labels? = nil, category: OccupantCategory? = nil, anchorID: FeatureID? = nil, hours: String? = nil,
            phone: String? = nil, website: String? = nil, validity: Temporality? = nil, correlationID: FeatureID? = nil
        ) {
            self.name = name
            self.category = category
            self.anchorID = anchorID
            self.hours = hours
            self.phone = phone
            self.website = website
            self.validity = validity
            self.correlationID = correlationID
        }

        public init(from decoder: any Decoder) throws {
            self.init(PropertyReader(decoder))
        }

        /// Reads the properties tolerantly (the one implementation both decoding paths use).
        init(_ reader: PropertyReader) {
            name = reader.labels("name")
            category = reader.decode("category")
            anchorID = reader.decode("anchor_id")
            hours = reader.decode("hours")
            phone = reader.decode("phone")
            website = reader.decode("website")
            validity = reader.decode("validity")
            correlationID = reader.decode("correlation_id")
        }

        /// The JSON keys this type reads, in the spec's order.
        static let keys = ["name", "category", "anchor_id", "hours", "phone", "website", "validity", "correlation_id"]
    }
}
