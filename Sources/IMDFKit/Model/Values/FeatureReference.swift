extension IMDF {
    /// FEATURE-REFERENCE: `{"id": FEATURE-ID, "feature_type": FEATURE-TYPE}`, used by relationships
    /// (spec §1.3, §2.13). The referenced feature's actual type must equal `featureType`.
    public struct FeatureReference: Hashable, Sendable, Decodable, PropertyObject {
        public var id: FeatureID?
        /// The declared feature type as written (kept even when it is not one of the sixteen).
        public var featureType: String?

        public init(id: FeatureID, featureType: FeatureType) {
            self.id = id
            self.featureType = featureType.rawValue
        }

        /// The declared type, when it is one of the sixteen IMDF feature types.
        public var declaredType: FeatureType? { featureType.flatMap(FeatureType.init(rawValue:)) }

        public init(from decoder: any Decoder) throws {
            self.init(PropertyReader(decoder))
        }

        /// Reads the properties tolerantly (the one implementation both decoding paths use).
        init(_ reader: PropertyReader) {
            id = reader.decode("id")
            featureType = reader.decode("feature_type")
        }
    }
}
