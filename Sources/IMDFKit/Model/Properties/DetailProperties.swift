extension IMDF {
    /// The properties of a detail feature (spec §2.5; geometry: LineString or MultiLineString).
    ///
    /// | property | type |
    /// |---|---|
    /// | `level_id` | LEVEL-ID **required** |
    ///
    /// Every property is optional in Swift, required ones included: decoding is tolerant, and a missing
    /// or unreadable required value is reported by the validator, not by dropping the feature.
    public struct DetailProperties: Hashable, Sendable, Decodable, PropertyObject {
        /// `level_id`: LEVEL-ID **required**.
        public var levelID: FeatureID?

        /// Creates the properties of a detail.
        public init(levelID: FeatureID? = nil) {
            self.levelID = levelID
        }

        public init(from decoder: any Decoder) throws {
            self.init(PropertyReader(decoder))
        }

        /// Reads the properties tolerantly (the one implementation both decoding paths use).
        init(_ reader: PropertyReader) {
            levelID = reader.decode("level_id")
        }

        /// The JSON keys this type reads, in the spec's order.
        static let keys = ["level_id"]
    }
}
