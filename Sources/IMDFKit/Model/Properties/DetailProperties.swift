extension IMDF {
    /// The properties of a detail feature (spec §2.5; geometry: LineString or MultiLineString).
    ///
    /// | property | type |
    /// |---|---|
    /// | `level_id` | LEVEL-ID **required** |
    ///
    /// Every property is optional in Swift, required ones included: decoding is tolerant, and a missing
    /// or unreadable required value is reported by the validator, not by dropping the feature.
    public struct DetailProperties: Hashable, Sendable, Decodable {
        /// `level_id`: LEVEL-ID **required**.
        public var levelID: FeatureID?

        /// Creates the properties of a detail.
        public init(levelID: FeatureID? = nil) {
            self.levelID = levelID
        }

        public init(from decoder: any Decoder) throws {
            let reader = PropertyReader(decoder)
            levelID = reader.decode("level_id")
        }

        /// The JSON keys this type reads, in the spec's order.
        static let keys = ["level_id"]
    }
}
