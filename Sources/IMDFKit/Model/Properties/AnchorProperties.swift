extension IMDF {
    /// The properties of a anchor feature (spec §2.3; geometry: Point).
    ///
    /// | property | type |
    /// |---|---|
    /// | `address_id` | null or ADDRESS-ID; null for a non-addressable location |
    /// | `unit_id` | UNIT-ID **required**: the anchor MUST lie within this unit |
    ///
    /// Every property is optional in Swift, required ones included: decoding is tolerant, and a missing
    /// or unreadable required value is reported by the validator, not by dropping the feature.
    public struct AnchorProperties: Hashable, Sendable, Decodable, PropertyObject {
        /// `address_id`: null or ADDRESS-ID; null for a non-addressable location.
        public var addressID: FeatureID?
        /// `unit_id`: UNIT-ID **required**: the anchor MUST lie within this unit.
        public var unitID: FeatureID?

        /// Creates the properties of a anchor.
        public init(addressID: FeatureID? = nil, unitID: FeatureID? = nil) {
            self.addressID = addressID
            self.unitID = unitID
        }

        public init(from decoder: any Decoder) throws {
            self.init(PropertyReader(decoder))
        }

        /// Reads the properties tolerantly (the one implementation both decoding paths use).
        init(_ reader: PropertyReader) {
            addressID = reader.decode("address_id")
            unitID = reader.decode("unit_id")
        }

        /// The JSON keys this type reads, in the spec's order.
        static let keys = ["address_id", "unit_id"]
    }
}
