extension IMDF {
    /// The properties of a address feature (spec §2.1; geometry: null (unlocated)).
    ///
    /// | property | type |
    /// |---|---|
    /// | `address` | **required**: formatted postal address without the suite or unit |
    /// | `unit` | null or STRING: unit or suite designation |
    /// | `locality` | **required**: city or town |
    /// | `province` | null or ISO-3166-2 subdivision code, e.g. "US-CA" |
    /// | `country` | ISO-3166 **required**: country code, e.g. "US" |
    /// | `postal_code` | null or STRING |
    /// | `postal_code_ext` | null or STRING |
    /// | `postal_code_vanity` | null or STRING |
    ///
    /// Every property is optional in Swift, required ones included: decoding is tolerant, and a missing
    /// or unreadable required value is reported by the validator, not by dropping the feature.
    public struct AddressProperties: Hashable, Sendable, Decodable, PropertyObject {
        /// `address`: **required**: formatted postal address without the suite or unit.
        public var address: String?
        /// `unit`: null or STRING: unit or suite designation.
        public var unit: String?
        /// `locality`: **required**: city or town.
        public var locality: String?
        /// `province`: null or ISO-3166-2 subdivision code, e.g. "US-CA".
        public var province: String?
        /// `country`: ISO-3166 **required**: country code, e.g. "US".
        public var country: String?
        /// `postal_code`: null or STRING.
        public var postalCode: String?
        /// `postal_code_ext`: null or STRING.
        public var postalCodeExtension: String?
        /// `postal_code_vanity`: null or STRING.
        public var postalCodeVanity: String?

        /// Creates the properties of a address.
        public init(
            address: String? = nil, unit: String? = nil, locality: String? = nil, province: String? = nil,
            country: String? = nil, postalCode: String? = nil, postalCodeExtension: String? = nil,
            postalCodeVanity: String? = nil
        ) {
            self.address = address
            self.unit = unit
            self.locality = locality
            self.province = province
            self.country = country
            self.postalCode = postalCode
            self.postalCodeExtension = postalCodeExtension
            self.postalCodeVanity = postalCodeVanity
        }

        public init(from decoder: any Decoder) throws {
            self.init(PropertyReader(decoder))
        }

        /// Reads the properties tolerantly (the one implementation both decoding paths use).
        init(_ reader: PropertyReader) {
            address = reader.decode("address")
            unit = reader.decode("unit")
            locality = reader.decode("locality")
            province = reader.decode("province")
            country = reader.decode("country")
            postalCode = reader.decode("postal_code")
            postalCodeExtension = reader.decode("postal_code_ext")
            postalCodeVanity = reader.decode("postal_code_vanity")
        }

        /// The JSON keys this type reads, in the spec's order.
        static let keys = [
            "address", "unit", "locality", "province", "country", "postal_code", "postal_code_ext",
            "postal_code_vanity",
        ]
    }
}
