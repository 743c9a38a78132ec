extension IMDF {
    /// The properties of a relationship feature (spec §2.13; geometry: null or any geometry).
    ///
    /// | property | type |
    /// |---|---|
    /// | `category` | RELATIONSHIP-CATEGORY **required** |
    /// | `direction` | "directed" or "undirected" **required** |
    /// | `origin` | null or FEATURE-REFERENCE |
    /// | `intermediary` | null or array of FEATURE-REFERENCE |
    /// | `destination` | null or FEATURE-REFERENCE |
    /// | `hours` | null or HOURS |
    ///
    /// Every property is optional in Swift, required ones included: decoding is tolerant, and a missing
    /// or unreadable required value is reported by the validator, not by dropping the feature.
    public struct RelationshipProperties: Hashable, Sendable, Decodable, PropertyObject {
        /// `category`: RELATIONSHIP-CATEGORY **required**.
        public var category: RelationshipCategory?
        /// `direction`: "directed" or "undirected" **required**.
        public var direction: String?
        /// `origin`: null or FEATURE-REFERENCE.
        public var origin: FeatureReference?
        /// `intermediary`: null or array of FEATURE-REFERENCE.
        public var intermediary: [FeatureReference]?
        /// `destination`: null or FEATURE-REFERENCE.
        public var destination: FeatureReference?
        /// `hours`: null or HOURS.
        public var hours: String?

        /// Creates the properties of a relationship.
        public init(
            category: RelationshipCategory? = nil, direction: String? = nil, origin: FeatureReference? = nil,
            intermediary: [FeatureReference]? = nil, destination: FeatureReference? = nil, hours: String? = nil
        ) {
            self.category = category
            self.direction = direction
            self.origin = origin
            self.intermediary = intermediary
            self.destination = destination
            self.hours = hours
        }

        public init(from decoder: any Decoder) throws {
            self.init(PropertyReader(decoder))
        }

        /// Reads the properties tolerantly (the one implementation both decoding paths use).
        init(_ reader: PropertyReader) {
            category = reader.decode("category")
            direction = reader.decode("direction")
            origin = reader.decode("origin")
            intermediary = reader.decodeArray("intermediary")
            destination = reader.decode("destination")
            hours = reader.decode("hours")
        }

        /// The JSON keys this type reads, in the spec's order.
        static let keys = ["category", "direction", "origin", "intermediary", "destination", "hours"]
    }
}
